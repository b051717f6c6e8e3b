/// The root of event delivery, as UIKit's `UIApplication`: it owns the windows, the notification center
/// and the device, and every event passes through its ``sendEvent(_:)``.
///
/// **Touches** are hit-tested when they begin: the front-most visible window whose frame contains the
/// touch is asked, and the touch is bound to the view it hits for the rest of its life (item 10). A touch
/// that begins while the application ignores interaction events is never delivered. A touch no window
/// takes is reported as dropped in each of its phases.
///
/// **Motion, remote-control and press events** go to the key window's first responder (or the key window
/// when it has none) and up the chain (item 85); with no key window, to the application.
///
/// **Actions** with a nil target start at that first responder too (``sendAction(_:to:from:for:)``).
///
/// One application serves one stream; nothing is global, so streams run in parallel, one per task.
open class Application: Responder {
    /// The windows, back to front.
    public var windows: [Window] { windowList }
    @exclusivity(unchecked) private var windowList: [Window] = []
    /// The window that receives motion, key and remote-control events and nil-target actions.
    public internal(set) var keyWindow: Window? {
        get { key }
        set { key = newValue }
    }
    /// `unowned(unsafe)`, not `weak`: a weak reference gives the window a side table, which makes every
    /// retain of it (one per chain walk) take the slow path. Safe because `windows` holds the window
    /// strongly and ``removeWindow(_:)`` clears this pointer when it lets the window go.
    @exclusivity(unchecked) private unowned(unsafe) var key: Window?
    /// The delegate; when it is a ``Responder`` it follows the application in the chain.
    public weak var delegate: (any ApplicationDelegate)? {
        didSet {
            if let old = oldValue as? Responder, old.chainEndApplication === self { old.chainEndApplication = nil }
            (delegate as? Responder)?.chainEndApplication = self
        }
    }
    /// Whether the application is active (the default); see ``resignActive()``. Motion events begin only
    /// while it is.
    public internal(set) var isActive = true
    /// The run loop that feeds the application, for timers on its clock (gesture recognizers' deadlines).
    /// ``ApplicationInput`` sets it; an application fed by hand fires deadlines as its events arrive.
    public var runLoop: RunLoop? {
        get { runLoopHandle?.object }
        set { runLoopHandle = newValue?.handle }
    }
    /// The run loop's handle rather than a `weak` reference, which would slow every retain of the loop.
    var runLoopHandle: ObjectHandle<RunLoop>?
    /// Called with every message that reached the end of the responder chain unhandled.
    public var onDroppedEvent: ((DroppedEvent) -> Void)?

    /// Broadcasts notifications within this application.
    public let notificationCenter = NotificationCenter()
    /// The device: orientation and orientation notifications.
    public private(set) lazy var device = Device(notificationCenter: notificationCenter)

    // Read for every touch event. `@exclusivity(unchecked)`: they are private, and no method of this file
    // calls out (to a window, a monitor or a responder) while it holds an access to one of them: loops
    // iterate copies, and removals run plain comparisons.
    @exclusivity(unchecked) private var ignoringCount = 0
    @exclusivity(unchecked) private var ignoredTouchIDs: [Int] = []
    @exclusivity(unchecked) private var unroutedTouchIDs: [Int] = []
    @exclusivity(unchecked) private var monitors: [(Event) -> Void] = []

    /// Creates an application with no windows.
    public override init() {
        super.init()
        ignoredTouchIDs.reserveCapacity(8)
        unroutedTouchIDs.reserveCapacity(8)
    }

    deinit {
        for window in windows where window.owner === self { window.owner = nil }
        if let delegate = delegate as? Responder, delegate.chainEndApplication === self { delegate.chainEndApplication = nil }
    }

    /// The delegate, when it is a responder (item 83).
    open override var next: Responder? { delegate as? Responder }

    // MARK: - Windows

    /// Adds a window in front of the others; the first window added becomes the key window.
    public func addWindow(_ window: Window) {
        guard !windowList.contains(where: { $0 === window }) else { return }
        window.application?.removeWindow(window)
        windowList.append(window)
        window.owner = self
        if keyWindow == nil { keyWindow = window }
    }

    /// Removes a window; if it was the key window, the front-most remaining window becomes key.
    public func removeWindow(_ window: Window) {
        windowList.removeAll { $0 === window }
        if window.owner === self { window.owner = nil }
        if keyWindow === window { keyWindow = windowList.last }
    }

