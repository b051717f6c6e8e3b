/// Where a ``GestureRecognizer`` is in its life, as UIKit's `UIGestureRecognizer.State`.
///
/// Only these transitions happen (item 18): `possible → ended` (a discrete recognizer recognized),
/// `possible → failed`, `possible → began`, `began → changed | ended | cancelled`,
/// `changed → changed | ended | cancelled`. After `ended`, `cancelled` or `failed` the recognizer is reset
/// to `possible` once every touch of its sequence has lifted.
public enum GestureRecognizerState: String, CaseIterable, Sendable {
    /// Still looking at touches; nothing decided. The state between attempts.
    case possible
    /// A continuous gesture started (its actions run).
    case began
    /// A continuous gesture changed (its actions run).
    case changed
    /// A continuous gesture ended, or a discrete gesture was recognized (its actions run).
    case ended
    /// A continuous gesture was cancelled (its actions run).
    case cancelled
    /// The touches are not this gesture (no action runs).
    case failed

    /// A discrete recognizer's "recognized" state: the same as ``ended``.
    public static let recognized = GestureRecognizerState.ended

    /// Whether the attempt is over (`ended`, `cancelled` or `failed`).
    public var isFinal: Bool { self == .ended || self == .cancelled || self == .failed }

    /// Whether the gesture is under way (`began` or `changed`).
    public var isActive: Bool { self == .began || self == .changed }

    /// Whether `self → next` is one of the legal transitions (item 18).
    public func canTransition(to next: GestureRecognizerState) -> Bool {
        switch (self, next) {
        case (.possible, .ended), (.possible, .failed), (.possible, .began): true
        case (.began, .changed), (.began, .ended), (.began, .cancelled): true
        case (.changed, .changed), (.changed, .ended), (.changed, .cancelled): true
        default: false
        }
    }
}
