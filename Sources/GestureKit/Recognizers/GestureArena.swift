/// Runs gesture recognizers over touch events and arbitrates between them with UIKit's rules.
///
/// Every window has one (its recognizers see its touches before its views, item 12); build one yourself to
/// use recognizers without views: `GestureArena(recognizers: [tap, pan])`, then ``handle(_:)`` each touch
/// ``Event`` (from a ``TouchTracker``) and ``advance(to:)`` the clock.
///
/// **Delivery.** When a touch begins, the recognizers that will see it join the arena: those of the hit
/// view and of every ancestor up to the window, innermost view first and, within a view, in the order they
/// were added (for a standalone arena, its recognizers in order). A recognizer that is disabled, that is
/// still finishing an attempt, or whose delegate refuses the touch (item 22) does not get it. Each
/// dispatch sends the touches of each phase (began, moved, ended, cancelled) to every recognizer tracking
/// them, in that order.
///
/// **Arbitration** (items 25–35), when a recognizer asks to leave `possible` for `began` or `ended`:
/// 1. its delegate's `gestureRecognizerShouldBegin` may turn it into `failed` (item 21);
/// 2. its failure requirements for this attempt are fixed (``GestureRecognizer/require(toFail:)``, both
///    sides' delegates and subclass hooks, consulted once per attempt, item 29). If one of them has begun or
///    recognized, it fails; while one of them that takes part is still `possible`, it waits, still in
///    `possible`, and moves on the same clock tick as the last of them fails (item 25);
/// 3. a recognizer already under way on a shared touch that can prevent it makes it fail, unless the two
///    may recognize simultaneously (either side saying so is enough, item 28);
/// 4. it moves and its actions run; then every `possible` recognizer sharing a touch that it can prevent
///    (and that can be prevented by it) fails, as does every recognizer waiting for it to fail.
///
/// **Tie-break.** Requests are handled in the order they are made, and recognizers receive touches in the
/// arena's order (innermost view first, then the order they were added to the view). So when two
/// recognizers could both recognize on the same touch-up, the innermost one wins (item 34); explicit
/// relations (`require(toFail:)`, simultaneity) never depend on the order recognizers were added (item 27).
///
/// **Resets.** A recognizer in `ended`, `cancelled` or `failed` is reset (back to `possible`) once no touch
/// of the arena is down (item 20). When the last touch lifts, a recognizer that is still `possible` with
/// no deadline and not waiting for another is failed: nothing more could make it recognize.
///
/// **Time.** ``advance(to:)`` fires each deadline that is due, in time order, with the clock set to the
/// deadline itself (item 24); ``handle(_:)`` first advances to the event's time.
public final class GestureArena {
    /// The clock: the time of the event or deadline being handled, in seconds.
    public var now: Double { clock }
    /// The recognizers with an attempt under way (or waiting to be reset), in arena order.
    public var participants: [GestureRecognizer] { members }

    // Read for every recognizer on every touch event, so `@exclusivity(unchecked)` (dynamic exclusivity
    // checks were a third of the recognizer benchmark's time). Why no access can overlap another: the
    // storage is private, the public properties over it are computed getters, and every access in this
    // file is instantaneous: assignments, `append`, `remove(at:)`, `removeAll` (whose closures compare
    // ids), or a copy taken before any call out to a recognizer (loops read `members[index]` one at a
    // time; `scratch` is copied into `touches` before the touches are sent). An arena is used from one task.
    @exclusivity(unchecked) private var clock: Double = -Double.infinity
    @exclusivity(unchecked) private var members: [GestureRecognizer] = []

    /// Called when a recognizer begins or recognizes (after its actions ran), for touch cancellation.
    var onRecognized: ((GestureRecognizer) -> Void)?
    /// Appends the recognizers a new touch goes to; false when the touch does not belong to this arena.
    private let recognizersForTouch: (Touch, inout [GestureRecognizer]) -> Bool
    @exclusivity(unchecked) private var admitted: [GestureRecognizer] = []
    @exclusivity(unchecked) private var liveTouchIDs: [Int] = []
    @exclusivity(unchecked) private var requests: [(GestureRecognizer, GestureRecognizerState)] = []
    @exclusivity(unchecked) private var resolving = false
    @exclusivity(unchecked) private var scratch: [Touch] = []
    /// The phases sent to recognizers, in the order they are sent within one dispatch.
    private static let phases: [TouchPhase] = [.began, .moved, .ended, .cancelled]

