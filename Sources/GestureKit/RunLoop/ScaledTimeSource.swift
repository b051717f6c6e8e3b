/// A time source that runs `speed` times as fast as another one and starts at 0 s when created: plays a
/// recording faster (`speed` > 1) or slower (< 1) on a live run loop, while every timestamp the engine
/// sees stays in the recording's own seconds.
public struct ScaledTimeSource<Base: TimeSource>: TimeSource {
    /// The clock being scaled.
    public let base: Base
    /// Seconds of this clock per second of the base clock (> 0).
    public let speed: Double
    private let origin: Double

    /// A clock at 0 s now, running `speed` times as fast as `base`.
    public init(_ base: Base, speed: Double) {
        precondition(speed > 0 && speed.isFinite, "a clock speed must be finite and > 0")
        self.base = base
        self.speed = speed
        origin = base.now()
    }

    public func now() -> Double { (base.now() - origin) * speed }

    /// `seconds` of this clock pass in `seconds / speed` of the base clock's.
    public func waitDuration(for seconds: Double) -> Double { base.waitDuration(for: seconds / speed) }
}
