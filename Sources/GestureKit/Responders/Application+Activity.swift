extension Notification.Name {
    /// Posted by ``Application/resignActive()`` before the application stops being active.
    public static let applicationWillResignActive = Notification.Name("applicationWillResignActive")
    /// Posted by ``Application/becomeActive()`` once the application is active again.
    public static let applicationDidBecomeActive = Notification.Name("applicationDidBecomeActive")
}

extension Application {
    /// Makes the application inactive (an interruption, as UIKit's `willResignActive`): posts
    /// ``Notification/Name/applicationWillResignActive`` first, so observers (the motion pipeline cancels
    /// a shake under way, item 88) act while it is still active. Does nothing when already inactive.
    public func resignActive() {
        guard isActive else { return }
        notificationCenter.post(name: .applicationWillResignActive, object: self)
        isActive = false
    }

    /// Makes the application active again and posts ``Notification/Name/applicationDidBecomeActive``.
    public func becomeActive() {
        guard !isActive else { return }
        isActive = true
        notificationCenter.post(name: .applicationDidBecomeActive, object: self)
    }
}