    /// A standalone arena: every touch goes to `recognizers`, in this order.
    public convenience init(recognizers: [GestureRecognizer]) {
        self.init { _, list in
            list.append(contentsOf: recognizers)
            return true
        }
    }

    /// An arena whose new touches go to the recognizers `provider` appends (false: not this arena's touch).
    init(provider: @escaping (Touch, inout [GestureRecognizer]) -> Bool) {
        recognizersForTouch = provider
        admitted.reserveCapacity(16)
        members.reserveCapacity(16)
        liveTouchIDs.reserveCapacity(16)
        requests.reserveCapacity(16)
        scratch.reserveCapacity(16)
    }

    deinit {
        for recognizer in members where recognizer.arena === self { recognizer.arena = nil }
    }

    /// Whether any touch of this arena is down.
    public var hasLiveTouches: Bool { !liveTouchIDs.isEmpty }

    /// The earliest deadline of a participant, in seconds.
    public var nextDeadline: Double? {
        var earliest: Double?
        for index in members.indices {
            unowned(unsafe) let recognizer = members[index]  // unretained: no user code runs here
            if let deadline = recognizer.deadline, earliest.map({ deadline < $0 }) ?? true { earliest = deadline }
        }
        return earliest
    }

    // MARK: - Input

    /// Sends a touch event's touches to the recognizers, after firing the deadlines due by its time.
    public func handle(_ event: Event) {
        guard event.kind == .touches else { return }
        advance(to: event.timestamp)
        clock = Swift.max(clock, event.timestamp)
        var present: UInt8 = 0  // the phases in this event, a bit each
        for touch in event.allTouches {
            present |= Self.bit(touch.phase)
            if touch.phase == .began { admit(touch) }
        }
        let updates = present & ~(Self.bit(.began) | Self.bit(.stationary)) != 0
        // This dispatch's recognizers: the copy keeps each of them alive until the dispatch is over,
        // whatever the recognizers' own code does to `members`.
        let participants = members
        participants.forEachUnretained { recognizer in
            guard !recognizer.tracked.isEmpty else { return }
            if updates {
                for touch in event.allTouches where touch.phase != .began && touch.phase != .stationary {
                    recognizer.update(touch)
                }
            }
            recognizer.lastTime = event.timestamp
        }
        let singlePhase = Self.hasOneBit(present)
        for phase in Self.phases where present & Self.bit(phase) != 0 {
            participants.forEachUnretained { recognizer in
                guard !recognizer.currentState.isFinal, recognizer.isEnabled, !recognizer.tracked.isEmpty else { return }
                if singlePhase, recognizer.isTrackingAll(event.allTouches) {
                    // The usual case (every touch of the event in this phase, all of them tracked): the
                    // event's own array, with no copy.
                    send(phase, event.allTouches, to: recognizer, with: event)
                    return
                }
                scratch.removeAll(keepingCapacity: true)
                for touch in event.allTouches where touch.phase == phase && recognizer.isTracking(touch.id) {
                    scratch.append(touch)
                }
                guard !scratch.isEmpty else { return }
                let touches = scratch
                send(phase, touches, to: recognizer, with: event)
            }
        }
        if present & (Self.bit(.ended) | Self.bit(.cancelled)) != 0 {
            for recognizer in members { recognizer.dropFinishedTouches() }
            for touch in event.allTouches where touch.phase.isFinal {
                liveTouchIDs.removeAll { $0 == touch.id }
            }
        }
        if liveTouchIDs.isEmpty {
            failIdleRecognizers()
            finishAttempts()
        }
    }

    /// Calls the recognizer's touch method for `phase` with `touches`.
    private func send(_ phase: TouchPhase, _ touches: [Touch], to recognizer: GestureRecognizer, with event: Event) {
        switch phase {
        case .began: recognizer.touchesBegan(touches, with: event)
        case .moved: recognizer.touchesMoved(touches, with: event)
        case .ended: recognizer.touchesEnded(touches, with: event)
        case .cancelled:
            if recognizer.currentState.isActive {
                recognizer.state = .cancelled
            } else if recognizer.currentState == .possible {
                recognizer.state = .failed
            }
            recognizer.touchesCancelled(touches, with: event)
        case .stationary: break
        }
    }

    /// Whether exactly one bit of `bits` is set.
    private static func hasOneBit(_ bits: UInt8) -> Bool { bits != 0 && bits & (bits - 1) == 0 }

