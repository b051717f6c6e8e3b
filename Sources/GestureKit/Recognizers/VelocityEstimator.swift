/// Estimates the velocity of a point moving in time, as a least-squares straight-line fit over its recent
/// samples (item 59, Flutter's rule).
///
/// Only the samples from the last ``horizon`` seconds (100 ms) before the newest one count, at most
/// ``capacity`` of them; with fewer than two, or when the newest sample is more than ``stoppedAfter``
/// seconds (40 ms) older than the time asked about, the velocity is zero: a finger that stopped before
/// lifting has no velocity. Units: points per second (or, for scalar values, units per second).
///
/// Storage is fixed at creation: adding samples never allocates.
public struct VelocityEstimator: Sendable {
    /// How far back samples count, in seconds: 0.1.
    public static let defaultHorizon = 0.1
    /// How long without a sample means the point stopped, in seconds: 0.04.
    public static let defaultStoppedAfter = 0.04

    /// How far back samples count, in seconds.
    public var horizon: Double
    /// How long without a new sample means the point stopped, in seconds.
    public var stoppedAfter: Double
    /// The most samples kept.
    public let capacity: Int

    private var times: [Double]
    private var xs: [Double]
    private var ys: [Double]
    private var start = 0
    private var count = 0

    /// Creates an empty estimator.
    public init(horizon: Double = defaultHorizon, stoppedAfter: Double = defaultStoppedAfter, capacity: Int = 20) {
        precondition(capacity >= 2, "a velocity needs room for two samples")
        self.horizon = horizon
        self.stoppedAfter = stoppedAfter
        self.capacity = capacity
        times = Array(repeating: 0, count: capacity)
        xs = times
        ys = times
    }

    /// Forgets every sample.
    public mutating func removeAll() {
        start = 0
        count = 0
    }

    /// Adds the point's position `(x, y)` at `time` seconds. A sample at the same time as the newest
    /// replaces it; a sample earlier than the newest is ignored.
    public mutating func add(time: Double, x: Double, y: Double) {
        if count > 0 {
            let newest = (start + count - 1) % capacity
            if time == times[newest] {
                xs[newest] = x
                ys[newest] = y
                return
            }
            if time < times[newest] { return }
        }
        let slot: Int
        if count == capacity {
            slot = start
            start = (start + 1) % capacity
        } else {
            slot = (start + count) % capacity
            count += 1
        }
        times[slot] = time
        xs[slot] = x
        ys[slot] = y
    }

    /// The velocity at `time` seconds, in units per second: `(0, 0)` when the newest sample is more than
    /// ``stoppedAfter`` older than `time` or fewer than two samples lie within ``horizon`` of it.
    public func velocity(at time: Double) -> Point {
        guard count >= 2 else { return .zero }
        let newestTime = times[(start + count - 1) % capacity]
        guard time - newestTime <= stoppedAfter + 1e-12 else { return .zero }
        let oldestAllowed = newestTime - horizon - 1e-12
        var n = 0.0, sumT = 0.0, sumX = 0.0, sumY = 0.0, sumTT = 0.0, sumTX = 0.0, sumTY = 0.0
        for offset in 0..<count {
            let slot = (start + offset) % capacity
            guard times[slot] >= oldestAllowed else { continue }
            let t = times[slot] - newestTime
            n += 1
            sumT += t
            sumX += xs[slot]
            sumY += ys[slot]
            sumTT += t * t
            sumTX += t * xs[slot]
            sumTY += t * ys[slot]
        }
        let denominator = n * sumTT - sumT * sumT
        guard n >= 2, denominator > 0 else { return .zero }
        return Point(x: (n * sumTX - sumT * sumX) / denominator, y: (n * sumTY - sumT * sumY) / denominator)
    }
}
