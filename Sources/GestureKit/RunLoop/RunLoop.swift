import HeapModule

/// The engine's run loop: one clock, a FIFO queue of samples and posted work, and timers.
///
/// **Clock.** Replaying (`.virtual`), the clock is driven by the samples: it stands at each sample's
/// timestamp while the sample is handled, and at each timer's due time while the timer fires. Live
/// (`.live`), it reads a ``TimeSource``. Replaying, a timer's action sees ``now`` equal to its exact due
/// time, so timeouts are exact and replays are byte-identical. Live, the clock never goes back, so an
/// action sees the time it actually ran: at or after its due time, late by the wake-up latency of
/// `poll(2)` (a millisecond or two; measured 2.4 ms on the development machine).
///
/// **Order of work.** ``feed(_:to:)`` first fires every timer due at or before the sample's timestamp,
/// in due-time order (ties: first scheduled first), running the work each timer posts right after it;
/// then it moves the clock to the sample, queues it, and drains the queue (the sample, then anything
/// handling it posted). ``finish(_:)`` ends the input: it fires the one-shot timers still pending, in
/// order, each at its due time; repeating timers alone do not keep a finished replay going.
/// Before the clock moves past an instant, the handler's ``SampleHandler/instantDidEnd(in:)`` runs, so
/// frames collected at that instant are delivered first.
///
/// **Live.** ``runLive(inputs:handler:waiter:)`` blocks in its ``IdleWaiter`` (by default `poll(2)`) until
/// an input is readable or the next timer is due: an idle loop uses no CPU.
///
/// One run loop serves one stream; it is not thread-safe and is used from one task.
public final class RunLoop {
    /// How the loop tells time.
    public enum Clock {
        /// Driven by sample timestamps and timer due times (replay). Starts at `start` seconds; until the
        /// first sample or timer has been processed, the first sample may set it to any time.
        case virtual(start: Double)
        /// Read from a time source (live input).
        case live(any TimeSource)
    }

    /// The current time on the loop's clock, in seconds.
    public var now: Double { clockTime }

    // Touched several times per sample, so `@exclusivity(unchecked)` (dynamic exclusivity checks cost
    // more than these accesses; see `GestureArena`). Why no access can overlap another: the storage is
    // private and every access in this file is instantaneous (an assignment, `popFirst`, `insert`,
    // `popMin`, a subscript read or write, `contains` with a closure that reads a field); samples,
    // posted work and timer actions run only after the item or action has been copied out. A run loop
    // is used from one task.
    @exclusivity(unchecked) private var clockTime: Double
    private let timeSource: (any TimeSource)?
    @exclusivity(unchecked) private var started = false
    @exclusivity(unchecked) private var queue = EventQueue()
    @exclusivity(unchecked) private var timers = Heap<TimerEntry>()
    @exclusivity(unchecked) private var timerActions: [Int: TimerAction] = [:]
    @exclusivity(unchecked) private var nextTimerID = 1
    @exclusivity(unchecked) private var nextTimerOrder = 0
    @exclusivity(unchecked) private var stopRequested = false
    @exclusivity(unchecked) private var endedInstant: Double?
    /// How an ``Application`` refers to the loop without keeping it alive (see ``ObjectHandle``).
    package let handle = ObjectHandle<RunLoop>()

    /// Creates a run loop on a virtual clock starting at 0 s, or on the given clock.
    public init(clock: Clock = .virtual(start: 0)) {
        switch clock {
        case .virtual(let start):
            clockTime = start
            timeSource = nil
        case .live(let source):
            timeSource = source
            clockTime = source.now()
            started = true
        }
        handle.object = self
    }

    deinit {
        handle.object = nil
    }

    /// Whether the loop is driven by sample timestamps.
    public var isVirtual: Bool { timeSource == nil }

    // MARK: - Timers and posted work

    /// Schedules `action` to run at `time` seconds on the loop's clock (or at once on the next turn if
    /// that time has passed). With `repeatInterval`, it runs again every that many seconds: on a virtual
    /// clock at every occurrence; on a live clock that has fallen more than an interval behind, once for
    /// the time missed, then at the next occurrence still to come (as `NSTimer`).
    @discardableResult
    public func schedule(
        at time: Double, repeatInterval: Double? = nil, _ action: @escaping (RunLoop) -> Void
    ) -> RunLoopTimer {
        precondition(time.isFinite, "a timer needs a finite due time")
        precondition(repeatInterval.map { $0 > 0 && $0.isFinite } ?? true, "a repeat interval must be > 0")
        let id = nextTimerID
        nextTimerID += 1
        timerActions[id] = TimerAction(repeatInterval: repeatInterval, body: action)
        timers.insert(TimerEntry(due: time, order: nextTimerOrder, id: id))
        nextTimerOrder += 1
        return RunLoopTimer(id: id)
    }

    /// Schedules `action` to run `delay` seconds from now (perform-after).
    @discardableResult
    public func schedule(
        after delay: Double, repeatInterval: Double? = nil, _ action: @escaping (RunLoop) -> Void
    ) -> RunLoopTimer {
        schedule(at: now + delay, repeatInterval: repeatInterval, action)
    }

    /// Cancels a timer; a timer that already fired (one-shot) or was cancelled is ignored.
    public func cancel(_ timer: RunLoopTimer) {
        timerActions[timer.id] = nil
    }

    /// Whether the timer is still scheduled.
    public func isScheduled(_ timer: RunLoopTimer) -> Bool {
        timerActions[timer.id] != nil
    }

    /// The due time of the next timer, if any, in seconds.
    public var nextTimerDue: Double? {
        skipCancelledTimers()
        return timers.min?.due
    }

