/// The name of an action a responder can perform (`copy`, `save`, `play`), as UIKit's selectors but
/// typed: declare actions as constants and compare them, never build them from user text at call sites.
///
/// ```swift
/// extension Action { static let save = Action("save") }
/// application.sendAction(.save, to: nil, from: button, for: nil)
/// ```
public struct Action: Hashable, Sendable, CustomStringConvertible {
    /// The action's name (scene files and traces use it).
    public let name: String

    /// Creates an action with a name.
    public init(_ name: String) {
        self.name = name
    }

    public var description: String { name }
}
