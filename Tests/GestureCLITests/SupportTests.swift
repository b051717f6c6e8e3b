import Testing
import GestureKitIO
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

@Suite struct ExitStatusTests {
    @Test func statusesFollowSysexits() {
        #expect(GestureCLI.ExitStatus.for(DatasetError(file: "f", line: 0, reason: .cannotOpen("x"))) == .cannotOpenInput)
        #expect(GestureCLI.ExitStatus.for(DatasetError(file: "f", line: 3, reason: .unknownState)) == .dataError)
        #expect(GestureCLI.ExitStatus.for(DatasetError(file: "f", line: 3, reason: .unreadable("x"))) == .ioError)
        #expect(GestureCLI.ExitStatus.allCases.map(\.rawValue) == [0, 64, 65, 66, 70, 74])
    }
}
