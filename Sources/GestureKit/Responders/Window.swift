/// The root of a view tree and the funnel its events pass through, as UIKit's `UIWindow`.
///
/// The window's ``frame`` is in screen coordinates (the coordinates of touch samples); its own
/// coordinates are "window coordinates". It keeps the window's first responder (one per window, item
/// 84) and the binding of each live touch to its hit-test view (item 10). Its next responder is the
/// application.
open class Window: View {
    /// The application the window belongs to, once added to one.
    public var application: Application? { owner }

    /// `unowned(unsafe)` for the same reason and with the same proof as `View.parent`: the application
    /// holds its windows strongly and clears this pointer when it removes a window or is deinitialised.
    @exclusivity(unchecked) unowned(unsafe) var owner: Application?

    /// The window's first responder: where motion, key and remote-control events and nil-target actions
    /// start (item 85). Change it with ``Responder/becomeFirstResponder()``. Held strongly (a weak
    /// reference would slow every retain of the responder); removing it from the window resigns it.
    public internal(set) var firstResponder: Responder?

    /// The controller whose view fills the window. Setting it puts that view in the window (removing the
    /// previous controller's view).
    public var rootViewController: ViewController? {
        didSet {
            guard oldValue !== rootViewController else { return }
            if let old = oldValue?.view, old.superview === self { old.removeFromSuperview() }
            if let view = rootViewController?.view, view.superview !== self {
                view.frame = Rect(origin: bounds.origin, size: bounds.size)
                addSubview(view)
            }
        }
    }

    /// The touch phases that are sent, in the order they are sent within one dispatch.
    private static let deliveredPhases: [TouchPhase] = [.began, .moved, .ended, .cancelled]

    // Read for every touch delivered. `@exclusivity(unchecked)`: they are internal to the window's files,
    // and no method calls out (to a responder or recognizer) while it holds an access to them: `scratch`
    // is copied into the call, bindings are looked up by value and written back by index afterwards.
    @exclusivity(unchecked) var bindings: [TouchBinding] = []
    @exclusivity(unchecked) private var scratch: [Touch] = []
    @exclusivity(unchecked) var deliverNow: [Bool] = []
    @exclusivity(unchecked) private var monitors: [(Event) -> Void] = []
    /// The messages `settleTouchGates` is about to send (see there).
    var pendingSends: [PendingSend] = []

    /// Runs the recognizers of this window's views over its touches (item 12).
    public let gestureArena: GestureArena
    /// The run-loop timer that fires the arena's next deadline, and its due time.
    var deadlineTimer: RunLoopTimer?
    var deadlineTimerDue: Double?
    /// What the arena's callbacks and the deadline timer's closure hold instead of the window (`weak self`
    /// would give the window a side table and slow its every retain); the window's `deinit` clears it.
    let selfHandle: ObjectHandle<Window>

    /// Creates a window with a frame in screen coordinates (points).
    public override init(frame: Rect = .zero) {
        let handle = ObjectHandle<Window>()
        selfHandle = handle
        gestureArena = GestureArena { touch, recognizers in
            handle.object?.recognizers(for: touch, into: &recognizers) ?? false
        }
        super.init(frame: frame)
        handle.object = self
        gestureArena.onRecognized = { recognizer in handle.object?.recognizerRecognized(recognizer) }
        bindings.reserveCapacity(16)
        scratch.reserveCapacity(16)
        deliverNow.reserveCapacity(16)
    }

    deinit {
        selfHandle.object = nil
    }

    /// The application (item 83).
    open override var next: Responder? { application }

    /// Whether this is the application's key window (the one that receives non-touch events).
    public var isKeyWindow: Bool { application?.keyWindow === self }

    /// Makes this window its application's key window.
    public func makeKey() {
        application?.keyWindow = self
    }