    // MARK: - Regulating delivery

    /// Stops delivering touches that begin from now on; calls nest, each needing one
    /// ``endIgnoringInteractionEvents()``.
    public func beginIgnoringInteractionEvents() {
        ignoringCount += 1
    }

    /// Undoes one ``beginIgnoringInteractionEvents()``; extra calls are ignored.
    public func endIgnoringInteractionEvents() {
        ignoringCount = max(0, ignoringCount - 1)
    }

    /// Whether touches that begin now are ignored for their whole life.
    public var isIgnoringInteractionEvents: Bool { ignoringCount > 0 }

    /// Calls `monitor` with every event that passes through ``sendEvent(_:)``, before it is delivered.
    public func addEventMonitor(_ monitor: @escaping (Event) -> Void) {
        monitors.append(monitor)
    }

    // MARK: - Delivery

    /// The funnel every event passes through: routes touches to the windows they are bound to, and other
    /// events to the key window (or, with none, to the application's own chain).
    ///
    /// A subclass may override it to watch or filter events; it must call `super` to deliver them.
    open func sendEvent(_ event: Event) {
        for monitor in monitors { monitor(event) }
        guard event.kind == .touches else {
            if let keyWindow {
                keyWindow.sendEvent(event)
            } else {
                receiveNonTouchEvent(event)
            }
            return
        }
        for touch in event.allTouches where touch.phase == .began {
            if isIgnoringInteractionEvents {
                ignoredTouchIDs.append(touch.id)
            } else if windowForNewTouch(at: touch.location)?.bind(touch, in: event) != true {
                unroutedTouchIDs.append(touch.id)
            }
        }
        // A window tracking touches delivers the ones bound in it and lets go of those that end.
        windowList.forEachUnretained { window in
            if window.isTrackingTouches { window.sendEvent(event) }
        }
        if !unroutedTouchIDs.isEmpty { reportUnrouted(event) }
        for touch in event.allTouches where touch.phase.isFinal {
            ignoredTouchIDs.removeAll { $0 == touch.id }
            unroutedTouchIDs.removeAll { $0 == touch.id }
        }
    }

    /// Sends `action` (item 82): the one path every action takes, controls' included.
    ///
    /// With a target, the target performs it if it can: it is of `method`'s class, or it is a responder
    /// whose ``Responder/canPerformAction(_:withSender:)`` says yes. With a nil target, the action starts at
    /// the first responder of the key window (or the key window, or the application) and walks ``Responder/next``
    /// until a responder can perform it. A typed `method` is called on a target of its class; otherwise the
    /// responder's ``Responder/perform(_:sender:event:)`` runs.
    /// - Returns: whether someone performed the action. An action nobody performs is reported as dropped.
    @discardableResult
    public func sendAction(
        _ action: Action, to target: AnyObject?, from sender: AnyObject?, for event: Event?, method: ActionMethod? = nil
    ) -> Bool {
        func canPerform(_ candidate: AnyObject) -> Bool {
            if let method, method.accepts(candidate) { return true }
            return (candidate as? Responder)?.canPerformAction(action, withSender: sender) == true
        }
        var performer: AnyObject?
        if let target {
            performer = canPerform(target) ? target : nil
        } else {
            var candidate: Responder? = keyWindow?.firstResponder ?? keyWindow ?? self
            while let responder = candidate, performer == nil {
                if canPerform(responder) { performer = responder }
                candidate = responder.next
            }
        }
        guard let performer else {
            reportDropped(DroppedEvent(message: .action, event: event, action: action))
            return false
        }
        if let method, method.accepts(performer) {
            method.invoke(performer, sender, event)
        } else if let responder = performer as? Responder {
            responder.perform(action, sender: sender, event: event)
        }
        return true
    }

    /// Reports a message nobody handled.
    func reportDropped(_ dropped: DroppedEvent) {
        onDroppedEvent?(dropped)
    }

    // MARK: - Steps

    private func windowForNewTouch(at location: Point) -> Window? {
        var index = windows.count
        while index > 0 {
            index -= 1
            let window = windows[index]
            if !window.isHidden, window.frame.contains(location) { return window }
        }
        return nil
    }

    private func reportUnrouted(_ event: Event) {
        for touch in event.allTouches {
            guard let message = ResponderMessage.touches(touch.phase), unroutedTouchIDs.contains(touch.id) else { continue }
            reportDropped(DroppedEvent(message: message, event: event, touches: [touch]))
        }
    }
}
