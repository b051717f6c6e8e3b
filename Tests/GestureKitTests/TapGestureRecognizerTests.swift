import Testing
@testable import GestureKit

@Suite struct TapGestureRecognizerTests {
    private let epsilon = 0.001

    @Test func item36ASingleTapIsRecognizedOnLiftWithItsTimes() {
        let h = GestureHarness()
        let tap = h.add(TapGestureRecognizer(), "tap")
        h.down(1, 100, 100, at: 1.0)
        h.up(1, at: 1.08)
        h.finish()
        #expect(h.log == ["tap.ended@1.08"])
        #expect(tap.tapDownTime == 1.0 && tap.tapUpTime == 1.08)
        #expect(tap.location(in: h.view) == Point(x: 100, y: 100))
    }

    @Test func item36MovingBeyondTheSlopFailsBeforeLiftAndHoldingTooLongFails() {
        let h = GestureHarness()
        let tap = h.add(TapGestureRecognizer(), "tap")
        h.down(1, 100, 100, at: 0)
        h.move(1, 146, 100, at: 0.05)
        h.tick(at: 0.06)
        #expect(tap.state == .failed)
        h.up(1, at: 0.1)
        h.down(1, 100, 100, at: 1)
        h.up(1, at: 1 + TapGestureRecognizer.defaultMaximumTapDuration + epsilon)
        h.down(1, 100, 100, at: 3)
        h.up(1, at: 3 + TapGestureRecognizer.defaultMaximumTapDuration - epsilon)
        h.finish()
        #expect(h.log == ["tap.ended@3.749"])
    }

    @Test(arguments: [(45.0, true), (45.0 + 0.001, false)])
    func item37MovementEqualToTheSlopIsStillATap(distance: Double, recognized: Bool) {
        let h = GestureHarness()
        h.add(TapGestureRecognizer(), "tap")
        h.down(1, 100, 100, at: 0)
        h.move(1, 100 + distance, 100, at: 0.05)
        h.up(1, at: 0.1)
        h.finish()
        #expect(h.log == (recognized ? ["tap.ended@0.1"] : []))
    }

    @Test func item38TwoFingerTapNeedsBothAndAThirdFailsIt() {
        let h = GestureHarness()
        let twoFinger = h.add(TapGestureRecognizer(taps: 1, touches: 2), "two")
        h.add(TapGestureRecognizer(), "one")
        h.down(1, 100, 100, at: 0)
        h.down(2, 150, 100, at: 0.02)
        h.up(1, at: 0.1)
        h.up(2, at: 0.12)
        h.down(1, 100, 100, at: 1)
        h.down(2, 150, 100, at: 1.01)
        h.down(3, 200, 100, at: 1.02)
        h.up(1, at: 1.1)
        h.up(2, at: 1.1)
        h.up(3, at: 1.1)
        h.finish()
        #expect(h.log == ["two.ended@0.12"])
        #expect(twoFinger.touchesInLastTap == 2)
    }

    @Test func item39OneTouchTapFedOverlappingTouchesEmitsAtMostOneTap() {
        let h = GestureHarness()
        h.add(TapGestureRecognizer(), "tap")
        h.down(1, 100, 100, at: 0)
        h.down(2, 160, 100, at: 0.02)
        h.up(1, at: 0.06)
        h.up(2, at: 0.08)
        h.finish()
        #expect(h.log.count <= 1)
    }

    @Test(arguments: [(0.35 - 0.001, true), (0.35 + 0.001, false), (0.04, true), (0.04 - 0.001, false)])
    func item40DoubleTapIntervalEdges(gap: Double, recognized: Bool) {
        let h = GestureHarness()
        h.add(TapGestureRecognizer(taps: 2), "double")
        h.tap(at: 0, duration: 0.05)
        h.tap(at: 0.05 + gap, duration: 0.05)
        h.finish()
        #expect(h.log.count == (recognized ? 1 : 0))
    }

    @Test func item40ALateSecondTapStartsANewSequence() {
        let h = GestureHarness()
        h.add(TapGestureRecognizer(taps: 2), "double")
        h.tap(at: 0)
        h.tap(at: 0.05 + 0.351)
        h.tap(at: 0.401 + 0.05 + 0.2)
        h.finish()
        #expect(h.log == ["double.ended@0.701"])
    }

    @Test(arguments: [(100.0, true), (100.001, false)])
    func item41SecondTapMustLandWithinTheDoubleTapSlop(distance: Double, recognized: Bool) {
        let h = GestureHarness(tapCountRule: TapCountRule(interval: 0.35, radius: 500))
        h.add(TapGestureRecognizer(taps: 2), "double")
        h.tap(100, 100, at: 0)
        h.tap(100 + distance, 100, at: 0.2)
        h.finish()
        #expect(h.log.count == (recognized ? 1 : 0))
    }

    @Test func item42MovingBeyondTheSlopInEitherTapCancelsTheDoubleTap() {
        for movingTap in 0..<2 {
            let h = GestureHarness()
            h.add(TapGestureRecognizer(taps: 2), "double")
            for index in 0..<2 {
                let start = Double(index) * 0.2
                h.down(1, 100, 100, at: start)
                if index == movingTap { h.move(1, 150, 100, at: start + 0.03) }
                h.up(1, at: start + 0.06)
            }
            h.finish()
            #expect(h.log.isEmpty)
        }
    }

