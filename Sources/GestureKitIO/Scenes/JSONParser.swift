/// Parses a whole JSON document (RFC 8259) into a ``JSONValue``, reporting the line and column of the
/// first syntax error. Nesting is limited to 512 levels.
struct JSONParser {
    /// A syntax error: where, 1-based, and what was expected.
    struct SyntaxError: Error, Equatable {
        let line: Int
        let column: Int
        let reason: String
    }

    private let bytes: [UInt8]
    private var index = 0
    private var depth = 0
    private static let maximumDepth = 512

    /// Parses `bytes` as one JSON value, surrounded by optional whitespace.
    static func parse(_ bytes: [UInt8]) throws(SyntaxError) -> JSONValue {
        var parser = JSONParser(bytes: bytes)
        parser.skipWhitespace()
        let value = try parser.parseValue()
        parser.skipWhitespace()
        guard parser.index == bytes.count else { throw parser.error("unexpected text after the document") }
        return value
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private mutating func parseValue() throws(SyntaxError) -> JSONValue {
        guard index < bytes.count else { throw error("unexpected end of file, expected a value") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): try expectWord("true"); return .bool(true)
        case UInt8(ascii: "f"): try expectWord("false"); return .bool(false)
        case UInt8(ascii: "n"): try expectWord("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
        default: throw error("expected a value, found '\(Character(Unicode.Scalar(bytes[index])))'")
        }
    }

    private mutating func parseObject() throws(SyntaxError) -> JSONValue {
        try enter()
        index += 1
        var members: [(key: String, value: JSONValue)] = []
        skipWhitespace()
        if peek(UInt8(ascii: "}")) {
            index += 1
            depth -= 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard peek(UInt8(ascii: "\"")) else { throw error("expected a key in double quotes") }
            let key = try parseString()
            skipWhitespace()
            guard peek(UInt8(ascii: ":")) else { throw error("expected ':' after the key \"\(key)\"") }
            index += 1
            skipWhitespace()
            members.append((key, try parseValue()))
            skipWhitespace()
            if peek(UInt8(ascii: ",")) {
                index += 1
            } else if peek(UInt8(ascii: "}")) {
                index += 1
                depth -= 1
                return .object(members)
            } else {
                throw error("expected ',' or '}' in an object")
            }
        }
    }

    private mutating func parseArray() throws(SyntaxError) -> JSONValue {
        try enter()
        index += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if peek(UInt8(ascii: "]")) {
            index += 1
            depth -= 1
            return .array(elements)
        }
        while true {
            skipWhitespace()
            elements.append(try parseValue())
            skipWhitespace()
            if peek(UInt8(ascii: ",")) {
                index += 1
            } else if peek(UInt8(ascii: "]")) {
                index += 1
                depth -= 1
                return .array(elements)
            } else {
                throw error("expected ',' or ']' in an array")
            }
        }
    }

    private mutating func parseString() throws(SyntaxError) -> String {
        index += 1
        var utf8: [UInt8] = []
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                index += 1
                return String(decoding: utf8, as: UTF8.self)
            }
            if byte < 0x20 { throw error("control character in a string (escape it)") }
            index += 1
            if byte == UInt8(ascii: "\\") {
                utf8.append(contentsOf: UTF8.encode(try parseEscape())!)
            } else {
                utf8.append(byte)
            }
        }
        throw error("unterminated string")
    }

    private mutating func parseEscape() throws(SyntaxError) -> Unicode.Scalar {
        guard index < bytes.count else { throw error("unterminated string") }
        let byte = bytes[index]
        index += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let high = try parseHex4()
            if (0xD800..<0xDC00).contains(high) {
                guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                    throw error("a high surrogate must be followed by a \\u low surrogate")
                }
                index += 2
                let low = try parseHex4()
                guard (0xDC00..<0xE000).contains(low) else { throw error("invalid low surrogate") }
                return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))!
            }
            guard let scalar = Unicode.Scalar(high) else { throw error("lone low surrogate") }
            return scalar
        default:
            index -= 1
            throw error("invalid escape '\\\(Character(Unicode.Scalar(byte)))'")
        }
    }

    private mutating func parseHex4() throws(SyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard index < bytes.count, let digit = Self.hexValue(bytes[index]) else {
                throw error("expected four hexadecimal digits after \\u")
            }
            value = value << 4 | digit
            index += 1
        }
        return value
    }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    private mutating func parseNumber() throws(SyntaxError) -> Double {
        let start = index
        if peek(UInt8(ascii: "-")) { index += 1 }
        let integerStart = index
        let integerDigits = skipDigits()
        guard integerDigits > 0 else { throw error("expected digits in a number") }
        if integerDigits > 1, bytes[integerStart] == UInt8(ascii: "0") {
            index = integerStart
            throw error("a number cannot start with 0 followed by digits")
        }
        if peek(UInt8(ascii: ".")) {
            index += 1
            guard skipDigits() > 0 else { throw error("expected digits after the decimal point") }
        }
        if peek(UInt8(ascii: "e")) || peek(UInt8(ascii: "E")) {
            index += 1
            if peek(UInt8(ascii: "+")) || peek(UInt8(ascii: "-")) { index += 1 }
            guard skipDigits() > 0 else { throw error("expected digits in the exponent") }
        }
        let result = bytes.withUnsafeBufferPointer { NumberParser.parse($0, start..<index) }
        guard case .number(let value) = result else {
            index = start
            throw error("number out of range")
        }
        return value
    }

    private mutating func skipDigits() -> Int {
        let start = index
        while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
        return index - start
    }

    private mutating func expectWord(_ word: StaticString) throws(SyntaxError) {
        let count = word.utf8CodeUnitCount
        let matches = index + count <= bytes.count
            && word.withUTF8Buffer { $0.elementsEqual(bytes[index..<index + count]) }
        guard matches else { throw error("expected '\(word)'") }
        index += count
    }

    private mutating func enter() throws(SyntaxError) {
        depth += 1
        guard depth <= Self.maximumDepth else { throw error("nested deeper than \(Self.maximumDepth) levels") }
    }

    private func peek(_ byte: UInt8) -> Bool {
        index < bytes.count && bytes[index] == byte
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    /// A syntax error at the current position.
    private func error(_ reason: String) -> SyntaxError {
        var line = 1
        var lineStart = 0
        for position in 0..<min(index, bytes.count) where bytes[position] == 0x0A {
            line += 1
            lineStart = position + 1
        }
        return SyntaxError(line: line, column: index - lineStart + 1, reason: reason)
    }
}
