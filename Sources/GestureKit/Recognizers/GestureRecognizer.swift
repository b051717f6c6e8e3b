/// The base of every gesture recognizer, as UIKit's `UIGestureRecognizer`: a state machine fed with the
/// touches of the views it is attached to, that calls its actions when its state changes.
///
/// **Feeding.** Attach a recognizer to a view (``View/addGestureRecognizer(_:)``): it then sees every
/// touch that begins on that view or inside it, before the view does (item 12). Or use it on its own in a
/// ``GestureArena``. Either way it is a pure function of the touches and the engine's clock: a timeout is a
/// ``deadline`` in seconds, fired by the clock with no further sample (item 24).
///
/// **Actions.** A discrete recognizer (tap, swipe) calls its actions once, on `ended`; a continuous one
/// (long press, pan, pinch, rotation) on `began`, every `changed`, and `ended` or `cancelled`; `failed` calls
/// none (item 19). Actions read the new state; ``reset()`` runs after them, once every touch of the sequence
/// has lifted (item 20).
///
/// **Subclassing.** Override the four touch methods, ``deadlineReached(at:)`` and ``reset()``; set
/// ``state`` to move (illegal transitions are ignored and counted in ``illegalTransitionCount``) and
/// ``deadline`` to be woken by the clock. Override ``canPrevent(_:)``, ``canBePrevented(by:)``,
/// ``shouldRequireFailure(of:)`` and ``shouldBeRequiredToFail(by:)`` to shape arbitration.
///
/// Coordinates: touches arrive in screen points; ``location(in:)`` converts. Times are seconds on the
/// engine's clock.
open class GestureRecognizer {
    /// A name for the recognizer in traces and scene files (the scene's `id`).
    public var identifier: String?

    /// The view the recognizer is attached to.
    ///
    /// `unowned(unsafe)`, not `weak`: a weakly referenced view gets a side table, and every retain and
    /// release of it then takes the runtime's slow path (a sixth of the recognizer benchmark's time). It
    /// never dangles: a view holds its recognizers strongly, and the only ways the link ends
    /// (``View/removeGestureRecognizer(_:)``, adding the recognizer to another view, the view's `deinit`)
    /// all clear it. Recognizers and views are used from one task.
    public internal(set) unowned(unsafe) var view: View?

    /// Adjusts arbitration; held weakly.
    public weak var delegate: (any GestureRecognizerDelegate)?

    /// When true (the default), recognizing cancels the recognized touches in the view: it gets
    /// `touchesCancelled` and nothing more for them (item 11).
    public var cancelsTouchesInView = true
    /// When true, the view gets no `touchesBegan` (nor later phases) while this recognizer may still
    /// recognize; they are delivered if it fails, dropped if it recognizes (item 13). Default false.
    public var delaysTouchesBegan = false
    /// When true (the default), the view's `touchesEnded` waits while this recognizer may still recognize;
    /// recognition turns it into `touchesCancelled`, failure delivers it (item 14).
    public var delaysTouchesEnded = true

    /// Whether the recognizer takes part. Disabling it cancels a gesture under way and fails one that
    /// is possible (item 23).
    public final var isEnabled: Bool {
        get { enabled }
        set {
            let wasEnabled = enabled
            enabled = newValue
            guard wasEnabled, !newValue else { return }
            if state.isActive {
                state = .cancelled
            } else if state == .possible, arena != nil {
                state = .failed
            }
            releaseTouches()
        }
    }

    /// The current state. Subclasses set it to move; a move that is not legal (item 18) is ignored.
    /// A move to `began` or `ended` from `possible` may be held back by failure requirements (it happens
    /// when they fail) or turned into `failed` by the delegate or by a recognizer that prevents it.
    public final var state: GestureRecognizerState {
        get { currentState }
        set { request(newValue) }
    }

    /// Whether a move to `began` or `ended` is held back, waiting for recognizers it requires to fail.
    /// A continuous recognizer in this situation may still end: set `state` to `.ended`, and the
    /// gesture begins and ends at once if it is released.
    public final var isWaitingForFailureRequirements: Bool { waitingState != nil }

    /// Whether a continuous gesture is under way: `began` or `changed`, or a `began` held back by failure
    /// requirements. A recognizer under way ends (rather than fails) when its fingers lift.
    public final var isUnderWay: Bool { state.isActive || waitingState == .began }

    /// How many requested transitions were illegal and ignored (item 18).
    public private(set) var illegalTransitionCount = 0

    /// When the clock should call ``deadlineReached(at:)``, in seconds; `nil` for none. Subclasses set it.
    public final var deadline: Double? {
        get { due }
        set { due = newValue }
    }

