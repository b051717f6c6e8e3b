/// The messages a ``Responder`` receives; their raw values are the method names (and trace record types).
public enum ResponderMessage: String, CaseIterable, Sendable {
    case touchesBegan
    case touchesMoved
    case touchesEnded
    case touchesCancelled
    case motionBegan
    case motionEnded
    case motionCancelled
    case remoteControlReceived
    case pressesBegan
    case pressesEnded
    case pressesCancelled
    /// A nil-target action (``Application/sendAction(_:to:from:for:)``).
    case action

    /// The message that delivers touches in `phase`; `nil` for `stationary`, which is not delivered.
    public static func touches(_ phase: TouchPhase) -> ResponderMessage? {
        switch phase {
        case .began: .touchesBegan
        case .moved: .touchesMoved
        case .ended: .touchesEnded
        case .cancelled: .touchesCancelled
        case .stationary: nil
        }
    }

    /// The message that delivers a motion in `phase`.
    public static func motion(_ phase: Event.MotionPhase) -> ResponderMessage {
        switch phase {
        case .began: .motionBegan
        case .ended: .motionEnded
        case .cancelled: .motionCancelled
        }
    }

    /// The message that delivers presses in `phase`.
    public static func presses(_ phase: Press.Phase) -> ResponderMessage {
        switch phase {
        case .began: .pressesBegan
        case .ended: .pressesEnded
        case .cancelled: .pressesCancelled
        }
    }
}
