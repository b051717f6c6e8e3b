import DequeModule

/// One item waiting in the run loop's queue.
public enum QueuedItem {
    /// An input sample to hand to the loop's handler.
    case sample(Sample)
    /// Work posted with ``RunLoop/perform(_:)``, run on a later turn at the loop's current time.
    case perform((RunLoop) -> Void)
}

/// The run loop's first-in, first-out queue of samples and posted work.
///
/// Backed by a ring buffer (`Deque`) that keeps its storage, so the steady state allocates nothing.
public struct EventQueue {
    private var items: Deque<QueuedItem> = []

    /// Creates an empty queue.
    public init() {
        items.reserveCapacity(64)
    }

    /// Adds an item at the back.
    public mutating func append(_ item: QueuedItem) {
        items.append(item)
    }

    /// Removes and returns the item at the front, or `nil` when the queue is empty.
    public mutating func popFirst() -> QueuedItem? {
        items.popFirst()
    }

    /// Whether nothing is waiting.
    public var isEmpty: Bool { items.isEmpty }

    /// How many items are waiting.
    public var count: Int { items.count }
}
