import Testing
@testable import GestureKit

@Suite struct GestureArenaTests {
    /// The tap chain of item 26, added in the given order: single requires double, double requires triple.
    private func chain(order: [Int]) -> GestureHarness {
        let h = GestureHarness()
        let taps = [TapGestureRecognizer(taps: 1), TapGestureRecognizer(taps: 2), TapGestureRecognizer(taps: 3)]
        taps[0].require(toFail: taps[1])
        taps[1].require(toFail: taps[2])
        for index in order { h.add(taps[index], ["single", "double", "triple"][index]) }
        return h
    }

    private func run(_ h: GestureHarness, taps: Int) -> [String] {
        for index in 0..<taps { h.tap(at: Double(index) * 0.2) }
        h.finish()
        return h.log
    }

    @Test func item26TheTapChainFiresOnlyTheLongestCompletedTap() {
        #expect(run(chain(order: [0, 1, 2]), taps: 3) == ["triple.ended@0.45"])
        #expect(run(chain(order: [0, 1, 2]), taps: 2) == ["double.ended@0.6"])
        #expect(run(chain(order: [0, 1, 2]), taps: 1) == ["single.ended@0.4"])
    }

    @Test(arguments: [[0, 1, 2], [2, 1, 0], [1, 0, 2], [2, 0, 1]])
    func item27TheChainDoesNotDependOnTheOrderRecognizersWereAdded(order: [Int]) {
        #expect(run(chain(order: order), taps: 3) == ["triple.ended@0.45"])
        #expect(run(chain(order: order), taps: 2) == ["double.ended@0.6"])
        #expect(run(chain(order: order), taps: 1) == ["single.ended@0.4"])
    }

    @Test func item1TheSameStreamGivesTheSameEventsAndNothingHappensWhileTheClockStands() {
        func once() -> [String] {
            let h = chain(order: [0, 1, 2])
            h.add(LongPressGestureRecognizer(), "press")
            h.tap(at: 0)
            h.down(1, 100, 100, at: 1)
            #expect(h.log == ["single.ended@0.4"])  // the landing moved the clock past the tap's deadline
            h.up(1, at: 2)
            h.finish()
            return h.log
        }
        let first = once()
        #expect(first == once())
        #expect(first == ["single.ended@0.4", "press.began@1.5", "press.ended@2.0"])
    }

    @Test func item2TouchesAStandaloneArenaNeverSawBeginReachNoRecognizer() {
        let tap = TapGestureRecognizer()
        var calls = 0
        tap.addAction { _ in calls += 1 }
        let arena = GestureArena(recognizers: [tap])
        let stray = Touch(id: 7, contact: 7, timestamp: 0, location: Point(x: 1, y: 1), tapCount: 1)
        arena.handle(Event(kind: .touches, timestamp: 0.1, sequence: 1, allTouches: [stray.changed(to: .moved, location: Point(x: 5, y: 5), timestamp: 0.1)]))
        arena.handle(Event(kind: .touches, timestamp: 0.2, sequence: 1, allTouches: [stray.changed(to: .ended, timestamp: 0.2)]))
        #expect(calls == 0 && arena.participants.isEmpty && tap.state == .possible)
    }

    @Test func standaloneArenaRecognizesFromATouchTracker() throws {
        let double = TapGestureRecognizer(taps: 2), single = TapGestureRecognizer()
        single.require(toFail: double)
        var log: [String] = []
        single.addAction { log.append("single@\($0.now)") }
        double.addAction { log.append("double@\($0.now)") }
        let arena = GestureArena(recognizers: [double, single])
        var tracker = TouchTracker()
        for (time, state) in [(0.0, TouchSample.State.down), (0.05, .up)] {
            try tracker.process(TouchSample(timestamp: time, contact: 1, state: state, x: 10, y: 10)) { arena.handle($0) }
        }
        tracker.endFrame { arena.handle($0) }
        #expect(abs((arena.nextDeadline ?? 0) - 0.4) < 1e-9)
        arena.advance(to: 0.39)
        #expect(log.isEmpty)
        arena.advance(to: 1)
        #expect(log.count == 1 && log[0].hasPrefix("single@0.39999"))
    }

    /// A recognizer that logs, per touch method, the ids it was sent.
    private final class TouchLog: GestureRecognizer {
        var calls: [String] = []
        private func log(_ name: String, _ touches: [Touch]) { calls.append(name + " " + touches.map { String($0.id) }.joined(separator: ",")) }
        override func touchesBegan(_ touches: [Touch], with event: Event) { log("began", touches) }
        override func touchesMoved(_ touches: [Touch], with event: Event) { log("moved", touches) }
        override func touchesEnded(_ touches: [Touch], with event: Event) { log("ended", touches) }
    }

