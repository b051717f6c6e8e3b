/// The base of controls, as UIKit's `UIControl`: a view that tracks one touch and turns it into control
/// events, and sends actions to targets for those events.
///
/// **Tracking** (items 75–79). A touch landing on an enabled control begins tracking
/// (``beginTracking(_:with:)``), highlights it and sends `touchDown` (plus `touchDownRepeat` when the
/// touch's tap count is above 1). Each move decides inside or outside against the bounds grown by
/// ``trackingOutset`` points on every side, sends `touchDragInside` or `touchDragOutside` (with
/// `touchDragEnter` or `touchDragExit` when that changed), and asks ``continueTracking(_:with:)``, whose
/// `false` stops tracking (``endTracking(_:with:)`` runs and no more events come for that touch). The lift
/// sends `touchUpInside` or `touchUpOutside`, exactly one; a cancel (a recognizer that claims the touch, or
/// the system) sends `touchCancel` and no up event. The highlight follows inside-ness and goes off at the end.
///
/// **Disabled** controls (``isEnabled`` false) are not hit-tested, so they get no touches, send no events
/// and are never highlighted (item 80).
///
/// **Actions** (items 81–82). Any number of target-action rows, called in the order they were added for
/// each event; every action goes through ``Application/sendAction(_:to:from:for:method:)``. A nil target
/// sends the action to the first responder and up the chain.
///
/// Coordinates are the control's own, in points.
open class Control: View {
    /// The default ``trackingOutset``: 70 points, what UIKit is observed to use.
    public static let defaultTrackingOutset = 70.0

    /// Whether the control takes touches and sends events. Disabling it ends tracking without events and
    /// turns the highlight off.
    public var isEnabled = true {
        didSet {
            guard !isEnabled, oldValue else { return }
            isHighlighted = false
            trackedTouchID = nil
            isTracking = false
        }
    }
    /// Whether the control is drawn pressed: true while a touch that went down in it is inside.
    public var isHighlighted = false
    /// Whether the control is selected (a toggled state a subclass may use).
    public var isSelected = false
    /// Whether the control is tracking a touch.
    public private(set) var isTracking = false
    /// Whether the tracked touch is inside the tracking area (the bounds grown by ``trackingOutset``).
    public private(set) var isTouchInside = false
    /// How far around its bounds a touch still counts as inside, in points (default 70).
    public var trackingOutset = Control.defaultTrackingOutset
    /// The single event being sent right now by ``sendActions(for:)`` (for actions that want to know).
    public private(set) var sendingEvent: ControlEvents?

    private var table: [ControlTargetAction] = []
    private var trackedTouchID: Int?
    private var currentEvent: Event?

    // MARK: - Tracking hooks

    /// A touch began tracking; return false to send no events for it. The default returns true.
    open func beginTracking(_ touch: Touch, with event: Event?) -> Bool { true }
    /// The tracked touch moved; return false to stop tracking it (item 79). The default returns true.
    open func continueTracking(_ touch: Touch, with event: Event?) -> Bool { true }
    /// Tracking ended: the touch lifted (`touch` is it) or ``continueTracking(_:with:)`` returned false.
    open func endTracking(_ touch: Touch?, with event: Event?) {}
    /// Tracking was cancelled.
    open func cancelTracking(with event: Event?) {}

    /// Whether `point` (in the control's coordinates) is inside the tracking area.
    open func isInsideTrackingArea(_ point: Point) -> Bool {
        bounds.outset(dx: trackingOutset, dy: trackingOutset).contains(point)
    }

    // MARK: - Hit-testing

    /// A disabled control is never hit (item 80): touches go to what is behind it.
    open override func hitTest(_ point: Point, with event: Event?) -> View? {
        guard isEnabled else { return nil }
        return super.hitTest(point, with: event)
    }

    // MARK: - Touches

    open override func touchesBegan(_ touches: [Touch], with event: Event) {
        guard isEnabled, trackedTouchID == nil, let touch = touches.first else { return }
        trackedTouchID = touch.id
        isTouchInside = true
        currentEvent = event
        defer { currentEvent = nil }
        isTracking = beginTracking(touch, with: event)
        isHighlighted = true
        guard isTracking else { return }
        sendActions(for: touch.tapCount > 1 ? [.touchDown, .touchDownRepeat] : .touchDown)
    }

    open override func touchesMoved(_ touches: [Touch], with event: Event) {
        guard let touch = tracked(in: touches) else { return }
        currentEvent = event
        defer { currentEvent = nil }
        let wasInside = isTouchInside
        isTouchInside = isInsideTrackingArea(touch.location(in: self))
        isHighlighted = isTouchInside
        guard isTracking else { return }
        isTracking = continueTracking(touch, with: event)
        guard isTracking else {
            endTracking(touch, with: event)
            return
        }
        var events: ControlEvents = isTouchInside ? .touchDragInside : .touchDragOutside
        if !wasInside && isTouchInside { events.insert(.touchDragEnter) }
        if wasInside && !isTouchInside { events.insert(.touchDragExit) }
        sendActions(for: events)
    }

    open override func touchesEnded(_ touches: [Touch], with event: Event) {
        guard let touch = tracked(in: touches) else { return }
        currentEvent = event
        defer { currentEvent = nil }
        isTouchInside = isInsideTrackingArea(touch.location(in: self))
        isHighlighted = false
        trackedTouchID = nil
        guard isTracking else { return }
        isTracking = false
        endTracking(touch, with: event)
        sendActions(for: isTouchInside ? .touchUpInside : .touchUpOutside)
    }

