/// What a text field asks and tells its delegate, as UIKit's `UITextFieldDelegate`. Every method has a
/// default: editing may begin and end, Return is allowed, nothing happens on the notifications.
public protocol TextFieldDelegate: AnyObject {
    /// Whether the field may become first responder and begin editing.
    func textFieldShouldBeginEditing(_ textField: TextField) -> Bool
    /// The field began editing.
    func textFieldDidBeginEditing(_ textField: TextField)
    /// Whether the field may stop editing (resign first responder).
    func textFieldShouldEndEditing(_ textField: TextField) -> Bool
    /// The field stopped editing.
    func textFieldDidEndEditing(_ textField: TextField)
    /// Return was pressed: whether the field should process it (send `editingDidEndOnExit`). The usual
    /// answer resigns first responder (`textField.resignFirstResponder()`) and returns true.
    func textFieldShouldReturn(_ textField: TextField) -> Bool
}

extension TextFieldDelegate {
    public func textFieldShouldBeginEditing(_ textField: TextField) -> Bool { true }
    public func textFieldDidBeginEditing(_ textField: TextField) {}
    public func textFieldShouldEndEditing(_ textField: TextField) -> Bool { true }
    public func textFieldDidEndEditing(_ textField: TextField) {}
    public func textFieldShouldReturn(_ textField: TextField) -> Bool { true }
}