    /// Calls `monitor` with every event that passes through ``sendEvent(_:)``, before it is delivered.
    public func addEventMonitor(_ monitor: @escaping (Event) -> Void) {
        monitors.append(monitor)
    }

    // MARK: - Touch ownership

    /// The view `touch` is bound to (its hit-test view when it began), while the touch is alive; `nil`
    /// once a recognizer that cancels touches in the view has recognized it (item 11).
    public func view(for touch: Touch) -> View? {
        guard let binding = binding(of: touch.id), !binding.isCancelledInView else { return nil }
        return binding.view
    }

    /// Whether any live touch is bound in this window.
    var isTrackingTouches: Bool { !bindings.isEmpty }

    /// Hit-tests a touch that begins and binds it to the result. Returns false when no view was hit.
    func bind(_ touch: Touch, in event: Event) -> Bool {
        guard let hit = hitTest(pointFromSuperview(touch.location), with: event) else { return false }
        var delivers = true
        if !hit.isMultipleTouchEnabled, bindings.contains(where: { $0.view === hit && $0.deliversToView }) {
            delivers = false
        }
        if delivers,
            bindings.contains(where: { $0.deliversToView && $0.view !== hit && ($0.view.isExclusiveTouch || hit.isExclusiveTouch) })
        {
            delivers = false
        }
        bindings.append(TouchBinding(touch: touch, view: hit, deliversToView: delivers, sequence: event.sequence))
        return true
    }

    func binding(of touchID: Int) -> TouchBinding? {
        for binding in bindings where binding.touchID == touchID { return binding }
        return nil
    }

    /// The view a touch is bound to (without copying its binding).
    func boundView(of touchID: Int) -> View? {
        for index in bindings.indices where bindings[index].touchID == touchID { return bindings[index].view }
        return nil
    }

    // MARK: - Delivery

    /// The funnel for this window's events. Touches go to the views they are bound to, one message per
    /// phase and view (`touchesBegan`, then moved, ended, cancelled; stationary touches are not sent);
    /// motion, remote-control and press events go to the first responder, or to the window when there is
    /// none, and up the chain.
    ///
    /// A subclass may override it to watch or filter events; it must call `super` to deliver them.
    open func sendEvent(_ event: Event) {
        for monitor in monitors { monitor(event) }
        switch event.kind {
        case .touches:
            deliverTouches(event)
        case .motion, .remoteControl, .presses:
            (firstResponder ?? self).receiveNonTouchEvent(event)
        }
    }

    private func deliverTouches(_ event: Event) {
        gestureArena.handle(event)
        settleTouchGates()
        deliverToViews(event)
        scheduleDeadlineTimer()
    }

    /// Sends the event's touches to the views they are bound to, one message per phase and view, except
    /// those recognizers cancelled or hold back; then lets go of finished touches with nothing held back.
    private func deliverToViews(_ event: Event) {
        let touches = event.allTouches
        decideDelivery(event)
        for phase in Window.deliveredPhases {
            guard let message = ResponderMessage.touches(phase) else { continue }
            for index in touches.indices where touches[index].phase == phase && deliverNow[index] {
                guard let view = boundView(of: touches[index].id),
                    !isSentEarlier(touches, before: index, phase: phase, to: view)
                else { continue }
                scratch.removeAll(keepingCapacity: true)
                for later in index..<touches.count where touches[later].phase == phase && deliverNow[later] {
                    if boundView(of: touches[later].id) === view { scratch.append(touches[later]) }
                }
                view.receive(message, event, touches: scratch)
            }
        }
        releaseFinishedBindings()
    }

    /// Whether an earlier touch in the same phase was already sent to `view` in this dispatch.
    private func isSentEarlier(_ touches: [Touch], before index: Int, phase: TouchPhase, to view: View) -> Bool {
        for earlier in 0..<index where touches[earlier].phase == phase && deliverNow[earlier] {
            if boundView(of: touches[earlier].id) === view { return true }
        }
        return false
    }
}
