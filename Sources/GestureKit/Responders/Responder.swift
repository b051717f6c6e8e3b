/// An object that receives events, as UIKit's `UIResponder`.
///
/// Every message has a default implementation that passes it to ``next``, so a subclass handles an event
/// by overriding the method, and passes on what it does not want by calling `super`. A message that
/// reaches the end of the chain unhandled is dropped and reported through
/// ``Application/onDroppedEvent``.
///
/// The chain (item 83): a view → its view controller if it is that controller's root view, else its
/// superview; a view controller → its view's superview; the window → the application; the application →
/// its delegate when the delegate is a responder.
///
/// Responders are not thread-safe: an application and everything in it is used from one task.
open class Responder {
    /// Set on an application's delegate so that a message dropped there is still reported.
    ///
    /// `unowned(unsafe)`, not `weak`: a weak reference would give the application a side table and slow
    /// down every retain of it on the chain. It never dangles: the application sets it when it takes the
    /// delegate, and clears it when it gives the delegate up or is deinitialised.
    unowned(unsafe) var chainEndApplication: Application?

    /// Handles messages without subclassing: the default implementation of every message offers it here
    /// first, and passes it on only when this returns false.
    ///
    /// `@exclusivity(unchecked)` because it is read on every hop of the chain: it is only ever read whole
    /// or assigned whole, never mutated in place while user code runs, so accesses cannot overlap.
    @exclusivity(unchecked) public var messageHandler: ((Delivery) -> Bool)?

    /// Actions this responder performs without subclassing, and what performing each does (its sender
    /// and event are passed in).
    public var actionHandlers: [Action: (AnyObject?, Event?) -> Void] = [:]

    /// Creates a responder.
    public init() {}

    /// The next responder in the chain, or `nil` at its end.
    open var next: Responder? { nil }

    /// The window whose first responder this responder can be (its own window for a view).
    var hostWindow: Window? { nil }

    // MARK: - First responder (item 84)

    /// Whether the responder may become first responder; `false` unless a subclass says otherwise.
    open var canBecomeFirstResponder: Bool { false }

    /// Whether the responder lets go of first-responder status when asked; `true` by default.
    open var canResignFirstResponder: Bool { true }

    /// Whether the responder is its window's first responder.
    public var isFirstResponder: Bool {
        guard let window = hostWindow else { return false }
        return window.firstResponder === self
    }

