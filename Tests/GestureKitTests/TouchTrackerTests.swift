import Testing
@testable import GestureKit

/// Feeds samples to a tracker and collects what it delivers.
struct TrackerHarness {
    var tracker = TouchTracker()
    var events: [Event] = []

    mutating func feed(_ samples: [TouchSample]) throws(SampleError) {
        for sample in samples {
            try tracker.process(sample) { events.append($0) }
        }
    }

    mutating func finish() {
        tracker.endFrame { events.append($0) }
    }

    /// "phase@contact" for each touch of each event, e.g. ["began@1"], ["stationary@1", "began@2"].
    var phases: [[String]] {
        events.map { $0.allTouches.map { "\($0.phase.rawValue)@\($0.contact)" } }
    }
}

func down(_ t: Double, _ contact: Int, _ x: Double = 100, _ y: Double = 100) -> TouchSample {
    TouchSample(timestamp: t, contact: contact, state: .down, x: x, y: y)
}
func move(_ t: Double, _ contact: Int, _ x: Double, _ y: Double) -> TouchSample {
    TouchSample(timestamp: t, contact: contact, state: .move, x: x, y: y)
}
func up(_ t: Double, _ contact: Int, _ x: Double? = nil, _ y: Double? = nil) -> TouchSample {
    TouchSample(timestamp: t, contact: contact, state: .up, location: x.map { Point(x: $0, y: y ?? 0) })
}
func cancel(_ t: Double, _ contact: Int) -> TouchSample {
    TouchSample(timestamp: t, contact: contact, state: .cancel, location: nil)
}

@Suite struct TouchTrackerTests {
    @Test func singleTouchPhasesAndLocations() throws {
        var harness = TrackerHarness()
        try harness.feed([down(0, 7, 10, 20), move(0.01, 7, 15, 22), up(0.02, 7, 16, 23)])
        harness.finish()
        #expect(harness.phases == [["began@7"], ["moved@7"], ["ended@7"]])
        let moved = harness.events[1].allTouches[0]
        #expect(moved.location == Point(x: 15, y: 22))
        #expect(moved.previousLocation == Point(x: 10, y: 20))
        #expect(moved.timestamp == 0.01)
        #expect(moved.initialLocation == Point(x: 10, y: 20))
        #expect(harness.events[2].allTouches[0].location == Point(x: 16, y: 23))
        #expect(harness.events.map(\.timestamp) == [0, 0.01, 0.02])
    }

    @Test func upWithoutLocationKeepsTheLastOne() throws {
        var harness = TrackerHarness()
        try harness.feed([down(0, 1, 10, 20), move(0.01, 1, 30, 40), up(0.02, 1)])
        harness.finish()
        #expect(harness.events[2].allTouches[0].location == Point(x: 30, y: 40))
    }

