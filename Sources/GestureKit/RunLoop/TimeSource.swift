#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a live run loop reads the time, in seconds on a monotonic clock.
///
/// Replays never read a time source: their clock is driven by the samples' timestamps.
public protocol TimeSource {
    /// The current time in seconds (monotonic, any origin).
    func now() -> Double
    /// How long to wait, in seconds of real time (what `poll(2)` counts), for this clock to advance by
    /// `seconds`: the same for a clock that runs at real speed (the default).
    func waitDuration(for seconds: Double) -> Double
}

extension TimeSource {
    public func waitDuration(for seconds: Double) -> Double { seconds }
}

/// The system's monotonic clock (`CLOCK_MONOTONIC`), in seconds since an unspecified origin.
public struct MonotonicTimeSource: TimeSource, Sendable {
    /// Creates the monotonic time source.
    public init() {}

    public func now() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) * 1e-9
    }
}
