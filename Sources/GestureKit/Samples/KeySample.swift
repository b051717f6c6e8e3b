/// A key going down or up, named as the source names it (`"Return"`, `"a"`, `"Escape"`, `"Left"`).
public struct KeySample: Equatable, Sendable {
    /// Whether the key went down or up.
    public enum State: String, CaseIterable, Sendable {
        /// The key was pressed.
        case down
        /// The key was released.
        case up
    }

    /// Time of the report, in seconds.
    public var timestamp: Double
    /// The key's name.
    public var key: String
    /// Down or up.
    public var state: State

    /// Creates a key sample.
    public init(timestamp: Double, key: String, state: State) {
        self.timestamp = timestamp
        self.key = key
        self.state = state
    }
}
