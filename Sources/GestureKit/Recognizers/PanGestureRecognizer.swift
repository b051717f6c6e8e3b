/// Recognizes a drag, as UIKit's `UIPanGestureRecognizer`. Continuous: `began` once the fingers have moved
/// far enough, `changed` as they move, `ended` when the last lifts.
///
/// - It begins when the fingers' common movement since landing exceeds ``minimumDistance`` (the pan slop,
///   item 56) with between ``minimumNumberOfTouches`` and ``maximumNumberOfTouches`` fingers down (item 62).
///   With an ``axis`` it measures only that axis, reports only that axis, and fails when the movement across
///   the axis exceeds the slop first, leaving the gesture to a recognizer of the other axis (item 63).
/// - ``translation(in:)`` is cumulative since `began` (``StartBehavior/start``: no jump, item 57) or since
///   landing (``StartBehavior/down``: the first report holds the slop distance). ``setTranslation(_:in:)``
///   re-bases it and zeroes the velocity (item 58).
/// - Translation follows the mean movement of the fingers that stay down, so adding or lifting a finger
///   never makes it jump (item 61).
/// - ``velocity(in:)`` is a least-squares estimate over the last 0.1 s; zero if the fingers stopped for
///   more than 0.04 s (item 59). At `ended` it is the fling velocity: zero unless faster than
///   ``minimumFlingVelocity`` after travelling more than the slop, and at most ``maximumFlingVelocity``
///   (item 60).
///
/// Defaults: 10 pt slop (UIKit's observed value; Android 8 dp, Hammer.js 10 px, Flutter 36 lp), 1 to
/// unlimited fingers, 50 pt/s and 8000 pt/s (Flutter, Android). Units: points, points per second.
open class PanGestureRecognizer: GestureRecognizer {
    /// Where the reported translation starts (item 57).
    public enum StartBehavior: String, Sendable {
        /// From where the fingers were when the pan began: the first report is near zero.
        case start
        /// From where they landed: the first report includes the slop distance.
        case down
    }

    /// The one axis an axis-locked pan follows.
    public enum Axis: String, Sendable {
        case horizontal, vertical
    }

    /// The pan slop: 10 pt.
    public static let defaultMinimumDistance = 10.0
    /// Slower flings report no velocity: 50 pt/s.
    public static let defaultMinimumFlingVelocity = 50.0
    /// Fling velocities are clamped to 8000 pt/s.
    public static let defaultMaximumFlingVelocity = 8000.0

    /// Fewest fingers that may pan (1).
    public var minimumNumberOfTouches = 1
    /// Most fingers that may pan (unlimited).
    public var maximumNumberOfTouches = Int.max
    /// How far the fingers must move before the pan begins, in points (10).
    public var minimumDistance = defaultMinimumDistance
    /// The axis the pan is locked to, if any.
    public var axis: Axis?
    /// Where the translation starts.
    public var startBehavior = StartBehavior.start
    /// Fling velocity floor, points per second (50).
    public var minimumFlingVelocity = defaultMinimumFlingVelocity
    /// Fling velocity ceiling, points per second (8000).
    public var maximumFlingVelocity = defaultMaximumFlingVelocity

    // The attempt's working state, touched on every touch: `@exclusivity(unchecked)`, as the base
    // class's bookkeeping and for the same reason; it is private, and each access is an assignment
    // or a mutating call on a value type that calls no user code.
    /// Movement since landing (screen points): the mean displacement of the fingers that stayed down.
    @exclusivity(unchecked) private var movement = FingerMovement()
    private var moved: Point { movement.moved }
    /// The translation reported = moved − origin.
    @exclusivity(unchecked) private var origin = Point.zero
    @exclusivity(unchecked) private var flingVelocity: Point?

    /// Creates a pan recognizer.
    public override init() {
        super.init()
    }

    /// The translation in `view`'s coordinate space (as a vector, in points); screen axes when nil.
    public func translation(in view: View?) -> Point {
        vector(lock(Point(x: moved.x - origin.x, y: moved.y - origin.y)), in: view)
    }

