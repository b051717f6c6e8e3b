import GestureKit

/// Reads samples from CSV: a header line naming the columns, then one sample per row.
///
/// The columns are the JSON Lines keys, with the accelerometer's three axes as `ax`, `ay`, `az`:
/// `t, touch, state, x, y, pressure, radius, ax, ay, az, key, remote`. Any subset in any order may be
/// used (`t` is required); unknown columns are ignored; an empty cell is an absent field. A row is a
/// touch sample when its `touch` cell is filled, an accelerometer sample when `ax` is, and so on.
/// Fields may be quoted with `"` (a doubled `""` inside stands for one quote).
///
/// ```
/// t,touch,state,x,y,ax,ay,az
/// 0.016,1,down,100,200,,,
/// 0.020,,,,,0.01,-0.98,0.03
/// ```
public final class CSVSampleReader: SampleReader {
    /// The columns the engine reads.
    enum Column: String, CaseIterable {
        case t, touch, state, x, y, pressure, radius, ax, ay, az, key, remote
    }

    private let lines: LineReader
    private var columns: [Column?] = []
    private var header: [String] = []
    private var fieldRanges: [Range<Int>] = []
    /// Scratch space for a line with quoted fields, unquoted; at least as long as the longest such line.
    private var scratch = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: 256)

    /// Opens `path` (`-` for standard input) and reads its header.
    public init(path: String) throws(DatasetError) {
        lines = try LineReader(path: path)
        try readHeader()
    }

    deinit {
        scratch.deallocate()
    }

    public var name: String { lines.name }
    public var lineNumber: Int { lines.lineNumber }

    private func readHeader() throws(DatasetError) {
        guard let line = try lines.nextLine() else {
            throw DatasetError(file: name, line: 1, reason: .malformed("empty file: expected a header line"))
        }
        do {
            try split(line)
        } catch {
            throw error.located(file: name, line: 1)
        }
        for range in fieldRanges {
            let text = String(decoding: UnsafeBufferPointer(rebasing: line[range]), as: UTF8.self)
                .trimmingWhitespace()
            header.append(text)
            let column = Column(rawValue: text)
            if let column, columns.contains(column) {
                throw DatasetError(file: name, line: 1, field: text, reason: .malformed("duplicate column \"\(text)\""))
            }
            columns.append(column)
        }
        guard columns.contains(.t) else {
            throw DatasetError(file: name, line: 1, field: "t", reason: .malformed("the header has no \"t\" column"))
        }
        fieldRanges.reserveCapacity(columns.count)
    }

    public func next() throws(DatasetError) -> Sample? {
        while let line = try lines.nextLine() {
            if line.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) { continue }
            do {
                return try parse(line)
            } catch {
                throw error.located(file: name, line: lines.lineNumber)
            }
        }
        return nil
    }

    private func parse(_ line: UnsafeBufferPointer<UInt8>) throws(LineProblem) -> Sample {
        let bytes = try split(line)
        guard fieldRanges.count == columns.count else {
            throw LineProblem(.malformed("expected \(columns.count) fields as in the header, found \(fieldRanges.count)"))
        }
        var fields = SampleFields()
        var accel: (Double?, Double?, Double?) = (nil, nil, nil)
        for (index, range) in fieldRanges.enumerated() {
            guard let column = columns[index], !range.isEmpty else { continue }
            func number() throws(LineProblem) -> Double {
                switch NumberParser.parse(bytes, range) {
                case .number(let value): return value
                case .nonFinite:
                    throw LineProblem(field: column.rawValue, value: text(bytes, range), .invalidSample(.nonFinite(field: column.rawValue)))
                case .invalid:
                    throw LineProblem(field: column.rawValue, value: text(bytes, range), .invalidValue("a number"))
                }
            }
            switch column {
            case .t: fields.t = try number()
            case .touch: fields.touch = try number()
            case .state: fields.state = SampleFields.StateWord(UnsafeBufferPointer(rebasing: bytes[range]))
            case .x: fields.x = try number()
            case .y: fields.y = try number()
            case .pressure: fields.pressure = try number()
            case .radius: fields.radius = try number()
            case .ax: accel.0 = try number()
            case .ay: accel.1 = try number()
            case .az: accel.2 = try number()
            case .key: fields.key = text(bytes, range)
            case .remote: fields.remote = text(bytes, range)
            }
        }
        switch accel {
        case (nil, nil, nil): break
        case (let x?, let y?, let z?): fields.accel = (x, y, z)
        case (nil, _, _): throw LineProblem(field: "ax", .missingField)
        case (_, nil, _): throw LineProblem(field: "ay", .missingField)
        case (_, _, nil): throw LineProblem(field: "az", .missingField)
        }
        return try fields.makeSample()
    }

    private func text(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    /// Splits a line at commas into `fieldRanges`. Returns the bytes the ranges refer to: the line
    /// itself, or an unquoted copy when the line has quoted fields.
    @discardableResult
    private func split(_ line: UnsafeBufferPointer<UInt8>) throws(LineProblem) -> UnsafeBufferPointer<UInt8> {
        fieldRanges.removeAll(keepingCapacity: true)
        guard line.contains(UInt8(ascii: "\"")) else {
            var start = 0
            for index in 0..<line.count where line[index] == UInt8(ascii: ",") {
                fieldRanges.append(trimmed(line, start..<index))
                start = index + 1
            }
            fieldRanges.append(trimmed(line, start..<line.count))
            return line
        }
        if scratch.count < line.count {
            scratch.deallocate()
            scratch = .allocate(capacity: line.count)
        }
        var length = 0
        func append(_ byte: UInt8) {
            scratch[length] = byte
            length += 1
        }
        var index = 0
        while true {
            while index < line.count, line[index] == 0x20 { index += 1 }
            let start = length
            if index < line.count, line[index] == UInt8(ascii: "\"") {
                index += 1
                var closed = false
                while index < line.count {
                    if line[index] == UInt8(ascii: "\"") {
                        if index + 1 < line.count, line[index + 1] == UInt8(ascii: "\"") {
                            append(UInt8(ascii: "\""))
                            index += 2
                            continue
                        }
                        index += 1
                        closed = true
                        break
                    }
                    append(line[index])
                    index += 1
                }
                guard closed else { throw LineProblem(.malformed("unterminated quoted field")) }
                while index < line.count, line[index] == 0x20 { index += 1 }
                guard index == line.count || line[index] == UInt8(ascii: ",") else {
                    throw LineProblem(.malformed("text after a quoted field"))
                }
            } else {
                while index < line.count, line[index] != UInt8(ascii: ",") {
                    append(line[index])
                    index += 1
                }
                while length > start, scratch[length - 1] == 0x20 { length -= 1 }
            }
            fieldRanges.append(start..<length)
            if index >= line.count { break }
            index += 1
        }
        return UnsafeBufferPointer(rebasing: scratch[0..<length])
    }

    private func trimmed(_ line: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Range<Int> {
        var lower = range.lowerBound
        var upper = range.upperBound
        while lower < upper, line[lower] == 0x20 || line[lower] == 0x09 { lower += 1 }
        while upper > lower, line[upper - 1] == 0x20 || line[upper - 1] == 0x09 { upper -= 1 }
        return lower..<upper
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
}
