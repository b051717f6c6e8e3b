#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Parses decimal numbers from bytes without allocating, correctly rounded.
///
/// Accepts `[+-]digits[.digits][(e|E)[+-]digits]` (also `.5` and `5.`). Numbers with at most 19 digits
/// whose value and power of ten are exactly representable take Clinger's fast path (one exact multiply
/// or divide); every other number goes through `strtod`. Both give the correctly
/// rounded double, so reading is exact and deterministic.
enum NumberParser {
    /// The outcome of parsing one token.
    enum Result: Equatable {
        /// A finite number.
        case number(Double)
        /// `NaN`, `Infinity`, `inf` (any case, any sign), or a number too large for a double.
        case nonFinite
        /// Not a number.
        case invalid
    }

    /// 10^`exponent` for 0 ≤ `exponent` ≤ 22, all exactly representable (a switch, not a global table,
    /// so the hot path has no lazy-initialisation check).
    @inline(__always)
    static func exactPowerOfTen(_ exponent: Int) -> Double {
        switch exponent {
        case 0: 1e0
        case 1: 1e1
        case 2: 1e2
        case 3: 1e3
        case 4: 1e4
        case 5: 1e5
        case 6: 1e6
        case 7: 1e7
        case 8: 1e8
        case 9: 1e9
        case 10: 1e10
        case 11: 1e11
        case 12: 1e12
        case 13: 1e13
        case 14: 1e14
        case 15: 1e15
        case 16: 1e16
        case 17: 1e17
        case 18: 1e18
        case 19: 1e19
        case 20: 1e20
        case 21: 1e21
        default: 1e22
        }
    }

    /// Parses the whole of `bytes[range]` as a number.
    @inline(__always)
    static func parse(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Result {
        let (result, end) = parsePrefix(bytes, range)
        return end == range.upperBound || result == .nonFinite ? result : .invalid
    }

    /// Parses the longest number at the start of `bytes[range]`; returns it and where it ends. A token
    /// that is not a number at all returns `.invalid` (or `.nonFinite` for NaN and infinity words, which
    /// then end at the range's end).
    @inline(__always)
    static func parsePrefix(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> (Result, Int) {
        var index = range.lowerBound
        let end = range.upperBound
        guard index < end else { return (.invalid, index) }
        var negative = false
        if bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
            negative = bytes[index] == UInt8(ascii: "-")
            index += 1
        }
        // Every digit goes into the mantissa (leading zeros add nothing); with at most 19 digits it cannot
        // overflow, and longer numbers take the slow path.
        var mantissa: UInt64 = 0
        var exponent = 0
        let integerStart = index
        while index < end, bytes[index] &- 48 < 10 {
            mantissa = mantissa &* 10 &+ UInt64(bytes[index] &- 48)
            index += 1
        }
        var digits = index - integerStart
        if index < end, bytes[index] == UInt8(ascii: ".") {
            index += 1
            let fractionStart = index
            while index < end, bytes[index] &- 48 < 10 {
                mantissa = mantissa &* 10 &+ UInt64(bytes[index] &- 48)
                index += 1
            }
            exponent = fractionStart - index
            digits += index - fractionStart
        }
        guard digits > 0 else { return nonFiniteWord(bytes, range) ? (.nonFinite, end) : (.invalid, index) }
        let truncated = digits > 19
        if index < end, bytes[index] | 0x20 == UInt8(ascii: "e") {
            let mark = index
            index += 1
            var exponentNegative = false
            if index < end, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
                exponentNegative = bytes[index] == UInt8(ascii: "-")
                index += 1
            }
            var written = 0
            var exponentDigits = 0
            while index < end, bytes[index] &- 48 < 10 {
                if written < 100_000 { written = written * 10 + Int(bytes[index] &- 48) }
                exponentDigits += 1
                index += 1
            }
            guard exponentDigits > 0 else { return (.invalid, mark) }
            exponent += exponentNegative ? -written : written
        }
        if !truncated, mantissa <= 1 << 53, exponent >= -22, exponent <= 22 {
            var value = Double(mantissa)
            value = exponent >= 0 ? value * exactPowerOfTen(exponent) : value / exactPowerOfTen(-exponent)
            return (.number(negative ? -value : value), index)
        }
        return (slowPath(bytes, range.lowerBound..<index), index)
    }

    private static func slowPath(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Result {
        let count = range.count
        let value = withUnsafeTemporaryAllocation(of: CChar.self, capacity: count + 1) { text -> Double in
            for offset in 0..<count { text[offset] = CChar(bitPattern: bytes[range.lowerBound + offset]) }
            text[count] = 0
            return strtod(text.baseAddress!, nil)
        }
        return value.isFinite ? .number(value) : .nonFinite
    }

    /// Whether the token spells NaN or infinity (`nan`, `inf`, `infinity`, any case, optional sign),
    /// up to the first delimiter (`,`, `}`, `]`, white space) or the range's end.
    private static func nonFiniteWord(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        var lower = range.lowerBound
        if lower < range.upperBound, bytes[lower] == UInt8(ascii: "-") || bytes[lower] == UInt8(ascii: "+") {
            lower += 1
        }
        var upper = lower
        while upper < range.upperBound, ![0x2C, 0x7D, 0x5D, 0x20, 0x09, 0x0D, 0x0A].contains(bytes[upper]) { upper += 1 }
        guard upper - lower <= 8 else { return false }
        let word = String(decoding: UnsafeBufferPointer(rebasing: bytes[lower..<upper]), as: UTF8.self)
        return ["nan", "inf", "infinity"].contains(word.lowercased())
    }
}
