#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import GestureKit

/// Reads samples from JSON Lines: one JSON object per line, in one of these shapes
/// (other fields are allowed and ignored; see Datasets/FORMAT.md):
///
/// ```
/// {"t":0.016,"touch":1,"state":"down","x":100,"y":200}
/// {"t":0.02,"accel":[0.01,-0.98,0.03]}
/// {"t":0.5,"key":"Return","state":"down"}
/// {"t":0.6,"remote":"togglePlayPause"}
/// ```
///
/// Blank lines are skipped. Streams: memory use does not grow with the file. After a line fails with a
/// ``DatasetError``, reading may continue with the next line.
public final class JSONLinesSampleReader: SampleReader {
    private var lines: LineReader

    /// Opens `path` (`-` for standard input).
    public init(path: String) throws(DatasetError) {
        lines = try LineReader(path: path)
    }

    public var name: String { lines.name }
    public var lineNumber: Int { lines.lineNumber }

    public func next() throws(DatasetError) -> Sample? {
        while let line = try lines.nextLine() {
            do {
                if let sample = try JSONSampleParser.parse(line) { return sample }
            } catch {
                throw error.located(file: lines.name, line: lines.lineNumber)
            }
        }
        return nil
    }
}

/// A strict, allocation-free parser for one JSON object holding a sample.
enum JSONSampleParser {
    private static let maximumDepth = 64

    /// Parses one line; `nil` for a blank line.
    static func parse(_ bytes: UnsafeBufferPointer<UInt8>) throws(LineProblem) -> Sample? {
        var cursor = Cursor(bytes: bytes)
        cursor.skipWhitespace()
        if cursor.atEnd { return nil }
        var fields = SampleFields()
        var seen = 0 as UInt16
        try cursor.expect(UInt8(ascii: "{"), "a JSON object starting with '{'")
        cursor.skipWhitespace()
        if cursor.peek == UInt8(ascii: "}") {
            cursor.index += 1
        } else {
            while true {
                cursor.skipWhitespace()
                let key = try cursor.string()
                cursor.skipWhitespace()
                try cursor.expect(UInt8(ascii: ":"), "':' after a key")
                cursor.skipWhitespace()
                let field = Field(key, in: bytes)
                if field != .other {
                    let bit = UInt16(1) << field.rawValue
                    guard seen & bit == 0 else {
                        throw LineProblem(field: field.name, .malformed("duplicate key \"\(field.name)\""))
                    }
                    seen |= bit
                }
                try read(field, into: &fields, cursor: &cursor)
                cursor.skipWhitespace()
                if cursor.peek == UInt8(ascii: ",") {
                    cursor.index += 1
                    continue
                }
                try cursor.expect(UInt8(ascii: "}"), "',' or '}' after a value")
                break
            }
        }
        cursor.skipWhitespace()
        guard cursor.atEnd else { throw LineProblem(.malformed("text after the closing '}'")) }
        return try fields.makeSample(in: bytes)
    }

    /// The keys the engine reads.
    private enum Field: UInt16 {
        case t, touch, state, x, y, pressure, radius, accel, key, remote, other

        init(_ key: JSONString, in bytes: UnsafeBufferPointer<UInt8>) {
            guard !key.hasEscapes else {
                self = Field.named(key.text.decoded(in: bytes))
                return
            }
            let range = key.range
            let base = bytes.baseAddress! + range.lowerBound
            func matches(_ word: StaticString) -> Bool {
                range.count == word.utf8CodeUnitCount && memcmp(base, word.utf8Start, range.count) == 0
            }
            switch range.count {
            case 1:
                switch base.pointee {
                case UInt8(ascii: "t"): self = .t
                case UInt8(ascii: "x"): self = .x
                case UInt8(ascii: "y"): self = .y
                default: self = .other
                }
            case 3: self = matches("key") ? .key : .other
            case 5: self = matches("touch") ? .touch : matches("state") ? .state : matches("accel") ? .accel : .other
            case 6: self = matches("radius") ? .radius : matches("remote") ? .remote : .other
            case 8: self = matches("pressure") ? .pressure : .other
            default: self = .other
            }
        }

        static func named(_ name: String) -> Field {
            switch name {
            case "t": .t
            case "touch": .touch
            case "state": .state
            case "x": .x
            case "y": .y
            case "pressure": .pressure
            case "radius": .radius
            case "accel": .accel
            case "key": .key
            case "remote": .remote
            default: .other
            }
        }

