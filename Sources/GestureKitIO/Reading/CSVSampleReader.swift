#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import GestureKit

/// Reads samples from CSV: a header line naming the columns, then one sample per row.
///
/// The columns are the JSON Lines keys, with the accelerometer's three axes as `ax`, `ay`, `az`:
/// `t, touch, state, x, y, pressure, radius, ax, ay, az, key, remote`. Any subset in any order may be
/// used (`t` is required); unknown columns are ignored; an empty cell is an absent field. A row is a
/// touch sample when its `touch` cell is filled, an accelerometer sample when `ax` is, and so on.
/// Fields may be quoted with `"` (a doubled `""` inside stands for one quote). Spaces and tabs around a
/// field are ignored.
///
/// ```
/// t,touch,state,x,y,ax,ay,az
/// 0.016,1,down,100,200,,,
/// 0.020,,,,,0.01,-0.98,0.03
/// ```
///
/// Plain touch and accelerometer rows (no quotes, no padding, every number well formed: nearly all rows)
/// take a fast path that reads them in one pass into scalars and builds the sample directly. Every other
/// row, including every row with a problem, goes through the general parser, which also writes the
/// error message, so both paths accept and reject exactly the same rows. Rows with quotes are first
/// unquoted into a scratch buffer.
public final class CSVSampleReader: SampleReader {
    /// The columns the engine reads.
    enum Column: String, CaseIterable {
        case t, touch, state, x, y, pressure, radius, ax, ay, az, key, remote
    }

    // `lines` is read and advanced once per row. Its dynamic exclusivity check cost more than reading
    // the line break: unchecked is safe because the reader is used from one place at a time (it is not
    // Sendable) and no method of it hands out `lines` or re-enters itself while `lines` is being modified.
    @exclusivity(unchecked) private var lines: LineReader
    /// The role of each column of the header, `nil` for columns the engine ignores.
    private let columns: [Column?]
    /// The same roles as `columns`, as ``FastRow`` codes in contiguous memory for the fast path.
    private let plan: UnsafeMutableBufferPointer<UInt8>
    /// Scratch space for rows with quoted fields, unquoted; allocated by the first such row. It starts
    /// empty because a class whose initializer throws (a refused header) never runs its `deinit`.
    private var scratch = UnsafeMutableBufferPointer<UInt8>(start: nil, count: 0)
    private var quotedFields: [Range<Int>] = []

    /// Opens `path` (`-` for standard input) and reads its header.
    public init(path: String) throws(DatasetError) {
        lines = try LineReader(path: path)
        guard let header = try lines.nextLine() else {
            throw DatasetError(file: path, line: 1, reason: .malformed("empty file: expected a header line"))
        }
        var columns: [Column?] = []
        for name in String(decoding: header, as: UTF8.self).split(separator: ",", omittingEmptySubsequences: false) {
            let text = String(name).trimmingWhitespace().trimmingQuotes()
            let column = Column(rawValue: text)
            if let column, columns.contains(column) {
                throw DatasetError(file: path, line: 1, field: text, reason: .malformed("duplicate column \"\(text)\""))
            }
            columns.append(column)
        }
        guard columns.contains(.t) else {
            throw DatasetError(file: path, line: 1, field: "t", reason: .malformed("the header has no \"t\" column"))
        }
        self.columns = columns
        plan = .allocate(capacity: columns.count)
        for (index, column) in columns.enumerated() { plan[index] = FastRow.code(column) }
    }

    deinit {
        scratch.deallocate()
        plan.deallocate()
    }

    public var name: String { lines.name }
    public var lineNumber: Int { lines.lineNumber }

    public func next() throws(DatasetError) -> Sample? {
        while let line = try lines.nextLine() {
            if line.isEmpty || ((line[0] == 0x20 || line[0] == 0x09) && line.allSatisfy { $0 == 0x20 || $0 == 0x09 }) {
                continue
            }
            do {
                if let sample = FastRow.parse(line, plan: UnsafeBufferPointer(plan)) { return sample }
                if memchr(line.baseAddress!, Int32(UInt8(ascii: "\"")), line.count) == nil {
                    return try Self.parseRow(line, columns: columns)
                }
                return try parseQuotedRow(line)
            } catch {
                throw error.located(file: lines.name, line: lines.lineNumber)
            }
        }
        return nil
    }

    // MARK: - Rows

    /// Parses a row without quotes in one pass: each field is trimmed and read as it is split off.
    private static func parseRow(_ line: UnsafeBufferPointer<UInt8>, columns: [Column?]) throws(LineProblem) -> Sample {
        var fields = RowFields()
        var column = 0
        var start = 0
        let count = line.count
        while true {
            var end = start
            while end < count, line[end] != UInt8(ascii: ",") { end += 1 }
            if column < columns.count, let role = columns[column] {
                try fields.read(role, line, trimmed(line, start, end))
            }
            column += 1
            if end >= count { break }
            start = end + 1
        }
        guard column == columns.count else { throw fieldCountProblem(expected: columns.count, found: column) }
        return try fields.makeSample(in: line)
    }

    @inline(never)
    private static func fieldCountProblem(expected: Int, found: Int) -> LineProblem {
        LineProblem(.malformed("expected \(expected) fields as in the header, found \(found)"))
    }

