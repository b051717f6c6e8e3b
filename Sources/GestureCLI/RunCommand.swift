import ArgumentParser
import GestureKit
import GestureKitIO
#if canImport(Glibc)
import Glibc
#endif

/// `gesture run FILE...`: replays datasets through the engine and prints what happened.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Replay datasets through the engine and print touch phases, tap counts, events and motion.",
        discussion: """
            Each FILE is replayed as its own stream on a virtual clock driven by its timestamps, so the same
            input always prints the same output. The format comes from the extension (.jsonl, .csv, .events);
            '-' reads JSON Lines from standard input.

            Exit status: 0 success, 64 usage error, 65 bad input line, 66 input cannot be opened,
            70 internal error, 74 read or write failure.

            Examples:
              gesture run Datasets/taps.jsonl
              gesture run --format jsonl Datasets/pinch.csv | grep '"phase":"began"'
              gesture generate tap --count 3 | gesture run -
            """
    )

    @Argument(help: "Dataset files to replay ('-' for standard input).")
    var files: [String]

    @Option(help: "Output format: text, jsonl, or auto (text on a terminal, jsonl otherwise).")
    var format: OutputFormat = .auto

    @Option(name: .customLong("input-format"), help: "Read every FILE as jsonl, csv or evemu instead of guessing from its extension.")
    var inputFormat: DatasetFormat?

    @Flag(help: "Skip bad lines, count them and report the count at the end, instead of stopping at the first.")
    var lenient = false

    @Option(name: .customLong("tap-interval"), help: "Longest up-to-down time for a touch to count one more tap, in seconds.")
    var tapInterval: Double = TapCountRule.defaultInterval

    @Option(name: .customLong("tap-radius"), help: "Largest distance from the previous touch's end for one more tap, in points.")
    var tapRadius: Double = TapCountRule.defaultRadius

    func validate() throws {
        guard !files.isEmpty else { throw ValidationError("Name at least one FILE, or '-' for standard input.") }
        guard tapInterval >= 0, tapInterval.isFinite else { throw ValidationError("--tap-interval must be ≥ 0 seconds.") }
        guard tapRadius >= 0, tapRadius.isFinite else { throw ValidationError("--tap-radius must be ≥ 0 points.") }
    }

    func run() throws {
        let output = OutputBuffer(.fileDescriptor(1))
        let style: TraceWriter.Style = format.resolved(isTerminal: isatty(1) == 1) == .text ? .text : .jsonl
        let status = RunCommand.replay(
            files: files, inputFormat: inputFormat, lenient: lenient,
            tapCountRule: TapCountRule(interval: tapInterval, radius: tapRadius), style: style, output: output)
        if status != .success { throw status.exitCode }
    }

    /// Replays every file into `output`; reports problems on standard error and returns the exit status.
    static func replay(
        files: [String], inputFormat: DatasetFormat?, lenient: Bool, tapCountRule: TapCountRule,
        style: TraceWriter.Style, output: OutputBuffer
    ) -> ExitStatus {
        let writer = TraceWriter(style: style, output: output)
        for file in files {
            let handler = TraceHandler(writer: writer, tapCountRule: tapCountRule)
            let loop = RunLoop()
            do {
                let reader = try DatasetFormat.openReader(path: file, format: inputFormat)
                let outcome = try Replay.run(reader, loop: loop, handler: handler, lenient: lenient)
                writer.motionSummary(handler.motion, at: loop.now)
                writer.summary(handler.counts, source: file, skipped: outcome.skipped, at: loop.now)
                try output.flush()
                if let first = outcome.firstSkipped {
                    reportError("skipped \(outcome.skipped) bad line\(outcome.skipped == 1 ? "" : "s") in \(file) (first: \(first))")
                }
            } catch {
                try? output.flush()
                reportError(error.description)
                return ExitStatus.for(error)
            }
        }
        return .success
    }
}

/// How `gesture run` prints.
enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
    case auto, text, jsonl

    func resolved(isTerminal: Bool) -> OutputFormat {
        self == .auto ? (isTerminal ? .text : .jsonl) : self
    }
}

extension DatasetFormat: ExpressibleByArgument {}
