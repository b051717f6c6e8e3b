import GestureKit

/// Writes samples as a dataset in JSON Lines or CSV, the shapes the readers accept.
///
/// JSON Lines writes exactly the documented shapes; CSV writes the header
/// `t,touch,state,x,y,pressure,radius,ax,ay,az,key,remote` and one row per sample.
public struct SampleWriter {
    /// The output formats.
    public enum Format: String, CaseIterable, Sendable {
        /// One JSON object per line.
        case jsonl
        /// CSV with a header.
        case csv
    }

    /// The CSV header the writer uses.
    public static let csvHeader = "t,touch,state,x,y,pressure,radius,ax,ay,az,key,remote"

    private let output: OutputBuffer
    /// The format written.
    public let format: Format
    private var wroteHeader = false

    /// Creates a writer into `output`.
    public init(format: Format, output: OutputBuffer) {
        self.format = format
        self.output = output
    }

    /// Writes one sample.
    public mutating func write(_ sample: Sample) {
        switch format {
        case .jsonl: writeJSON(sample)
        case .csv: writeCSV(sample)
        }
    }

    /// Ends the output: CSV with no sample still gets its header, so that the file reads back as a
    /// dataset with no samples rather than as an empty file. Nothing for JSON Lines.
    public mutating func finish() {
        guard format == .csv, !wroteHeader else { return }
        output.write(Self.csvHeader)
        output.write("\n")
        wroteHeader = true
    }

    private func writeJSON(_ sample: Sample) {
        output.write("{\"t\":")
        output.write(sample.timestamp)
        switch sample {
        case .touch(let touch):
            output.writeJSONField("touch", touch.contact)
            output.write(",\"state\":\"")
            output.write(touch.state.rawValue)
            output.write("\"")
            if let location = touch.location {
                output.writeJSONField("x", location.x)
                output.writeJSONField("y", location.y)
            }
            if let pressure = touch.pressure { output.writeJSONField("pressure", pressure) }
            if let radius = touch.radius { output.writeJSONField("radius", radius) }
        case .accelerometer(let reading):
            output.write(",\"accel\":[")
            output.write(reading.x)
            output.write(",")
            output.write(reading.y)
            output.write(",")
            output.write(reading.z)
            output.write("]")
        case .key(let key):
            output.write(",\"key\":")
            output.writeJSONString(key.key)
            output.write(",\"state\":\"")
            output.write(key.state.rawValue)
            output.write("\"")
        case .remote(let remote):
            output.write(",\"remote\":\"")
            output.write(remote.command.rawValue)
            output.write("\"")
        }
        output.write("}\n")
    }

    private mutating func writeCSV(_ sample: Sample) {
        if !wroteHeader {
            output.write(Self.csvHeader)
            output.write("\n")
            wroteHeader = true
        }
        output.write(sample.timestamp)
        switch sample {
        case .touch(let touch):
            output.write(",")
            output.write(touch.contact)
            output.write(",")
            output.write(touch.state.rawValue)
            output.write(",")
            if let location = touch.location {
                output.write(location.x)
                output.write(",")
                output.write(location.y)
            } else {
                output.write(",")
            }
            output.write(",")
            if let pressure = touch.pressure { output.write(pressure) }
            output.write(",")
            if let radius = touch.radius { output.write(radius) }
            output.write(",,,,,\n")
        case .accelerometer(let reading):
            output.write(",,,,,,,")
            output.write(reading.x)
            output.write(",")
            output.write(reading.y)
            output.write(",")
            output.write(reading.z)
            output.write(",,\n")
        case .key(let key):
            output.write(",,")
            output.write(key.state.rawValue)
            output.write(",,,,,,,,")
            output.write(Self.csvField(key.key))
            output.write(",\n")
        case .remote(let remote):
            output.write(",,,,,,,,,,,")
            output.write(remote.command.rawValue)
            output.write("\n")
        }
    }

    /// A CSV field, quoted when it holds a comma, a quote or a space at either end.
    static func csvField(_ text: String) -> String {
        guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" }) || text.hasPrefix(" ") || text.hasSuffix(" ")
        else { return text }
        return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}

extension String {
    /// The string with every occurrence of `target` replaced (no Foundation needed).
    func replacingOccurrences(of target: String, with replacement: String) -> String {
        guard !target.isEmpty else { return self }
        var result = ""
        var rest = Substring(self)
        while let range = rest.firstRange(of: target) {
            result += rest[..<range.lowerBound]
            result += replacement
            rest = rest[range.upperBound...]
        }
        return result + rest
    }
}
