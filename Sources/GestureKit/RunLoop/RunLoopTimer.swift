/// Identifies a scheduled timer, to cancel it with ``RunLoop/cancel(_:)``.
public struct RunLoopTimer: Hashable, Sendable {
    /// The timer's number, unique within its run loop.
    public let id: Int
}

/// A scheduled timer as the run loop's heap orders it: by due time, then by scheduling order.
struct TimerEntry: Comparable {
    /// Due time in seconds on the loop's clock.
    var due: Double
    /// Scheduling order, so that timers due at the same instant fire first-scheduled first.
    var order: Int
    /// The timer's id.
    var id: Int

    static func < (lhs: TimerEntry, rhs: TimerEntry) -> Bool {
        lhs.due != rhs.due ? lhs.due < rhs.due : lhs.order < rhs.order
    }
}

/// What a timer does when it fires, and whether it repeats.
struct TimerAction {
    /// Seconds between firings for a repeating timer; `nil` for a one-shot timer.
    var repeatInterval: Double?
    var body: (RunLoop) -> Void
}
