/// A rectangular area that receives touches, as UIKit's `UIView`: a node in a tree of views with a
/// geometry (center, bounds, transform) in points and the flags that decide whether it can be hit.
///
/// **Geometry.** ``center`` is in the superview's coordinates; ``bounds`` gives the view's own
/// coordinate system (its origin shifts the content, as scrolling does) and its size; ``transform`` is
/// applied about the center. A point `p` in the view maps to
/// `center + transform(p − bounds.center)` in the superview. ``frame`` is derived from them.
///
/// **Order.** ``subviews`` are back to front: the last one is front-most and is hit-tested first.
///
/// **Next responder.** Its view controller if it is that controller's root view, else its superview.
open class View: Responder {
    /// The view that contains this one, if any.
    public private(set) weak var superview: View?
    /// The contained views, back to front.
    public private(set) var subviews: [View] = []
    /// The view controller whose root view this is, if any.
    public internal(set) weak var viewController: ViewController?

    /// A name for the view in traces and scene files (UIKit's `accessibilityIdentifier`).
    public var identifier: String?

    /// The center, in the superview's coordinates (points).
    public var center: Point
    /// The view's own coordinate system: the origin of its top-left corner and its size, in points.
    public var bounds: Rect
    /// The transform applied about the center; the identity by default.
    public var transform: AffineTransform = .identity {
        didSet { inverseTransform = transform.isIdentity ? nil : transform.inverted }
    }
    private var inverseTransform: AffineTransform?

    /// Hidden views, and everything in them, are never hit (item 5).
    public var isHidden = false
    /// Views with an alpha below 0.01, and everything in them, are never hit (item 7).
    public var alpha = 1.0
    /// Views that do not take user interaction, and everything in them, are never hit (item 6).
    public var isUserInteractionEnabled = true
    /// Whether the view receives more than the first touch of a multi-touch sequence (item 15): while
    /// `false` (the default) a view already tracking a touch is not sent new ones (its recognizers are).
    public var isMultipleTouchEnabled = false
    /// While an exclusive view tracks a touch no other view in the window receives new touches, and an
    /// exclusive view receives no new touch while another view is tracking one (item 16).
    public var isExclusiveTouch = false

    /// Creates a view with a frame in its superview's coordinates.
    public init(frame: Rect = .zero) {
        center = frame.center
        bounds = Rect(origin: .zero, size: frame.size)
        super.init()
    }

    // MARK: - Geometry

    /// The view's rectangle in its superview's coordinates: with a transform, the smallest rectangle that
    /// holds the transformed bounds. Setting it sets ``center`` and the size of ``bounds``.
    public var frame: Rect {
        get {
            let half = Point(x: bounds.size.width / 2, y: bounds.size.height / 2)
            guard !transform.isIdentity else {
                return Rect(x: center.x - half.x, y: center.y - half.y, width: bounds.size.width, height: bounds.size.height)
            }
            let corners = [Point(x: -half.x, y: -half.y), Point(x: half.x, y: -half.y), Point(x: -half.x, y: half.y), Point(x: half.x, y: half.y)]
                .map { transform.apply(to: $0) }
            let xs = corners.map(\.x), ys = corners.map(\.y)
            let minX = xs.min() ?? 0, minY = ys.min() ?? 0
            return Rect(
                x: center.x + minX, y: center.y + minY, width: (xs.max() ?? 0) - minX, height: (ys.max() ?? 0) - minY)
        }
        set {
            center = newValue.center
            bounds.size = newValue.size
        }
    }

    /// Maps a point in this view's coordinates to its superview's (or, for a window, the screen's).
    @inlinable
    public func pointInSuperview(_ point: Point) -> Point {
        let boundsCenter = bounds.center
        let offset = transform.apply(to: Point(x: point.x - boundsCenter.x, y: point.y - boundsCenter.y))
        return Point(x: center.x + offset.x, y: center.y + offset.y)
    }

    /// Maps a point in the superview's coordinates (or, for a window, the screen's) to this view's.
    /// A transform that collapses the plane maps every point to a non-finite one, which nothing contains.
    public func pointFromSuperview(_ point: Point) -> Point {
        var offset = Point(x: point.x - center.x, y: point.y - center.y)
        if !transform.isIdentity {
            guard let inverse = inverseTransform else { return Point(x: .nan, y: .nan) }
            offset = inverse.apply(to: offset)
        }
        let boundsCenter = bounds.center
        return Point(x: boundsCenter.x + offset.x, y: boundsCenter.y + offset.y)
    }