    /// The touches this recognizer is tracking now (down, in the order they began), latest snapshot.
    public final var trackedTouches: [Touch] { tracked }

    /// The number of touches being tracked, as UIKit's `numberOfTouches`.
    public final var numberOfTouches: Int { trackedTouches.count }

    /// The clock's time in seconds: the time of the touches or deadline being handled.
    public final var now: Double { arena?.now ?? lastTime }

    // MARK: - Internal state (the arena's bookkeeping)

    // The arena reads this bookkeeping for every recognizer on every touch event, so it is
    // `@exclusivity(unchecked)`: a dynamic exclusivity check costs more than the read (the checks were a
    // third of the recognizer benchmark's time). Why no access can overlap another: this storage is
    // internal, the public properties over it (`isEnabled`, `deadline`, `trackedTouches`) are computed
    // and so make only instantaneous accesses, and every modification in the module is a single
    // assignment or an array operation whose closure compares ids, calling no user code while it lasts.
    // Recognizers are used from one task.
    @exclusivity(unchecked) var currentState: GestureRecognizerState = .possible
    @exclusivity(unchecked) var enabled = true
    @exclusivity(unchecked) var due: Double?
    /// The tracked touches (see ``trackedTouches``).
    @exclusivity(unchecked) var tracked: [Touch] = []
    /// The arena the recognizer takes part in while it has an attempt under way.
    ///
    /// `unowned(unsafe)`, read on every touch: it never dangles, because an arena sets it only while the
    /// recognizer is in its `participants` (held strongly), clears it when the recognizer leaves (its
    /// attempt is reset), and clears it for every participant in its `deinit`.
    @exclusivity(unchecked) unowned(unsafe) var arena: GestureArena?
    /// Every touch id seen in the current attempt (for "shares a touch" in prevention).
    @exclusivity(unchecked) var attemptTouchIDs: [Int] = []
    /// A transition to `began`/`ended` held back until failure requirements resolve.
    @exclusivity(unchecked) var waitingState: GestureRecognizerState?
    /// For a held-back `began`: the `ended` or `cancelled` that came while it waited, applied right after.
    @exclusivity(unchecked) var endAfterWaiting: GestureRecognizerState?
    /// The failure requirements of the current attempt, fixed when it first asks to begin (item 29).
    @exclusivity(unchecked) var attemptRequirements: [GestureRecognizer]?
    /// Where the touches were last, in screen points (for ``location(in:)`` after they lifted).
    @exclusivity(unchecked) var lastCentroid = Point.zero
    @exclusivity(unchecked) var lastTime = 0.0

    /// Read on every state change; unchecked for the reason above: modified only by `append` and
    /// `removeAll` (comparing ids or targets), and `callActions` copies each action out before calling it.
    @exclusivity(unchecked) private var actions: [RecognizerAction] = []
    private var nextActionID = 1
    // The relations hold their recognizers `unowned(unsafe)` rather than `weak`, for the reason given
    // at `view`: a weak reference would slow every retain of the recognizer it names. They never dangle:
    // each recognizer named by a relation lists the recognizer whose relation names it in `namedBy`,
    // and a recognizer's `deinit` removes itself from the relations naming it and from the `namedBy`
    // lists of those it names.
    private var failureRequirements: [RecognizerLink] = []
    private var simultaneousPartners: [RecognizerLink] = []
    private var namedBy: [RecognizerLink] = []

    /// Creates a recognizer with no actions.
    public init() {
        tracked.reserveCapacity(4)
        attemptTouchIDs.reserveCapacity(8)
    }

    deinit {
        let me = ObjectIdentifier(self)
        for link in namedBy {
            link.recognizer.failureRequirements.removeAll { $0.id == me }
            link.recognizer.simultaneousPartners.removeAll { $0.id == me }
        }
        for link in failureRequirements + simultaneousPartners {
            link.recognizer.namedBy.removeAll { $0.id == me }
        }
    }

    // MARK: - Actions

    /// Calls `body` with the recognizer on every state change that calls actions; returns an id for
    /// ``removeAction(_:)``.
    @discardableResult
    public func addAction(_ body: @escaping (GestureRecognizer) -> Void) -> Int {
        let id = nextActionID
        nextActionID += 1
        actions.append(RecognizerAction(id: id, target: nil, body: body))
        return id
    }

