/// One dispatch of input to the engine, as UIKit's `UIEvent`.
///
/// For touches, an event is the sequence from the first finger landing to the last finger lifting:
/// every dispatch in that sequence carries the same ``sequence`` number, and ``allTouches`` holds every
/// touch of the sequence that is down, or ended or was cancelled in this dispatch.
public struct Event: Equatable, Sendable {
    /// The broad kind of event.
    public enum Kind: String, Sendable {
        /// Touches on the screen.
        case touches
        /// Device motion (shake).
        case motion
        /// Remote-control commands.
        case remoteControl
        /// Physical key presses.
        case presses
    }

    /// The kind of event.
    public let kind: Kind
    /// When the dispatch happened, in seconds on the engine's clock.
    public let timestamp: Double
    /// The number of the touch sequence (1, 2, …), shared by every dispatch from first down to last up.
    public let sequence: Int
    /// The touches of this dispatch, in the order they began.
    public let allTouches: [Touch]

    /// Creates an event.
    public init(kind: Kind, timestamp: Double, sequence: Int, allTouches: [Touch]) {
        self.kind = kind
        self.timestamp = timestamp
        self.sequence = sequence
        self.allTouches = allTouches
    }

    /// Whether this dispatch begins the sequence (every touch in it began now).
    public var beginsSequence: Bool { allTouches.allSatisfy { $0.phase == .began } }

    /// Whether this dispatch ends the sequence (every touch in it ended or was cancelled).
    public var endsSequence: Bool { allTouches.allSatisfy { $0.phase.isFinal } }

    /// The touches that changed in this dispatch (every phase but `stationary`).
    public var changedTouches: some Collection<Touch> { allTouches.lazy.filter { $0.phase != .stationary } }
}
