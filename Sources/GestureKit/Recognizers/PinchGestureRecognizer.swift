/// Recognizes two fingers moving apart or together, as UIKit's `UIPinchGestureRecognizer`. Continuous.
///
/// - The span is the distance between the two fingers (with more, twice their mean distance from their
///   centroid, item 69). It begins when the span has changed by more than ``minimumSpanChange`` or by a
///   ratio above ``minimumScaleRatio`` since the fingers' baseline (item 68).
/// - ``scale`` is absolute: the span over the span at `began` (1 at `began`), never a per-event delta;
///   setting it re-bases and zeroes ``velocity`` (scale per second, last 0.1 s) (item 70).
/// - A finger landing or lifting re-bases without emitting anything: scale continues from where it was
///   once two fingers are down again, and a lift never produces a final spurious value (item 72). It ends
///   when the last finger lifts.
/// - Quick scale (a double tap whose second touch drags vertically: down zooms in) only with
///   ``allowsQuickScale`` (item 74); off by default.
///
/// Defaults: 18 pt (Flutter's `kScaleSlop`), ratio 1.05 (Flutter), quick-scale reference 200 pt.
open class PinchGestureRecognizer: GestureRecognizer {
    /// Span change that begins a pinch: 18 pt.
    public static let defaultMinimumSpanChange = 18.0
    /// Span ratio that begins a pinch: 1.05.
    public static let defaultMinimumScaleRatio = 1.05
    /// Quick scale: the vertical drag that doubles the scale, in points (200).
    public static let defaultQuickScaleSpan = 200.0

    /// Span change that begins a pinch, in points (18).
    public var minimumSpanChange = defaultMinimumSpanChange
    /// Span ratio (either way) that begins a pinch (1.05).
    public var minimumScaleRatio = defaultMinimumScaleRatio
    /// Whether a double tap's second touch dragging vertically pinches (off).
    public var allowsQuickScale = false
    /// Quick scale: the reference span a vertical drag adds to, in points (200).
    public var quickScaleSpan = defaultQuickScaleSpan

    /// The scale since `began` (1 at `began`). Setting it re-bases and zeroes the velocity.
    public var scale: Double {
        get { current }
        set {
            current = newValue
            scaleBase = newValue
            spanBase = currentSpan
            estimator.removeAll()
        }
    }

    /// Scale per second over the last 0.1 s.
    public var velocity: Double { estimator.velocity(at: now).x }

    /// Whether the pinch is a quick scale (one finger).
    public private(set) var isQuickScale = false

    // The attempt's working state, touched on every touch: `@exclusivity(unchecked)`, as the base
    // class's bookkeeping and for the same reason; it is private, and each access is an assignment
    // or a mutating call on a value type that calls no user code.
    @exclusivity(unchecked) private var current = 1.0
    @exclusivity(unchecked) private var scaleBase = 1.0
    @exclusivity(unchecked) private var spanBase = 0.0
    @exclusivity(unchecked) private var currentSpan = 0.0
    @exclusivity(unchecked) private var fingers = FingerSet()
    @exclusivity(unchecked) private var estimator = VelocityEstimator()

    /// Creates a pinch recognizer.
    public override init() {
        super.init()
    }

    open override func touchesBegan(_ touches: [Touch], with event: Event) {
        if allowsQuickScale, state == .possible, tracked.count == 1, let touch = touches.first, touch.tapCount >= 2 {
            isQuickScale = true
        } else if isQuickScale {
            for touch in touches { ignore(touch) }
        }
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
        current = 1
        scaleBase = 1
        spanBase = 0
        isQuickScale = false
        fingers.removeAll()
        estimator.removeAll()
    }

    private func follow(_ time: Double) {
        let span = measure()
        currentSpan = span
        if fingers.changed(to: tracked) {
            spanBase = span
            scaleBase = current
            estimator.removeAll()
            return
        }
        guard span > 0, spanBase > 0 else { return }
        if state == .possible {
            guard !isWaitingForFailureRequirements else { return }
            let ratio = max(span / spanBase, spanBase / span)
            guard abs(span - spanBase) > minimumSpanChange || ratio > minimumScaleRatio else { return }
            spanBase = span
            scaleBase = 1
            current = 1
            estimator.add(time: time, x: 1, y: 0)
            state = .began
        } else if state.isActive {
            current = scaleBase * span / spanBase
            estimator.add(time: time, x: current, y: 0)
            state = .changed
        }
    }

    /// The span, or for a quick scale the reference span plus the vertical drag.
    private func measure() -> Double {
        guard isQuickScale else { return FingerSet.span(of: tracked) }
        guard let touch = tracked.first, !touch.phase.isFinal else { return 0 }
        return max(1, quickScaleSpan + touch.location.y - touch.initialLocation.y)
    }
}