    /// Posts work to run on a later turn, after everything already queued, at the loop's current time.
    public func perform(_ action: @escaping (RunLoop) -> Void) {
        queue.append(.perform(action))
    }

    /// Asks a live loop to return; a replay ignores it.
    public func stop() {
        stopRequested = true
    }

    // MARK: - Replay

    /// Processes one sample: fires due timers, moves the clock to the sample, handles it and drains the
    /// queue.
    /// - Throws: ``SampleError/timeWentBackwards(previous:current:)`` if the sample is earlier than the
    ///   clock, and whatever the handler throws; the sample then changed nothing.
    public func feed<Handler: SampleHandler>(_ sample: Sample, to handler: Handler) throws(SampleError) {
        let time = sample.timestamp
        guard time.isFinite else { throw .nonFinite(field: "t") }
        if !started {
            started = true
            if time < now, timers.isEmpty { clockTime = time }
        }
        guard time >= now else { throw .timeWentBackwards(previous: now, current: time) }
        // The current instant is over: deliver what was collected at it first, since handling it may
        // schedule timers due before this sample.
        if time > now { endInstant(handler) }
        try fireTimers(through: time, handler: handler)
        advance(to: time, handler: handler)
        queue.append(.sample(sample))
        try drain(handler)
    }

    /// Ends the input: delivers what is pending, then fires the remaining one-shot timers in order, each
    /// at its due time, with their posted work. Repeating timers fire only while one-shot timers remain.
    public func finish<Handler: SampleHandler>(_ handler: Handler) throws(SampleError) {
        try drain(handler)
        handler.instantDidEnd(in: self)
        while hasOneShotTimer(), let entry = popDueTimer(through: .infinity) {
            try fire(entry, handler: handler)
        }
        handler.instantDidEnd(in: self)
    }

    // MARK: - Live

    /// Runs on live inputs until ``stop()`` is called or every input is closed and no timer is left.
    ///
    /// Each turn fires due timers, then blocks in `waiter` until an input is readable or the next timer
    /// is due; readable inputs are read and their samples fed in order.
    public func runLive<Handler: SampleHandler, Waiter: IdleWaiter>(
        inputs: [any LiveInput], handler: Handler, waiter: inout Waiter
    ) throws(SampleError) {
        guard let timeSource else { preconditionFailure("runLive needs a loop on a .live clock") }
        stopRequested = false
        var open = inputs
        while !stopRequested {
            refresh(from: timeSource, handler: handler)
            try fireTimers(through: now, handler: handler)
            try drain(handler)
            if stopRequested { break }
            let nextDue = nextTimerDue
            if open.isEmpty && nextDue == nil { break }
            let timeout = nextDue.map { timeSource.waitDuration(for: Swift.max(0, $0 - now)) }
            let ready = waiter.wait(for: open.map(\.fileDescriptor), timeout: timeout)
            refresh(from: timeSource, handler: handler)
            var closed: [Int] = []
            for index in ready where index < open.count {
                var samples: [Sample] = []
                let stillOpen = open[index].read(at: now) { samples.append($0) }
                for sample in samples { try feed(sample, to: handler) }
                if !stillOpen { closed.append(index) }
            }
            for index in closed.reversed() { open.remove(at: index) }
        }
        handler.instantDidEnd(in: self)
    }

    // MARK: - Internals

    private func drain<Handler: SampleHandler>(_ handler: Handler) throws(SampleError) {
        while let item = queue.popFirst() {
            switch item {
            case .sample(let sample): try handler.handle(sample, in: self)
            case .perform(let action): action(self)
            }
        }
    }

    private func fireTimers<Handler: SampleHandler>(through time: Double, handler: Handler) throws(SampleError) {
        while let entry = popDueTimer(through: time) {
            try fire(entry, handler: handler)
        }
    }

    private func fire<Handler: SampleHandler>(_ entry: TimerEntry, handler: Handler) throws(SampleError) {
        guard let action = timerActions[entry.id] else { return }
        if let interval = action.repeatInterval {
            var next = entry.due + interval
            if timeSource != nil, next <= now {
                // Live, and fallen behind (the process was stopped, or a scaled clock races ahead): fire
                // once for the time missed and go on from the next occurrence still to come, as NSTimer
                // does, rather than once per missed interval. A replay fires every occurrence.
                let missed = ((now - entry.due) / interval).rounded(.down)
                next = Swift.max(entry.due + (missed + 1) * interval, now.nextUp)
            }
            timers.insert(TimerEntry(due: next, order: nextTimerOrder, id: entry.id))
            nextTimerOrder += 1
        } else {
            timerActions[entry.id] = nil
        }
        started = true
        advance(to: Swift.max(entry.due, now), handler: handler)
        action.body(self)
        try drain(handler)
    }

    private func popDueTimer(through time: Double) -> TimerEntry? {
        skipCancelledTimers()
        guard let first = timers.min, first.due <= time else { return nil }
        return timers.popMin()
    }

    private func skipCancelledTimers() {
        while let first = timers.min, timerActions[first.id] == nil {
            _ = timers.popMin()
        }
    }

    private func hasOneShotTimer() -> Bool {
        timerActions.values.contains { $0.repeatInterval == nil }
    }

    private func advance<Handler: SampleHandler>(to time: Double, handler: Handler) {
        guard time > now else { return }
        endInstant(handler)
        clockTime = time
    }

    /// Tells the handler the current instant is over, once per instant.
    private func endInstant<Handler: SampleHandler>(_ handler: Handler) {
        guard endedInstant != now else { return }
        endedInstant = now
        handler.instantDidEnd(in: self)
    }

    private func refresh<Handler: SampleHandler>(from source: any TimeSource, handler: Handler) {
        advance(to: source.now(), handler: handler)
    }
}