        var name: String {
            switch self {
            case .t: "t"
            case .touch: "touch"
            case .state: "state"
            case .x: "x"
            case .y: "y"
            case .pressure: "pressure"
            case .radius: "radius"
            case .accel: "accel"
            case .key: "key"
            case .remote: "remote"
            case .other: "?"
            }
        }
    }

    @inline(__always)
    private static func read(_ field: Field, into fields: inout SampleFields, cursor: inout Cursor) throws(LineProblem) {
        switch field {
        case .t: fields.t = try cursor.number(field: "t")
        case .touch: fields.touch = try cursor.number(field: "touch")
        case .x: fields.x = try cursor.number(field: "x")
        case .y: fields.y = try cursor.number(field: "y")
        case .pressure: fields.pressure = try cursor.number(field: "pressure")
        case .radius: fields.radius = try cursor.number(field: "radius")
        case .state: fields.setState(try cursor.stringValue(field: "state").text, in: cursor.bytes)
        case .key: fields.key = try cursor.stringValue(field: "key").text
        case .remote: fields.remote = try cursor.stringValue(field: "remote").text
        case .accel:
            try cursor.expect(UInt8(ascii: "["), "an array of three numbers", field: "accel")
            var values = (0.0, 0.0, 0.0)
            cursor.skipWhitespace()
            values.0 = try cursor.number(field: "accel[0]")
            cursor.skipWhitespace()
            try cursor.expect(UInt8(ascii: ","), "three numbers", field: "accel")
            cursor.skipWhitespace()
            values.1 = try cursor.number(field: "accel[1]")
            cursor.skipWhitespace()
            try cursor.expect(UInt8(ascii: ","), "three numbers", field: "accel")
            cursor.skipWhitespace()
            values.2 = try cursor.number(field: "accel[2]")
            cursor.skipWhitespace()
            try cursor.expect(UInt8(ascii: "]"), "exactly three numbers", field: "accel")
            fields.accel = values
        case .other: try cursor.skipValue(depth: 0)
        }
    }

    /// A string token: where its contents are, and whether they need unescaping.
    struct JSONString {
        var range: Range<Int>
        var hasEscapes: Bool

        /// The field's text range, for ``SampleFields``.
        var text: SampleFields.TextRange { SampleFields.TextRange(range: range, escaped: hasEscapes) }
    }

    /// A position in the line and the token readers.
    struct Cursor {
        let bytes: UnsafeBufferPointer<UInt8>
        var index = 0

        var atEnd: Bool { index >= bytes.count }
        var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

        mutating func skipWhitespace() {
            while index < bytes.count {
                switch bytes[index] {
                case 0x20, 0x09, 0x0D, 0x0A: index += 1
                default: return
                }
            }
        }

        @inline(__always)
        mutating func expect(_ byte: UInt8, _ what: StaticString, field: StaticString? = nil) throws(LineProblem) {
            guard index < bytes.count, bytes[index] == byte else { throw unexpected(what, field: field) }
            index += 1
        }

        @inline(never)
        private func unexpected(_ what: StaticString, field: StaticString?) -> LineProblem {
            LineProblem(field: field.map { "\($0)" }, value: peek.map { String(UnicodeScalar($0)) }, .malformed("expected \(what)"))
        }

        /// Reads a string token; the cursor must be at its opening quote.
        @inline(__always)
        mutating func string() throws(LineProblem) -> JSONString {
            try expect(UInt8(ascii: "\""), "a string in double quotes")
            let start = index
            var escapes = false
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\"") {
                    index += 1
                    return JSONString(range: start..<(index - 1), hasEscapes: escapes)
                }
                if byte == UInt8(ascii: "\\") {
                    escapes = true
                    guard index + 1 < bytes.count else { break }
                    let next = bytes[index + 1]
                    switch next {
                    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"),
                        UInt8(ascii: "f"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
                        index += 2
                    case UInt8(ascii: "u"):
                        guard index + 5 < bytes.count,
                            (2..<6).allSatisfy({ JSONEscapes.hexValue(bytes[index + $0]) != nil })
                        else { throw LineProblem(.malformed("bad \\u escape in a string")) }
                        index += 6
                    default:
                        throw LineProblem(.malformed("bad escape '\\\(UnicodeScalar(next))' in a string"))
                    }
                    continue
                }
                if byte < 0x20 { throw LineProblem(.malformed("control character in a string")) }
                index += 1
            }
            throw LineProblem(.malformed("unterminated string"))
        }

