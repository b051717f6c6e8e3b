import Testing
@testable import GestureKit

@Suite struct SliderTests {
    // The slider spans x 100–200 on screen; its range here is 0–10.
    private func slider() -> ControlHarness<Slider> {
        let h = ControlHarness(Slider())
        h.control.maximumValue = 10
        h.listen(.valueChanged)
        return h
    }

    @Test func theValueComesFromTheTouchPositionAndIsSentWhileDragging() {
        let h = slider()
        h.down(125, 120, at: 0)
        h.move(150, 120, at: 0.01)
        h.move(150, 130, at: 0.02)  // same x: no change, no event
        h.move(200, 120, at: 0.03)
        h.finish()
        #expect(h.control.value == 10)
        #expect(h.log.count == 3)
        h.up(at: 0.04)
        h.finish()
        #expect(h.log.count == 3)
    }

    @Test func theValueIsClampedBeyondTheEnds() {
        let h = slider()
        h.down(150, 120, at: 0)
        h.move(99, 120, at: 0.01)
        h.finish()
        #expect(h.control.value == 0)
        h.move(250, 120, at: 0.02)
        h.finish()
        #expect(h.control.value == 10)
    }

    @Test func valueAtEdgesAndMiddle() {
        let h = slider()
        #expect(h.control.value(at: Point(x: 0, y: 0)) == 0)
        #expect(h.control.value(at: Point(x: 50, y: 0)) == 5)
        #expect(h.control.value(at: Point(x: 100, y: 0)) == 10)
        #expect(h.control.value(at: Point(x: -1, y: 0)) == 0)
    }

    @Test func notContinuousSendsOnceAtTheEnd() {
        let h = slider()
        h.control.isContinuous = false
        h.down(110, 120, at: 0)
        h.move(130, 120, at: 0.01)
        h.move(170, 120, at: 0.02)
        h.finish()
        #expect(h.log.isEmpty)
        h.up(at: 0.03)
        h.finish()
        #expect(h.log == ["a:valueChanged"])
        #expect(abs(h.control.value - 7) < 1e-9)
    }

    @Test func settingTheValueClampsAndSendsNothing() {
        let h = slider()
        h.control.value = 42
        #expect(h.control.value == 10)
        h.control.maximumValue = 4
        #expect(h.control.value == 4)
        h.control.value = -3
        #expect(h.control.value == 0)
        #expect(h.log.isEmpty)
    }
}