    /// Converts a point from this view's coordinates to `view`'s (to its window's when `view` is nil).
    public func convert(_ point: Point, to view: View?) -> Point {
        guard let view, view !== self else { return view == nil ? pointInRoot(point) : point }
        let (rootPoint, root) = pointAndRoot(point)
        let target = view.root
        let shared = target === root ? rootPoint : target.pointFromSuperview(root.pointInSuperview(rootPoint))
        return view.pointFromRoot(shared)
    }

    /// Converts a point from `view`'s coordinates (its window's when `view` is nil) to this view's.
    public func convert(_ point: Point, from view: View?) -> Point {
        guard let view else { return pointFromRoot(point) }
        return view.convert(point, to: self)
    }

    /// The top of this view's tree (its window, when it is in one).
    var root: View {
        var view = self
        while let parent = view.superview { view = parent }
        return view
    }

    private func pointInRoot(_ point: Point) -> Point { pointAndRoot(point).0 }

    private func pointAndRoot(_ point: Point) -> (Point, View) {
        var view = self
        var converted = point
        while let parent = view.superview {
            converted = view.pointInSuperview(converted)
            view = parent
        }
        return (converted, view)
    }

    private func pointFromRoot(_ point: Point) -> Point {
        guard let superview else { return point }
        return pointFromSuperview(superview.pointFromRoot(point))
    }

    // MARK: - Hit-testing (items 5–9)

    /// Whether `point`, in this view's coordinates, is inside it: inside ``bounds`` by default.
    open func point(inside point: Point, with event: Event?) -> Bool {
        bounds.contains(point)
    }

    /// The deepest visible, interactive view in this subtree that contains `point` (in this view's
    /// coordinates), trying subviews front-most first; `nil` if this view is hidden, does not take user
    /// interaction, has alpha below 0.01, or does not contain the point.
    open func hitTest(_ point: Point, with event: Event?) -> View? {
        guard !isHidden, isUserInteractionEnabled, alpha >= 0.01, self.point(inside: point, with: event) else {
            return nil
        }
        var index = subviews.count
        while index > 0 {
            index -= 1
            let subview = subviews[index]
            if let hit = subview.hitTest(subview.pointFromSuperview(point), with: event) { return hit }
        }
        return self
    }

    // MARK: - Hierarchy

    /// The window this view is in, if any (a window is in itself).
    public var window: Window? { root as? Window }

    override var hostWindow: Window? { window }

    /// Its view controller if it is that controller's root view, else its superview (item 83).
    open override var next: Responder? {
        if let viewController { return viewController }
        return superview
    }

    /// Adds `view` in front of the other subviews (moving it from its current superview).
    public func addSubview(_ view: View) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` at `index` in back-to-front order (moving it from its current superview; the
    /// index is clamped to the valid range).
    public func insertSubview(_ view: View, at index: Int) {
        precondition(view !== self && !isDescendant(of: view), "a view cannot contain itself")
        if view.superview === self, let current = subviews.firstIndex(where: { $0 === view }) {
            subviews.remove(at: current)
            subviews.insert(view, at: min(max(index, 0), subviews.count))
            return
        }
        view.removeFromSuperview()
        subviews.insert(view, at: min(max(index, 0), subviews.count))
        view.superview = self
    }

    /// Removes the view from its superview. If the view or anything in it was its window's first
    /// responder, that responder is asked to resign and stops being first responder in any case.
    public func removeFromSuperview() {
        guard let superview else { return }
        if let window, let first = window.firstResponder, contains(responder: first) {
            _ = first.resignFirstResponder()
            window.firstResponder = nil
        }
        superview.subviews.removeAll { $0 === self }
        self.superview = nil
    }

    /// Moves `view`, a subview, to the front.
    public func bringSubviewToFront(_ view: View) {
        guard view.superview === self else { return }
        insertSubview(view, at: subviews.count)
    }

    /// Moves `view`, a subview, to the back.
    public func sendSubviewToBack(_ view: View) {
        guard view.superview === self else { return }
        insertSubview(view, at: 0)
    }

    /// Whether this view is `view` or inside it.
    public func isDescendant(of view: View) -> Bool {
        var candidate: View? = self
        while let current = candidate {
            if current === view { return true }
            candidate = current.superview
        }
        return false
    }

    /// Whether `responder` is this view, a view inside it, or the controller of one of those.
    private func contains(responder: Responder) -> Bool {
        if let view = responder as? View { return view.isDescendant(of: self) }
        if let controller = responder as? ViewController, let view = controller.view { return view.isDescendant(of: self) }
        return false
    }
}
