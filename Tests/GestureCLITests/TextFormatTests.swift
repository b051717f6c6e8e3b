import Testing
@testable import GestureCLI

@Suite struct TextFormatTests {
    @Test(arguments: [(0.016, 6, "0.016000"), (-1.5, 2, "-1.50"), (2.0, 0, "2"), (-0.0001, 2, "0.00"), (123.4567, 3, "123.457")])
    func fixedDecimals(value: Double, digits: Int, text: String) {
        #expect(TextFormat.fixed(value, digits: digits) == text)
    }

    @Test func padding() {
        #expect(TextFormat.padLeft("7", 3) == "  7")
        #expect(TextFormat.padRight("ab", 4) == "ab  ")
        #expect(TextFormat.padLeft("long", 2) == "long")
    }
}
