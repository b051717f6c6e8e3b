/// One low-level report of a touch contact: a finger landed, moved, lifted or was cancelled.
///
/// Contacts are identified by a small integer chosen by the source (a slot, a tracking id, a pointer
/// id); the ``TouchTracker`` turns a contact's samples from `down` to `up` into one ``Touch``.
/// Coordinates are in points (x right, y down); time in seconds on a monotonic clock of any origin.
public struct TouchSample: Equatable, Sendable {
    /// What happened to the contact.
    public enum State: String, CaseIterable, Sendable {
        /// The contact touched the surface.
        case down
        /// The contact moved (or only its pressure or radius changed).
        case move
        /// The contact lifted.
        case up
        /// The system cancelled the contact (for example, a palm was rejected).
        case cancel
    }

    /// Time of the report, in seconds.
    public var timestamp: Double
    /// The source's identifier of the contact.
    public var contact: Int
    /// What happened.
    public var state: State
    /// Where, in points. For `up` and `cancel`, `nil` means "where it last was".
    public var location: Point?
    /// Normalised force, 1.0 being an average touch; `nil` when the source does not report it.
    public var pressure: Double?
    /// Radius of the contact area in points; `nil` when the source does not report it.
    public var radius: Double?

    /// Creates a touch sample.
    public init(
        timestamp: Double, contact: Int, state: State, location: Point?,
        pressure: Double? = nil, radius: Double? = nil
    ) {
        self.timestamp = timestamp
        self.contact = contact
        self.state = state
        self.location = location
        self.pressure = pressure
        self.radius = radius
    }

    /// Creates a touch sample at `(x, y)` points.
    public init(
        timestamp: Double, contact: Int, state: State, x: Double, y: Double,
        pressure: Double? = nil, radius: Double? = nil
    ) {
        self.init(
            timestamp: timestamp, contact: contact, state: state, location: Point(x: x, y: y),
            pressure: pressure, radius: radius)
    }
}