    open override func touchesCancelled(_ touches: [Touch], with event: Event) {
        guard tracked(in: touches) != nil else { return }
        currentEvent = event
        defer { currentEvent = nil }
        isHighlighted = false
        trackedTouchID = nil
        guard isTracking else { return }
        isTracking = false
        cancelTracking(with: event)
        sendActions(for: .touchCancel)
    }

    private func tracked(in touches: [Touch]) -> Touch? {
        guard let id = trackedTouchID else { return nil }
        return touches.first { $0.id == id }
    }

    // MARK: - Dispatch table

    /// Adds a named action for `events`, performed by `target` (a responder that can perform it; `nil`:
    /// the first responder and up the chain). Adding the same target and action again adds the events to
    /// the existing row, which keeps its place.
    public func addTarget(_ target: Responder?, action: Action, for events: ControlEvents) {
        add(ControlTargetAction(target: target.map(WeakObject.init), action: action, method: nil, events: events))
    }

    /// Adds a typed action with no argument: `method` is called on `target` (held weakly), or with a nil
    /// target on the first responder up the chain that is a `Target`.
    public func addTarget<Target: AnyObject>(
        _ target: Target?, action: Action, method: @escaping (Target) -> () -> Void, for events: ControlEvents
    ) {
        add(ControlTargetAction(target: target.map(WeakObject.init), action: action, method: ActionMethod(method), events: events))
    }

    /// Adds a typed action that takes the sender (this control, which must be a `Sender`).
    public func addTarget<Target: AnyObject, Sender: AnyObject>(
        _ target: Target?, action: Action, method: @escaping (Target) -> (Sender) -> Void, for events: ControlEvents
    ) {
        precondition(self is Sender, "the action takes a \(Sender.self), not a \(type(of: self))")
        add(ControlTargetAction(target: target.map(WeakObject.init), action: action, method: ActionMethod(method), events: events))
    }

    /// Adds a typed action that takes the sender and the event.
    public func addTarget<Target: AnyObject, Sender: AnyObject>(
        _ target: Target?, action: Action, method: @escaping (Target) -> (Sender, Event?) -> Void, for events: ControlEvents
    ) {
        precondition(self is Sender, "the action takes a \(Sender.self), not a \(type(of: self))")
        add(ControlTargetAction(target: target.map(WeakObject.init), action: action, method: ActionMethod(method), events: events))
    }

    private func add(_ row: ControlTargetAction) {
        table.removeAll { $0.targetIsGone }
        guard !row.events.isEmpty else { return }
        if let index = table.firstIndex(where: { $0.isFor(row.target?.object) && $0.action == row.action }) {
            table[index].events.formUnion(row.events)
        } else {
            table.append(row)
        }
    }

    /// Removes `events` from the rows of `target` and `action`: a nil `action` means every action of the
    /// target; `removeAllTargets` (a nil `target`) every row. A row left with no events goes.
    public func removeTarget(_ target: AnyObject?, action: Action?, for events: ControlEvents) {
        removeRows(matching: { $0.isFor(target) }, action: action, events: events)
    }

    /// Removes `events` from every row (with `action`: from that action's rows only), whatever the target.
    public func removeAllTargets(action: Action? = nil, for events: ControlEvents = .allEvents) {
        removeRows(matching: { _ in true }, action: action, events: events)
    }

    private func removeRows(matching: (ControlTargetAction) -> Bool, action: Action?, events: ControlEvents) {
        for index in table.indices where matching(table[index]) && (action == nil || table[index].action == action) {
            table[index].events.subtract(events)
        }
        table.removeAll { $0.events.isEmpty || $0.targetIsGone }
    }

    /// The targets with a row, in the order first added; `nil` stands for the responder chain.
    public var allTargets: [AnyObject?] {
        var targets: [AnyObject?] = []
        for row in table where !row.targetIsGone {
            let target = row.target?.object
            if !targets.contains(where: { $0 === target }) { targets.append(target) }
        }
        return targets
    }

    /// Every event some row is sent for.
    public var allControlEvents: ControlEvents {
        table.filter { !$0.targetIsGone }.reduce(into: []) { $0.formUnion($1.events) }
    }

    /// The actions `target` (`nil`: the responder chain) has for any of `events`, in order; `nil` when
    /// it has none.
    public func actions(forTarget target: AnyObject?, forControlEvent events: ControlEvents) -> [Action]? {
        let actions = table.filter { $0.isFor(target) && !$0.events.isDisjoint(with: events) && !$0.targetIsGone }.map(\.action)
        return actions.isEmpty ? nil : actions
    }

    // MARK: - Sending

    /// Sends the actions of `events`: for each single event in bit order, each row that has it, in the
    /// order the rows were added (item 81).
    open func sendActions(for events: ControlEvents) {
        for single in events.bits {
            let rows = table.filter { $0.events.contains(single) && !$0.targetIsGone }
            guard !rows.isEmpty else { continue }
            let previous = sendingEvent
            sendingEvent = single
            for row in rows {
                let target = row.target?.object
                if row.target != nil && target == nil { continue }
                sendAction(row.action, to: target, for: currentEvent, method: row.method)
            }
            sendingEvent = previous
        }
    }

    /// Sends one action through the application of the control's window
    /// (``Application/sendAction(_:to:from:for:method:)``, the one path every action takes).
    /// - Returns: whether it was performed; always false for a control in no application's window.
    @discardableResult
    open func sendAction(_ action: Action, to target: AnyObject?, for event: Event?, method: ActionMethod? = nil) -> Bool {
        guard let application = window?.application else { return false }
        return application.sendAction(action, to: target, from: self, for: event, method: method)
    }
}