    /// Makes this responder its window's first responder.
    ///
    /// Succeeds only if ``canBecomeFirstResponder`` is true, the responder is in a window, and the current
    /// first responder agrees to resign (its ``resignFirstResponder()`` runs first and returns true).
    /// - Returns: whether the responder is now first responder.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder, let window = hostWindow else { return false }
        if window.firstResponder === self { return true }
        if let current = window.firstResponder {
            guard current.canResignFirstResponder, current.resignFirstResponder() else { return false }
        }
        window.firstResponder = self
        return true
    }

    /// Gives up first-responder status, if ``canResignFirstResponder`` allows it.
    /// - Returns: whether the responder let go (true also when it was not first responder).
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard canResignFirstResponder else { return false }
        if let window = hostWindow, window.firstResponder === self { window.firstResponder = nil }
        return true
    }

    // MARK: - Touches

    /// Touches began in this responder (or in a responder before it in the chain that passed them on).
    /// - Parameters:
    ///   - touches: the touches that began, in the order they began.
    ///   - event: the event they belong to.
    open func touchesBegan(_ touches: [Touch], with event: Event) {
        passOn(.touchesBegan, event, touches: touches)
    }

    /// Touches moved.
    open func touchesMoved(_ touches: [Touch], with event: Event) {
        passOn(.touchesMoved, event, touches: touches)
    }

    /// Touches lifted.
    open func touchesEnded(_ touches: [Touch], with event: Event) {
        passOn(.touchesEnded, event, touches: touches)
    }

    /// Touches were cancelled (no `touchesEnded` follows for them).
    open func touchesCancelled(_ touches: [Touch], with event: Event) {
        passOn(.touchesCancelled, event, touches: touches)
    }

    // MARK: - Motion, remote control, presses

    /// A motion (a shake) began.
    open func motionBegan(_ subtype: Event.Subtype, with event: Event) {
        passOn(.motionBegan, event)
    }

    /// A motion ended.
    open func motionEnded(_ subtype: Event.Subtype, with event: Event) {
        passOn(.motionEnded, event)
    }

    /// A motion was cancelled (interrupted, or it went on too long).
    open func motionCancelled(_ subtype: Event.Subtype, with event: Event) {
        passOn(.motionCancelled, event)
    }

    /// A remote-control command arrived; its command is `event.subtype`.
    open func remoteControlReceived(with event: Event) {
        passOn(.remoteControlReceived, event)
    }

    /// Keys went down.
    open func pressesBegan(_ presses: [Press], with event: Event) {
        passOn(.pressesBegan, event, presses: presses)
    }

    /// Keys went up.
    open func pressesEnded(_ presses: [Press], with event: Event) {
        passOn(.pressesEnded, event, presses: presses)
    }

    /// Presses were cancelled.
    open func pressesCancelled(_ presses: [Press], with event: Event) {
        passOn(.pressesCancelled, event, presses: presses)
    }

    // MARK: - Actions (item 82)

    /// Whether this responder performs `action`: by default, whether ``actionHandlers`` has it.
    open func canPerformAction(_ action: Action, withSender sender: AnyObject?) -> Bool {
        actionHandlers[action] != nil
    }

    /// Performs `action`; called only when ``canPerformAction(_:withSender:)`` returned true. By default
    /// runs the action's entry in ``actionHandlers``.
    open func perform(_ action: Action, sender: AnyObject?, event: Event?) {
        actionHandlers[action]?(sender, event)
    }

    /// The first responder from this one up the chain that can perform `action`, or `nil`.
    open func target(forAction action: Action, withSender sender: AnyObject?) -> Responder? {
        var candidate: Responder? = self
        while let responder = candidate {
            if responder.canPerformAction(action, withSender: sender) { return responder }
            candidate = responder.next
        }
        return nil
    }

    // MARK: - Dispatch

    /// Sends `message` to this responder: the entry point the window and application use.
    func receive(_ message: ResponderMessage, _ event: Event, touches: [Touch] = [], presses: [Press] = []) {
        switch message {
        case .touchesBegan: touchesBegan(touches, with: event)
        case .touchesMoved: touchesMoved(touches, with: event)
        case .touchesEnded: touchesEnded(touches, with: event)
        case .touchesCancelled: touchesCancelled(touches, with: event)
        case .motionBegan: motionBegan(event.subtype, with: event)
        case .motionEnded: motionEnded(event.subtype, with: event)
        case .motionCancelled: motionCancelled(event.subtype, with: event)
        case .remoteControlReceived: remoteControlReceived(with: event)
        case .pressesBegan: pressesBegan(presses, with: event)
        case .pressesEnded: pressesEnded(presses, with: event)
        case .pressesCancelled: pressesCancelled(presses, with: event)
        case .action: break
        }
    }

    /// Sends a motion, remote-control or press event to this responder, the start of its chain (presses
    /// as one message per phase: began, ended, cancelled).
    func receiveNonTouchEvent(_ event: Event) {
        switch event.kind {
        case .touches: return
        case .motion: receive(.motion(event.motionPhase ?? .began), event)
        case .remoteControl: receive(.remoteControlReceived, event)
        case .presses:
            for phase in Press.Phase.allCases {
                let presses = event.allPresses.filter { $0.phase == phase }
                if !presses.isEmpty { receive(.presses(phase), event, presses: presses) }
            }
        }
    }

    /// What every default implementation does: offer the message to ``messageHandler``, then pass it to
    /// ``next``; at the end of the chain, report it to the application the chain ends in.
    private func passOn(_ message: ResponderMessage, _ event: Event, touches: [Touch] = [], presses: [Press] = []) {
        if let messageHandler, messageHandler(Delivery(message: message, event: event, touches: touches, presses: presses)) {
            return
        }
        if let next {
            next.receive(message, event, touches: touches, presses: presses)
        } else {
            let application = (self as? Application) ?? chainEndApplication
            application?.reportDropped(DroppedEvent(message: message, event: event, touches: touches, presses: presses))
        }
    }
}
