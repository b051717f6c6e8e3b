import Testing
@testable import GestureKit

@Suite struct LongPressGestureRecognizerTests {
    @Test func item50BeginsAtExactlyDownPlusDurationWithNoFurtherSample() {
        let h = GestureHarness()
        let press = h.add(LongPressGestureRecognizer(), "press")
        h.down(1, 100, 100, at: 2.0)
        h.tick(at: 2.49)
        #expect(h.log.isEmpty)
        h.tick(at: 3.0)
        #expect(h.log == ["press.began@2.5"])
        h.up(1, at: 3.2)
        h.finish()
        #expect(h.log == ["press.began@2.5", "press.ended@3.2"])
        #expect(press.pressStartTime == 2.0)
    }

    @Test(arguments: [(10.0, true), (10.001, false)])
    func item51MovingBeyondTheAllowanceBeforeBeginningFailsIt(distance: Double, begins: Bool) {
        let h = GestureHarness()
        h.add(LongPressGestureRecognizer(), "press")
        h.down(1, 100, 100, at: 0)
        h.move(1, 100, 100 + distance, at: 0.2)
        h.up(1, at: 0.8)
        h.finish()
        #expect(h.log == (begins ? ["press.began@0.5", "press.ended@0.8"] : []))
    }

    @Test func item51AfterBeginningMovementOnlyChanges() {
        let h = GestureHarness()
        h.add(LongPressGestureRecognizer(), "press")
        h.down(1, 100, 100, at: 0)
        h.move(1, 300, 500, at: 0.6)
        h.up(1, at: 0.7)
        h.finish()
        #expect(h.log == ["press.began@0.5", "press.changed@0.6", "press.ended@0.7"])
    }

    @Test func item52LiftingBeforeTheDurationFailsAndAfterEnds() {
        let h = GestureHarness()
        let press = h.add(LongPressGestureRecognizer(), "press")
        var states: [GestureRecognizerState] = []
        press.addAction { states.append($0.state) }
        h.down(1, 100, 100, at: 0)
        h.up(1, at: 0.499)
        h.tick(at: 0.5)
        #expect(h.log.isEmpty)
        h.down(1, 100, 100, at: 1)
        h.up(1, at: 1.501)
        h.finish()
        #expect(states == [.began, .ended])
    }

    @Test func item53ALongPressPreventsThePendingSingleAndDoubleTap() {
        let h = GestureHarness()
        let double = h.add(TapGestureRecognizer(taps: 2), "double")
        let single = h.add(TapGestureRecognizer(), "single")
        single.require(toFail: double)
        single.maximumTapDuration = 5
        double.maximumTapDuration = 5
        h.add(LongPressGestureRecognizer(), "press")
        h.down(1, 100, 100, at: 0)
        h.up(1, at: 0.6)
        h.finish()
        #expect(h.log == ["press.began@0.5", "press.ended@0.6"])
        #expect(single.state == .possible && double.state == .possible)
    }

    @Test func item54TapDownFeedbackAndLongPressBothFireForOnePress() {
        let h = GestureHarness()
        let tap = h.add(TapGestureRecognizer(), "tap")
        var tapDown: Double?
        tap.onTapDown = { _ in tapDown = h.loop.now }
        h.add(LongPressGestureRecognizer(), "press")
        h.down(1, 100, 100, at: 0)
        h.up(1, at: 0.7)
        h.finish()
        #expect(tapDown == 0.1)
        #expect(h.log == ["press.began@0.5", "press.ended@0.7"])
    }

    @Test func item55TapThenHoldNeedsACompletedTapWithinTheInterval() {
        let h = GestureHarness()
        let press = h.add(LongPressGestureRecognizer(), "press")
        press.numberOfTapsRequired = 1
        h.down(1, 100, 100, at: 0)  // a hold with no tap before it
        h.up(1, at: 0.8)
        h.tap(at: 2, duration: 0.05)  // a tap, then a hold 0.2 s later
        h.down(1, 100, 100, at: 2.25)
        h.up(1, at: 2.9)
        h.tap(at: 4, duration: 0.05)  // a tap, then a hold too late
        h.down(1, 100, 100, at: 4.45)
        h.up(1, at: 5.1)
        h.finish()
        #expect(h.log == ["press.began@2.75", "press.ended@2.9"])
    }

    @Test func aSecondFingerBeforeBeginningFailsAOneFingerPress() {
        let h = GestureHarness()
        h.add(LongPressGestureRecognizer(), "press")
        h.down(1, 100, 100, at: 0)
        h.down(2, 200, 100, at: 0.1)
        h.up(1, at: 0.7)
        h.up(2, at: 0.7)
        h.finish()
        #expect(h.log.isEmpty)
    }
}
