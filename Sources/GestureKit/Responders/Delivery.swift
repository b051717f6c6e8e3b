/// One message as a responder receives it, for ``Responder/messageHandler``.
public struct Delivery: Equatable, Sendable {
    /// Which message.
    public let message: ResponderMessage
    /// The event it carries.
    public let event: Event
    /// The touches, for touch messages (empty otherwise).
    public let touches: [Touch]
    /// The presses, for press messages (empty otherwise).
    public let presses: [Press]

    /// Creates a delivery.
    public init(message: ResponderMessage, event: Event, touches: [Touch] = [], presses: [Press] = []) {
        self.message = message
        self.event = event
        self.touches = touches
        self.presses = presses
    }
}
