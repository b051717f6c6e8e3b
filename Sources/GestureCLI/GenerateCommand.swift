import ArgumentParser
import GestureKit
import GestureKitIO
import GSL

/// `gesture generate KIND`: writes a synthetic dataset from a seed.
struct GenerateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Write a synthetic dataset of taps, drags, swipes, pinches, rotations, long presses or motion.",
        discussion: """
            KIND is one of: \(SyntheticKind.allCases.map(\.rawValue).joined(separator: ", ")). \
            Touch kinds and shake write --count gestures; still and walking write --duration seconds. \
            The same seed and options always write the same bytes.

            Examples:
              gesture generate double-tap --count 5 --seed 7 > double-taps.jsonl
              gesture generate walking --duration 60 --motion-rate 50 --format csv --output walk.csv
            """
    )

    @Argument(help: "What to generate.")
    var kind: SyntheticKind

    @Option(help: "Seed of the GSL MT19937 generator.")
    var seed: UInt64 = 1

    @Option(help: "How many gestures (or shake bursts).")
    var count: Int = 10

    @Option(help: "Length of a still or walking recording, in seconds.")
    var duration: Double = 10

    @Option(name: .customLong("touch-rate"), help: "Touch frame rate in Hz.")
    var touchRate: Double = 120

    @Option(name: .customLong("motion-rate"), help: "Accelerometer rate in Hz (10–200).")
    var motionRate: Double = 100

    @Option(help: "Output format: jsonl or csv.")
    var format: SampleWriter.Format = .jsonl

    @Option(name: .shortAndLong, help: "Write to this file instead of standard output.")
    var output: String?

    func validate() throws {
        guard count >= 0 else { throw ValidationError("--count must be ≥ 0.") }
        guard duration >= 0, duration.isFinite else { throw ValidationError("--duration must be ≥ 0 seconds.") }
        guard touchRate >= 1, touchRate <= 1000 else { throw ValidationError("--touch-rate must be 1–1000 Hz.") }
        guard motionRate >= 10, motionRate <= 200 else { throw ValidationError("--motion-rate must be 10–200 Hz.") }
    }

    func run() throws {
        var options = GeneratorOptions()
        options.seed = seed
        options.count = count
        options.duration = duration
        options.touchRate = touchRate
        options.motionRate = motionRate
        do {
            let buffer = try output.map { path throws(DatasetError) in try OutputBuffer.file(path: path) }
                ?? OutputBuffer(.fileDescriptor(1))
            var writer = SampleWriter(format: format, output: buffer)
            var generator = try SyntheticGenerator(options: options)
            generator.generate(kind) { writer.write($0) }
            writer.finish()
            try buffer.close()
        } catch let error as DatasetError {
            reportError(error.description)
            throw ExitStatus.for(error).exitCode
        } catch let error as GSLError {
            reportError(error.description)
            throw ExitStatus.internalError.exitCode
        }
    }
}

extension SyntheticKind: ExpressibleByArgument {}
extension SampleWriter.Format: ExpressibleByArgument {}