    @Test func eachRecognizerGetsOnlyItsTouchesPerPhaseWhetherTheEventHasOnePhaseOrSeveral() {
        let all = TouchLog(), firstOnly = TouchLog()
        let delegate = TestDelegate()
        delegate.receives = { $0.id == 1 }
        firstOnly.delegate = delegate
        let arena = GestureArena(recognizers: [all, firstOnly])
        let one = Touch(id: 1, contact: 1, timestamp: 0, location: Point(x: 10, y: 10), tapCount: 1)
        let two = Touch(id: 2, contact: 2, timestamp: 0, location: Point(x: 90, y: 10), tapCount: 1)
        arena.handle(Event(kind: .touches, timestamp: 0, sequence: 1, allTouches: [one, two]))
        let oneMoved = one.changed(to: .moved, location: Point(x: 20, y: 10), timestamp: 0.1)
        let twoMoved = two.changed(to: .moved, location: Point(x: 80, y: 10), timestamp: 0.1)
        arena.handle(Event(kind: .touches, timestamp: 0.1, sequence: 1, allTouches: [oneMoved, twoMoved]))
        // Touch 1 moves while touch 2 lifts: one message per phase, each with that phase's touches.
        let oneAgain = oneMoved.changed(to: .moved, location: Point(x: 30, y: 10), timestamp: 0.2)
        arena.handle(Event(kind: .touches, timestamp: 0.2, sequence: 1, allTouches: [oneAgain, twoMoved.changed(to: .ended, timestamp: 0.2)]))
        #expect(all.calls == ["began 1,2", "moved 1,2", "moved 1", "ended 2"])
        #expect(firstOnly.calls == ["began 1", "moved 1", "moved 1"])
        #expect(all.trackedTouches.map(\.id) == [1] && all.trackedTouches[0].location == Point(x: 30, y: 10))
    }

    @Test func item4ATapConfirmedLaterKeepsItsDownAndUpTimes() {
        let h = chain(order: [0, 1, 2])
        h.tap(at: 3, duration: 0.08)
        h.finish()
        let single = h.view.gestureRecognizers.first { $0.identifier == "single" } as! TapGestureRecognizer
        #expect(h.log == ["single.ended@3.43"])
        #expect(single.tapDownTime == 3 && single.tapUpTime == 3.08)
    }

    @Test func item25RequireToFailWaitsAndMovesOnTheTickTheOtherFails() {
        let h = GestureHarness()
        let pan = h.add(PanGestureRecognizer(), "pan")
        let swipe = h.add(SwipeGestureRecognizer(direction: .right), "swipe")
        pan.require(toFail: swipe)
        h.drag(from: Point(x: 100, y: 100), to: Point(x: 130, y: 150), at: 0, duration: 0.2, steps: 4)
        h.finish()
        #expect(h.log == ["pan.began@0.2", "pan.ended@0.2"])
        let h2 = GestureHarness()
        let pan2 = h2.add(PanGestureRecognizer(), "pan")
        let swipe2 = h2.add(SwipeGestureRecognizer(direction: .right), "swipe")
        pan2.require(toFail: swipe2)
        h2.drag(from: Point(x: 100, y: 100), to: Point(x: 300, y: 100), at: 0, duration: 0.1, steps: 4)
        h2.finish()
        #expect(h2.log == ["swipe.ended@0.1"])
    }

    @Test func item28RecognizingPreventsOthersUnlessEitherSideAllowsSimultaneity() {
        for allow in [0, 1, 2] {
            let h = GestureHarness()
            let pan = h.add(PanGestureRecognizer(), "pan")
            let pinch = h.add(PinchGestureRecognizer(), "pinch")
            let delegate = TestDelegate()
            delegate.simultaneous = true
            if allow == 1 { pan.delegate = delegate }
            if allow == 2 { pinch.delegate = delegate }
            h.down(1, 100, 100, at: 0)
            h.down(2, 200, 100, at: 0)
            h.move(1, 80, 150, at: 0.05)
            h.move(2, 220, 150, at: 0.05)
            h.up(1, at: 0.1)
            h.up(2, at: 0.1)
            h.finish()
            #expect(h.log.contains("pan.began@0.05"))
            #expect(h.log.contains("pinch.began@0.05") == (allow != 0))
        }
    }

    @Test func item28CanPreventAndCanBePreventedBothHaveToAgree() {
        final class Unpreventable: PanGestureRecognizer {
            override func canBePrevented(by other: GestureRecognizer) -> Bool { false }
        }
        let h = GestureHarness()
        h.add(LongPressGestureRecognizer(minimumPressDuration: 0.1), "press")
        let pan = h.add(Unpreventable(), "pan")
        pan.minimumDistance = 5
        h.down(1, 100, 100, at: 0)
        h.move(1, 100, 200, at: 0.2)
        h.up(1, at: 0.3)
        h.finish()
        #expect(h.log == ["press.began@0.1", "press.changed@0.2", "pan.began@0.2", "press.ended@0.3", "pan.ended@0.3"])
    }

