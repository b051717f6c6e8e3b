/// Recognizes taps: `numberOfTapsRequired` taps in quick succession, each made with
/// `numberOfTouchesRequired` fingers, as UIKit's `UITapGestureRecognizer`. Discrete: its actions run once,
/// when the last tap lifts (or when a recognizer it waits for fails).
///
/// **A tap** goes down, moves no more than ``allowableMovement`` from where each finger landed (equal is
/// still a tap, item 37) and lifts within ``maximumTapDuration`` of its first finger landing (item 36). All its
/// fingers are down together at some moment and exactly ``numberOfTouchesRequired`` of them (one more fails
/// it at once, item 38). A tap still down ``maximumTapDuration`` after landing fails at that instant (a
/// deadline), so a tap must lift strictly before it.
///
/// **The multi-tap rule** (items 40–41), one rule for every tap count: the next tap's first finger must land
/// **less than** ``maximumIntervalBetweenSuccessiveTaps`` after the previous tap lifted (up → down; at exactly
/// the interval the wait has already ended), **at least** ``minimumIntervalBetweenSuccessiveTaps`` after it
/// (a faster landing is a contact bounce, not a tap), and no farther than ``maximumTapDistance`` from where
/// the run's first tap landed. Waiting for the next tap is a deadline: when it passes, the recognizer fails
/// at that very instant (so a single tap that waits for a double tap fires at exactly first up + interval,
/// item 45).
///
/// **Runs.** Taps that follow each other by this rule form a run. Once a multi-tap recognizer has
/// recognized, further taps of the same run are absorbed (it stays `possible` until the run ends and then
/// fails), so a double-tap recognizer fires once in four quick taps (item 47); set
/// ``recognizesRepeatedly`` to fire on every `numberOfTapsRequired`-th tap instead.
///
/// **Immediate mode** (``reportsEveryTap``, item 46): the recognizer fires at every tap's lift with
/// ``tapCount``, the running count of the run (1, 2, 3, …), from `numberOfTapsRequired` on, never waiting
/// for a later tap. A single tap is then never delayed by a double tap.
///
/// **Press feedback** (item 48): ``onTapDown`` runs at the first finger's landing + ``pressDelay`` (0.1 s),
/// or as soon as no other recognizer on the touch is still possible, whichever comes first; then exactly
/// one of ``onTapUp`` (recognized) or ``onTapCancel`` (failed).
///
/// Defaults: 45 pt (UIKit's decompiled `allowableMovement`), 0.75 s, 0.35 s, 0.04 s, 100 pt.
open class TapGestureRecognizer: GestureRecognizer {
    /// UIKit's movement allowance for a tap: 45 pt.
    public static let defaultAllowableMovement = 45.0
    /// UIKit's longest tap: 0.75 s.
    public static let defaultMaximumTapDuration = 0.75
    /// UIKit's multi-tap interval: 0.35 s (up → next down).
    public static let defaultMaximumInterval = 0.35
    /// The contact-bounce floor: 0.04 s (Android and Flutter).
    public static let defaultMinimumInterval = 0.04
    /// How far the next tap may land from the run's first: 100 pt (Android, Flutter).
    public static let defaultMaximumTapDistance = 100.0
    /// When press feedback runs at the latest: 0.1 s after landing (Flutter's `kPressTimeout`).
    public static let defaultPressDelay = 0.1
    /// Rounding allowance on every comparison: 10⁻⁹ (seconds, points).
    public static let tolerance = 1e-9

