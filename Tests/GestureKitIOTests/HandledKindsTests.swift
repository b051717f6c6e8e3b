import Testing
import GestureKit
@testable import GestureKitIO

@Suite struct HandledKindsTests {
    @Test func kindsAndActionsFromNames() {
        let kinds = HandledKinds(names: ["touches", "remote", "save", "save"])
        #expect(kinds.handles(.touchesMoved) && kinds.handles(.remoteControlReceived))
        #expect(!kinds.handles(.motionBegan) && !kinds.handles(.pressesEnded) && !kinds.handles(.action))
        #expect(kinds.actions == [Action("save")])
    }
}
