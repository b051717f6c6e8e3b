extension Touch {
    /// Where the touch is now, in `view`'s coordinates (as `UITouch.location(in:)`); in screen points
    /// when the view is not in a window.
    public func location(in view: View) -> Point {
        guard let window = view.window else { return location }
        return view.convert(window.pointFromSuperview(location), from: window)
    }
}
