#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import GestureKit

/// The fields of one sample as a reader found them (JSON Lines keys or CSV columns), before they are
/// checked and turned into a ``Sample``. Shared by every text format so the rules are written once.
///
/// Trivially copyable on purpose: text fields are kept as byte ranges of the line (``TextRange``) and
/// decoded only when a key or remote sample is built or an error is reported, so the hot path never
/// retains, releases or copies strings.
struct SampleFields {
    /// A `state` value as written.
    enum StateWord: Equatable {
        case down, move, up, cancel, other

        @inline(__always)
        init(_ bytes: UnsafeBufferPointer<UInt8>) {
            switch bytes.count {
            case 2 where bytes[0] == UInt8(ascii: "u") && bytes[1] == UInt8(ascii: "p"): self = .up
            case 4:
                // One 32-bit compare per word instead of a call to memcmp.
                switch UnsafeRawPointer(bytes.baseAddress!).loadUnaligned(as: UInt32.self) {
                case Self.word("down"): self = .down
                case Self.word("move"): self = .move
                default: self = .other
                }
            case 6 where Self.equals(bytes, "cancel"): self = .cancel
            default: self = .other
            }
        }

        /// A four-letter word as the 32-bit value its bytes load as.
        @inline(__always)
        private static func word(_ text: StaticString) -> UInt32 {
            UnsafeRawPointer(text.utf8Start).loadUnaligned(as: UInt32.self)
        }

        @inline(__always)
        private static func equals(_ bytes: UnsafeBufferPointer<UInt8>, _ word: StaticString) -> Bool {
            bytes.count == word.utf8CodeUnitCount && memcmp(bytes.baseAddress!, word.utf8Start, bytes.count) == 0
        }
    }

    /// Where a text field's contents are in the line, and whether they hold JSON escapes.
    struct TextRange {
        var range: Range<Int>
        var escaped = false

        /// The text, unescaped.
        func decoded(in bytes: UnsafeBufferPointer<UInt8>) -> String {
            let raw = UnsafeBufferPointer(rebasing: bytes[range])
            return escaped ? JSONEscapes.decode(raw) : String(decoding: raw, as: UTF8.self)
        }
    }

    var t: Double?
    var touch: Double?
    var state: StateWord?
    var stateText = TextRange(range: 0..<0)
    var x: Double?
    var y: Double?
    var pressure: Double?
    var radius: Double?
    var accel: (Double, Double, Double)?
    var key: TextRange?
    var remote: TextRange?

    /// Sets the state from its text.
    @inline(__always)
    mutating func setState(_ text: TextRange, in bytes: UnsafeBufferPointer<UInt8>) {
        stateText = text
        state = text.escaped
            ? JSONEscapes.decode(UnsafeBufferPointer(rebasing: bytes[text.range])).withStateWord { $0 }
            : StateWord(UnsafeBufferPointer(rebasing: bytes[text.range]))
    }

    /// Checks the fields and builds the sample they describe; `bytes` is the line the ranges refer to.
    @inline(__always)
    func makeSample(in bytes: UnsafeBufferPointer<UInt8>) throws(LineProblem) -> Sample {
        let kinds = (touch != nil ? 1 : 0) + (accel != nil ? 1 : 0) + (key != nil ? 1 : 0) + (remote != nil ? 1 : 0)
        guard let t, kinds == 1 else { throw kindProblem(kinds) }
        if let touch { return .touch(try makeTouch(t: t, id: touch, bytes: bytes)) }
        if let accel {
            return .accelerometer(AccelerometerSample(timestamp: t, x: accel.0, y: accel.1, z: accel.2))
        }
        if let key {
            guard let state else { throw LineProblem(field: "state", .missingField) }
            let keyState: KeySample.State
            switch state {
            case .down: keyState = .down
            case .up: keyState = .up
            default: throw LineProblem(field: "state", value: stateText.decoded(in: bytes), .unknownState)
            }
            return .key(KeySample(timestamp: t, key: key.decoded(in: bytes), state: keyState))
        }
        let name = remote?.decoded(in: bytes) ?? ""
        guard let command = RemoteControlSample.Command(rawValue: name) else {
            throw LineProblem(field: "remote", value: name, .unknownCommand)
        }
        return .remote(RemoteControlSample(timestamp: t, command: command))
    }

