import Testing
@testable import GestureKit

/// A recognizer driven by hand: each touch method moves it to the state queued for it.
final class ScriptedRecognizer: GestureRecognizer {
    var onBegan: GestureRecognizerState?
    var onMoved: [GestureRecognizerState] = []
    var onEnded: GestureRecognizerState?
    var resets = 0
    var seenTouchIDs: [Int] = []
    var cancelledCalls = 0

    override func touchesBegan(_ touches: [Touch], with event: Event) {
        seenTouchIDs += touches.map(\.id)
        if let next = onBegan { state = next }
    }
    override func touchesMoved(_ touches: [Touch], with event: Event) {
        if !onMoved.isEmpty { state = onMoved.removeFirst() }
    }
    override func touchesEnded(_ touches: [Touch], with event: Event) {
        if let next = onEnded { state = next }
    }
    override func touchesCancelled(_ touches: [Touch], with event: Event) {
        cancelledCalls += 1
    }
    override func reset() {
        super.reset()
        resets += 1
    }
}

/// A delegate with configurable answers.
final class TestDelegate: GestureRecognizerDelegate {
    var shouldBegin = true
    var receives: (Touch) -> Bool = { _ in true }
    var simultaneous = false
    var requireFailureOf: GestureRecognizer?
    var asked = 0

    func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool { shouldBegin }
    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool { receives(touch) }
    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool {
        simultaneous
    }
    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldRequireFailureOf other: GestureRecognizer) -> Bool {
        asked += 1
        return other === requireFailureOf
    }
}

@Suite struct GestureRecognizerTests {
    @Test func item18AnIllegalTransitionIsIgnoredAndCounted() {
        let h = GestureHarness()
        let r = h.add(ScriptedRecognizer(), "r")
        r.onBegan = .changed
        h.down(1, 10, 10, at: 0)
        h.tick(at: 0.1)
        #expect(r.state == .possible && r.illegalTransitionCount == 1 && h.log.isEmpty)
        h.up(1, at: 0.2)
        h.finish()
    }

    @Test func item19DiscreteCallsOnceContinuousOnEveryChangeAndFailedNever() {
        let h = GestureHarness()
        let discrete = h.add(ScriptedRecognizer(), "d")
        discrete.onEnded = .recognized
        discrete.cancelsTouchesInView = false
        let continuous = h.add(ScriptedRecognizer(), "c")
        continuous.onBegan = .began
        continuous.onMoved = [.changed, .changed]
        continuous.onEnded = .ended
        continuous.recognizeSimultaneously(with: discrete)
        let failing = h.add(ScriptedRecognizer(), "f")
        failing.onBegan = .failed
        h.down(1, 10, 10, at: 0)
        h.move(1, 20, 10, at: 0.1)
        h.move(1, 30, 10, at: 0.2)
        h.up(1, at: 0.3)
        h.finish()
        #expect(h.log == ["c.began@0.0", "c.changed@0.1", "c.changed@0.2", "d.ended@0.3", "c.ended@0.3"])
    }

    @Test func item20ActionsSeeTheNewStateAndResetWaitsForEveryTouchToLift() {
        let h = GestureHarness()
        let r = h.add(ScriptedRecognizer(), "r")
        r.onBegan = .recognized
        var seen: [GestureRecognizerState] = []
        r.addAction { seen.append($0.state) }
        h.down(1, 10, 10, at: 0)
        h.down(2, 50, 10, at: 0.1)
        h.tick(at: 0.2)
        #expect(seen == [.ended] && r.resets == 0 && r.state == .ended)
        h.up(1, at: 0.3)
        h.down(3, 90, 10, at: 0.35)  // a finger still down: no new attempt
        h.tick(at: 0.4)
        #expect(r.resets == 0 && seen == [.ended] && r.seenTouchIDs == [1])
        h.up(2, at: 0.5)
        h.up(3, at: 0.5)
        h.tick(at: 0.6)
        #expect(r.resets == 1 && r.state == .possible)
        h.finish()
    }

    @Test func item21ShouldBeginFalseTurnsTheAttemptIntoFailure() {
        let h = GestureHarness()
        let r = h.add(ScriptedRecognizer(), "r")
        let delegate = TestDelegate()
        delegate.shouldBegin = false
        r.delegate = delegate
        r.onBegan = .began
        var states: [GestureRecognizerState] = []
        r.addAction { states.append($0.state) }
        h.down(1, 10, 10, at: 0)
        h.tick(at: 0.1)
        #expect(r.state == .failed && states.isEmpty)
        h.up(1, at: 0.2)
        h.finish()
    }