    @Test func item29DynamicFailureRequirementsAreAskedOncePerAttempt() {
        let h = GestureHarness()
        let double = h.add(TapGestureRecognizer(taps: 2), "double")
        let single = h.add(TapGestureRecognizer(), "single")
        let delegate = TestDelegate()
        delegate.requireFailureOf = double
        single.delegate = delegate
        h.tap(at: 0)
        h.finish()
        #expect(h.log == ["single.ended@0.4"])
        #expect(delegate.asked == 1)
        delegate.requireFailureOf = nil
        h.tap(at: 2)
        h.finish()
        #expect(h.log == ["single.ended@0.4", "single.ended@2.05"])
    }

    @Test func item29SubclassHooksCreateTheDependencyToo() {
        final class Patient: TapGestureRecognizer {
            override func shouldRequireFailure(of other: GestureRecognizer) -> Bool {
                (other as? TapGestureRecognizer)?.numberOfTapsRequired == 2
            }
        }
        let h = GestureHarness()
        h.add(TapGestureRecognizer(taps: 2), "double")
        h.add(Patient(), "single")
        h.tap(at: 0)
        h.finish()
        #expect(h.log == ["single.ended@0.4"])
    }

    @Test func item31TheFirstToRecognizeWinsInEitherOrderAndAHeldDecisionIsReleased() {
        for order in [["a", "b"], ["b", "a"]] {
            let h = GestureHarness()
            var made: [String: LongPressGestureRecognizer] = [:]
            for id in order {
                let press = LongPressGestureRecognizer(minimumPressDuration: id == "a" ? 0.2 : 0.3)
                made[id] = h.add(press, id)
            }
            h.down(1, 100, 100, at: 0)
            h.up(1, at: 0.5)
            h.finish()
            #expect(h.log == ["a.began@0.2", "a.ended@0.5"])
            #expect(made["b"]?.state == .possible)
        }
        // Hold, then release: a recognizer waiting on another (a hold) wins the moment the other gives up.
        let h = GestureHarness()
        let press = h.add(LongPressGestureRecognizer(minimumPressDuration: 0.2), "press")
        let tap = h.add(TapGestureRecognizer(), "tap")
        tap.require(toFail: press)
        h.tap(at: 0, duration: 0.1)
        h.finish()
        #expect(h.log == ["tap.ended@0.1"])
        #expect(press.state == .possible)
    }

    @Test func item32AHeldDoubleTapReleasesTheSingleTapWhenItsTimerGivesUp() {
        let h = GestureHarness()
        let double = h.add(TapGestureRecognizer(taps: 2), "double")
        let single = h.add(TapGestureRecognizer(), "single")
        single.require(toFail: double)
        h.tap(at: 0, duration: 0.1)
        h.tick(at: 0.449)
        #expect(h.log.isEmpty)
        h.tick(at: 0.451)
        #expect(h.log == ["single.ended@0.45"])
        h.finish()
    }

    @Test func item33SimultaneousPinchAndPanBothBeginAndEndOnceAndOnlyTheFirstWithoutTheRelation() {
        for related in [true, false] {
            let h = GestureHarness()
            let pan = h.add(PanGestureRecognizer(), "pan")
            let pinch = h.add(PinchGestureRecognizer(), "pinch")
            if related { pinch.recognizeSimultaneously(with: pan) }
            h.down(1, 100, 300, at: 0)
            h.down(2, 200, 300, at: 0)
            for step in 1...5 {
                let t = Double(step) * 0.02
                h.move(1, 100 - Double(step) * 5, 300 - Double(step) * 10, at: t)
                h.move(2, 200 + Double(step) * 5, 300 - Double(step) * 10, at: t)
            }
            h.up(1, at: 0.12)
            h.up(2, at: 0.12)
            h.finish()
            let begins = h.log.filter { $0.contains(".began") }, ends = h.log.filter { $0.contains(".ended") }
            #expect(begins == (related ? ["pinch.began@0.02", "pan.began@0.04"] : ["pinch.began@0.02"]))
            #expect(ends.count == begins.count)
        }
    }

    @Test func item34NestedTapsFireExactlyOneTheInnermost() {
        let h = GestureHarness()
        let middle = View(frame: Rect(x: 0, y: 0, width: 300, height: 300))
        let inner = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        h.view.addSubview(middle)
        middle.addSubview(inner)
        h.add(TapGestureRecognizer(), "outer")
        h.add(TapGestureRecognizer(), "middle", to: middle)
        h.add(TapGestureRecognizer(), "inner", to: inner)
        h.tap(100, 100, at: 0)
        h.tap(250, 250, at: 1)
        h.finish()
        #expect(h.log == ["inner.ended@0.05", "middle.ended@1.05"])
    }
}