    /// One bit per phase.
    private static func bit(_ phase: TouchPhase) -> UInt8 {
        switch phase {
        case .began: 1
        case .moved: 2
        case .stationary: 4
        case .ended: 8
        case .cancelled: 16
        }
    }

    /// Fires, in time order, every deadline due at or before `time` (seconds), each with the clock at the
    /// deadline itself; then sets the clock to `time` if it is later.
    public func advance(to time: Double) {
        while let (recognizer, due) = earliestDeadline(), due <= time {
            recognizer.deadline = nil
            clock = Swift.max(clock, due)
            recognizer.lastTime = clock
            if !recognizer.currentState.isFinal { recognizer.deadlineReached(at: due) }
            if liveTouchIDs.isEmpty { failIdleRecognizers() }
            finishAttempts()
        }
        clock = Swift.max(clock, time)
    }

    /// Whether a recognizer that is still `possible` and tracks (or tracked) the touch delays its
    /// `touchesBegan` (`began: true`) or its `touchesEnded` (`began: false`) in the view (items 13–14).
    func isDelaying(_ touchID: Int, began: Bool) -> Bool {
        for index in members.indices {
            unowned(unsafe) let recognizer = members[index]  // unretained: no user code runs here
            guard recognizer.currentState == .possible else { continue }
            guard began ? recognizer.delaysTouchesBegan : recognizer.delaysTouchesEnded else { continue }
            if recognizer.attemptTouchIDs.contains(touchID) { return true }
        }
        return false
    }

    /// Whether no other recognizer that shares a touch with `recognizer` is still `possible`.
    public func isSoleCandidate(_ recognizer: GestureRecognizer) -> Bool {
        for other in members where other !== recognizer && other.currentState == .possible {
            if sharesTouch(other, recognizer) { return false }
        }
        return true
    }

    // MARK: - Arbitration

    /// Queues a transition request and resolves the queue unless it is already being resolved.
    func request(_ recognizer: GestureRecognizer, to next: GestureRecognizerState) {
        guard !resolving else {
            requests.append((recognizer, next))
            return
        }
        resolving = true
        resolve(recognizer, to: next)
        var index = 0
        while index < requests.count {
            let (recognizer, next) = requests[index]
            index += 1
            resolve(recognizer, to: next)
        }
        if !requests.isEmpty { requests.removeAll(keepingCapacity: true) }
        resolving = false
    }

    private func resolve(_ recognizer: GestureRecognizer, to next: GestureRecognizerState) {
        let current = recognizer.currentState
        if recognizer.waitingState == .began, next == .ended || next == .cancelled {
            recognizer.endAfterWaiting = next
            return
        }
        if next == .failed, current == .possible {
            fail(recognizer)
            return
        }
        guard current.canTransition(to: next) else { return }
        if current == .possible {
            attempt(recognizer, to: next)
        } else {
            recognizer.apply(next)
        }
    }

    private func attempt(_ recognizer: GestureRecognizer, to next: GestureRecognizerState) {
        if let delegate = recognizer.delegate, !delegate.gestureRecognizerShouldBegin(recognizer) {
            fail(recognizer)
            return
        }
        let requirements = requirements(of: recognizer)
        if requirements.contains(where: { isParticipant($0) && $0.currentState.hasRecognized }) {
            fail(recognizer)
            return
        }
        if requirements.contains(where: { isParticipant($0) && $0.currentState == .possible }) {
            recognizer.waitingState = next
            return
        }
        for other in members where other !== recognizer && other.currentState.hasRecognized {
            if sharesTouch(other, recognizer), other.canPrevent(recognizer), recognizer.canBePrevented(by: other),
                !Self.simultaneous(other, recognizer)
            {
                fail(recognizer)
                return
            }
        }
        let endNext = recognizer.endAfterWaiting
        recognizer.apply(next)
        onRecognized?(recognizer)
        if let endNext, recognizer.currentState == next { recognizer.apply(endNext) }
        var index = 0
        while index < members.count {
            let other = members[index]
            index += 1
            guard other !== recognizer, other.currentState == .possible else { continue }
            if other.waitingState != nil, other.attemptRequirements?.contains(where: { $0 === recognizer }) == true {
                fail(other)
            } else if sharesTouch(recognizer, other), recognizer.canPrevent(other), other.canBePrevented(by: recognizer),
                !Self.simultaneous(recognizer, other)
            {
                fail(other)
            }
        }
    }

