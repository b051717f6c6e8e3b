/// An on/off switch, as UIKit's `UISwitch`: a tap on it (a lift inside) flips ``isOn`` and sends
/// `valueChanged`, then the `touchUpInside` that caused it.
open class Switch: Control {
    /// Whether the switch is on. Setting it sends no event.
    public var isOn = false

    /// Creates a switch with a frame (points).
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
    }

    /// Sets the switch without sending events (as `setOn(_:animated:)`).
    public func setOn(_ on: Bool) {
        isOn = on
    }

    open override func sendActions(for events: ControlEvents) {
        guard events.contains(.touchUpInside) else { return super.sendActions(for: events) }
        isOn.toggle()
        super.sendActions(for: .valueChanged)
        super.sendActions(for: events)
    }
}
