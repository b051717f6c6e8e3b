/// A push button, as UIKit's `UIButton`: a tap on it (a lift inside its tracking area) sends
/// `touchUpInside`, then `primaryActionTriggered`.
open class Button: Control {
    /// The button's title, for drawing and traces.
    public var title: String

    /// Creates a button with a frame (points) and a title.
    public init(frame: Rect = .zero, title: String = "") {
        self.title = title
        super.init(frame: frame)
    }

    /// Sends the actions of `events`; a `touchUpInside` is followed by `primaryActionTriggered`.
    open override func sendActions(for events: ControlEvents) {
        super.sendActions(for: events)
        if events.contains(.touchUpInside) { super.sendActions(for: .primaryActionTriggered) }
    }
}