    /// Fails a recognizer, then lets each recognizer that waited for it move on if nothing else holds it.
    private func fail(_ recognizer: GestureRecognizer) {
        guard recognizer.currentState == .possible else { return }
        recognizer.apply(.failed)
        var index = 0
        while index < members.count {
            let waiter = members[index]
            index += 1
            guard let wanted = waiter.waitingState,
                waiter.attemptRequirements?.contains(where: { $0 === recognizer }) == true,
                !(waiter.attemptRequirements ?? []).contains(where: { isParticipant($0) && $0.currentState == .possible })
            else { continue }
            waiter.waitingState = nil
            attempt(waiter, to: wanted)
        }
    }

    /// The failure requirements of the recognizer's current attempt, fixed on first use (item 29).
    private func requirements(of recognizer: GestureRecognizer) -> [GestureRecognizer] {
        if let fixed = recognizer.attemptRequirements { return fixed }
        var found = recognizer.requiredToFail
        for other in members where other !== recognizer && !found.contains(where: { $0 === other }) {
            if recognizer.shouldRequireFailure(of: other) || other.shouldBeRequiredToFail(by: recognizer)
                || recognizer.delegate?.gestureRecognizer(recognizer, shouldRequireFailureOf: other) == true
                || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: recognizer) == true
            {
                found.append(other)
            }
        }
        recognizer.attemptRequirements = found
        return found
    }

    /// Whether the two may be recognized together: either side declares it or either delegate agrees.
    static func simultaneous(_ a: GestureRecognizer, _ b: GestureRecognizer) -> Bool {
        a.declaresSimultaneous(with: b) || b.declaresSimultaneous(with: a)
            || a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) == true
            || b.delegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) == true
    }

    private func sharesTouch(_ a: GestureRecognizer, _ b: GestureRecognizer) -> Bool {
        for id in a.attemptTouchIDs where b.attemptTouchIDs.contains(id) { return true }
        return false
    }

    /// Whether the recognizer takes part here: an arena points a recognizer at itself exactly while the
    /// recognizer is in its `participants`.
    private func isParticipant(_ recognizer: GestureRecognizer) -> Bool {
        recognizer.arena === self
    }

    // MARK: - Membership

    private func admit(_ touch: Touch) {
        admitted.removeAll(keepingCapacity: true)
        guard recognizersForTouch(touch, &admitted) else { return }
        liveTouchIDs.append(touch.id)
        for recognizer in admitted {
            guard recognizer.isEnabled, !recognizer.currentState.isFinal else { continue }
            if recognizer.arena !== self, recognizer.arena != nil { continue }
            if let delegate = recognizer.delegate, !delegate.gestureRecognizer(recognizer, shouldReceive: touch) { continue }
            recognizer.track(touch)
            if recognizer.arena !== self {
                recognizer.arena = self
                members.append(recognizer)
            }
        }
    }

    /// When no touch is down, a `possible` recognizer with no deadline that is not waiting can never
    /// recognize: it fails.
    private func failIdleRecognizers() {
        var index = 0
        while index < members.count {
            let recognizer = members[index]
            index += 1
            if recognizer.currentState == .possible, recognizer.deadline == nil, recognizer.waitingState == nil,
                !recognizer.attemptTouchIDs.isEmpty
            {
                recognizer.state = .failed
            }
        }
    }

    /// Resets the recognizers whose attempt is over once no touch is down, and lets them leave the arena.
    private func finishAttempts() {
        guard liveTouchIDs.isEmpty else { return }
        var index = 0
        while index < members.count {
            let recognizer = members[index]
            if recognizer.currentState.isFinal || (recognizer.currentState == .possible && recognizer.deadline == nil
                && recognizer.waitingState == nil)
            {
                members.remove(at: index)
                recognizer.arena = nil
                recognizer.resetAttempt()
            } else {
                index += 1
            }
        }
    }

    private func earliestDeadline() -> (GestureRecognizer, Double)? {
        var best: (index: Int, due: Double)?
        for index in members.indices {
            unowned(unsafe) let recognizer = members[index]  // unretained: no user code runs here
            if let deadline = recognizer.due, best.map({ deadline < $0.due }) ?? true { best = (index, deadline) }
        }
        return best.map { (members[$0.index], $0.due) }
    }
}

extension GestureRecognizerState {
    /// Began, changed, or ended (a recognition that has not been reset yet).
    var hasRecognized: Bool { self == .began || self == .changed || self == .ended }
}