    /// Typed target-action: calls `action(target)(recognizer)`, holding `target` weakly (a target that
    /// is gone is skipped). `Recognizer` must be this recognizer's class or a superclass of it.
    @discardableResult
    public func addTarget<Target: AnyObject, Recognizer: GestureRecognizer>(
        _ target: Target, action: @escaping (Target) -> (Recognizer) -> Void
    ) -> Int {
        precondition(self is Recognizer, "the action takes a \(Recognizer.self), not a \(type(of: self))")
        let id = nextActionID
        nextActionID += 1
        let box = WeakObject(target)
        actions.append(
            RecognizerAction(id: id, target: box) { recognizer in
                guard let target = box.object as? Target, let typed = recognizer as? Recognizer else { return }
                action(target)(typed)
            })
        return id
    }

    /// Removes the action with this id.
    public func removeAction(_ id: Int) {
        actions.removeAll { $0.id == id }
    }

    /// Removes every action of `target` (every action when `target` is nil, as UIKit).
    public func removeTarget(_ target: AnyObject?) {
        guard let target else {
            actions.removeAll()
            return
        }
        actions.removeAll { $0.target?.object === target }
    }

    /// The number of actions registered.
    public final var actionCount: Int { actions.count }

    func callActions() {
        var index = 0
        while index < actions.count {
            actions[index].body(self)
            index += 1
        }
    }

    // MARK: - Relations

    /// Makes this recognizer wait until `other` fails; if `other` begins or recognizes, this one fails
    /// (item 25).
    public func require(toFail other: GestureRecognizer) {
        guard other !== self, !failureRequirements.contains(where: { $0.id == ObjectIdentifier(other) }) else { return }
        failureRequirements.append(RecognizerLink(other))
        other.namedBy.append(RecognizerLink(self))
    }

    /// Lets this recognizer and `other` be recognized at the same time, without a delegate (as Hammer.js's
    /// `recognizeWith`; either side declaring it is enough).
    public func recognizeSimultaneously(with other: GestureRecognizer) {
        guard other !== self, !simultaneousPartners.contains(where: { $0.id == ObjectIdentifier(other) }) else { return }
        simultaneousPartners.append(RecognizerLink(other))
        other.namedBy.append(RecognizerLink(self))
    }

    /// Undoes ``recognizeSimultaneously(with:)``.
    public func stopRecognizingSimultaneously(with other: GestureRecognizer) {
        guard let index = simultaneousPartners.firstIndex(where: { $0.id == ObjectIdentifier(other) }) else { return }
        simultaneousPartners.remove(at: index)
        if let back = other.namedBy.firstIndex(where: { $0.id == ObjectIdentifier(self) }) {
            other.namedBy.remove(at: back)
        }
    }

    /// The recognizers this one waits for by ``require(toFail:)``.
    public final var requiredToFail: [GestureRecognizer] { failureRequirements.map(\.recognizer) }

    func declaresSimultaneous(with other: GestureRecognizer) -> Bool {
        let id = ObjectIdentifier(other)
        return simultaneousPartners.contains { $0.id == id }
    }

    // MARK: - Subclass hooks

    /// Touches began (those this recognizer receives). They are already in ``trackedTouches``.
    open func touchesBegan(_ touches: [Touch], with event: Event) {}
    /// Touches moved; ``trackedTouches`` holds their new locations.
    open func touchesMoved(_ touches: [Touch], with event: Event) {}
    /// Touches lifted; they leave ``trackedTouches`` after this returns.
    open func touchesEnded(_ touches: [Touch], with event: Event) {}
    /// Touches were cancelled; they leave ``trackedTouches`` after this returns. The base class moves a
    /// gesture under way to `cancelled` and a possible one to `failed` first (item 3).
    open func touchesCancelled(_ touches: [Touch], with event: Event) {}
    /// The clock reached ``deadline`` (which is cleared before the call); `time` is the deadline itself.
    open func deadlineReached(at time: Double) {}
    /// Forget the attempt; called after the actions of a final state, once every touch has lifted.
    /// Subclasses call `super`.
    open func reset() {}
    /// The state changed from `old` to `new` (before the actions run).
    open func didTransition(from old: GestureRecognizerState, to new: GestureRecognizerState) {}

    /// Whether this recognizer, by recognizing, makes `other` fail (item 28). True by default.
    open func canPrevent(_ other: GestureRecognizer) -> Bool { true }
    /// Whether `other`, by recognizing, makes this recognizer fail (item 28). True by default.
    open func canBePrevented(by other: GestureRecognizer) -> Bool { true }
    /// Whether this recognizer waits for `other` to fail, in this attempt (item 29). False by default.
    open func shouldRequireFailure(of other: GestureRecognizer) -> Bool { false }
    /// Whether `other` waits for this recognizer to fail, in this attempt (item 29). False by default.
    open func shouldBeRequiredToFail(by other: GestureRecognizer) -> Bool { false }