    @Test func item22ShouldReceiveFalseHidesThatTouchOnly() {
        let h = GestureHarness()
        let r = h.add(ScriptedRecognizer(), "r")
        let delegate = TestDelegate()
        delegate.receives = { $0.id != 2 }
        r.delegate = delegate
        h.down(1, 10, 10, at: 0)
        h.down(2, 50, 10, at: 0.1)
        h.down(3, 90, 10, at: 0.2)
        h.tick(at: 0.3)
        #expect(r.seenTouchIDs == [1, 3] && r.numberOfTouches == 2)
        h.finish()
    }

    @Test func item23DisablingCancelsAGestureUnderWayAndFailsAPossibleOne() {
        let h = GestureHarness()
        let active = h.add(ScriptedRecognizer(), "active")
        active.onBegan = .began
        active.recognizeSimultaneously(with: h.add(ScriptedRecognizer(), "idle"))
        let idle = h.view.gestureRecognizers[1]
        h.down(1, 10, 10, at: 0)
        h.tick(at: 0.1)
        active.isEnabled = false
        idle.isEnabled = false
        #expect(h.log == ["active.began@0.0", "active.cancelled@0.1"])
        #expect(idle.state == .failed)
        h.move(1, 30, 10, at: 0.2)
        h.up(1, at: 0.3)
        h.finish()
        #expect(h.log.count == 2)
    }

    @Test func item24ADeadlineFiresFromTheClockAlone() {
        final class Timed: GestureRecognizer {
            override func touchesBegan(_ touches: [Touch], with event: Event) { deadline = event.timestamp + 0.25 }
            override func deadlineReached(at time: Double) { state = .began }
        }
        let h = GestureHarness()
        h.add(Timed(), "timed")
        h.down(1, 10, 10, at: 1)
        h.tick(at: 5)
        #expect(h.log == ["timed.began@1.25"])
        h.finish()
    }

    @Test func item3ASystemCancelCancelsOrFailsEveryRecognizerAndTheViewGetsOneCancel() {
        let h = GestureHarness()
        h.recordView()
        let active = h.add(ScriptedRecognizer(), "active")
        active.onBegan = .began
        active.cancelsTouchesInView = false
        let possible = h.add(ScriptedRecognizer(), "possible")
        active.recognizeSimultaneously(with: possible)
        h.down(1, 10, 10, at: 0)
        h.cancel(1, at: 0.1)
        h.finish()
        #expect(h.log == ["active.began@0.0", "view touchesBegan 1@0.0", "active.cancelled@0.1", "view touchesCancelled 1@0.1"])
        #expect(possible.cancelledCalls == 1)
        #expect(possible.resets == 1 && active.resets == 1)
    }

    @Test func locationAndNumberOfTouchesFollowTheTrackedTouches() {
        let h = GestureHarness()
        let child = View(frame: Rect(x: 100, y: 100, width: 200, height: 200))
        h.view.addSubview(child)
        let r = h.add(ScriptedRecognizer(), "r", to: child)
        h.down(1, 150, 150, at: 0)
        h.down(2, 250, 150, at: 0.1)
        h.tick(at: 0.2)
        #expect(r.numberOfTouches == 2)
        #expect(r.location(in: nil) == Point(x: 200, y: 150))
        #expect(r.location(in: child) == Point(x: 100, y: 50))
        #expect(r.location(ofTouch: 1, in: child) == Point(x: 150, y: 50))
        h.up(1, at: 0.3)
        h.up(2, at: 0.3)
        h.tick(at: 0.4)
        #expect(r.numberOfTouches == 0 && r.location(in: nil) == Point(x: 200, y: 150))
        h.finish()
    }

    @Test func typedTargetActionHoldsItsTargetWeakly() {
        final class Target {
            var calls: [String] = []
            func tapped(_ tap: TapGestureRecognizer) { calls.append("taps \(tap.numberOfTapsRequired)") }
        }
        let h = GestureHarness()
        let tap = h.add(TapGestureRecognizer(), "tap")
        var target: Target? = Target()
        weak let weakTarget = target
        let id = tap.addTarget(target!, action: Target.tapped)
        h.tap(at: 0)
        h.tick(at: 0.1)
        #expect(target?.calls == ["taps 1"])
        target = nil
        #expect(weakTarget == nil)
        h.tap(at: 1)
        h.finish()
        tap.removeAction(id)
        #expect(tap.actionCount == 1)
        tap.removeTarget(nil)
        #expect(tap.actionCount == 0)
    }
}
