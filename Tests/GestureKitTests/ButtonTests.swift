import Testing
@testable import GestureKit

@Suite struct ButtonTests {
    @Test func aTapSendsTouchUpInsideThenPrimaryActionTriggered() {
        let h = ControlHarness(Button(title: "Reset"))
        h.listen([.touchUpInside, .primaryActionTriggered])
        h.down(150, 120, at: 0)
        h.up(at: 0.05)
        h.finish()
        #expect(h.log == ["a:touchUpInside", "a:primaryActionTriggered"])
    }

    @Test func aLiftOutsideTriggersNothing() {
        let h = ControlHarness(Button(title: "Reset"))
        h.listen([.touchUpInside, .primaryActionTriggered])
        h.down(150, 120, at: 0)
        h.move(150, 300, at: 0.02)
        h.up(at: 0.05)
        h.finish()
        #expect(h.log.isEmpty)
    }
}
