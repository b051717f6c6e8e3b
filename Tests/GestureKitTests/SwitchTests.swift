import Testing
@testable import GestureKit

@Suite struct SwitchTests {
    @Test func aTapFlipsItAndSendsValueChanged() {
        let h = ControlHarness(Switch())
        h.listen([.valueChanged, .touchUpInside])
        h.down(150, 120, at: 0)
        h.up(at: 0.05)
        h.finish()
        #expect(h.control.isOn)
        #expect(h.log == ["a:valueChanged", "a:touchUpInside"])
        h.down(150, 120, at: 1)
        h.up(at: 1.05)
        h.finish()
        #expect(!h.control.isOn)
    }

    @Test func aLiftOutsideLeavesItAlone() {
        let h = ControlHarness(Switch())
        h.listen(.valueChanged)
        h.down(150, 120, at: 0)
        h.move(400, 120, at: 0.02)
        h.up(at: 0.05)
        h.finish()
        #expect(!h.control.isOn)
        #expect(h.log.isEmpty)
    }

    @Test func settingItSendsNothing() {
        let h = ControlHarness(Switch())
        h.listen(.valueChanged)
        h.control.setOn(true)
        #expect(h.control.isOn)
        #expect(h.log.isEmpty)
    }
}
