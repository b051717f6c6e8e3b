/// Recognizes a press held still, as UIKit's `UILongPressGestureRecognizer`. Continuous: `began` when the
/// press has lasted ``minimumPressDuration``, `changed` as its fingers move, `ended` when one lifts.
///
/// - It begins at exactly landing + ``minimumPressDuration`` on the engine's clock, with no further sample
///   (item 50): the landing of the last of ``numberOfTouchesRequired`` fingers starts the wait.
/// - Moving more than ``allowableMovement`` from where a finger landed before that fails it; once it has
///   begun, movement only produces `changed` (item 51). Lifting before it begins fails it (item 52).
/// - With ``numberOfTapsRequired`` = n, the press must follow n completed taps ("tap then hold", item 55),
///   each lifting within ``maximumTapDuration`` of landing, the next landing less than
///   ``maximumIntervalBetweenSuccessiveTaps`` after the previous lifted.
///
/// Defaults: 0.5 s, 10 pt (UIKit's documented values), 0 taps, 1 finger; taps use the tap recognizer's
/// 0.75 s and 0.35 s.
open class LongPressGestureRecognizer: GestureRecognizer {
    /// UIKit's press duration: 0.5 s.
    public static let defaultMinimumPressDuration = 0.5
    /// UIKit's movement allowance before the press begins: 10 pt.
    public static let defaultAllowableMovement = 10.0

    /// How long the press must last, in seconds (0.5).
    public var minimumPressDuration = defaultMinimumPressDuration
    /// How far a finger may move before the press begins, in points (10).
    public var allowableMovement = defaultAllowableMovement
    /// Taps before the press (0).
    public var numberOfTapsRequired = 0
    /// Fingers pressing (1).
    public var numberOfTouchesRequired = 1
    /// Longest preceding tap, in seconds (0.75).
    public var maximumTapDuration = TapGestureRecognizer.defaultMaximumTapDuration
    /// The next landing must come less than this long after a preceding tap lifted, in seconds (0.35).
    public var maximumIntervalBetweenSuccessiveTaps = TapGestureRecognizer.defaultMaximumInterval

    /// When the press started (the last required finger landed), in seconds.
    public private(set) var pressStartTime = 0.0

    // The attempt's working state, touched on every touch: `@exclusivity(unchecked)`, as the base
    // class's bookkeeping and for the same reason; it is private, and each access is an assignment
    // or a mutating call on a value type that calls no user code.
    @exclusivity(unchecked) private var tapsDone = 0
    @exclusivity(unchecked) private var pressing = false
    @exclusivity(unchecked) private var landingTime = 0.0

    /// Creates a long-press recognizer.
    public init(minimumPressDuration: Double = defaultMinimumPressDuration) {
        self.minimumPressDuration = minimumPressDuration
        super.init()
    }

    open override func touchesBegan(_ touches: [Touch], with event: Event) {
        guard state == .possible else {
            for touch in touches { ignore(touch) }  // extra fingers after it began are not part of it
            return
        }
        if tracked.count == touches.count {  // a landing after all fingers were up
            landingTime = event.timestamp
            deadline = nil
        }
        if tracked.count > numberOfTouchesRequired { return state = .failed }
        if tracked.count == numberOfTouchesRequired {
            if tapsDone == numberOfTapsRequired {
                pressing = true
                pressStartTime = event.timestamp
                deadline = event.timestamp + minimumPressDuration
            } else {
                deadline = landingTime + maximumTapDuration
            }
        }
    }

    open override func touchesMoved(_ touches: [Touch], with event: Event) {
        if state == .possible {
            for touch in touches where touch.location.distance(to: touch.initialLocation) > allowableMovement + TapGestureRecognizer.tolerance {
                return state = .failed
            }
        } else if state.isActive {
            state = .changed
        }
    }

    open override func touchesEnded(_ touches: [Touch], with event: Event) {
        if isUnderWay { return state = .ended }
        guard state == .possible else { return }
        if pressing { return state = .failed }  // lifted before the duration
        guard tracked.allSatisfy({ $0.phase == .ended }) else { return }
        guard event.timestamp - landingTime < maximumTapDuration else { return state = .failed }
        tapsDone += 1
        deadline = event.timestamp + maximumIntervalBetweenSuccessiveTaps
    }

    open override func deadlineReached(at time: Double) {
        if pressing, state == .possible {
            state = .began
        } else {
            state = .failed  // a preceding tap held too long, or no next landing in time
        }
    }

    open override func reset() {
        super.reset()
        tapsDone = 0
        pressing = false
    }
}