    /// Unquotes a row into the scratch buffer, then reads its fields.
    private func parseQuotedRow(_ line: UnsafeBufferPointer<UInt8>) throws(LineProblem) -> Sample {
        if scratch.count < line.count {
            scratch.deallocate()
            scratch = .allocate(capacity: line.count)
        }
        quotedFields.removeAll(keepingCapacity: true)
        var length = 0
        var index = 0
        while true {
            while index < line.count, line[index] == 0x20 || line[index] == 0x09 { index += 1 }
            let start = length
            if index < line.count, line[index] == UInt8(ascii: "\"") {
                index += 1
                var closed = false
                while index < line.count {
                    if line[index] == UInt8(ascii: "\"") {
                        if index + 1 < line.count, line[index + 1] == UInt8(ascii: "\"") {
                            scratch[length] = UInt8(ascii: "\"")
                            length += 1
                            index += 2
                            continue
                        }
                        index += 1
                        closed = true
                        break
                    }
                    scratch[length] = line[index]
                    length += 1
                    index += 1
                }
                guard closed else { throw LineProblem(.malformed("unterminated quoted field")) }
                while index < line.count, line[index] == 0x20 || line[index] == 0x09 { index += 1 }
                guard index == line.count || line[index] == UInt8(ascii: ",") else {
                    throw LineProblem(.malformed("text after a quoted field"))
                }
                quotedFields.append(start..<length)
            } else {
                while index < line.count, line[index] != UInt8(ascii: ",") {
                    scratch[length] = line[index]
                    length += 1
                    index += 1
                }
                let unquoted = UnsafeBufferPointer(scratch)
                quotedFields.append(Self.trimmed(unquoted, start, length))
            }
            if index >= line.count { break }
            index += 1
        }
        guard quotedFields.count == columns.count else {
            throw LineProblem(.malformed("expected \(columns.count) fields as in the header, found \(quotedFields.count)"))
        }
        var fields = RowFields()
        let bytes = UnsafeBufferPointer(scratch)
        for (index, range) in quotedFields.enumerated() {
            if let role = columns[index] { try fields.read(role, bytes, range) }
        }
        return try fields.makeSample(in: bytes)
    }

    @inline(__always)
    private static func trimmed(_ line: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Range<Int> {
        var lower = start
        var upper = end
        while lower < upper, line[lower] == 0x20 || line[lower] == 0x09 { lower += 1 }
        while upper > lower, line[upper - 1] == 0x20 || line[upper - 1] == 0x09 { upper -= 1 }
        return lower..<upper
    }
}

/// The fields of one CSV row as they are read.
private struct RowFields {
    var fields = SampleFields()
    var ax: Double?
    var ay: Double?
    var az: Double?

    @inline(__always)
    mutating func read(_ column: CSVSampleReader.Column, _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) throws(LineProblem) {
        guard !range.isEmpty else { return }
        switch column {
        case .t: fields.t = try number(column, bytes, range)
        case .touch: fields.touch = try number(column, bytes, range)
        case .state: fields.setState(SampleFields.TextRange(range: range), in: bytes)
        case .x: fields.x = try number(column, bytes, range)
        case .y: fields.y = try number(column, bytes, range)
        case .pressure: fields.pressure = try number(column, bytes, range)
        case .radius: fields.radius = try number(column, bytes, range)
        case .ax: ax = try number(column, bytes, range)
        case .ay: ay = try number(column, bytes, range)
        case .az: az = try number(column, bytes, range)
        case .key: fields.key = SampleFields.TextRange(range: range)
        case .remote: fields.remote = SampleFields.TextRange(range: range)
        }
    }

    @inline(__always)
    private func number(_ column: CSVSampleReader.Column, _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) throws(LineProblem) -> Double {
        let result = NumberParser.parse(bytes, range)
        if case .number(let value) = result { return value }
        throw badNumber(result, column, bytes, range)
    }

    @inline(never)
    private func badNumber(
        _ result: NumberParser.Result, _ column: CSVSampleReader.Column, _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>
    ) -> LineProblem {
        if result == .nonFinite {
            return LineProblem(field: column.rawValue, value: text(bytes, range), .invalidSample(.nonFinite(field: column.rawValue)))
        }
        return LineProblem(field: column.rawValue, value: text(bytes, range), .invalidValue("a number"))
    }

    private func text(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    @inline(__always)
    func makeSample(in bytes: UnsafeBufferPointer<UInt8>) throws(LineProblem) -> Sample {
        var fields = fields
        switch (ax, ay, az) {
        case (nil, nil, nil): break
        case (let x?, let y?, let z?): fields.accel = (x, y, z)
        default: throw LineProblem(field: ax == nil ? "ax" : ay == nil ? "ay" : "az", .missingField)
        }
        return try fields.makeSample(in: bytes)
    }
}

extension String {
    /// The string without leading and trailing spaces and tabs.
    func trimmingWhitespace() -> String {
        var scalars = Substring(self)
        while let first = scalars.first, first == " " || first == "\t" { scalars.removeFirst() }
        while let last = scalars.last, last == " " || last == "\t" { scalars.removeLast() }
        return String(scalars)
    }

    /// The string without one pair of surrounding double quotes.
    func trimmingQuotes() -> String {
        count >= 2 && hasPrefix("\"") && hasSuffix("\"") ? String(dropFirst().dropLast()) : self
    }
}
