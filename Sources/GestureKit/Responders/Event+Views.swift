extension Event {
    /// The touches of this event bound to `view` (that began on it), as `UIEvent.touches(for:)`.
    ///
    /// Bindings live in the view's window while the touches are alive, so ask during delivery (a touch
    /// that ended is still bound while its `touchesEnded` is delivered).
    public func touches(for view: View) -> [Touch] {
        guard let window = view.window else { return [] }
        return allTouches.filter { window.view(for: $0) === view }
    }

    /// The touches of this event bound to views in `window`.
    public func touches(for window: Window) -> [Touch] {
        allTouches.filter { window.view(for: $0) != nil }
    }
}
