/// The phase of a ``Touch`` within one event dispatch, as UIKit's `UITouch.Phase`.
///
/// ```
///            down                move (location changed)
///   (none) ───────▶ began ───────────────────────────────▶ moved ─┐
///                     │  another touch changed, this one not      │
///                     ├──────────────────────▶ stationary ◀───────┤
///                     │  up                                       │
///                     └──────────────────────▶ ended ◀────────────┘  (cancel ⇒ cancelled)
/// ```
public enum TouchPhase: String, CaseIterable, Sendable {
    /// The finger touched the surface in this dispatch.
    case began
    /// The finger moved in this dispatch.
    case moved
    /// The finger is down and did not move in this dispatch, while another touch changed.
    case stationary
    /// The finger lifted in this dispatch.
    case ended
    /// The system cancelled the touch in this dispatch.
    case cancelled

    /// Whether the touch is over (`ended` or `cancelled`).
    @inlinable
    public var isFinal: Bool { self == .ended || self == .cancelled }
}