    /// Taps needed (1).
    public var numberOfTapsRequired = 1
    /// Fingers per tap (1).
    public var numberOfTouchesRequired = 1
    /// How far a finger may move from where it landed, in points (45).
    public var allowableMovement = defaultAllowableMovement
    /// Longest time from a tap's first landing to its last lift, in seconds (0.75).
    public var maximumTapDuration = defaultMaximumTapDuration
    /// The next tap must land less than this long after the previous lifted, in seconds (0.35).
    public var maximumIntervalBetweenSuccessiveTaps = defaultMaximumInterval
    /// The next tap must land at least this long after the previous lifted, in seconds (0.04).
    public var minimumIntervalBetweenSuccessiveTaps = defaultMinimumInterval
    /// The next tap must land within this distance of the run's first tap, in points (100).
    public var maximumTapDistance = defaultMaximumTapDistance
    /// Fire at every tap with its running count (immediate mode, item 46). False by default.
    public var reportsEveryTap = false
    /// Fire again on every `numberOfTapsRequired`-th tap of a run (Hammer.js), instead of once. False.
    public var recognizesRepeatedly = false
    /// How long after landing the press feedback runs at the latest, in seconds (0.1).
    public var pressDelay = defaultPressDelay
    /// Press feedback: the tap may be under way (item 48).
    public var onTapDown: ((TapGestureRecognizer) -> Void)?
    /// Press feedback: the pressed tap was recognized.
    public var onTapUp: ((TapGestureRecognizer) -> Void)?
    /// Press feedback: the pressed tap failed.
    public var onTapCancel: ((TapGestureRecognizer) -> Void)?

    /// Taps completed in the current run (in immediate mode, the count reported).
    public private(set) var tapCount = 0
    /// When the last tap's first finger landed, in seconds (item 4: a tap confirmed later keeps its times).
    public private(set) var tapDownTime = 0.0
    /// When the last tap lifted, in seconds.
    public private(set) var tapUpTime = 0.0
    /// The most fingers down together in the last tap.
    public private(set) var touchesInLastTap = 0

    // The attempt's working state, touched on every touch: `@exclusivity(unchecked)`, as the base
    // class's bookkeeping and for the same reason; it is private, and each access is an assignment
    // or a mutating call on a value type that calls no user code.
    //
    // The run of taps, which outlives an attempt (immediate mode, absorption).
    @exclusivity(unchecked) private var runCount = 0
    @exclusivity(unchecked) private var runFirstDown = Point.zero
    @exclusivity(unchecked) private var runLastUp = -Double.infinity
    @exclusivity(unchecked) private var runAbsorbing = false
    // The attempt.
    @exclusivity(unchecked) private var inTap = false
    @exclusivity(unchecked) private var maximumTouches = 0
    @exclusivity(unchecked) private var absorbing = false
    @exclusivity(unchecked) private var pressPending = false
    @exclusivity(unchecked) private var pressShown = false
    @exclusivity(unchecked) private var tapEndDue: Double?
    @exclusivity(unchecked) private var nextTapDue: Double?
    @exclusivity(unchecked) private var pressDue: Double?

    /// Creates a tap recognizer; `taps` taps of `touches` fingers.
    public init(taps: Int = 1, touches: Int = 1) {
        numberOfTapsRequired = taps
        numberOfTouchesRequired = touches
        super.init()
    }

    /// Tap recognizers requiring more taps (or as many) can prevent this one; those requiring fewer cannot
    /// (item 30), so a single tap never stops a double tap.
    open override func canBePrevented(by other: GestureRecognizer) -> Bool {
        if let tap = other as? TapGestureRecognizer { return tap.numberOfTapsRequired >= numberOfTapsRequired }
        return true
    }

    open override func touchesBegan(_ touches: [Touch], with event: Event) {
        let time = event.timestamp
        if !inTap {
            if tapCount >= numberOfTapsRequired, !absorbing, !reportsEveryTap {
                state = .failed  // it had all its taps and waits for another recognizer; a new tap ends that
                return
            }
            guard startTap(at: time, location: centroidOfTrackedTouches ?? touches[0].location) else { return }
        }
        if tracked.count > numberOfTouchesRequired {
            state = .failed
            return
        }
        maximumTouches = max(maximumTouches, tracked.count)
        checkSoleCandidate()
    }

    open override func touchesMoved(_ touches: [Touch], with event: Event) {
        for touch in touches where touch.location.distance(to: touch.initialLocation) > allowableMovement + Self.tolerance {
            state = .failed
            return
        }
        checkSoleCandidate()
    }

    open override func touchesEnded(_ touches: [Touch], with event: Event) {
        for touch in touches where touch.location.distance(to: touch.initialLocation) > allowableMovement + Self.tolerance {
            state = .failed
            return
        }
        guard tracked.allSatisfy({ $0.phase == .ended }) else { return }
        finishTap(at: event.timestamp)
    }