    @inline(never)
    private func kindProblem(_ kinds: Int) -> LineProblem {
        if t == nil { return LineProblem(field: "t", .missingField) }
        return LineProblem(
            kinds == 0
                ? .malformed("no sample kind: expected one of \"touch\", \"accel\", \"key\", \"remote\"")
                : .malformed("more than one sample kind (\"touch\", \"accel\", \"key\", \"remote\")"))
    }

    @inline(__always)
    private func makeTouch(t: Double, id: Double, bytes: UnsafeBufferPointer<UInt8>) throws(LineProblem) -> TouchSample {
        guard id == id.rounded(), abs(id) <= 9_007_199_254_740_992 else {
            throw LineProblem(field: "touch", value: "\(id)", .invalidValue("an integer contact id"))
        }
        guard let state else { throw LineProblem(field: "state", .missingField) }
        let touchState: TouchSample.State
        switch state {
        case .down: touchState = .down
        case .move: touchState = .move
        case .up: touchState = .up
        case .cancel: touchState = .cancel
        case .other: throw LineProblem(field: "state", value: stateText.decoded(in: bytes), .unknownState)
        }
        var location: Point?
        switch (x, y) {
        case (let x?, let y?): location = Point(x: x, y: y)
        case (nil, nil) where touchState == .up || touchState == .cancel: location = nil
        case (nil, _): throw LineProblem(field: "x", .missingField)
        case (_, nil): throw LineProblem(field: "y", .missingField)
        }
        return TouchSample(
            timestamp: t, contact: Int(id), state: touchState, location: location,
            pressure: pressure, radius: radius)
    }
}

extension String {
    /// The state word this text spells.
    fileprivate func withStateWord<T>(_ body: (SampleFields.StateWord) -> T) -> T {
        var copy = self
        return copy.withUTF8 { body(SampleFields.StateWord($0)) }
    }
}

/// Decoding of JSON string escapes (`\n`, `\"`, `\u00e9`, surrogate pairs).
enum JSONEscapes {
    /// The text of a JSON string's raw contents (between the quotes), unescaped.
    static func decode(_ raw: UnsafeBufferPointer<UInt8>) -> String {
        var scalars = String.UnicodeScalarView()
        var utf8: [UInt8] = []
        var index = 0
        func flush() {
            if !utf8.isEmpty {
                scalars.append(contentsOf: String(decoding: utf8, as: UTF8.self).unicodeScalars)
                utf8.removeAll()
            }
        }
        while index < raw.count {
            let byte = raw[index]
            guard byte == UInt8(ascii: "\\"), index + 1 < raw.count else {
                utf8.append(byte)
                index += 1
                continue
            }
            flush()
            let escape = raw[index + 1]
            index += 2
            switch escape {
            case UInt8(ascii: "n"): scalars.append("\n")
            case UInt8(ascii: "t"): scalars.append("\t")
            case UInt8(ascii: "r"): scalars.append("\r")
            case UInt8(ascii: "b"): scalars.append("\u{08}")
            case UInt8(ascii: "f"): scalars.append("\u{0C}")
            case UInt8(ascii: "u"):
                var code: UInt32 = 0
                for _ in 0..<4 where index < raw.count {
                    code = code << 4 | UInt32(hexValue(raw[index]) ?? 0)
                    index += 1
                }
                if (0xD800..<0xDC00).contains(code), index + 5 < raw.count, raw[index] == UInt8(ascii: "\\"),
                    raw[index + 1] == UInt8(ascii: "u")
                {
                    var low: UInt32 = 0
                    for offset in 2..<6 { low = low << 4 | UInt32(hexValue(raw[index + offset]) ?? 0) }
                    if (0xDC00..<0xE000).contains(low) {
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                        index += 6
                    }
                }
                scalars.append(Unicode.Scalar(code) ?? "\u{FFFD}")
            default: scalars.append(Unicode.Scalar(escape))
            }
        }
        flush()
        return String(scalars)
    }

    /// The value of a hexadecimal digit, or `nil`.
    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - 48
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - 87
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - 55
        default: nil
        }
    }
}
