#if canImport(Glibc)
import Glibc
#endif

/// Recognizes a swipe: a quick stroke in one of the allowed directions, as UIKit's
/// `UISwipeGestureRecognizer`. Discrete: recognized at most once per sequence, when the fingers lift.
///
/// When the last of exactly ``numberOfTouchesRequired`` fingers lifts (more fingers fail it at once,
/// item 65), the stroke (the fingers' mean displacement from landing to lifting) must:
/// - point within ``directionTolerance`` of an allowed direction's axis (a cone; a 45° diagonal is no
///   swipe, item 67);
/// - be at least ``minimumDistance`` long;
/// - be moving at lift at ``minimumVelocity`` or more along that direction, by the same estimator as a pan
///   (last 0.1 s; zero after a 0.04 s stop): a fast flick after a slow drag is a swipe, a fast drag that
///   stops before lifting is not (item 66).
///
/// Defaults: right, 1 finger, 50 pt, 300 pt/s (Hammer.js's 0.3 px/ms), ±20° (WinObjC).
open class SwipeGestureRecognizer: GestureRecognizer {
    /// Swipe directions, as UIKit's `UISwipeGestureRecognizer.Direction` (same bit values).
    public struct Direction: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }

        public static let right = Direction(rawValue: 1 << 0)
        public static let left = Direction(rawValue: 1 << 1)
        public static let up = Direction(rawValue: 1 << 2)
        public static let down = Direction(rawValue: 1 << 3)

        /// The direction for a name: `left`, `right`, `up`, `down`.
        public init?(name: String) {
            switch name {
            case "right": self = .right
            case "left": self = .left
            case "up": self = .up
            case "down": self = .down
            default: return nil
            }
        }

        /// The name of a single direction (`right`, `left`, `up`, `down`), or `""` for a set.
        public var name: String {
            switch self {
            case .right: "right"
            case .left: "left"
            case .up: "up"
            case .down: "down"
            default: ""
            }
        }
    }

    /// Shortest swipe: 50 pt.
    public static let defaultMinimumDistance = 50.0
    /// Slowest swipe at lift: 300 pt/s.
    public static let defaultMinimumVelocity = 300.0
    /// Half-angle of each direction's cone: 20° (in radians).
    public static let defaultDirectionTolerance = 20.0 * Double.pi / 180

    /// The directions it recognizes (right).
    public var direction: Direction = .right
    /// Fingers needed (1).
    public var numberOfTouchesRequired = 1
    /// Shortest stroke, in points (50).
    public var minimumDistance = defaultMinimumDistance
    /// Slowest speed along the direction at lift, in points per second (300).
    public var minimumVelocity = defaultMinimumVelocity
    /// Half-angle of the cone around each direction's axis, in radians (20°).
    public var directionTolerance = defaultDirectionTolerance

    /// The direction recognized.
    public private(set) var recognizedDirection: Direction = []
    /// The fingers of the recognized swipe.
    public private(set) var touchesInSwipe = 0

    // The attempt's working state, touched on every touch: `@exclusivity(unchecked)`, as the base
    // class's bookkeeping and for the same reason; it is private, and each access is an assignment
    // or a mutating call on a value type that calls no user code.
    @exclusivity(unchecked) private var movement = FingerMovement()
    @exclusivity(unchecked) private var maximumTouches = 0

    /// Creates a swipe recognizer for `direction`.
    public init(direction: Direction = .right) {
        self.direction = direction
        super.init()
    }

    open override func touchesBegan(_ touches: [Touch], with event: Event) {
        maximumTouches = max(maximumTouches, tracked.count)
        if tracked.count > numberOfTouchesRequired { return state = .failed }
        follow(event.timestamp)
    }

    open override func touchesMoved(_ touches: [Touch], with event: Event) {
        follow(event.timestamp)
    }

    open override func touchesEnded(_ touches: [Touch], with event: Event) {
        follow(event.timestamp)
        guard tracked.allSatisfy({ $0.phase.isFinal }) else { return }
        guard maximumTouches == numberOfTouchesRequired, let found = classify(at: event.timestamp) else {
            return state = .failed
        }
        recognizedDirection = found
        touchesInSwipe = maximumTouches
        state = .recognized
    }

    open override func reset() {
        super.reset()
        movement.reset()
        maximumTouches = 0
    }

    /// The allowed direction the stroke so far qualifies for at `time`, if any.
    public func classify(at time: Double) -> Direction? {
        let moved = movement.moved
        let length = (moved.x * moved.x + moved.y * moved.y).squareRoot()
        guard length >= minimumDistance - TapGestureRecognizer.tolerance else { return nil }
        let velocity = movement.estimator.velocity(at: time)
        for candidate in [Direction.right, .left, .up, .down] where direction.contains(candidate) {
            let axis: Point = switch candidate {
            case .right: Point(x: 1, y: 0)
            case .left: Point(x: -1, y: 0)
            case .up: Point(x: 0, y: -1)
            default: Point(x: 0, y: 1)
            }
            let along = moved.x * axis.x + moved.y * axis.y
            guard along > 0, acos(min(1, along / length)) <= directionTolerance + 1e-12 else { continue }
            guard velocity.x * axis.x + velocity.y * axis.y >= minimumVelocity else { continue }
            return candidate
        }
        return nil
    }

    private func follow(_ time: Double) {
        movement.follow(tracked, at: time)
    }
}