    open override func deadlineReached(at time: Double) {
        if let due = pressDue, due <= time {
            pressDue = nil
            showPress()
        }
        if let due = tapEndDue, due <= time {
            state = .failed  // held down too long
            return
        }
        if let due = nextTapDue, due <= time {
            nextTapDue = nil
            endRun()
            state = .failed  // no next tap in time
            return
        }
        updateDeadline()
    }

    open override func didTransition(from old: GestureRecognizerState, to new: GestureRecognizerState) {
        guard pressShown, new.isFinal else { return }
        pressShown = false
        if new == .ended { onTapUp?(self) } else { onTapCancel?(self) }
    }

    open override func reset() {
        super.reset()
        inTap = false
        maximumTouches = 0
        absorbing = false
        pressPending = false
        pressShown = false
        tapEndDue = nil
        nextTapDue = nil
        pressDue = nil
        tapCount = 0
    }

    // MARK: - Steps

    /// A new tap lands: checks it continues the run (or starts one); false when the recognizer failed.
    private func startTap(at time: Double, location: Point) -> Bool {
        let continuesRun = time - runLastUp < maximumIntervalBetweenSuccessiveTaps - Self.tolerance
            && location.distance(to: runFirstDown) <= maximumTapDistance + Self.tolerance
        let bounced = time - runLastUp < minimumIntervalBetweenSuccessiveTaps - Self.tolerance
        if tapCount > 0 {  // the next tap of this attempt
            guard continuesRun, !bounced else {
                state = .failed
                return false
            }
        } else if continuesRun, !bounced, runCount > 0 {  // a new attempt within a run
            if reportsEveryTap {
                tapCount = runCount
            } else if runAbsorbing, !recognizesRepeatedly, numberOfTapsRequired > 1 {
                absorbing = true
            } else if recognizesRepeatedly {
                tapCount = runCount % numberOfTapsRequired
            }
        } else {
            runCount = 0
            runAbsorbing = false
            runFirstDown = location
            tapCount = 0
        }
        if tapCount == 0 && !absorbing { runFirstDown = location }
        inTap = true
        nextTapDue = nil
        tapDownTime = time
        tapEndDue = time + maximumTapDuration
        if tapCount == 0, !absorbing, onTapDown != nil {
            pressPending = true
            pressDue = time + pressDelay
        }
        updateDeadline()
        return true
    }

    private func finishTap(at time: Double) {
        inTap = false
        tapEndDue = nil
        pressDue = nil
        guard maximumTouches == numberOfTouchesRequired, time - tapDownTime <= maximumTapDuration + Self.tolerance else {
            state = .failed
            return
        }
        tapUpTime = time
        touchesInLastTap = maximumTouches
        maximumTouches = 0
        runCount += 1
        runLastUp = time
        if absorbing {
            nextTapDue = time + maximumIntervalBetweenSuccessiveTaps
            updateDeadline()
            return
        }
        tapCount += 1
        if reportsEveryTap {
            tapCount = runCount
            if tapCount >= numberOfTapsRequired {
                showPress()
                state = .recognized
                return
            }
        } else if tapCount >= numberOfTapsRequired {
            showPress()
            if !recognizesRepeatedly { runAbsorbing = numberOfTapsRequired > 1 }
            state = .recognized
            return
        }
        nextTapDue = time + maximumIntervalBetweenSuccessiveTaps
        updateDeadline()
    }

    private func endRun() {
        runAbsorbing = false
        runCount = 0
        runLastUp = -Double.infinity
        tapCount = 0
    }

    private func showPress() {
        guard pressPending else { return }
        pressPending = false
        pressDue = nil
        pressShown = true
        onTapDown?(self)
    }

    private func checkSoleCandidate() {
        guard pressPending, let arena, arena.isSoleCandidate(self) else { return }
        showPress()
        updateDeadline()
    }

    private func updateDeadline() {
        deadline = earliest(earliest(tapEndDue, nextTapDue), pressDue)
    }
}
