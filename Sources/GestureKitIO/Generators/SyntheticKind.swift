/// The kinds of synthetic dataset `gesture generate` writes.
public enum SyntheticKind: String, CaseIterable, Sendable {
    /// Single taps, one finger, with realistic durations and small wobble.
    case tap
    /// Double taps: two taps 60–250 ms apart (up → down) within a few points.
    case doubleTap = "double-tap"
    /// Triple taps.
    case tripleTap = "triple-tap"
    /// Slow one-finger drags that ease in and out and stop before lifting.
    case drag
    /// Fast one-finger flicks in one of the four directions, lifted while moving.
    case swipe
    /// Two-finger pinches in or out.
    case pinch
    /// Two-finger rotations.
    case rotation
    /// One finger held still for 0.8–1.5 s.
    case longPress = "long-press"
    /// Accelerometer: bursts of shaking at 4–7 Hz, 1.2–2.5 g, between still stretches.
    case shake
    /// Accelerometer: a device lying face up on a table.
    case still
    /// Accelerometer: a phone carried in the hand while walking (steps at 1.7–2.1 Hz).
    case walking

    /// Whether the kind writes accelerometer samples (else touch samples).
    public var isMotion: Bool {
        switch self {
        case .shake, .still, .walking: true
        default: false
        }
    }

    /// Whether the length is set by a duration (`still`, `walking`) rather than a count of gestures.
    public var isLengthByDuration: Bool { self == .still || self == .walking }
}
