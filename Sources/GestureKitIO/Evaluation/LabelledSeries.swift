#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One labelled time series of a classification archive: its class label and its values per dimension
/// (all dimensions the same length; NaN padding removed).
public struct LabelledSeries: Equatable, Sendable {
    public var label: String
    /// `dimensions[d][i]` is dimension `d` at step `i`.
    public var dimensions: [[Double]]

    public init(label: String, dimensions: [[Double]]) {
        self.label = label
        self.dimensions = dimensions
    }

    /// The number of steps.
    public var length: Int { dimensions.first?.count ?? 0 }

    /// Reads a UEA/sktime `.ts` file (header lines starting with `@` or `#`, then one case per line:
    /// dimensions separated by `:`, values by `,`, the class label last) or a UCR `.tsv` file (label,
    /// then the values, tab-separated, NaN-padded at the end), chosen by the file's extension.
    /// - Throws: ``DatasetError`` naming the file, line and problem.
    public static func read(path: String) throws(DatasetError) -> [LabelledSeries] {
        var lines = try LineReader(path: path)
        let isTS = path.hasSuffix(".ts")
        var out: [LabelledSeries] = []
        var inData = !isTS
        while let bytes = try lines.nextLine() {
            let line = String(decoding: bytes, as: UTF8.self).trimmingWhitespace()
            if line.isEmpty || line.hasPrefix("#") { continue }
            if isTS, line.hasPrefix("@") {
                if line.lowercased().hasPrefix("@data") { inData = true }
                continue
            }
            guard inData else {
                throw DatasetError(file: path, line: lines.lineNumber, reason: .malformed("data before @data"))
            }
            do {
                out.append(try isTS ? parseTS(line) : parseTSV(line))
            } catch {
                throw DatasetError(file: path, line: lines.lineNumber, field: error.field, value: error.value, reason: error.reason)
            }
        }
        return out
    }

    struct Problem: Error {
        var field: String?
        var value: String?
        var reason: DatasetError.Reason
    }

    private static func number(_ text: Substring, field: String) throws(Problem) -> Double {
        let trimmed = text.trimmingCharacters()
        if trimmed.lowercased() == "nan" || trimmed == "?" { return .nan }
        guard let value = Double(trimmed), value.isFinite else {
            throw Problem(field: field, value: String(trimmed), reason: .invalidValue("a number"))
        }
        return value
    }

    static func parseTS(_ line: String) throws(Problem) -> LabelledSeries {
        let parts = line.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count >= 2 else { throw Problem(reason: .malformed("expected dimensions and a label separated by \":\"")) }
        var dimensions: [[Double]] = []
        for (index, part) in parts.dropLast().enumerated() {
            var values: [Double] = []
            for text in part.split(separator: ",", omittingEmptySubsequences: false) {
                values.append(try number(text, field: "dimension \(index)"))
            }
            dimensions.append(values)
        }
        return try trimmed(LabelledSeries(label: String(parts.last!).trimmingWhitespace(), dimensions: dimensions))
    }

    static func parseTSV(_ line: String) throws(Problem) -> LabelledSeries {
        let fields = line.split(whereSeparator: { $0 == "\t" || $0 == "," || $0 == " " })
        guard fields.count >= 2 else { throw Problem(reason: .malformed("expected a label and values")) }
        var label = String(fields[0])
        // "2.0" and "2" are the same class; a label too large for a whole number (or infinite) stays as written.
        if let value = Double(label), let whole = Int(exactly: value) { label = String(whole) }
        var values: [Double] = []
        for text in fields.dropFirst() { values.append(try number(text, field: "value")) }
        return try trimmed(LabelledSeries(label: label, dimensions: [values]))
    }

    /// Drops trailing NaN padding; a NaN anywhere else, or dimensions of different lengths, is an error.
    private static func trimmed(_ series: LabelledSeries) throws(Problem) -> LabelledSeries {
        var series = series
        for index in series.dimensions.indices {
            while let last = series.dimensions[index].last, last.isNaN { series.dimensions[index].removeLast() }
            if series.dimensions[index].contains(where: \.isNaN) {
                throw Problem(field: "dimension \(index)", reason: .invalidValue("no missing values inside a series"))
            }
        }
        guard Set(series.dimensions.map(\.count)).count <= 1 else {
            throw Problem(reason: .malformed("dimensions of different lengths"))
        }
        return series
    }
}

extension Substring {
    fileprivate func trimmingCharacters() -> Substring {
        var text = self
        while let first = text.first, first == " " || first == "\t" || first == "\r" { text.removeFirst() }
        while let last = text.last, last == " " || last == "\t" || last == "\r" { text.removeLast() }
        return text
    }
}