    /// Makes the current translation read `translation` (in `view`'s space) and zeroes the velocity.
    public func setTranslation(_ translation: Point, in view: View?) {
        let screen = vectorToScreen(translation, from: view)
        origin = Point(x: moved.x - screen.x, y: moved.y - screen.y)
        movement.restartVelocity()
        flingVelocity = nil
    }

    /// The velocity in `view`'s space, points per second (at `ended`, the fling velocity).
    public func velocity(in view: View?) -> Point {
        vector(lock(flingVelocity ?? movement.estimator.velocity(at: now)), in: view)
    }

    open override func touchesBegan(_ touches: [Touch], with event: Event) {
        if tracked.count > maximumNumberOfTouches, state.isActive {
            for touch in touches { ignore(touch) }
        }
        follow(event.timestamp)
    }

    open override func touchesMoved(_ touches: [Touch], with event: Event) {
        follow(event.timestamp)
        let count = tracked.count
        if state == .possible {
            guard !isWaitingForFailureRequirements else { return }
            let along = measure(moved)
            let across = axis == nil ? 0 : measure(Point(x: moved.y, y: moved.x))
            if axis != nil, across > minimumDistance, across > along { return state = .failed }
            guard along > minimumDistance, count >= minimumNumberOfTouches, count <= maximumNumberOfTouches else { return }
            origin = startBehavior == .start ? moved : .zero
            state = .began
        } else if state.isActive {
            state = .changed
        }
    }

    open override func touchesEnded(_ touches: [Touch], with event: Event) {
        follow(event.timestamp)
        guard tracked.allSatisfy({ $0.phase.isFinal }) else { return }
        if isUnderWay {
            flingVelocity = fling(at: event.timestamp)
            state = .ended
        } else {
            state = .failed
        }
    }

    open override func touchesCancelled(_ touches: [Touch], with event: Event) {
        follow(event.timestamp)
    }

    open override func reset() {
        super.reset()
        movement.reset()
        origin = .zero
        flingVelocity = nil
    }

    // MARK: - Steps

    private func follow(_ time: Double) {
        movement.follow(tracked, at: time)
    }

    /// The distance that counts toward the slop: along the axis, or the length.
    private func measure(_ vector: Point) -> Double {
        switch axis {
        case .horizontal: abs(vector.x)
        case .vertical: abs(vector.y)
        case nil: (vector.x * vector.x + vector.y * vector.y).squareRoot()
        }
    }

    private func lock(_ vector: Point) -> Point {
        switch axis {
        case .horizontal: Point(x: vector.x, y: 0)
        case .vertical: Point(x: 0, y: vector.y)
        case nil: vector
        }
    }

    private func fling(at time: Double) -> Point {
        let velocity = lock(movement.estimator.velocity(at: time))
        let speed = (velocity.x * velocity.x + velocity.y * velocity.y).squareRoot()
        guard speed > minimumFlingVelocity, measure(moved) > minimumDistance else { return .zero }
        guard speed > maximumFlingVelocity else { return velocity }
        let factor = maximumFlingVelocity / speed
        return Point(x: velocity.x * factor, y: velocity.y * factor)
    }

    /// A screen-space vector in `view`'s space (differences of converted points, so transforms apply).
    func vector(_ screen: Point, in view: View?) -> Point {
        guard view != nil else { return screen }
        let zero = convert(.zero, to: view), tip = convert(screen, to: view)
        return Point(x: tip.x - zero.x, y: tip.y - zero.y)
    }

    private func vectorToScreen(_ vector: Point, from view: View?) -> Point {
        guard let view, let window = view.window else { return vector }
        let zero = window.pointInSuperview(view.convert(.zero, to: window))
        let tip = window.pointInSuperview(view.convert(vector, to: window))
        return Point(x: tip.x - zero.x, y: tip.y - zero.y)
    }
}
