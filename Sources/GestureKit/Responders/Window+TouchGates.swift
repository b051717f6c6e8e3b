/// How gesture recognizers shape what a window's views receive (items 11–14), and the timer that fires
/// the recognizers' deadlines on the run loop's clock (item 24).
extension Window {
    /// Collects the recognizers a new touch goes to: those of its hit view and of every ancestor up to
    /// and including the window, innermost first (item 12). False when the touch is not bound here.
    func recognizers(for touch: Touch, into recognizers: inout [GestureRecognizer]) -> Bool {
        guard let leaf = boundView(of: touch.id) else { return false }
        // Walks up without retaining each view: the binding holds the leaf, every view holds its subviews
        // and the window is in use, so every view on the way is alive, and nothing here runs user code or
        // changes the tree.
        var view = Unmanaged.passUnretained(leaf)
        while true {
            let parent = view._withUnsafeGuaranteedRef { current -> Unmanaged<View>? in
                if !current.recognizerList.isEmpty { recognizers.append(contentsOf: current.recognizerList) }
                return current.parent.map { Unmanaged.passUnretained($0) }
            }
            guard let parent else { return true }
            view = parent
        }
    }

    /// A recognizer began or recognized: with `cancelsTouchesInView`, its touches are cancelled in their
    /// views at the next settle (item 11).
    func recognizerRecognized(_ recognizer: GestureRecognizer) {
        guard recognizer.cancelsTouchesInView else { return }
        for index in bindings.indices where recognizer.attemptTouchIDs.contains(bindings[index].touchID) {
            bindings[index].cancelRequested = true
        }
    }

    /// Decides, for each touch of the event, whether its view gets it now (`deliverNow`), holding it back
    /// while a recognizer that delays it may still recognize (items 13–14).
    func decideDelivery(_ event: Event) {
        deliverNow.removeAll(keepingCapacity: true)
        for touch in event.allTouches {
            guard touch.phase != .stationary, let index = bindingIndex(of: touch.id) else {
                deliverNow.append(false)
                continue
            }
            bindings[index].lastTouch = touch
            var now = false
            if !bindings[index].deliversToView || bindings[index].isCancelledInView || bindings[index].cancelRequested {
                now = false
            } else if !bindings[index].withheld.isEmpty || isHeldBack(touch.phase, touchID: touch.id) {
                bindings[index].withheld.append(WithheldTouch(touch: touch, event: event))
            } else {
                now = true
                markSent(touch.phase, at: index)
            }
            deliverNow.append(now)
        }
    }

    /// Carries out pending cancellations and delivers held-back messages whose recognizers have decided.
    func settleTouchGates() {
        // The window's buffer, taken out while in use (a responder that dispatches from inside a
        // message gets a fresh one) and put back emptied, so settling allocates nothing once warm.
        var sends: [PendingSend] = []
        swap(&sends, &pendingSends)
        for index in bindings.indices {
            if bindings[index].cancelRequested, !bindings[index].isCancelledInView {
                bindings[index].isCancelledInView = true
                bindings[index].withheld.removeAll()
                let binding = bindings[index]
                guard binding.deliversToView, binding.viewGotBegan, !binding.viewGotFinal else { continue }
                bindings[index].viewGotFinal = true
                let touch = binding.lastTouch.changed(to: .cancelled, timestamp: Swift.max(binding.lastTouch.timestamp, gestureArena.now))
                let event = Event(kind: .touches, timestamp: touch.timestamp, sequence: binding.sequence, allTouches: [touch])
                sends.append(PendingSend(view: binding.view, message: .touchesCancelled, event: event, touches: event.allTouches))
                continue
            }
            while let first = bindings[index].withheld.first, !isHeldBack(first.touch.phase, touchID: first.touch.id) {
                bindings[index].withheld.removeFirst()
                markSent(first.touch.phase, at: index)
                if let message = ResponderMessage.touches(first.touch.phase) {
                    sends.append(PendingSend(view: bindings[index].view, message: message, event: first.event, touches: [first.touch]))
                }
            }
        }
        guard !sends.isEmpty else {
            swap(&sends, &pendingSends)
            return
        }
        for send in sends { send.view.receive(send.message, send.event, touches: send.touches) }
        sends.removeAll(keepingCapacity: true)
        if pendingSends.capacity < sends.capacity { swap(&sends, &pendingSends) }
    }

    /// Lets go of touches that are over and have nothing held back.
    func releaseFinishedBindings() {
        var anyFinished = false
        // Reads the field by index: going through `isFinished` copies the binding (two retains per dispatch).
        for index in bindings.indices where bindings[index].lastTouch.phase.isFinal {
            anyFinished = true
            break
        }
        guard anyFinished else { return }
        bindings.removeAll { $0.isFinished && $0.withheld.isEmpty && ($0.isCancelledInView || !$0.cancelRequested) }
    }

    /// Keeps one run-loop timer at the arena's next deadline.
    func scheduleDeadlineTimer() {
        let due = gestureArena.nextDeadline
        guard due != deadlineTimerDue, let loop = application?.runLoop else { return }
        if let timer = deadlineTimer { loop.cancel(timer) }
        deadlineTimer = nil
        deadlineTimerDue = due
        // A deadline past the largest time (a duration of 1e308 s after a touch at 1e308 s) never comes.
        guard let due, due.isFinite else { return }
        let handle = selfHandle
        deadlineTimer = loop.schedule(at: due) { loop in handle.object?.deadlineTimerFired(loop) }
    }

    private func deadlineTimerFired(_ loop: RunLoop) {
        deadlineTimer = nil
        deadlineTimerDue = nil
        advanceGestureClock(to: loop.now)
    }

    /// Fires the recognizers' deadlines due by `time` (seconds) and delivers what they decided. The run
    /// loop does this by itself; call it when feeding events by hand.
    public func advanceGestureClock(to time: Double) {
        gestureArena.advance(to: time)
        settleTouchGates()
        releaseFinishedBindings()
        scheduleDeadlineTimer()
    }

    // MARK: - Steps

    /// Whether a recognizer still deciding holds back a message in `phase` for the touch.
    private func isHeldBack(_ phase: TouchPhase, touchID: Int) -> Bool {
        switch phase {
        case .began, .moved: gestureArena.isDelaying(touchID, began: true)
        case .ended: gestureArena.isDelaying(touchID, began: false) || gestureArena.isDelaying(touchID, began: true)
        case .cancelled, .stationary: false
        }
    }

    private func markSent(_ phase: TouchPhase, at index: Int) {
        if phase == .began { bindings[index].viewGotBegan = true }
        if phase.isFinal { bindings[index].viewGotFinal = true }
    }

    private func bindingIndex(of touchID: Int) -> Int? {
        for index in bindings.indices where bindings[index].touchID == touchID { return index }
        return nil
    }
}

/// A touch message that settling a window's touch gates will send, once every decision is made.
struct PendingSend {
    let view: View
    let message: ResponderMessage
    let event: Event
    let touches: [Touch]
}
