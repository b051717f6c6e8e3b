import Testing
import GestureKit

@Suite struct VelocityEstimatorTests {
    /// Samples of a point at `velocity` points per second from the origin, every `step` seconds from
    /// `start` to `end` (both included).
    func moving(_ velocity: Point, from start: Double, to end: Double, step: Double, into estimator: inout VelocityEstimator) {
        var time = start
        while time <= end + 1e-9 {
            estimator.add(time: time, x: velocity.x * time, y: velocity.y * time)
            time += step
        }
    }

    func isClose(_ a: Point, _ b: Point, within tolerance: Double = 1e-6) -> Bool {
        abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
    }

    @Test func aSteadyMotionReadsItsVelocityInPointsPerSecond() {
        var estimator = VelocityEstimator()
        moving(Point(x: 300, y: -150), from: 0, to: 0.2, step: 1.0 / 120, into: &estimator)
        #expect(isClose(estimator.velocity(at: 0.2), Point(x: 300, y: -150)))
    }

    @Test func fewerThanTwoSamplesHaveNoVelocity() {
        var estimator = VelocityEstimator()
        #expect(estimator.velocity(at: 0) == .zero)
        estimator.add(time: 0, x: 10, y: 10)
        #expect(estimator.velocity(at: 0) == .zero)
        estimator.add(time: 0.01, x: 12, y: 9)
        #expect(isClose(estimator.velocity(at: 0.01), Point(x: 200, y: -100)))
    }

    /// Item 59: a finger still for more than 40 ms before lifting has no velocity.
    @Test func aPointThatStoppedMoreThan40msAgoHasNoVelocity() {
        var estimator = VelocityEstimator()
        moving(Point(x: 500, y: 0), from: 0, to: 0.1, step: 0.01, into: &estimator)
        #expect(isClose(estimator.velocity(at: 0.14), Point(x: 500, y: 0)))
        #expect(estimator.velocity(at: 0.1401) == .zero)
        #expect(VelocityEstimator.defaultStoppedAfter == 0.04)
    }

    /// Item 59: only the last 100 ms count, not the whole gesture's average (Hammer.js #640).
    @Test func onlyTheLast100msCount() {
        var estimator = VelocityEstimator()
        // Fast at first, then at 100 pt/s from 0.2 s: the fast part is older than the horizon.
        for step in 0...20 {
            let time = Double(step) * 0.01
            estimator.add(time: time, x: 2000 * time, y: 0)
        }
        for step in 1...12 {
            let time = 0.2 + Double(step) * 0.01
            estimator.add(time: time, x: 400 + 100 * (time - 0.2), y: 0)
        }
        #expect(isClose(estimator.velocity(at: 0.32), Point(x: 100, y: 0)))
        #expect(VelocityEstimator.defaultHorizon == 0.1)
    }

    @Test func theFitIsLeastSquaresSoJitterAveragesOut() {
        var estimator = VelocityEstimator()
        // 200 pt/s with ±1 pt of alternating jitter, every 10 ms over 100 ms (11 samples). The last two
        // samples alone give 400 pt/s; over the window the jitter is symmetric about its middle and has
        // no slope, so the fit reads the motion alone.
        for step in 0...10 {
            let time = Double(step) * 0.01
            let jitter = step.isMultiple(of: 2) ? 1.0 : -1.0
            estimator.add(time: time, x: 200 * time + jitter, y: 50 - jitter)
        }
        #expect(isClose(estimator.velocity(at: 0.1), Point(x: 200, y: 0)))
    }

    @Test func aSampleAtTheSameTimeReplacesTheNewestAndAnEarlierOneIsIgnored() {
        var estimator = VelocityEstimator()
        estimator.add(time: 0, x: 0, y: 0)
        estimator.add(time: 0.01, x: 99, y: 99)
        estimator.add(time: 0.01, x: 1, y: 2)
        #expect(isClose(estimator.velocity(at: 0.01), Point(x: 100, y: 200)))
        estimator.add(time: 0.005, x: 1000, y: 1000)
        #expect(isClose(estimator.velocity(at: 0.01), Point(x: 100, y: 200)))
    }

    @Test func theOldestSamplesGiveWayWhenTheRingIsFull() {
        var estimator = VelocityEstimator(horizon: 10, capacity: 3)
        // A jump long ago, then three samples at 100 pt/s: only those three are kept.
        estimator.add(time: 0, x: -1000, y: 0)
        for step in 1...3 {
            let time = Double(step) * 0.01
            estimator.add(time: time, x: 100 * time, y: 0)
        }
        #expect(estimator.capacity == 3)
        #expect(isClose(estimator.velocity(at: 0.03), Point(x: 100, y: 0)))
    }

    @Test func removeAllForgetsEverySample() {
        var estimator = VelocityEstimator()
        moving(Point(x: 80, y: 80), from: 0, to: 0.05, step: 0.01, into: &estimator)
        estimator.removeAll()
        #expect(estimator.velocity(at: 0.05) == .zero)
        estimator.add(time: 0.06, x: 0, y: 0)
        estimator.add(time: 0.07, x: 0, y: -1)
        #expect(isClose(estimator.velocity(at: 0.07), Point(x: 0, y: -100)))
    }

    @Test func horizonAndStoppedAfterCanBeTuned() {
        var estimator = VelocityEstimator(horizon: 0.02, stoppedAfter: 0.005)
        moving(Point(x: 10, y: 0), from: 0, to: 0.1, step: 0.01, into: &estimator)
        #expect(isClose(estimator.velocity(at: 0.104), Point(x: 10, y: 0)))
        #expect(estimator.velocity(at: 0.106) == .zero)
    }
}
