import GestureKit

/// What a scene responder handles (a scene's `"handles"` list): any of the event kinds `touches`,
/// `motion`, `remote`, `presses`, and action names (every other string). Everything else passes on.
public struct HandledKinds: Equatable, Sendable {
    /// Handles touch messages.
    public var touches = false
    /// Handles motion messages.
    public var motion = false
    /// Handles remote-control messages.
    public var remote = false
    /// Handles press messages.
    public var presses = false
    /// Performs these actions.
    public var actions: [Action] = []

    /// Handles nothing.
    public init() {}

    /// Reads a `"handles"` list.
    public init(names: [String]) {
        for name in names {
            switch name {
            case "touches": touches = true
            case "motion": motion = true
            case "remote": remote = true
            case "presses": presses = true
            default: if !actions.contains(Action(name)) { actions.append(Action(name)) }
            }
        }
    }

    /// Whether `message` is handled.
    public func handles(_ message: ResponderMessage) -> Bool {
        switch message {
        case .touchesBegan, .touchesMoved, .touchesEnded, .touchesCancelled: touches
        case .motionBegan, .motionEnded, .motionCancelled: motion
        case .remoteControlReceived: remote
        case .pressesBegan, .pressesEnded, .pressesCancelled: presses
        case .action: false
        }
    }
}
