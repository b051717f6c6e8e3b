#if canImport(Glibc)
import Glibc
#endif
import ArgumentParser
import GestureKit
import GestureKitIO

/// `gesture eval`: measures recognisers on labelled real data.
struct EvalCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "eval",
        abstract: "Measure a recogniser on labelled datasets.",
        subcommands: [EvalShakeCommand.self]
    )
}

/// `gesture eval shake DATASET...`: the shake detector on UEA `.ts` and UCR `.tsv` accelerometer archives.
struct EvalShakeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "shake",
        abstract: "Measure the shake detector on labelled accelerometer archives (UEA .ts, UCR .tsv).",
        discussion: """
            Each series is played as accelerometer samples at the archive's rate through a fresh detector; a \
            series counts as detected when a shake begins in it. Known archives get their rate, units, axis and \
            shake classes from the file name (Epilepsy 16 Hz g, EPILEPSY; BasicMotions 10 Hz m/s², none; \
            AllGestureWiimoteX/Y/Z 100 Hz g, class 2; ShakeGestureWiimoteZ: all; PickupGestureWiimoteZ: none; \
            GesturePebbleZ1/Z2 100 Hz m/s², none). \
            One-axis series are fed as that axis with the others at rest (z holds 1 g of gravity when the axis \
            is x or y). Per class: series, detections, latency (series start to motionBegan, median and p95); \
            per archive: recall, false detections, precision, F1, and false shakes per hour with the non-shake \
            series played back to back.

            Examples:
              gesture eval shake ../shared/datasets/epilepsy/Epilepsy_TRAIN.ts
              gesture eval shake ../shared/datasets/ucr/*/*_TRAIN.tsv --format json
              gesture eval shake walk.tsv --rate 50 --axis y --shake-class 2
            """
    )

    enum Units: String, ExpressibleByArgument, CaseIterable {
        case g, ms2
    }

    enum Axis: String, ExpressibleByArgument, CaseIterable {
        case x, y, z
        var index: Int { self == .x ? 0 : self == .y ? 1 : 2 }
    }

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    @Argument(help: "Archives to measure (.ts or .tsv).")
    var datasets: [String]

    @Option(help: "Sampling rate in Hz, 0.01 to 100000 (overrides the archive's default).")
    var rate: Double?

    @Option(help: "Units of the values: g or ms2 (overrides the default).")
    var units: Units?

    @Option(help: "The device axis of one-dimensional series: x, y or z (overrides the default).")
    var axis: Axis?

    @Option(name: .customLong("shake-class"), help: "A label of a shake class (repeatable; overrides the default).")
    var shakeClasses: [String] = []

    @Option(help: ArgumentHelp(
        "Play every series resampled to this rate in Hz, by linear interpolation between its samples.",
        discussion: "The same motion at another rate: checks that decisions do not hang on the sampling rate.",
        valueName: "hz"))
    var resample: Double?

    @Option(help: "Which detector: engine (default) or seismic (Square's Seismic, medium sensitivity).")
    var detector: ShakeEvaluation.Detector = .engine

    @Option(help: "Output: text or json.")
    var format: Format = .text

    func validate() throws {
        if let rate, !(rate >= 0.01 && rate <= 100_000) { throw ValidationError("--rate must be 0.01 to 100000 Hz") }
        if let resample, !(resample >= 1 && resample <= 1000) { throw ValidationError("--resample must be 1 to 1000 Hz") }
    }

    func run() throws {
        var results: [ShakeEvaluation.Result] = []
        let showProgress = isatty(2) != 0
        let progressOutput = OutputBuffer(.fileDescriptor(2))
        for path in datasets {
            var setup: ShakeEvaluation.Setup
            if let known = ShakeEvaluation.Setup.defaults(forFile: path) {
                setup = known
                if let rate { setup.rate = rate }
            } else if let rate {
                setup = ShakeEvaluation.Setup(name: ShakeEvaluation.Setup.name(forFile: path), rate: rate, shakeLabels: [])
            } else {
                reportError("\(path): unknown archive; give --rate (and --shake-class, --units, --axis)")
                throw ExitStatus.usage.exitCode
            }
            if let units { setup.scale = units == .g ? 1 : 1 / 9.80665 }
            if let axis { setup.axis = axis.index }
            if !shakeClasses.isEmpty { setup.shakeLabels = Set(shakeClasses) }
            setup.resampleRate = resample
            let archive: [LabelledSeries]
            do {
                archive = try LabelledSeries.read(path: path)
            } catch {
                reportError(error.description)
                throw ExitStatus.for(error).exitCode
            }
            let result = ShakeEvaluation(setup: setup, detector: detector).run(archive) { done, total in
                guard showProgress else { return }
                let width = 30
                let filled = done * width / max(total, 1)
                let bar = String(repeating: "#", count: filled) + String(repeating: ".", count: width - filled)
                progressOutput.write("\r\(setup.name) [\(bar)] \(done)/\(total)" + (done == total ? "\r\u{1B}[K" : ""))
                try? progressOutput.flush()
            }
            results.append(result)
        }
        let output = OutputBuffer(.fileDescriptor(1))
        if format == .json { ShakeReport.json(results, to: output) } else { output.write(ShakeReport.text(results)) }
        do { try output.flush() } catch {
            reportError(error.description)
            throw ExitStatus.ioError.exitCode
        }
    }
}

extension ShakeEvaluation.Detector: ExpressibleByArgument {}
