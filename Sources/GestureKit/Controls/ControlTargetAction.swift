/// One row of a control's dispatch table: an action, the target that performs it (held weakly; `nil`
/// for the responder chain), how to call it, and the events it is sent for.
struct ControlTargetAction {
    /// The target, or `nil` for a nil-target action (sent up the responder chain, item 82).
    let target: WeakObject?
    let action: Action
    let method: ActionMethod?
    var events: ControlEvents

    /// Whether the row names `target` (`nil`: the responder chain).
    func isFor(_ target: AnyObject?) -> Bool {
        guard let box = self.target else { return target == nil }
        return target != nil && box.object === target
    }

    /// Whether a weakly held target is gone (the row then does nothing).
    var targetIsGone: Bool { target != nil && target?.object == nil }
}
