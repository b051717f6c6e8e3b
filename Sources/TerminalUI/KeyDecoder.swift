/// A key read from a raw-mode terminal.
public enum Key: Equatable, Sendable {
    /// A printable character (space included).
    case character(Character)
    /// Ctrl plus a letter, as the lower-case letter (Ctrl-C is `.control("c")`).
    case control(Character)
    case enter, tab, backspace, escape
    case up, down, left, right
    /// A mouse report (SGR 1006 mode; see ``ANSI/enableMouse``).
    case mouse(MouseReport)
}

/// Turns the bytes a raw-mode terminal sends into ``Key``s.
///
/// UTF-8 characters, control bytes, CSI / SS3 escape sequences (arrows) and SGR 1006 mouse reports
/// (`ESC [ < b ; x ; y M/m`) are understood; any other
/// escape sequence is consumed whole and dropped, so its bytes never show up as typed characters. A lone
/// ESC at the end of a read is the Escape key. A sequence or character split across reads is kept until
/// the rest arrives.
public struct KeyDecoder: Sendable {
    private var pending: [UInt8] = []

    public init() {}

    /// Decodes `bytes` (appended to anything left over from the last call).
    public mutating func decode(_ bytes: some Sequence<UInt8>) -> [Key] {
        pending.append(contentsOf: bytes)
        var keys: [Key] = []
        var index = 0
        while index < pending.count {
            guard let (key, length) = Self.key(at: index, in: pending) else { break }
            if let key { keys.append(key) }
            index += length
        }
        pending.removeFirst(index)
        return keys
    }

    /// The key starting at `index` and its length in bytes (`nil` key: consumed, nothing to report);
    /// `nil` when more bytes are needed.
    private static func key(at index: Int, in bytes: [UInt8]) -> (Key?, Int)? {
        let byte = bytes[index]
        switch byte {
        case 0x1B: return escape(at: index, in: bytes)
        case 0x0D, 0x0A: return (.enter, 1)
        case 0x09: return (.tab, 1)
        case 0x7F, 0x08: return (.backspace, 1)
        case 0x01...0x1A: return (.control(Character(Unicode.Scalar(byte + 0x60))), 1)
        case 0x00, 0x1C...0x1F: return (nil, 1)
        case 0x20...0x7E: return (.character(Character(Unicode.Scalar(byte))), 1)
        default: return utf8(at: index, in: bytes)
        }
    }

    private static func escape(at index: Int, in bytes: [UInt8]) -> (Key?, Int)? {
        guard index + 1 < bytes.count else { return (.escape, 1) }
        let introducer = bytes[index + 1]
        guard introducer == UInt8(ascii: "[") || introducer == UInt8(ascii: "O") else { return (.escape, 1) }
        // CSI: parameter and intermediate bytes 0x20–0x3F, then a final byte 0x40–0x7E. SS3: one final byte.
        var end = index + 2
        if introducer == UInt8(ascii: "[") {
            while end < bytes.count, (0x20...0x3F).contains(bytes[end]) { end += 1 }
        }
        guard end < bytes.count else { return nil }
        let length = end - index + 1
        if introducer == UInt8(ascii: "["), index + 2 < end, bytes[index + 2] == UInt8(ascii: "<") {
            return (mouse(bytes[(index + 3)..<end], final: bytes[end]).map(Key.mouse), length)
        }
        switch bytes[end] {
        case UInt8(ascii: "A"): return (.up, length)
        case UInt8(ascii: "B"): return (.down, length)
        case UInt8(ascii: "C"): return (.right, length)
        case UInt8(ascii: "D"): return (.left, length)
        default: return (nil, length)
        }
    }

    private static func utf8(at index: Int, in bytes: [UInt8]) -> (Key?, Int)? {
        let lead = bytes[index]
        let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
        guard length > 1 else { return (nil, 1) }  // a stray continuation byte
        guard index + length <= bytes.count else { return nil }
        let text = String(decoding: bytes[index..<(index + length)], as: UTF8.self)
        guard let character = text.first, text.count == 1, character != "\u{FFFD}" else { return (nil, length) }
        return (.character(character), length)
    }

    /// An SGR mouse report from its parameters (`b;x;y`) and final byte; nil when malformed.
    private static func mouse(_ parameters: ArraySlice<UInt8>, final: UInt8) -> MouseReport? {
        let fields = parameters.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false)
        guard fields.count == 3 else { return nil }
        var numbers: [Int] = []
        for field in fields {
            guard !field.isEmpty, field.count <= 6, field.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
            numbers.append(field.reduce(0) { $0 * 10 + Int($1 - 0x30) })
        }
        return MouseReport(code: numbers[0], column: numbers[1], row: numbers[2], final: final)
    }
}