    /// Stops tracking `touch`: it is not sent to this recognizer any more (UIKit's `ignore(_:for:)`).
    public func ignore(_ touch: Touch) {
        tracked.removeAll { $0.id == touch.id }
    }

    // MARK: - Location

    /// The centroid of the tracked touches (where they lifted, once they have) in `view`'s coordinates,
    /// or in screen coordinates when `view` is nil or not in a window.
    public func location(in view: View?) -> Point {
        convert(centroidOfTrackedTouches ?? lastCentroid, to: view)
    }

    /// Where tracked touch number `index` (in the order they began) is, in `view`'s coordinates.
    public func location(ofTouch index: Int, in view: View?) -> Point {
        convert(tracked[index].location, to: view)
    }

    /// Converts a point in screen coordinates to `view`'s.
    public func convert(_ screenPoint: Point, to view: View?) -> Point {
        guard let view, let window = view.window else { return screenPoint }
        return view.convert(window.pointFromSuperview(screenPoint), from: window)
    }

    /// The centroid of the tracked touches in screen points; `nil` when none is tracked.
    public final var centroidOfTrackedTouches: Point? {
        guard !tracked.isEmpty else { return nil }
        var x = 0.0, y = 0.0
        for touch in tracked {
            x += touch.location.x
            y += touch.location.y
        }
        let count = Double(tracked.count)
        return Point(x: x / count, y: y / count)
    }

    // MARK: - Arena entry points

    /// Requests a transition; the arena decides (requirements, delegate, prevention).
    private func request(_ next: GestureRecognizerState) {
        guard currentState.canTransition(to: next) else {
            illegalTransitionCount += 1
            return
        }
        if let arena {
            arena.request(self, to: next)
        } else {
            apply(next)
        }
    }

    /// Applies a transition the arena accepted, and calls the actions it calls.
    func apply(_ next: GestureRecognizerState) {
        waitingState = nil
        if next.isFinal { endAfterWaiting = nil }
        let old = currentState
        currentState = next
        // A failed recognizer gets no more touches (nor the work of keeping their snapshots).
        if next == .failed { releaseTouches() }
        didTransition(from: old, to: next)
        if next != .failed && next != .possible { callActions() }
    }

    /// Starts tracking `touch`.
    func track(_ touch: Touch) {
        tracked.append(touch)
        if !attemptTouchIDs.contains(touch.id) { attemptTouchIDs.append(touch.id) }
    }

    /// Whether the recognizer tracks the touch with this id.
    func isTracking(_ touchID: Int) -> Bool {
        for touch in tracked where touch.id == touchID { return true }
        return false
    }

    /// Whether the recognizer tracks exactly `touches` (an event's touches, ids unique).
    func isTrackingAll(_ touches: [Touch]) -> Bool {
        guard tracked.count == touches.count else { return false }
        for touch in touches where !isTracking(touch.id) { return false }
        return true
    }

    /// Replaces the snapshot of a tracked touch.
    func update(_ touch: Touch) {
        for index in tracked.indices where tracked[index].id == touch.id {
            tracked[index] = touch
            return
        }
    }

    /// Stops tracking touches that lifted or were cancelled, remembering where they were.
    func dropFinishedTouches() {
        guard tracked.contains(where: { $0.phase.isFinal }) else { return }
        if let centroid = centroidOfTrackedTouches { lastCentroid = centroid }
        tracked.removeAll { $0.phase.isFinal }
    }

    func releaseTouches() {
        if let centroid = centroidOfTrackedTouches { lastCentroid = centroid }
        tracked.removeAll(keepingCapacity: true)
    }

    /// Back to `possible` for a new attempt (after ``reset()``).
    func resetAttempt() {
        currentState = .possible
        waitingState = nil
        endAfterWaiting = nil
        attemptRequirements = nil
        due = nil
        tracked.removeAll(keepingCapacity: true)
        attemptTouchIDs.removeAll(keepingCapacity: true)
        reset()
    }
}

/// One registered action.
struct RecognizerAction {
    let id: Int
    let target: WeakObject?
    let body: (GestureRecognizer) -> Void
}

/// A weak reference to any object.
final class WeakObject {
    weak var object: AnyObject?
    init(_ object: AnyObject) { self.object = object }
}

/// A recognizer named by a relation (see `GestureRecognizer.namedBy` for why it never dangles).
struct RecognizerLink {
    unowned(unsafe) let recognizer: GestureRecognizer
    let id: ObjectIdentifier
    init(_ recognizer: GestureRecognizer) {
        self.recognizer = recognizer
        id = ObjectIdentifier(recognizer)
    }
}
