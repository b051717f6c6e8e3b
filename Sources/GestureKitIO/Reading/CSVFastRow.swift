import GestureKit

/// The fast path of ``CSVSampleReader`` for the rows that make up nearly every dataset: plain touch and
/// accelerometer rows without quotes or padding.
///
/// It reads a row in one pass into scalars (no optionals, no intermediate field structure; a number is
/// read where it stands, so its bytes are visited once) and builds the sample directly. A row with a quote anywhere is left to the general path. It never reports an error: whenever a row is anything but plainly valid (a padded or
/// malformed field, a wrong field count, an unknown state, a fractional contact id, a key or remote row,
/// a missing coordinate) it returns `nil` and the reader parses the row again with the general parser,
/// which accepts the same valid rows and words every error. So the fast path can only change speed,
/// never what is read.
enum FastRow {
    /// Column roles as codes; a code is also the bit of that field in the `present` mask.
    static let ignored: UInt8 = 0
    static let t: UInt8 = 1
    static let touch: UInt8 = 2
    static let state: UInt8 = 3
    static let x: UInt8 = 4
    static let y: UInt8 = 5
    static let pressure: UInt8 = 6
    static let radius: UInt8 = 7
    static let ax: UInt8 = 8
    static let ay: UInt8 = 9
    static let az: UInt8 = 10
    /// Key and remote columns: a row that fills one takes the general path.
    static let other: UInt8 = 11

    /// The code of a header column.
    static func code(_ column: CSVSampleReader.Column?) -> UInt8 {
        switch column {
        case nil: ignored
        case .t: t
        case .touch: touch
        case .state: state
        case .x: x
        case .y: y
        case .pressure: pressure
        case .radius: radius
        case .ax: ax
        case .ay: ay
        case .az: az
        case .key, .remote: other
        }
    }

    private static let touchFields: UInt16 = 1 << t | 1 << touch | 1 << state
    private static let touchOptional: UInt16 = 1 << x | 1 << y | 1 << pressure | 1 << radius
    private static let accelFields: UInt16 = 1 << t | 1 << ax | 1 << ay | 1 << az

    /// The sample of a plain touch or accelerometer row, or `nil` when the general parser must read it.
    @inline(__always)
    static func parse(_ line: UnsafeBufferPointer<UInt8>, plan: UnsafeBufferPointer<UInt8>) -> Sample? {
        var present: UInt16 = 0
        var time = 0.0, contact = 0.0, px = 0.0, py = 0.0, force = 0.0, size = 0.0, gx = 0.0, gy = 0.0, gz = 0.0
        var word = SampleFields.StateWord.other
        let count = line.count
        var column = 0
        var start = 0
        while true {
            guard column < plan.count else { return nil }
            let role = plan[column]
            var end = start
            if role >= t && role != state && role != other {
                // A number: read where it stands; it must end the field.
                if start < count, line[start] != UInt8(ascii: ",") {
                    // A plain decimal `[-]digits[.digits]` of at most 19 digits (what datasets hold),
                    // read as ``NumberParser`` reads it: one exact division of the digits by a power of
                    // ten, the correctly rounded double. Anything else (an exponent, more digits, a `+`,
                    // a blank, a word) is left to the general parser. Written out here rather than
                    // called: the compiler would not inline it, and the call cost a tenth of the time.
                    let negative = line[start] == UInt8(ascii: "-")
                    end = negative ? start &+ 1 : start
                    var mantissa: UInt64 = 0
                    let digitsStart = end
                    while end < count, line[end] &- 48 < 10 {
                        mantissa = mantissa &* 10 &+ UInt64(line[end] &- 48)
                        end &+= 1
                    }
                    var digits = end &- digitsStart
                    var places = 0
                    if end < count, line[end] == UInt8(ascii: ".") {
                        end &+= 1
                        let fractionStart = end
                        while end < count, line[end] &- 48 < 10 {
                            mantissa = mantissa &* 10 &+ UInt64(line[end] &- 48)
                            end &+= 1
                        }
                        places = end &- fractionStart
                        digits &+= places
                    }
                    guard digits > 0, digits <= 19, mantissa <= 1 << 53, places <= 22,
                        end == count || line[end] == UInt8(ascii: ",")
                    else { return nil }
                    var value = Double(mantissa)
                    if places > 0 { value /= NumberParser.exactPowerOfTen(places) }
                    if negative { value = -value }
                    switch role {
                    case t: time = value
                    case touch: contact = value
                    case x: px = value
                    case y: py = value
                    case pressure: force = value
                    case radius: size = value
                    case ax: gx = value
                    case ay: gy = value
                    default: gz = value
                    }
                    present |= 1 &<< UInt16(role)
                }
            } else {
                while end < count {
                    let byte = line[end]
                    if byte == UInt8(ascii: ",") { break }
                    if byte == UInt8(ascii: "\"") { return nil }
                    end &+= 1
                }
                if role != ignored, end > start {
                    guard role == state, !isBlank(line[start]), !isBlank(line[end &- 1]) else { return nil }
                    word = SampleFields.StateWord(UnsafeBufferPointer(rebasing: line[start..<end]))
                    present |= 1 &<< UInt16(role)
                }
            }
            column &+= 1
            if end >= count { break }
            start = end &+ 1
        }
        guard column == plan.count else { return nil }
        if present == accelFields {
            return .accelerometer(AccelerometerSample(timestamp: time, x: gx, y: gy, z: gz))
        }
        guard present & ~touchOptional == touchFields, contact == contact.rounded(),
            abs(contact) <= 9_007_199_254_740_992
        else { return nil }
        let sampleState: TouchSample.State
        switch word {
        case .down: sampleState = .down
        case .move: sampleState = .move
        case .up: sampleState = .up
        case .cancel: sampleState = .cancel
        case .other: return nil
        }
        let location: Point?
        switch present & (1 << x | 1 << y) {
        case 1 << x | 1 << y: location = Point(x: px, y: py)
        case 0 where sampleState == .up || sampleState == .cancel: location = nil
        default: return nil
        }
        return .touch(
            TouchSample(
                timestamp: time, contact: Int(contact), state: sampleState, location: location,
                pressure: present & 1 << pressure != 0 ? force : nil,
                radius: present & 1 << radius != 0 ? size : nil))
    }

    @inline(__always)
    private static func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }
}
