import Testing
@testable import GestureKit

@Suite struct ScaledTimeSourceTests {
    final class ManualClock: TimeSource {
        var time = 50.0
        func now() -> Double { time }
    }

    @Test func startsAtZeroAndRunsAtItsSpeed() {
        let base = ManualClock()
        let clock = ScaledTimeSource(base, speed: 4)
        #expect(clock.now() == 0)
        base.time = 50.5
        #expect(clock.now() == 2)
        #expect(ScaledTimeSource(base, speed: 0.5).now() == 0)
    }
}
