/// A message broadcast through a ``NotificationCenter``: a name, the object that posted it, and details.
///
/// Not `Sendable`: notifications stay within the application (one task) that posts them.
public struct Notification {
    /// The name of a notification; declare names as constants:
    /// `extension Notification.Name { static let scoreChanged = Notification.Name("scoreChanged") }`.
    public struct Name: Hashable, Sendable, CustomStringConvertible {
        /// The name's text.
        public let rawValue: String

        /// Creates a name.
        public init(_ rawValue: String) {
            self.rawValue = rawValue
        }

        public var description: String { rawValue }
    }

    /// What happened.
    public let name: Name
    /// The object that posted it, if any.
    public let object: AnyObject?
    /// Details, keyed by name.
    public let userInfo: [String: Any]

    /// Creates a notification.
    public init(name: Name, object: AnyObject? = nil, userInfo: [String: Any] = [:]) {
        self.name = name
        self.object = object
        self.userInfo = userInfo
    }
}
