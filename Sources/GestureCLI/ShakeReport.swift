import GestureKitIO

/// Formats shake evaluation results: the text table and the JSON array `gesture eval shake` prints
/// (times in seconds, rates in Hz, shares 0…1).
enum ShakeReport {
    static func figure(_ value: Double?, digits: Int = 2) -> String {
        guard let value else { return "-" }
        return formatted(value, digits: digits)
    }

    static func formatted(_ value: Double, digits: Int) -> String {
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let rounded = (value * scale).rounded() / scale
        guard rounded.isFinite else { return String(rounded) }
        if digits == 0 { return abs(rounded) < 1e15 ? String(Int(rounded)) : String(rounded) }
        var text = String(rounded)
        if let dot = text.firstIndex(of: ".") {
            let decimals = text.distance(from: dot, to: text.endIndex) - 1
            if decimals < digits { text += String(repeating: "0", count: digits - decimals) }
        } else if digits > 0 {
            text += "." + String(repeating: "0", count: digits)
        }
        return text
    }

    /// A rate in Hz as given: whole numbers without decimals (`16`), others as they are (`12.5`).
    static func hertz(_ rate: Double) -> String {
        rate == rate.rounded() && abs(rate) < 1e15 ? String(Int(rate)) : String(rate)
    }

    static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }

    static func text(_ results: [ShakeEvaluation.Result]) -> String {
        var out = ""
        for result in results {
            let setup = result.setup
            let resampled = setup.resampleRate.map { ", resampled to \(hertz($0)) Hz" } ?? ""
            out += "\(setup.name) (\(hertz(setup.rate)) Hz\(resampled), detector \(result.detector.rawValue))\n"
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
