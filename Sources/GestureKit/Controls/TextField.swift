/// A one-line text field, as UIKit's `UITextField`, edited with key events.
///
/// A tap on it (`touchUpInside`) makes it first responder, so key events come to it; becoming first
/// responder begins editing (`editingDidBegin`), resigning ends it (`editingDidEnd`). While editing, a
/// key press (``Press/Phase/began``) edits ``text``: a one-character key name types it, `Space` a space,
/// `Backspace` (or `Delete`) removes the last character; each change sends `editingChanged`. `Return` (or
/// `Enter`) asks the delegate's ``TextFieldDelegate/textFieldShouldReturn(_:)``; on yes it sends
/// `editingDidEndOnExit`, and when some target listens for that event the field resigns, as UIKit's does.
/// Other keys pass up the responder chain.
open class TextField: Control {
    /// The text.  Setting it sends no event.
    public var text = ""
    /// What is shown when the text is empty.
    public var placeholder = ""
    /// Asked before editing begins and ends and when Return is pressed; held weakly.
    public weak var delegate: (any TextFieldDelegate)?

    /// Whether the field is first responder, taking key events.
    public var isEditing: Bool { isFirstResponder }

    /// Creates a text field with a frame (points) and text.
    public init(frame: Rect = .zero, text: String = "") {
        self.text = text
        super.init(frame: frame)
    }

    open override var canBecomeFirstResponder: Bool { isEnabled }

    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        guard !isFirstResponder else { return true }
        guard delegate?.textFieldShouldBeginEditing(self) ?? true, super.becomeFirstResponder() else { return false }
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        return true
    }

    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return super.resignFirstResponder() }
        guard delegate?.textFieldShouldEndEditing(self) ?? true, super.resignFirstResponder() else { return false }
        delegate?.textFieldDidEndEditing(self)
        sendActions(for: .editingDidEnd)
        return true
    }

    /// A tap (lift inside) begins editing.
    open override func sendActions(for events: ControlEvents) {
        super.sendActions(for: events)
        if events.contains(.touchUpInside) { becomeFirstResponder() }
    }

    open override func pressesBegan(_ presses: [Press], with event: Event) {
        var unhandled: [Press] = []
        for press in presses {
            if !isEditing || !edit(with: press.key) { unhandled.append(press) }
        }
        if !unhandled.isEmpty { super.pressesBegan(unhandled, with: event) }
    }

    open override func pressesEnded(_ presses: [Press], with event: Event) {
        let unhandled = isEditing ? presses.filter { !Self.isEditingKey($0.key) } : presses
        if !unhandled.isEmpty { super.pressesEnded(unhandled, with: event) }
    }

    private static func isEditingKey(_ key: String) -> Bool {
        key.count == 1 || ["Return", "Enter", "Backspace", "Delete", "Space"].contains(key)
    }

    /// Applies a key; false when the key means nothing to a text field.
    private func edit(with key: String) -> Bool {
        switch key {
        case "Return", "Enter":
            if delegate?.textFieldShouldReturn(self) ?? true {
                let resigns = allControlEvents.contains(.editingDidEndOnExit)
                sendActions(for: .editingDidEndOnExit)
                if resigns { resignFirstResponder() }
            }
        case "Backspace", "Delete":
            guard !text.isEmpty else { return true }
            text.removeLast()
            sendActions(for: .editingChanged)
        case "Space":
            text.append(" ")
            sendActions(for: .editingChanged)
        default:
            guard key.count == 1 else { return false }
            text.append(key)
            sendActions(for: .editingChanged)
        }
        return true
    }
}