    @Test func aTouchThatDoesNotMoveWhileAnotherMovesIsStationary() throws {
        var harness = TrackerHarness()
        try harness.feed([down(0, 1), down(0.01, 2, 200, 200), move(0.02, 2, 210, 200), up(0.03, 1), up(0.04, 2)])
        harness.finish()
        #expect(harness.phases == [
            ["began@1"], ["stationary@1", "began@2"], ["stationary@1", "moved@2"],
            ["ended@1", "stationary@2"], ["ended@2"],
        ])
        let stationary = harness.events[2].allTouches[0]
        #expect(stationary.previousLocation == stationary.location)
    }

    @Test func samplesAtTheSameInstantFormOneFrame() throws {
        var harness = TrackerHarness()
        try harness.feed([down(0, 1), down(0, 2, 200, 200), move(0.1, 1, 110, 100), move(0.1, 2, 190, 200)])
        harness.finish()
        #expect(harness.phases == [["began@1", "began@2"], ["moved@1", "moved@2"]])
    }

    @Test func aContactChangingTwiceAtOneInstantSplitsTheFrame() throws {
        var harness = TrackerHarness()
        try harness.feed([down(0, 1), move(0, 1, 120, 100), up(0, 1)])
        harness.finish()
        #expect(harness.phases == [["began@1"], ["moved@1"], ["ended@1"]])
        #expect(harness.events.map(\.sequence) == [1, 1, 1])
    }

    @Test func moveToTheSameSpotChangesNothing() throws {
        var harness = TrackerHarness()
        try harness.feed([down(0, 1, 5, 5), move(0.01, 1, 5, 5), move(0.02, 1, 6, 5)])
        harness.finish()
        #expect(harness.phases == [["began@1"], ["moved@1"]])
        #expect(harness.events[1].timestamp == 0.02)
    }

    @Test func pressureChangeIsAMove() throws {
        var harness = TrackerHarness()
        try harness.feed([
            TouchSample(timestamp: 0, contact: 1, state: .down, x: 5, y: 5, pressure: 0.5),
            TouchSample(timestamp: 0.01, contact: 1, state: .move, x: 5, y: 5, pressure: 0.9),
        ])
        harness.finish()
        #expect(harness.phases == [["began@1"], ["moved@1"]])
        #expect(harness.events[1].allTouches[0].pressure == 0.9)
    }

    @Test func eventsRunFromFirstDownToLastUp() throws {
        var harness = TrackerHarness()
        try harness.feed([
            down(0, 1), down(0.1, 2), up(0.2, 1), up(0.3, 2),  // sequence 1
            down(1, 3), up(1.1, 3),  // sequence 2
        ])
        harness.finish()
        #expect(harness.events.map(\.sequence) == [1, 1, 1, 1, 2, 2])
        #expect(harness.events.map(\.beginsSequence) == [true, false, false, false, true, false])
        #expect(harness.events.map(\.endsSequence) == [false, false, false, true, false, true])
        #expect(harness.events.allSatisfy { $0.kind == .touches })
    }

    @Test func aFingerLandingAsTheLastLiftsKeepsTheSequence() throws {
        var harness = TrackerHarness()
        try harness.feed([down(0, 1), up(0.1, 1), down(0.1, 2, 300, 300)])
        harness.finish()
        #expect(harness.phases == [["began@1"], ["ended@1", "began@2"]])
        #expect(harness.events.map(\.sequence) == [1, 1])
    }

    @Test func touchIDsAreNeverReusedButContactsAre() throws {
        var harness = TrackerHarness()
        try harness.feed([down(0, 1), up(0.1, 1), down(1, 1), up(1.1, 1)])
        harness.finish()
        #expect(harness.events.map { $0.allTouches[0].id } == [1, 1, 2, 2])
        #expect(harness.events.map { $0.allTouches[0].contact } == [1, 1, 1, 1])
    }

    @Test func item17_tapCountOnTouches() throws {
        var harness = TrackerHarness()
        try harness.feed([
            down(0, 1), up(0.05, 1),
            down(0.05 + 0.35, 2, 110, 100), up(0.45, 2),  // exactly at the interval: tap 2
            down(0.45 + 0.35 + 1e-6, 3), up(0.9, 3),  // just past it: tap 1
            down(1.0, 4, 100 + 60, 100), up(1.05, 4),  // inside the interval but 60 pt away: tap 1
        ])
        harness.finish()
        let began = harness.events.flatMap { $0.allTouches.filter { $0.phase == .began } }
        #expect(began.map(\.tapCount) == [1, 2, 1, 1])
    }

    @Test func tapCountUsesTheLocationWhereThePreviousTouchEnded() throws {
        var harness = TrackerHarness()
        try harness.feed([down(0, 1, 0, 0), move(0.02, 1, 200, 0), up(0.05, 1, 200, 0), down(0.2, 2, 200, 10)])
        harness.finish()
        #expect(harness.events.last?.allTouches.first { $0.contact == 2 }?.tapCount == 2)
    }

    @Test func cancelledTouchesEndTheirSequenceAndResetTapCount() throws {
        var harness = TrackerHarness()
        try harness.feed([down(0, 1), cancel(0.05, 1), down(0.1, 2)])
        harness.finish()
        #expect(harness.phases == [["began@1"], ["cancelled@1"], ["began@2"]])
        #expect(harness.events[2].allTouches[0].tapCount == 1)
        #expect(harness.events[1].endsSequence)
    }

    // MARK: - Bad input

    @Test func moveForAContactThatIsNotDownIsRefused() {
        var tracker = TouchTracker()
        #expect(throws: SampleError.contactNotDown(contact: 3, state: .move)) {
            try tracker.process(move(0, 3, 1, 1)) { _ in }
        }
    }

    @Test(arguments: [TouchSample.State.up, .cancel])
    func endForAContactThatIsNotDownIsRefused(state: TouchSample.State) {
        var tracker = TouchTracker()
        #expect(throws: SampleError.contactNotDown(contact: 3, state: state)) {
            try tracker.process(TouchSample(timestamp: 0, contact: 3, state: state, location: nil)) { _ in }
        }
    }

    @Test func secondDownForAContactIsRefusedAndChangesNothing() throws {
        var harness = TrackerHarness()
        try harness.feed([down(0, 1)])
        #expect(throws: SampleError.contactAlreadyDown(contact: 1)) { try harness.feed([down(0.1, 1, 50, 50)]) }
        try harness.feed([up(0.2, 1)])
        harness.finish()
        #expect(harness.phases == [["began@1"], ["ended@1"]])
    }

    @Test func timeGoingBackwardsIsRefused() throws {
        var harness = TrackerHarness()
        try harness.feed([down(1, 1)])
        #expect(throws: SampleError.timeWentBackwards(previous: 1, current: 0.5)) { try harness.feed([move(0.5, 1, 3, 3)]) }
    }

    @Test(arguments: [
        (TouchSample(timestamp: .nan, contact: 1, state: .down, x: 0, y: 0), "t"),
        (TouchSample(timestamp: 0, contact: 1, state: .down, x: .infinity, y: 0), "x"),
        (TouchSample(timestamp: 0, contact: 1, state: .down, x: 0, y: -.infinity), "y"),
        (TouchSample(timestamp: 0, contact: 1, state: .down, x: 0, y: 0, pressure: .nan), "pressure"),
        (TouchSample(timestamp: 0, contact: 1, state: .down, x: 0, y: 0, radius: .nan), "radius"),
    ])
    func nonFiniteValuesAreRefused(sample: TouchSample, field: String) {
        var tracker = TouchTracker()
        #expect(throws: SampleError.nonFinite(field: field)) { try tracker.process(sample) { _ in } }
        #expect(tracker.activeTouches.isEmpty)
    }

    @Test func downAndMoveNeedALocation() {
        var tracker = TouchTracker()
        #expect(throws: SampleError.missingLocation(contact: 1, state: .down)) {
            try tracker.process(TouchSample(timestamp: 0, contact: 1, state: .down, location: nil)) { _ in }
        }
    }

    @Test func item1_sameSamplesGiveTheSameEvents() throws {
        let samples = [down(0, 1), down(0.01, 2), move(0.02, 1, 3, 4), up(0.03, 2), up(0.04, 1), down(0.1, 5)]
        var first = TrackerHarness()
        var second = TrackerHarness()
        try first.feed(samples)
        try second.feed(samples)
        first.finish()
        second.finish()
        #expect(first.events == second.events)
    }

    @Test func pendingFrameIsReportedUntilEnded() throws {
        var tracker = TouchTracker()
        var delivered = 0
        try tracker.process(down(0, 1)) { _ in delivered += 1 }
        #expect(tracker.hasPendingFrame && delivered == 0)
        #expect(tracker.activeTouches.count == 1 && tracker.currentSequence == 1)
        tracker.endFrame { _ in delivered += 1 }
        #expect(!tracker.hasPendingFrame && delivered == 1)
        tracker.endFrame { _ in delivered += 1 }
        #expect(delivered == 1)
    }
}
