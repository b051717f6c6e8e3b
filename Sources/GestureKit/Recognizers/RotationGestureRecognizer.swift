/// Recognizes two fingers turning, as UIKit's `UIRotationGestureRecognizer`. Continuous.
///
/// - The angle is that of the line from the first finger (in landing order) to the second. It begins when
///   that line has turned more than ``minimumRotation`` since the fingers' baseline.
/// - ``rotation`` is in radians since `began` (0 at `began`), **positive clockwise** on the screen (whose
///   y axis points down), as UIKit; it accumulates past ±π. ``velocity`` is radians per second over the
///   last 0.1 s (item 71). Setting ``rotation`` re-bases and zeroes the velocity.
/// - A finger landing or lifting re-bases without emitting anything (as pinch, item 72). It ends when the
///   last finger lifts.
///
/// Default: 0.1 rad (about 5.7°) to begin.
open class RotationGestureRecognizer: GestureRecognizer {
    /// Turn that begins a rotation: 0.1 rad.
    public static let defaultMinimumRotation = 0.1

    /// Turn that begins a rotation, in radians (0.1).
    public var minimumRotation = defaultMinimumRotation

    /// The rotation since `began` in radians, clockwise positive. Setting it re-bases and zeroes velocity.
    public var rotation: Double {
        get { current }
        set {
            current = newValue
            rotationBase = newValue
            turned = 0
            estimator.removeAll()
        }
    }

    /// Radians per second over the last 0.1 s.
    public var velocity: Double { estimator.velocity(at: now).x }

    // The attempt's working state, touched on every touch: `@exclusivity(unchecked)`, as the base
    // class's bookkeeping and for the same reason; it is private, and each access is an assignment
    // or a mutating call on a value type that calls no user code.
    @exclusivity(unchecked) private var current = 0.0
    @exclusivity(unchecked) private var rotationBase = 0.0
    @exclusivity(unchecked) private var turned = 0.0
    @exclusivity(unchecked) private var lastAngle = 0.0
    @exclusivity(unchecked) private var fingers = FingerSet()
    @exclusivity(unchecked) private var estimator = VelocityEstimator()

    /// Creates a rotation recognizer.
    public override init() {
        super.init()
    }

    open override func touchesBegan(_ touches: [Touch], with event: Event) {
        follow(event.timestamp)
    }

    open override func touchesMoved(_ touches: [Touch], with event: Event) {
        follow(event.timestamp)
    }

    open override func touchesEnded(_ touches: [Touch], with event: Event) {
        follow(event.timestamp)
        guard tracked.allSatisfy({ $0.phase.isFinal }) else { return }
        state = isUnderWay ? .ended : .failed
    }

    open override func reset() {
        super.reset()
        current = 0
        rotationBase = 0
        turned = 0
        fingers.removeAll()
        estimator.removeAll()
    }

    private func follow(_ time: Double) {
        let angle = FingerSet.angle(of: tracked)
        if fingers.changed(to: tracked) {
            rotationBase = current
            turned = 0
            lastAngle = angle ?? 0
            estimator.removeAll()
            return
        }
        guard let angle else { return }
        turned += angleDifference(angle, lastAngle)
        lastAngle = angle
        if state == .possible {
            guard !isWaitingForFailureRequirements else { return }
            guard abs(turned) > minimumRotation else { return }
            rotationBase = 0
            turned = 0
            current = 0
            estimator.add(time: time, x: 0, y: 0)
            state = .began
        } else if state.isActive {
            current = rotationBase + turned
            estimator.add(time: time, x: current, y: 0)
            state = .changed
        }
    }
}
