import Testing
@testable import GestureKit

@Suite struct FingerSetTests {
    func finger(_ id: Int, at x: Double, _ y: Double, _ phase: TouchPhase = .moved) -> Touch {
        Touch(id: id, contact: id, timestamp: 0, location: Point(x: x, y: y), tapCount: 1).changed(to: phase)
    }

    /// `set.changed(to:)`, which is mutating and so cannot be called inside `#expect`.
    func change(_ set: inout FingerSet, _ touches: [Touch]) -> Bool {
        set.changed(to: touches)
    }

    /// Item 72: a finger landing or lifting re-bases; the same fingers moving do not.
    @Test func onlyAChangeOfFingersCountsAsAChange() {
        var set = FingerSet()
        #expect(change(&set, [finger(1, at: 0, 0), finger(2, at: 10, 0)]))
        #expect(set.count == 2)
        #expect(!change(&set, [finger(1, at: 5, 5), finger(2, at: 20, 3)]))
        // A third finger lands.
        #expect(change(&set, [finger(1, at: 5, 5), finger(2, at: 20, 3), finger(3, at: 0, 9, .began)]))
        #expect(set.count == 3)
        // It lifts: in its final phase it is no longer down.
        #expect(change(&set, [finger(1, at: 5, 5), finger(2, at: 20, 3), finger(3, at: 0, 9, .ended)]))
        #expect(set.count == 2)
        #expect(!change(&set, [finger(1, at: 6, 5), finger(2, at: 21, 3)]))
    }

    @Test func replacingAFingerByAnotherIsAChangeEvenWithTheSameCount() {
        var set = FingerSet()
        _ = set.changed(to: [finger(1, at: 0, 0), finger(2, at: 10, 0)])
        #expect(change(&set, [finger(1, at: 0, 0), finger(4, at: 10, 0)]))
        #expect(change(&set, [finger(4, at: 10, 0), finger(1, at: 0, 0)]))
    }

    @Test func removeAllEmptiesTheSet() {
        var set = FingerSet()
        _ = set.changed(to: [finger(1, at: 0, 0)])
        set.removeAll()
        #expect(set.count == 0)
        #expect(!change(&set, []))
        #expect(change(&set, [finger(1, at: 0, 0)]))
    }

    /// Item 69: the span of two fingers is the distance between them.
    @Test func theSpanOfTwoFingersIsTheirDistance() {
        #expect(FingerSet.span(of: [finger(1, at: 0, 0), finger(2, at: 30, 40)]) == 50)
    }

    @Test func theSpanOfMoreIsTwiceTheirMeanDistanceFromTheCentroid() {
        // Four fingers on a circle of radius 10 about (50, 50).
        let touches = [finger(1, at: 60, 50), finger(2, at: 50, 60), finger(3, at: 40, 50), finger(4, at: 50, 40)]
        #expect(abs(FingerSet.span(of: touches) - 20) < 1e-12)
    }

    @Test func liftedFingersAndLoneFingersHaveNoSpan() {
        #expect(FingerSet.span(of: [finger(1, at: 0, 0)]) == 0)
        #expect(FingerSet.span(of: []) == 0)
        #expect(FingerSet.span(of: [finger(1, at: 0, 0), finger(2, at: 30, 40, .cancelled)]) == 0)
        #expect(FingerSet.span(of: [finger(1, at: 0, 0), finger(2, at: 99, 0, .ended), finger(3, at: 0, 8)]) == 8)
    }

    /// Radians clockwise on screen (y points down), from the first finger still down to the second.
    @Test func theAngleRunsFromTheFirstFingerDownToTheSecond() {
        #expect(FingerSet.angle(of: [finger(1, at: 0, 0), finger(2, at: 10, 0)]) == 0)
        #expect(FingerSet.angle(of: [finger(1, at: 0, 0), finger(2, at: 0, 10)]) == Double.pi / 2)
        #expect(FingerSet.angle(of: [finger(1, at: 0, 0), finger(2, at: -10, 0)]) == Double.pi)
        #expect(FingerSet.angle(of: [finger(1, at: 5, 5, .ended), finger(2, at: 0, 0), finger(3, at: 0, -10)]) == -Double.pi / 2)
        #expect(FingerSet.angle(of: [finger(1, at: 0, 0)]) == nil)
        #expect(FingerSet.angle(of: [finger(1, at: 0, 0), finger(2, at: 10, 0, .ended)]) == nil)
    }
}
