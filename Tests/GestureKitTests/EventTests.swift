import Testing
@testable import GestureKit

@Suite struct EventTests {
    func touch(_ id: Int, _ phase: TouchPhase) -> Touch {
        var touch = Touch(id: id, contact: id, timestamp: 0, location: .zero, tapCount: 1)
        touch.phase = phase
        return touch
    }

    @Test func beginsAndEndsSequence() {
        let first = Event(kind: .touches, timestamp: 0, sequence: 1, allTouches: [touch(1, .began), touch(2, .began)])
        #expect(first.beginsSequence && !first.endsSequence)
        let last = Event(kind: .touches, timestamp: 1, sequence: 1, allTouches: [touch(1, .ended), touch(2, .cancelled)])
        #expect(last.endsSequence && !last.beginsSequence)
        let middle = Event(kind: .touches, timestamp: 0.5, sequence: 1, allTouches: [touch(1, .moved), touch(2, .stationary)])
        #expect(!middle.beginsSequence && !middle.endsSequence)
        #expect(middle.changedTouches.map(\.id) == [1])
    }

    @Test func phasesKnowWhetherTheyAreFinal() {
        #expect(TouchPhase.allCases.filter(\.isFinal) == [.ended, .cancelled])
    }
}

@Suite struct TouchTests {
    @Test func changedGivesTheSameTouchInALaterDispatch() {
        let touch = Touch(id: 3, contact: 1, timestamp: 1, location: Point(x: 1, y: 2), tapCount: 2)
        let moved = touch.changed(to: .moved, location: Point(x: 5, y: 6), timestamp: 1.5)
        #expect(moved.phase == .moved && moved.location == Point(x: 5, y: 6) && moved.previousLocation == Point(x: 1, y: 2))
        #expect(moved.timestamp == 1.5 && moved.initialTimestamp == 1 && moved.id == 3 && moved.tapCount == 2)
        let ended = moved.changed(to: .ended)
        #expect(ended.location == moved.location && ended.previousLocation == moved.location && ended.timestamp == 1.5)
    }
}
