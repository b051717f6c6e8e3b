/// Broadcasts notifications to observers, as Foundation's `NotificationCenter`, within one application.
///
/// Observers are closures registered for a name (or every name) and optionally one sender. ``post(_:)``
/// calls every matching observer synchronously, in registration order; an observer removed while a
/// notification is being posted is not called after its removal. ``enqueue(_:on:)`` posts on a later
/// turn of a ``RunLoop``, after the work already queued, so queued notifications arrive in order.
///
/// Not thread-safe: used from the task that owns the application.
public final class NotificationCenter {
    /// Identifies one registration, for ``removeObserver(_:)``.
    public struct ObserverToken: Hashable, Sendable {
        fileprivate let id: Int
    }

    private struct Registration {
        let id: Int
        let name: Notification.Name?
        /// The sender filter, by identity (the sender is not retained).
        let sender: ObjectIdentifier?
        let block: (Notification) -> Void
    }

    private var registrations: [Registration] = []
    private var nextID = 1

    /// Creates an empty center.
    public init() {}

    /// Registers `block` for notifications named `name` (all names when nil) posted by `sender` (any
    /// sender when nil).
    /// - Returns: the token that removes the registration.
    @discardableResult
    public func addObserver(
        forName name: Notification.Name?, object sender: AnyObject? = nil, using block: @escaping (Notification) -> Void
    ) -> ObserverToken {
        let id = nextID
        nextID += 1
        registrations.append(
            Registration(id: id, name: name, sender: sender.map { ObjectIdentifier($0) }, block: block))
        return ObserverToken(id: id)
    }

    /// Removes a registration; removing one twice does nothing.
    public func removeObserver(_ token: ObserverToken) {
        registrations.removeAll { $0.id == token.id }
    }

    /// The number of registrations.
    public var observerCount: Int { registrations.count }

    /// Calls every observer registered for the notification's name and sender now, in registration order.
    public func post(_ notification: Notification) {
        let sender = notification.object.map { ObjectIdentifier($0) }
        let matching = registrations.filter { registration in
            (registration.name == nil || registration.name == notification.name)
                && (registration.sender == nil || registration.sender == sender)
        }
        for registration in matching where registrations.contains(where: { $0.id == registration.id }) {
            registration.block(notification)
        }
    }

    /// Posts a notification made of a name, a sender and details now.
    public func post(name: Notification.Name, object: AnyObject? = nil, userInfo: [String: Any] = [:]) {
        post(Notification(name: name, object: object, userInfo: userInfo))
    }

    /// Posts `notification` on a later turn of `loop`, after everything already queued.
    public func enqueue(_ notification: Notification, on loop: RunLoop) {
        loop.perform { [self] _ in post(notification) }
    }
}
