/// A typed action method, in one of UIKit's three forms: no argument, the sender, or the sender and the
/// event. It performs an ``Action`` on targets of its class; ``Application/sendAction(_:to:from:for:method:)``
/// uses it to decide who performs the action and to call it.
///
/// ```swift
/// ActionMethod(Controller.reset)          // func reset()
/// ActionMethod(Controller.colourChanged)  // func colourChanged(_ sender: Control)
/// ActionMethod(Controller.pressed)        // func pressed(_ sender: Button, event: Event?)
/// ```
public struct ActionMethod {
    /// Whether `target` is of the method's class.
    let accepts: (AnyObject) -> Bool
    /// Whether `sender` can be passed to the method (always true for the no-argument form).
    let acceptsSender: (AnyObject?) -> Bool
    /// Calls the method on a target it accepts.
    let invoke: (AnyObject, AnyObject?, Event?) -> Void

    /// The no-argument form: `func action()`.
    public init<Target: AnyObject>(_ method: @escaping (Target) -> () -> Void) {
        accepts = { $0 is Target }
        acceptsSender = { _ in true }
        invoke = { target, _, _ in
            guard let target = target as? Target else { return }
            method(target)()
        }
    }

    /// The sender form: `func action(_ sender: Sender)`.
    public init<Target: AnyObject, Sender: AnyObject>(_ method: @escaping (Target) -> (Sender) -> Void) {
        accepts = { $0 is Target }
        acceptsSender = { $0 is Sender }
        invoke = { target, sender, _ in
            guard let target = target as? Target, let sender = sender as? Sender else { return }
            method(target)(sender)
        }
    }

    /// The sender-and-event form: `func action(_ sender: Sender, event: Event?)`.
    public init<Target: AnyObject, Sender: AnyObject>(_ method: @escaping (Target) -> (Sender, Event?) -> Void) {
        accepts = { $0 is Target }
        acceptsSender = { $0 is Sender }
        invoke = { target, sender, event in
            guard let target = target as? Target, let sender = sender as? Sender else { return }
            method(target)(sender, event)
        }
    }
}
