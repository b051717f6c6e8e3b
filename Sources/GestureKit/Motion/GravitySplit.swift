/// Splits accelerometer readings (g, gravity included) into gravity and user acceleration.
///
/// Gravity is a first-order low-pass of the readings with time constant ``timeConstant`` (seconds; the
/// cut-off frequency is 1 / (2π·τ), 0.32 Hz at the default 0.5 s), discretised for irregular timestamps
/// as `gravity += α·(reading − gravity)` with `α = Δt / (τ + Δt)` (the backward-Euler step, exact in
/// steady state and stable for any Δt). User acceleration is the reading minus gravity. The first
/// reading, and the first after a gap longer than ``maximumGap``, sets gravity to the reading itself, so
/// user acceleration starts at zero instead of with a step.
///
/// Works at any rate: nothing is counted in samples.
public struct GravitySplit: Sendable {
    /// The low-pass time constant in seconds.
    public var timeConstant: Double
    /// A pause between readings longer than this (seconds) restarts the filter.
    public var maximumGap: Double
    /// The current gravity estimate, in g.
    public private(set) var gravity = Vector3.zero
    /// The user acceleration of the last reading, in g.
    public private(set) var userAcceleration = Vector3.zero
    /// The timestamp of the last reading, in seconds; `nil` before the first.
    public private(set) var lastTimestamp: Double?

    public static let defaultTimeConstant = 0.5
    public static let defaultMaximumGap = 0.5

    public init(timeConstant: Double = defaultTimeConstant, maximumGap: Double = defaultMaximumGap) {
        self.timeConstant = timeConstant
        self.maximumGap = maximumGap
    }

    /// Whether the last reading restarted the filter (the first reading, or one after a gap).
    public private(set) var didRestart = false
    /// α for the last Δt: at a steady rate Δt repeats, and the division is skipped.
    private var cachedStep = -1.0
    private var cachedAlpha = 0.0

    /// Takes one reading at `time` seconds; returns its user acceleration.
    @inline(__always)
    @discardableResult
    public mutating func update(_ reading: Vector3, at time: Double) -> Vector3 {
        if let last = lastTimestamp, time - last <= maximumGap {
            let dt = max(time - last, 0)
            if !Self.isSameStep(dt, as: cachedStep) {
                cachedStep = dt
                cachedAlpha = dt / (timeConstant + dt)
            }
            return step(reading, at: time, alpha: cachedAlpha)
        }
        restart(with: reading, at: time)
        return userAcceleration
    }

    /// Whether `dt` may reuse the α computed for `cachedStep` (seconds). Timestamps such as i / 50 s jitter in
    /// their last bits, so "the same Δt" is within a billionth of it.
    @inline(__always)
    static func isSameStep(_ dt: Double, as cachedStep: Double) -> Bool {
        abs(dt - cachedStep) <= 1e-9 * cachedStep
    }

    /// One filter step with a precomputed `alpha` that moves only ``gravity``, for a caller that keeps its own
    /// time and user acceleration (the shake detector, once per block); returns user acceleration. Leaves
    /// ``userAcceleration``, ``lastTimestamp`` and ``didRestart`` as they were.
    @inline(__always)
    mutating func stepGravity(_ reading: Vector3, alpha: Double) -> Vector3 {
        gravity = gravity + (reading - gravity) * alpha
        return reading - gravity
    }

    /// One filter step with a precomputed `alpha` (for a caller that already has Δt); returns user acceleration.
    @inline(__always)
    mutating func step(_ reading: Vector3, at time: Double, alpha: Double) -> Vector3 {
        gravity = gravity + (reading - gravity) * alpha
        didRestart = false
        lastTimestamp = time
        userAcceleration = reading - gravity
        return userAcceleration
    }

    /// Starts afresh from `reading` (gravity = reading, no user acceleration).
    mutating func restart(with reading: Vector3, at time: Double) {
        gravity = reading
        didRestart = true
        lastTimestamp = time
        userAcceleration = .zero
    }

    /// Forgets everything; the next reading starts afresh.
    public mutating func reset() {
        gravity = .zero
        userAcceleration = .zero
        lastTimestamp = nil
        cachedStep = -1
    }
}
