import Testing
@testable import GestureKit

/// CONFORMANCE.md item 17: a touch beginning ≤ interval after the previous touch ended, within the radius
/// of where it ended, counts one more tap.
@Suite struct TapCountRuleTests {
    let rule = TapCountRule.default
    let epsilon = 1e-6
    let previous = TapCountRule.EndedTouch(timestamp: 1.0, location: Point(x: 100, y: 100), tapCount: 1, wasCancelled: false)

    @Test func defaultsAreUIKits() {
        #expect(TapCountRule.default.interval == 0.35)
        #expect(abs(TapCountRule.default.radius - 54.333) < 0.001)
    }

    @Test func decimalTimestampsCompareAsWritten() {
        let ended = TapCountRule.EndedTouch(timestamp: 0.05, location: .zero, tapCount: 1, wasCancelled: false)
        #expect(rule.tapCount(beginningAt: 0.40, at: .zero, after: ended) == 2)
    }

    @Test func item17_intervalEdges() {
        #expect(rule.tapCount(beginningAt: 1.0 + 0.35 - epsilon, at: previous.location, after: previous) == 2)
        #expect(rule.tapCount(beginningAt: 1.0 + 0.35, at: previous.location, after: previous) == 2)
        #expect(rule.tapCount(beginningAt: 1.0 + 0.35 + epsilon, at: previous.location, after: previous) == 1)
    }

    @Test func item17_radiusEdges() {
        let r = rule.radius
        #expect(rule.tapCount(beginningAt: 1.1, at: Point(x: 100 + r - 1e-6, y: 100), after: previous) == 2)
        #expect(rule.tapCount(beginningAt: 1.1, at: Point(x: 100 + r + 1e-6, y: 100), after: previous) == 1)
        // Diagonal: distance, not per-axis.
        let d = r / 2.squareRoot()
        #expect(rule.tapCount(beginningAt: 1.1, at: Point(x: 100 + d + 0.01, y: 100 + d + 0.01), after: previous) == 1)
    }

    @Test func countsGrowAlongAChain() {
        let third = TapCountRule.EndedTouch(timestamp: 2, location: .zero, tapCount: 2, wasCancelled: false)
        #expect(rule.tapCount(beginningAt: 2.1, at: .zero, after: third) == 3)
    }

    @Test func firstTouchAndCancelledTouchCountOne() {
        #expect(rule.tapCount(beginningAt: 0, at: .zero, after: nil) == 1)
        var cancelled = previous
        cancelled.wasCancelled = true
        #expect(rule.tapCount(beginningAt: 1.1, at: previous.location, after: cancelled) == 1)
    }

    @Test func customRule() {
        let strict = TapCountRule(interval: 0.3, radius: 10)
        #expect(strict.tapCount(beginningAt: 1.31, at: previous.location, after: previous) == 1)
        #expect(strict.tapCount(beginningAt: 1.2, at: Point(x: 111, y: 100), after: previous) == 1)
        #expect(strict.tapCount(beginningAt: 1.2, at: Point(x: 109, y: 100), after: previous) == 2)
    }
}