        @inline(__always)
        mutating func stringValue(field: StaticString) throws(LineProblem) -> JSONString {
            guard peek == UInt8(ascii: "\"") else {
                throw LineProblem(field: "\(field)", value: tokenText(), .invalidValue("a string"))
            }
            return try string()
        }

        /// Reads a number token; NaN and infinities are refused with the field's name.
        @inline(__always)
        mutating func number(field: StaticString) throws(LineProblem) -> Double {
            let start = index
            let (result, end) = NumberParser.parsePrefix(bytes, start..<bytes.count)
            index = end
            if case .number(let value) = result, end == bytes.count || Self.isDelimiter(bytes[end]) { return value }
            throw badNumber(result, from: start, field: field)
        }

        @inline(__always)
        static func isDelimiter(_ byte: UInt8) -> Bool {
            switch byte {
            case 0x2C, 0x7D, 0x5D, 0x20, 0x09, 0x0D, 0x0A: true
            default: false
            }
        }

        @inline(never)
        private mutating func badNumber(_ result: NumberParser.Result, from start: Int, field: StaticString) -> LineProblem {
            while index < bytes.count, !Self.isDelimiter(bytes[index]) { index += 1 }
            let name = "\(field)"
            if result == .nonFinite {
                return LineProblem(field: name, value: text(start..<index), .invalidSample(.nonFinite(field: name)))
            }
            return LineProblem(field: name, value: text(start..<index), .invalidValue("a number"))
        }

        /// Skips any JSON value (object, array, string, number, literal).
        mutating func skipValue(depth: Int) throws(LineProblem) {
            guard depth < JSONSampleParser.maximumDepth else { throw LineProblem(.malformed("nesting deeper than 64")) }
            guard let byte = peek else { throw LineProblem(.malformed("expected a value")) }
            switch byte {
            case UInt8(ascii: "\""): _ = try string()
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                let close = byte == UInt8(ascii: "{") ? UInt8(ascii: "}") : UInt8(ascii: "]")
                index += 1
                skipWhitespace()
                if peek == close {
                    index += 1
                    return
                }
                while true {
                    skipWhitespace()
                    if close == UInt8(ascii: "}") {
                        _ = try string()
                        skipWhitespace()
                        try expect(UInt8(ascii: ":"), "':' after a key")
                        skipWhitespace()
                    }
                    try skipValue(depth: depth + 1)
                    skipWhitespace()
                    if peek == UInt8(ascii: ",") {
                        index += 1
                        continue
                    }
                    try expect(close, close == UInt8(ascii: "}") ? "',' or '}'" : "',' or ']'")
                    return
                }
            case UInt8(ascii: "t"): try literal("true")
            case UInt8(ascii: "f"): try literal("false")
            case UInt8(ascii: "n"): try literal("null")
            default:
                let start = index
                let (result, end) = NumberParser.parsePrefix(bytes, start..<bytes.count)
                guard case .number = result, end == bytes.count || Self.isDelimiter(bytes[end]) else {
                    while index < bytes.count, !Self.isDelimiter(bytes[index]) { index += 1 }
                    throw LineProblem(value: text(start..<Swift.max(index, start + 1)), .malformed("expected a value"))
                }
                index = end
            }
        }

        private mutating func literal(_ word: StaticString) throws(LineProblem) {
            let count = word.utf8CodeUnitCount
            guard index + count <= bytes.count,
                (0..<count).allSatisfy({ bytes[index + $0] == word.utf8Start[$0] })
            else { throw LineProblem(value: tokenText(), .malformed("expected a value")) }
            index += count
        }

        private func text(_ range: Range<Int>) -> String {
            let clamped = range.clamped(to: 0..<bytes.count)
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[clamped]), as: UTF8.self)
        }

        private func tokenText() -> String {
            var end = index
            while end < bytes.count, end - index < 40, ![0x2C, 0x7D, 0x5D].contains(bytes[end]) { end += 1 }
            return text(index..<end)
        }
    }
}
