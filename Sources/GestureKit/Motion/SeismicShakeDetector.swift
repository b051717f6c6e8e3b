/// A shake detector that behaves exactly as Square's Seismic `ShakeDetector` (item 89), for apps that
/// want its familiar behaviour; ``ShakeDetector`` is the engine's own, stricter detector.
///
/// Readings are raw accelerometer magnitudes in m/s², gravity included, as Android reports them. A
/// sample is *accelerating* when `x² + y² + z² > T²` (``Sensitivity``: light 11, medium 13 (default),
/// hard 15 m/s²). Samples go into a queue: before each new one is appended, samples older than 500 ms
/// before it are purged, but only while at least 4 remain. The queue is *shaking* when its newest and
/// oldest samples are at least 250 ms apart and at least `(n >> 1) + (n >> 2)` of its `n` samples are
/// accelerating. When a shake is heard the queue is cleared (item 90), so the next one needs 250 ms of
/// new evidence; ``clear()`` (Seismic's `stop()`) clears it too.
///
/// Timestamps are in seconds here (Seismic's are nanoseconds); the comparisons are the same.
public struct SeismicShakeDetector: Sendable {
    /// Seismic's acceleration thresholds, in m/s².
    public enum Sensitivity: Double, Sendable, CaseIterable {
        case light = 11
        case medium = 13
        case hard = 15
    }

    /// Seismic's constants: the window (s) and the queue's minimum size.
    public static let maximumWindow = 0.5
    public static let minimumWindow = 0.25
    public static let minimumQueueSize = 4
    /// One g in m/s², to feed readings in g.
    public static let standardGravity = 9.80665

    public var sensitivity: Sensitivity
    private var queue = SeismicQueue()

    public init(sensitivity: Sensitivity = .medium) {
        self.sensitivity = sensitivity
    }

    /// Adds one reading in m/s²; returns whether a shake is heard (and then clears the queue).
    public mutating func add(timestamp: Double, x: Double, y: Double, z: Double) -> Bool {
        let threshold = sensitivity.rawValue
        let accelerating = x * x + y * y + z * z > threshold * threshold
        queue.add(timestamp: timestamp, accelerating: accelerating)
        guard queue.isShaking else { return false }
        queue.clear()
        return true
    }

    /// Adds one accelerometer sample in g (converted to m/s²); returns whether a shake is heard.
    public mutating func add(_ sample: AccelerometerSample) -> Bool {
        let g = Self.standardGravity
        return add(timestamp: sample.timestamp, x: sample.x * g, y: sample.y * g, z: sample.z * g)
    }

    /// Empties the queue (Seismic's `stop()`).
    public mutating func clear() { queue.clear() }
}

/// Seismic's sample queue: timestamps (s) and accelerating flags, oldest first.
public struct SeismicQueue: Sendable {
    private var entries: [(time: Double, accelerating: Bool)] = []
    private var head = 0
    public private(set) var acceleratingCount = 0

    public init() {}

    /// The number of samples held.
    public var count: Int { entries.count - head }

    /// Purges samples older than 500 ms before `timestamp` while at least 4 remain, then appends it.
    public mutating func add(timestamp: Double, accelerating: Bool) {
        purge(before: timestamp - SeismicShakeDetector.maximumWindow)
        entries.append((timestamp, accelerating))
        if accelerating { acceleratingCount += 1 }
    }

    private mutating func purge(before cutoff: Double) {
        while count >= SeismicShakeDetector.minimumQueueSize, entries[head].time < cutoff {
            if entries[head].accelerating { acceleratingCount -= 1 }
            head += 1
        }
        if head > 64, head * 2 > entries.count {
            entries.removeFirst(head)
            head = 0
        }
    }

    /// Whether the newest and oldest are ≥ 250 ms apart and ≥ (n >> 1) + (n >> 2) samples accelerate.
    public var isShaking: Bool {
        guard let newest = entries.last, count > 0 else { return false }
        let n = count
        return newest.time - entries[head].time >= SeismicShakeDetector.minimumWindow
            && acceleratingCount >= (n >> 1) + (n >> 2)
    }

    /// The accelerating flags, oldest first (for tests and inspection).
    public var flags: [Bool] { entries[head...].map(\.accelerating) }

    public mutating func clear() {
        entries.removeAll(keepingCapacity: true)
        head = 0
        acceleratingCount = 0
    }
}
