/// One physical key's press, as UIKit's `UIPress`: a key going down begins it, the key going up ends it.
public struct Press: Equatable, Sendable {
    /// Where the press is in its life.
    public enum Phase: String, CaseIterable, Sendable {
        /// The key went down.
        case began
        /// The key went up.
        case ended
        /// The system cancelled the press.
        case cancelled
    }

    /// The key's name, as the source names it (`"Return"`, `"a"`, `"Escape"`).
    public let key: String
    /// The phase in this dispatch.
    public let phase: Phase
    /// When the key changed, in seconds on the engine's clock.
    public let timestamp: Double

    /// Creates a press.
    public init(key: String, phase: Phase, timestamp: Double) {
        self.key = key
        self.phase = phase
        self.timestamp = timestamp
    }

    /// The press a key sample reports: `down` begins it, `up` ends it.
    public init(_ sample: KeySample) {
        self.init(key: sample.key, phase: sample.state == .down ? .began : .ended, timestamp: sample.timestamp)
    }
}
