/// One dispatch of input to the engine, as UIKit's `UIEvent`.
///
/// For touches, an event is the sequence from the first finger landing to the last finger lifting:
/// every dispatch in that sequence carries the same ``sequence`` number, and ``allTouches`` holds every
/// touch of the sequence that is down, or ended or was cancelled in this dispatch. Motion events carry
/// their ``subtype`` and ``motionPhase``; remote-control events their command as the subtype; press events
/// their ``allPresses``.
///
/// Which view a touch belongs to is known while the event is delivered: see `touches(for:)` on a view or
/// window (the responder layer keeps the bindings, so this value stays `Sendable`).
public struct Event: Equatable, Sendable {
    /// The broad kind of event, as `UIEvent.EventType`.
    public enum Kind: String, CaseIterable, Sendable {
        /// Touches on the screen.
        case touches
        /// Device motion (shake).
        case motion
        /// Remote-control commands.
        case remoteControl
        /// Physical key presses.
        case presses
    }

    /// The finer kind of event, as `UIEvent.EventSubtype`.
    public enum Subtype: Hashable, Sendable {
        /// Touch and press events have no subtype.
        case none
        /// The device was shaken.
        case motionShake
        /// A remote-control command.
        case remoteControl(RemoteControlSample.Command)

        /// The subtype's name in traces: `none`, `shake`, or the command (`play`, `togglePlayPause`, …).
        public var name: String {
            switch self {
            case .none: "none"
            case .motionShake: "shake"
            case .remoteControl(let command): command.rawValue
            }
        }
    }

    /// Where a motion is in its life: `began`, then exactly one of `ended` or `cancelled` (item 86).
    public enum MotionPhase: String, CaseIterable, Sendable {
        /// The motion started.
        case began
        /// The motion stopped.
        case ended
        /// The motion was interrupted or went on too long.
        case cancelled
    }

    /// The kind of event.
    public let kind: Kind
    /// The subtype (`.none` for touches and presses).
    public let subtype: Subtype
    /// When the dispatch happened, in seconds on the engine's clock.
    public let timestamp: Double
    /// The number of the touch sequence (1, 2, …), shared by every dispatch from first down to last up;
    /// 0 for events that are not touches.
    public let sequence: Int
    /// The touches of this dispatch, in the order they began (empty unless `kind == .touches`).
    public let allTouches: [Touch]
    /// The presses of this dispatch (empty unless `kind == .presses`).
    public let allPresses: [Press]
    /// The phase of a motion event; `nil` for the other kinds.
    public let motionPhase: MotionPhase?

    /// Creates an event.
    public init(
        kind: Kind, subtype: Subtype = .none, timestamp: Double, sequence: Int = 0, allTouches: [Touch] = [],
        allPresses: [Press] = [], motionPhase: MotionPhase? = nil
    ) {
        self.kind = kind
        self.subtype = subtype
        self.timestamp = timestamp
        self.sequence = sequence
        self.allTouches = allTouches
        self.allPresses = allPresses
        self.motionPhase = motionPhase
    }

    /// A motion event: `phase` of a shake (or another motion subtype) at `timestamp` seconds.
    public static func motion(_ phase: MotionPhase, subtype: Subtype = .motionShake, at timestamp: Double) -> Event {
        Event(kind: .motion, subtype: subtype, timestamp: timestamp, motionPhase: phase)
    }

    /// A remote-control event for `command` at `timestamp` seconds.
    public static func remoteControl(_ command: RemoteControlSample.Command, at timestamp: Double) -> Event {
        Event(kind: .remoteControl, subtype: .remoteControl(command), timestamp: timestamp)
    }

    /// A press event carrying `presses`, at `timestamp` seconds.
    public static func presses(_ presses: [Press], at timestamp: Double) -> Event {
        Event(kind: .presses, timestamp: timestamp, allPresses: presses)
    }

    /// Whether this dispatch begins the sequence (every touch in it began now).
    public var beginsSequence: Bool { kind == .touches && allTouches.allSatisfy { $0.phase == .began } }

    /// Whether this dispatch ends the sequence (every touch in it ended or was cancelled).
    public var endsSequence: Bool { kind == .touches && allTouches.allSatisfy { $0.phase.isFinal } }

    /// The touches that changed in this dispatch (every phase but `stationary`).
    public var changedTouches: some Collection<Touch> { allTouches.lazy.filter { $0.phase != .stationary } }
}
