#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Pitch and roll from gravity, smoothed, for games that steer by tilting.
///
/// Gravity is low-passed with time constant ``smoothing`` (seconds, default 0.1 s: responsive, but
/// without the hand's tremor). Angles are in radians, zero with the device lying face up:
/// - ``pitch`` = atan2(−g.y, −g.z): positive when the top edge is raised towards the user;
/// - ``roll`` = atan2(g.x, −g.z): positive when the right edge is lowered.
/// Both are computed when read, so feeding samples costs one filter step.
public struct TiltEstimator: Sendable {
    /// The smoothing time constant in seconds.
    public var smoothing: Double
    private var filter: GravitySplit

    public static let defaultSmoothing = 0.1

    public init(smoothing: Double = defaultSmoothing) {
        self.smoothing = smoothing
        filter = GravitySplit(timeConstant: smoothing)
    }

    /// Takes one sample (g, gravity included).
    @inline(__always)
    public mutating func update(_ sample: AccelerometerSample) {
        filter.update(Vector3(sample), at: sample.timestamp)
    }

    /// The smoothed gravity, in g.
    public var gravity: Vector3 { filter.gravity }
    /// Rotation about the x axis, radians.
    public var pitch: Double { atan2(-gravity.y, -gravity.z) }
    /// Rotation about the y axis, radians.
    public var roll: Double { atan2(gravity.x, -gravity.z) }
}
