import Testing
import GestureKitIO
@testable import GestureCLI

@Suite struct ExitStatusTests {
    @Test func statusesFollowSysexits() {
        #expect(GestureCLI.ExitStatus.for(DatasetError(file: "f", line: 0, reason: .cannotOpen("x"))) == .cannotOpenInput)
        #expect(GestureCLI.ExitStatus.for(DatasetError(file: "f", line: 3, reason: .unknownState)) == .dataError)
        #expect(GestureCLI.ExitStatus.for(DatasetError(file: "f", line: 3, reason: .unreadable("x"))) == .ioError)
        #expect(GestureCLI.ExitStatus.allCases.map(\.rawValue) == [0, 64, 65, 66, 70, 74])
    }
}
