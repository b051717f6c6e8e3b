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
            Each FILE is replayed as its own stream on a virtual clock driven by its timestamps, so the same \
            input always prints the same output. The format comes from the extension (.jsonl, .csv, .events); \
            '-' reads JSON Lines from standard input.

            Several FILEs are replayed at once, one per core (--jobs), and printed in the order given: the \
            output is the same bytes as one at a time, and the run stops after the first FILE that fails.

            Events are delivered into a scene: a window with views and controllers (--scene, or the default \
            scene: one 2048 × 2048 pt view, 'root', that handles every event, takes every touch and is first \
            responder). With --trace, every delivery is printed too: the responder that handled each message, \
            and 'dropped' for each message nobody handled.

            Exit status: 0 success, 64 usage error, 65 bad input line, 66 input cannot be opened, \
            70 internal error, 74 read or write failure.

            Examples:
              gesture run Datasets/taps.jsonl
              gesture run --format jsonl Datasets/pinches.jsonl | grep '"phase":"began"'
              gesture generate tap --count 3 | gesture run -
              gesture run --trace --scene Datasets/scenes/controls.json Datasets/controls.jsonl
              gesture run --format jsonl --jobs 8 recordings/*.jsonl > all.jsonl
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

    @Option(help: "A scene file (JSON: window, views, controllers, first responder; see Datasets/SCENES.md) to deliver events into, instead of the default scene.")
    var scene: String?

    @Flag(help: "Also print every delivery: which responder handled each message, and each message nobody handled.")
    var trace = false

    @Option(help: "How many files to replay at once (default: one per core). Records come out in FILE order, the same bytes whatever the number; with more than one, a file's records wait in memory until those before it are printed.")
    var jobs: Int?

    @Option(name: .customLong("tap-interval"), help: "Longest up-to-down time for a touch to count one more tap, in seconds.")
    var tapInterval: Double = TapCountRule.defaultInterval

    @Option(name: .customLong("tap-radius"), help: "Largest distance from the previous touch's end for one more tap, in points.")
    var tapRadius: Double = TapCountRule.defaultRadius

    func validate() throws {
        guard !files.isEmpty else { throw ValidationError("Name at least one FILE, or '-' for standard input.") }
        guard jobs.map({ $0 >= 1 }) ?? true else { throw ValidationError("--jobs must be at least 1.") }
        guard tapInterval >= 0, tapInterval.isFinite else { throw ValidationError("--tap-interval must be ≥ 0 seconds.") }
        guard tapRadius >= 0, tapRadius.isFinite else { throw ValidationError("--tap-radius must be ≥ 0 points.") }
    }

    func run() throws {
        let output = OutputBuffer(.fileDescriptor(1))
        let style: TraceWriter.Style = format.resolved(isTerminal: isatty(1) == 1) == .text ? .text : .jsonl
        let sceneDescription: SceneDescription
        do {
            sceneDescription = try scene.map { path throws(SceneError) in try SceneDescription.load(path: path) } ?? Scene.defaultDescription
        } catch {
            reportError(error.description)
            throw ExitStatus.for(error).exitCode
        }
        let status = RunCommand.replay(
            files: files, inputFormat: inputFormat, lenient: lenient,
            tapCountRule: TapCountRule(interval: tapInterval, radius: tapRadius), style: style, output: output,
            scene: sceneDescription, traceDeliveries: trace, jobs: jobs ?? Self.cores)
        if status != .success { throw status.exitCode }
    }

    /// The processors online, for the default number of jobs.
    static var cores: Int { max(Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))), 1) }

    /// Replays every file into `output`, `jobs` files at once; reports problems on standard error and
    /// returns the exit status. The output is the same bytes whatever `jobs` is: files are written in the
    /// order given, and the run stops after the first file that fails, as it would one file at a time.
    static func replay(
        files: [String], inputFormat: DatasetFormat?, lenient: Bool, tapCountRule: TapCountRule,
        style: TraceWriter.Style, output: OutputBuffer, scene: SceneDescription = Scene.defaultDescription,
        traceDeliveries: Bool = false, jobs: Int = 1
    ) -> ExitStatus {
        let settings = ReplaySettings(
            inputFormat: inputFormat, lenient: lenient, tapCountRule: tapCountRule, style: style, scene: scene,
            traceDeliveries: traceDeliveries)
        var status = ExitStatus.success
        /// Writes one file's outcome after its records; returns whether to go on.
        func finish(_ outcome: FileOutcome) -> Bool {
            do {
                try output.flush()
            } catch {
                if outcome.status == .success {
                    reportError(error.description)
                    status = ExitStatus.for(error)
                    return false
                }
            }
            if let message = outcome.message { reportError(message) }
            status = outcome.status
            return outcome.status == .success
        }
        // Standard input named twice is read twice in turn (the second time empty), never by two threads.
        guard jobs > 1, files.count > 1, files.filter({ $0 == "-" }).count <= 1 else {
            let writer = TraceWriter(style: style, output: output)
            for file in files where !finish(settings.replay(file, into: writer)) { break }
            return status
        }
        OrderedParallelMap<FileOutcome>(jobs: jobs, stop: { $0.status != .success }).run(count: files.count) { index in
            let buffer = OutputBuffer(.memory)
            var outcome = settings.replay(files[index], into: TraceWriter(style: settings.style, output: buffer))
            outcome.records = buffer.takeBytes()
            return outcome
        } deliver: { _, outcome in
            output.write(contentsOf: outcome.records)
            return finish(outcome)
        }
        return status
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
