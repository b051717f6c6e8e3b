import ArgumentParser
import GestureKit
import GestureKitIO

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The `eight-ball` terminal demo: a Magic 8-Ball that answers shakes detected by the engine.
public struct EightBallCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "eight-ball",
        abstract: "A Magic 8-Ball in the terminal that answers shakes detected by the gesture engine.",
        discussion: """
            The answer vanishes when shaking begins and a new one appears when it ends; a cancelled shake \
            (longer than 10 s) brings the previous answer back. Shake it with --replay, --device or the space \
            bar, which plays a recorded shake into the same detector. q, Escape or Ctrl-C quits.

            Examples:
              eight-ball --replay Datasets/shakes.jsonl
              eight-ball --device /sys/bus/iio/devices/iio:device0
              eight-ball --script Datasets/shakes.jsonl
            """
    )

    @Option(name: .long, help: ArgumentHelp("Play a dataset's accelerometer samples at their own pace.", valueName: "FILE"))
    var replay: String?

    @Option(name: .long, help: "Replay speed factor (> 0): 2 plays twice as fast.")
    var speed: Double = 1

    @Option(name: .long, help: ArgumentHelp("Read a Linux IIO accelerometer folder (in_accel_{x,y,z}_raw × in_accel_scale).", valueName: "PATH"))
    var device: String?

    @Option(name: .long, help: "How often to read the device, in Hz (10–200).")
    var rate: Double = 50

    @Option(name: .long, help: ArgumentHelp("No terminal: run a dataset through the ball and print each change as JSON Lines.", valueName: "FILE"))
    var script: String?

    @Option(name: .long, help: ArgumentHelp("The shake the space bar plays (default: Datasets/eight-ball-shake.jsonl).", valueName: "FILE"))
    var shakeTrace: String?

    @Option(name: .long, help: "Seed of the answers' random generator (default: 1 with --script, the clock otherwise).")
    var seed: UInt64?

    public init() {}

    public func validate() throws {
        if replay != nil, device != nil { throw ValidationError("choose one of --replay and --device") }
        if script != nil, replay != nil || device != nil {
            throw ValidationError("--script runs without a terminal; it cannot be combined with --replay or --device")
        }
        guard speed > 0, speed.isFinite else { throw ValidationError("--speed must be a positive number") }
        if speed != 1, replay == nil { throw ValidationError("--speed applies to --replay only") }
        guard (10...200).contains(rate) else { throw ValidationError("--rate must be between 10 and 200 Hz") }
    }

    public func run() throws {
        do {
            if let script {
                let output = OutputBuffer(.fileDescriptor(STDOUT_FILENO))
                try EightBallScript.run(path: script, seed: seed ?? 1, output: output)
                do { try output.flush() } catch { throw EightBallError.dataset(error) }
                return
            }
            let input: EightBallTerminal.Input =
                if let replay { .replay(path: replay, speed: speed) } else if let device { .device(path: device, rate: rate) } else {
                    .keyboardOnly
                }
            let trace = try Self.loadShakeTrace(shakeTrace)
            let terminal = EightBallTerminal(
                input: input, seed: seed ?? UInt64(MonotonicTimeSource().now() * 1e9), shakeTrace: trace)
            let status = try terminal.run()
            if status != 0 { throw ExitCode(status) }
        } catch let error as EightBallError {
            let standardError = OutputBuffer(.fileDescriptor(STDERR_FILENO))
            standardError.write("eight-ball: \(error)\n")
            try? standardError.flush()
            throw ExitCode(error.exitStatus)
        }
    }

    /// The given trace (an error when it cannot be read), or the bundled one when it can be found
    /// (`nil` otherwise: the space bar is then off).
    static func loadShakeTrace(_ path: String?) throws(EightBallError) -> [AccelerometerSample]? {
        if let path { return try EightBallTerminal.accelerometerSamples(at: path) }
        for candidate in bundledTraceCandidates() where access(candidate, R_OK) == 0 {
            return try EightBallTerminal.accelerometerSamples(at: candidate)
        }
        return nil
    }

    /// Where the bundled trace may be: under the working folder, or under the package the executable
    /// was built in (`<package>/.build/<triple>/<configuration>/eight-ball`).
    static func bundledTraceCandidates() -> [String] {
        let relative = "Datasets/eight-ball-shake.jsonl"
        var candidates = [relative]
        if let executable = realpath(CommandLine.arguments[0], nil) {
            defer { free(executable) }
            var parts = String(cString: executable).split(separator: "/", omittingEmptySubsequences: false)
            if parts.count > 4 {
                parts.removeLast(4)
                candidates.append(parts.joined(separator: "/") + "/" + relative)
            }
        }
        return candidates
    }
}

