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

    @Option(help: "Sampling rate in Hz (overrides the archive's default).")
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
        if let rate, !(rate > 0 && rate.isFinite) { throw ValidationError("--rate must be a positive number of Hz") }
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
                setup = ShakeEvaluation.Setup(name: String(path.split(separator: "/").last ?? Substring(path)), rate: rate, shakeLabels: [])
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

/// Formats shake evaluation results.
enum ShakeReport {
    static func figure(_ value: Double?, digits: Int = 2) -> String {
        guard let value else { return "-" }
        return formatted(value, digits: digits)
    }

    static func formatted(_ value: Double, digits: Int) -> String {
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let rounded = (value * scale).rounded() / scale
        if digits == 0 { return String(Int(rounded)) }
        var text = String(rounded)
        if let dot = text.firstIndex(of: ".") {
            let decimals = text.distance(from: dot, to: text.endIndex) - 1
            if decimals < digits { text += String(repeating: "0", count: digits - decimals) }
        } else if digits > 0 {
            text += "." + String(repeating: "0", count: digits)
        }
        return text
    }

    static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }

    static func text(_ results: [ShakeEvaluation.Result]) -> String {
        var out = ""
        for result in results {
            let setup = result.setup
            let resampled = setup.resampleRate.map { ", resampled to \(formatted($0, digits: 0)) Hz" } ?? ""
            out += "\(setup.name) (\(figure(setup.rate, digits: 0)) Hz\(resampled), detector \(result.detector.rawValue))\n"
            out += "  " + pad("class", 12) + pad("shake", 7) + pad("series", 8) + pad("detected", 10) + pad("share", 7) + "latency p50 / p95 (s)\n"
            for item in result.classes {
                let share = item.series > 0 ? Double(item.detections) / Double(item.series) : 0
                let latency = item.latencyMedianAndP95.map { "\(formatted($0.0, digits: 2)) / \(formatted($0.1, digits: 2))" } ?? "-"
                out += "  " + pad(item.label, 12) + pad(item.isShake ? "yes" : "no", 7) + pad(String(item.series), 8)
                    + pad(String(item.detections), 10) + pad(formatted(share, digits: 2), 7) + latency + "\n"
            }
            out += "  recall \(figure(result.recall))  false detections \(result.falsePositives)/\(result.negativeSeries)"
                + " (\(figure(result.falseRate)))  precision \(figure(result.precision))  F1 \(figure(result.f1))\n"
            out += "  false shakes per hour, non-shake series back to back: \(figure(result.falseShakesPerHour, digits: 1))"
                + " (\(result.streamFalseShakes) in \(figure(result.streamSeconds / 60, digits: 1)) min)\n"
        }
        return out
    }

    /// Writes a JSON array with one object per archive, strings and numbers through ``OutputBuffer``'s
    /// JSON writers; figures are rounded to 4 decimals, missing ones are `null`.
    static func json(_ results: [ShakeEvaluation.Result], to output: OutputBuffer) {
        func number(_ value: Double?) -> Double { value.map { ($0 * 10_000).rounded() / 10_000 } ?? .nan }
        output.write("[\n")
        for (index, result) in results.enumerated() {
            output.write("{\"dataset\":")
            output.writeJSONString(result.setup.name)
            output.writeJSONField("rate", result.setup.rate)
            output.writeJSONField("resampledRate", result.setup.resampleRate ?? .nan)
            output.write(",\"detector\":")
            output.writeJSONString(result.detector.rawValue)
            output.write(",\"classes\":[")
            for (position, item) in result.classes.enumerated() {
                let latency = item.latencyMedianAndP95
                output.write(position == 0 ? "{\"label\":" : ",{\"label\":")
                output.writeJSONString(item.label)
                output.write(",\"shake\":\(item.isShake)")
                output.writeJSONField("series", item.series)
                output.writeJSONField("detections", item.detections)
                output.writeJSONField("latencyMedian", number(latency?.0))
                output.writeJSONField("latencyP95", number(latency?.1))
                output.write("}")
            }
            output.write("]")
            output.writeJSONField("recall", number(result.recall))
            output.writeJSONField("falseDetections", result.falsePositives)
            output.writeJSONField("negativeSeries", result.negativeSeries)
            output.writeJSONField("falseRate", number(result.falseRate))
            output.writeJSONField("precision", number(result.precision))
            output.writeJSONField("f1", number(result.f1))
            output.writeJSONField("falseShakesPerHour", number(result.falseShakesPerHour))
            output.writeJSONField("streamSeconds", number(result.streamSeconds))
            output.write(index == results.count - 1 ? "}\n" : "},\n")
        }
        output.write("]\n")
    }
}

extension ShakeEvaluation.Detector: ExpressibleByArgument {}
