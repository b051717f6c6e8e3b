import Testing
@testable import GestureKit

@Suite struct PressTests {
    @Test func keySamplesBecomePresses() {
        #expect(Press(KeySample(timestamp: 1, key: "a", state: .down)) == Press(key: "a", phase: .began, timestamp: 1))
        #expect(Press(KeySample(timestamp: 2, key: "a", state: .up)).phase == .ended)
    }
}
