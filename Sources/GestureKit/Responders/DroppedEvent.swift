/// An event (or action) that went up the whole responder chain and was handled by nobody, as the
/// application reports it through ``Application/onDroppedEvent``.
public struct DroppedEvent: Equatable, Sendable {
    /// The message nobody handled.
    public let message: ResponderMessage
    /// The event it carried (for an action, the event passed to `sendAction`, if any).
    public let event: Event?
    /// The touches it carried (touch messages only).
    public let touches: [Touch]
    /// The presses it carried (press messages only).
    public let presses: [Press]
    /// The action nobody performed (``ResponderMessage/action`` only).
    public let action: Action?

    /// Creates a report.
    public init(message: ResponderMessage, event: Event?, touches: [Touch] = [], presses: [Press] = [], action: Action? = nil) {
        self.message = message
        self.event = event
        self.touches = touches
        self.presses = presses
        self.action = action
    }

    /// The kind of event dropped (`touches`, `motion`, `remoteControl`, `presses`), or `action`.
    public var kindName: String { message == .action ? "action" : (event?.kind.rawValue ?? "action") }
}
