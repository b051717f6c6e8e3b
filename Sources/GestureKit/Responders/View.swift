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
    public var superview: View? { parent }
    /// The contained views, back to front.
    public var subviews: [View] { children }
    /// The view controller whose root view this is, if any.
    public var viewController: ViewController? { controller }

    // Back-pointers are read on every hop of the responder chain, so they are `unowned(unsafe)` rather
    // than `weak` (a weak load costs a side-table access, and a weakly referenced object's every retain
    // takes the slow path; the 1,000-view delivery benchmark ran 14 % faster without them). Why they never dangle: a parent holds its subviews strongly and a controller
    // holds its root view strongly, so a back-pointer can outlive its target only if the target is
    // deinitialised first, and both deinitialisers (`View.deinit`, `ViewController.deinit`) clear the
    // back-pointers of the objects they hold; every other way of breaking the link (`removeFromSuperview`,
    // giving the view to another controller) clears them too. Responders are used from one task, so no
    // other thread can observe a pointer mid-update.
    //
    // The stored properties read on every hit-test step and chain hop are `@exclusivity(unchecked)`:
    // a dynamic exclusivity check costs more than the read itself (the checks took a third of the
    // delivery benchmark's time; without them it went from 1.3 to 2.3 million deliveries per second). Why no access can overlap another: each is read or written only in short
    // accessors and methods of this file that call no user code while the access lasts (`removeAll`
    // runs an identity comparison, hit-testing copies the array before visiting subviews), and a view
    // is used from one task only.
    @exclusivity(unchecked) unowned(unsafe) var parent: View?
    @exclusivity(unchecked) unowned(unsafe) var controller: ViewController?
    @exclusivity(unchecked) private var children: [View] = []

    /// A name for the view in traces and scene files (UIKit's `accessibilityIdentifier`).
    public var identifier: String?

    @exclusivity(unchecked) final var geometry: ViewGeometry

    /// The center, in the superview's coordinates (points).
    public final var center: Point {
        get { geometry.center }
        set { geometry.center = newValue }
    }
    /// The view's own coordinate system: the origin of its top-left corner and its size, in points.
    public final var bounds: Rect {
        get { geometry.bounds }
        set { geometry.bounds = newValue }
    }
    /// The transform applied about the center; the identity by default.
    public final var transform: AffineTransform {
        get { geometry.transform }
        set { geometry.transform = newValue }
    }

    /// Hidden views, and everything in them, are never hit (item 5).
    public final var isHidden: Bool {
        get { geometry.isHidden }
        set { geometry.isHidden = newValue }
    }
    /// Views with an alpha below 0.01, and everything in them, are never hit (item 7).
    public final var alpha: Double {
        get { geometry.alpha }
        set { geometry.alpha = newValue }
    }
    /// Views that do not take user interaction, and everything in them, are never hit (item 6).
    public final var isUserInteractionEnabled: Bool {
        get { geometry.isUserInteractionEnabled }
        set { geometry.isUserInteractionEnabled = newValue }
    }
    /// Whether the view receives more than the first touch of a multi-touch sequence (item 15): while
    /// `false` (the default) a view already tracking a touch is not sent new ones (its recognizers are).
    public var isMultipleTouchEnabled = false
    /// While an exclusive view tracks a touch no other view in the window receives new touches, and an
    /// exclusive view receives no new touch while another view is tracking one (item 16).
    public var isExclusiveTouch = false

    /// The gesture recognizers attached to this view, in the order they were added; they see every touch
    /// that begins on this view or inside it, before the view does (item 12).
    public var gestureRecognizers: [GestureRecognizer] { recognizerList }
    /// The storage of ``gestureRecognizers``, read for every view a new touch's chain passes.
    /// `@exclusivity(unchecked)` with the same proof as `children`: it is only read whole or changed by
    /// `append` and by a `removeAll` whose closure compares identities, in this module, with no user code
    /// running during the access.
    @exclusivity(unchecked) var recognizerList: [GestureRecognizer] = []

    /// Creates a view with a frame in its superview's coordinates.
    public init(frame: Rect = .zero) {
        geometry = ViewGeometry(center: frame.center, bounds: Rect(origin: .zero, size: frame.size))
        super.init()
    }

    deinit {
        for subview in children where subview.parent === self { subview.parent = nil }
        for recognizer in recognizerList where recognizer.view === self { recognizer.view = nil }
        // A controller keeps its root view alive, so a view with a controller is never deinitialised
        // before it; nothing to clear in the other direction.
    }

    // MARK: - Geometry

    /// The view's rectangle in its superview's coordinates: with a transform, the smallest rectangle that
    /// holds the transformed bounds. Setting it sets ``center`` and the size of ``bounds``.
    public var frame: Rect {
        get {
            let bounds = self.bounds, center = self.center, transform = self.transform
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
    public final func pointInSuperview(_ point: Point) -> Point {
        geometry.pointInSuperview(point)
    }

    /// Maps a point in the superview's coordinates (or, for a window, the screen's) to this view's.
    /// A transform that collapses the plane maps every point to a non-finite one, which nothing contains.
    public final func pointFromSuperview(_ point: Point) -> Point {
        geometry.pointFromSuperview(point)
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
        guard geometry.acceptsHits, self.point(inside: point, with: event) else { return nil }
        // A copy, so a subclass's hitTest that changes the subviews cannot pull one out from under the loop.
        let subviews = children
        let hit = subviews.lastToFirstUnretained { subview in
            subview.hitTest(subview.geometry.pointFromSuperview(point), with: event)
        }
        return hit ?? self
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
        if view.superview === self, let current = children.firstIndex(where: { $0 === view }) {
            children.remove(at: current)
            children.insert(view, at: min(max(index, 0), children.count))
            return
        }
        view.removeFromSuperview()
        children.insert(view, at: min(max(index, 0), children.count))
        view.parent = self
    }

    /// Removes the view from its superview. If the view or anything in it was its window's first
    /// responder, that responder is asked to resign and stops being first responder in any case.
    public func removeFromSuperview() {
        guard let superview else { return }
        if let window, let first = window.firstResponder, contains(responder: first) {
            _ = first.resignFirstResponder()
            window.firstResponder = nil
        }
        superview.children.removeAll { $0 === self }
        self.parent = nil
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
