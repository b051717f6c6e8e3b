import ArgumentParser

/// The `gesture` tool: replays, generates and converts gesture and motion datasets.
public struct GestureCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "gesture",
        abstract: "Feed touch and accelerometer datasets through the gesture engine and print what happens.",
        discussion: """
            Examples:
              gesture run Datasets/taps.jsonl
              gesture generate double-tap --count 5 --seed 7 > taps.jsonl
              gesture convert recording.events --output recording.jsonl
            """,
        subcommands: [RunCommand.self, GenerateCommand.self, ConvertCommand.self, EvalCommand.self]
    )

    public init() {}
}