    @Test func item43OverlappingTapsAreNotADoubleTap() {
        let h = GestureHarness()
        h.add(TapGestureRecognizer(taps: 2), "double")
        h.down(1, 100, 100, at: 0)
        h.down(2, 110, 100, at: 0.05)
        h.up(1, at: 0.1)
        h.up(2, at: 0.15)
        h.finish()
        #expect(h.log.isEmpty)
    }

    @Test func item44DoubleTapDownIsSeenAtTheSecondLandingAndRecognizedAtTheSecondLift() {
        let h = GestureHarness()
        h.add(TapGestureRecognizer(taps: 2), "double")
        var secondDown: Double?
        h.view.messageHandler = { delivery in
            if delivery.message == .touchesBegan, delivery.touches.first?.tapCount == 2 { secondDown = delivery.event.timestamp }
            return true
        }
        h.tap(at: 0)
        h.tap(at: 0.2, duration: 0.07)
        h.finish()
        #expect(secondDown == 0.2)
        #expect(h.log == ["double.ended@0.27"])
    }

    @Test func item45SingleTapWaitingForDoubleFiresAtExactlyFirstUpPlusInterval() {
        let h = GestureHarness()
        let double = h.add(TapGestureRecognizer(taps: 2), "double")
        let single = h.add(TapGestureRecognizer(), "single")
        single.require(toFail: double)
        h.tap(at: 1.0, duration: 0.06)
        h.finish()
        #expect(h.log == ["single.ended@1.41"])
        #expect(single.tapUpTime == 1.06)
    }

    @Test func item46ImmediateModeReportsEveryTapWithItsCount() {
        let h = GestureHarness()
        let tap = h.add(TapGestureRecognizer(), "tap")
        tap.reportsEveryTap = true
        var counts: [Int] = []
        tap.addAction { recognizer in counts.append((recognizer as! TapGestureRecognizer).tapCount) }
        h.tap(at: 0)
        h.tap(at: 0.2)
        h.tap(at: 0.4)
        h.tap(at: 2)
        h.finish()
        #expect(h.log == ["tap.ended@0.05", "tap.ended@0.25", "tap.ended@0.45", "tap.ended@2.05"])
        #expect(counts == [1, 2, 3, 1])
    }

    @Test func item47ADoubleTapFiresOnceInFourQuickTapsUnlessConfigured() {
        for repeated in [false, true] {
            let h = GestureHarness()
            let double = h.add(TapGestureRecognizer(taps: 2), "double")
            double.recognizesRepeatedly = repeated
            for index in 0..<4 { h.tap(at: Double(index) * 0.2) }
            h.finish()
            #expect(h.log == (repeated ? ["double.ended@0.25", "double.ended@0.65"] : ["double.ended@0.25"]))
        }
    }

    @Test func item48PressFeedbackAtOneHundredMillisecondsThenExactlyOneOfUpOrCancel() {
        let h = GestureHarness()
        let tap = h.add(TapGestureRecognizer(), "tap")
        h.add(PanGestureRecognizer(), "pan")
        var feedback: [String] = []
        tap.onTapDown = { _ in feedback.append("down@\(GestureHarness.time(h.loop.now))") }
        tap.onTapUp = { _ in feedback.append("up@\(GestureHarness.time(h.loop.now))") }
        tap.onTapCancel = { _ in feedback.append("cancel@\(GestureHarness.time(h.loop.now))") }
        h.tap(at: 0, duration: 0.2)
        h.down(1, 100, 100, at: 1)
        h.move(1, 100, 200, at: 1.15)
        h.up(1, at: 1.2)
        h.tap(at: 2, duration: 0.03)
        h.finish()
        #expect(feedback == ["down@0.1", "up@0.2", "down@1.1", "cancel@1.15", "down@2.03", "up@2.03"])
    }

    @Test func item48PressFeedbackIsImmediateWhenTheTapIsTheSoleCandidate() {
        let h = GestureHarness()
        let tap = h.add(TapGestureRecognizer(), "tap")
        var downAt: Double?
        tap.onTapDown = { _ in downAt = h.loop.now }
        h.down(1, 100, 100, at: 0.5)
        h.tick(at: 0.52)
        #expect(downAt == 0.5)
        h.up(1, at: 0.6)
        h.finish()
    }

    @Test func item49AContactCancelledMidTapCancelsTheTap() {
        // Touch samples carry no button set; the analogue of a pointer changing buttons is the source
        // cancelling the contact, which must cancel the tap.
        let h = GestureHarness()
        let tap = h.add(TapGestureRecognizer(), "tap")
        var cancelled = false
        tap.onTapDown = { _ in }
        tap.onTapCancel = { _ in cancelled = true }
        h.down(1, 100, 100, at: 0)
        h.tick(at: 0.15)
        h.cancel(1, at: 0.2)
        h.finish()
        #expect(h.log.isEmpty && cancelled)
    }

    @Test func item30ATapIsPreventedOnlyByATapNeedingMoreTaps() {
        let single = TapGestureRecognizer(), double = TapGestureRecognizer(taps: 2)
        #expect(single.canBePrevented(by: double))
        #expect(!double.canBePrevented(by: single))
        let h = GestureHarness()
        h.add(TapGestureRecognizer(), "single")
        h.add(TapGestureRecognizer(taps: 2), "double")
        h.tap(at: 0)
        h.tap(at: 0.2)
        h.finish()
        #expect(h.log == ["single.ended@0.05", "double.ended@0.25"])
    }
}
