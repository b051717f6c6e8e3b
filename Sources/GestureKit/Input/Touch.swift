/// One finger's life on the surface, from landing to lifting, as UIKit's `UITouch`.
///
/// A value snapshot taken at each dispatch: the ``TouchTracker`` owns the live state and hands out
/// copies inside an ``Event``. Locations are in points, times in seconds on the engine's clock.
public struct Touch: Equatable, Sendable {
    /// Unique within a stream: 1 for the first touch, 2 for the next, … (never reused, unlike contacts).
    public let id: Int
    /// The source's contact identifier (slot, tracking id, pointer id). Sources reuse these.
    public let contact: Int
    /// The phase in the current dispatch.
    public internal(set) var phase: TouchPhase
    /// When the touch last changed (began, moved, ended), in seconds.
    public internal(set) var timestamp: Double
    /// Where the touch is now, in points.
    public internal(set) var location: Point
    /// Where it was before the last change, in points (equal to `location` when it began).
    public internal(set) var previousLocation: Point
    /// Where it began, in points.
    public let initialLocation: Point
    /// When it began, in seconds.
    public let initialTimestamp: Double
    /// How many taps in quick succession this touch completes, counting itself (see ``TapCountRule``).
    public let tapCount: Int
    /// Normalised force (1.0 = average touch), if the source reports it.
    public internal(set) var pressure: Double?
    /// Contact radius in points, if the source reports it.
    public internal(set) var radius: Double?

    /// Creates a touch that begins now. Used by the tracker, and by tests and generators.
    public init(
        id: Int, contact: Int, timestamp: Double, location: Point, tapCount: Int,
        pressure: Double? = nil, radius: Double? = nil
    ) {
        self.id = id
        self.contact = contact
        self.phase = .began
        self.timestamp = timestamp
        self.location = location
        self.previousLocation = location
        self.initialLocation = location
        self.initialTimestamp = timestamp
        self.tapCount = tapCount
        self.pressure = pressure
        self.radius = radius
    }

    /// This touch in a later dispatch: in `phase`, at `location` (where it is when nil), at `timestamp`
    /// seconds (its last time when nil); the previous location becomes the current one. For building
    /// events in tests and synthetic input; the ``TouchTracker`` does this itself.
    public func changed(to phase: TouchPhase, location: Point? = nil, timestamp: Double? = nil) -> Touch {
        var touch = self
        touch.phase = phase
        touch.previousLocation = self.location
        if let location { touch.location = location }
        if let timestamp { touch.timestamp = timestamp }
        return touch
    }
}
