import Testing
@testable import GestureKitIO

@Suite struct NumberParserTests {
    func parse(_ text: String) -> NumberParser.Result {
        var text = text
        return text.withUTF8 { NumberParser.parse($0, 0..<$0.count) }
    }

    @Test(arguments: [
        ("0", 0.0), ("-0", -0.0), ("42", 42), ("+7", 7), ("0.016", 0.016), ("-0.98", -0.98), (".5", 0.5), ("5.", 5),
        ("1e3", 1000), ("2.5E-3", 0.0025), ("1e+2", 100), ("000123.4500", 123.45),
        ("1330495944.185030", 1_330_495_944.18503), ("123456789012345678901234", 1.2345678901234568e23),
        ("0.1000000000000000055511151231257827", 0.1), ("4.9e-324", .leastNonzeroMagnitude), ("1.7976931348623157e308", .greatestFiniteMagnitude),
    ])
    func parsesNumbersExactly(text: String, value: Double) {
        #expect(parse(text) == .number(value))
    }

    @Test(arguments: ["NaN", "nan", "-inf", "Infinity", "+INF", "1e999", "-1e400"])
    func spotsNonFiniteValues(text: String) {
        #expect(parse(text) == .nonFinite)
    }

    @Test(arguments: ["", "-", "abc", "1.2.3", "1e", "1e+", "12a", "0x10", "--1", " 1"])
    func rejectsWhatIsNotANumber(text: String) {
        #expect(parse(text) == .invalid)
    }

    /// Property: every double printed in its shortest form parses back to itself, on both paths.
    @Test func roundTripsPrintedDoubles() throws {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<20_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let value = Double(bitPattern: state >> 2)  // positive, any exponent
            guard value.isFinite else { continue }
            #expect(parse(value.description) == .number(value))
            let scaled = Double(Int64(bitPattern: state) % 10_000_000) / 1000
            #expect(parse(scaled.description) == .number(scaled))
        }
    }
}
