/// The edges of a rectangle, as UIKit's `UIRectEdge` (same bit values).
public struct RectEdge: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let top = RectEdge(rawValue: 1 << 0)
    public static let left = RectEdge(rawValue: 1 << 1)
    public static let bottom = RectEdge(rawValue: 1 << 2)
    public static let right = RectEdge(rawValue: 1 << 3)
    public static let all: RectEdge = [.top, .left, .bottom, .right]

    /// The edge for a scene-file name: `top`, `left`, `bottom`, `right`, `all`.
    public init?(name: String) {
        switch name {
        case "top": self = .top
        case "left": self = .left
        case "bottom": self = .bottom
        case "right": self = .right
        case "all": self = .all
        default: return nil
        }
    }
}

/// A pan that starts at an edge of the window, as UIKit's `UIScreenEdgePanGestureRecognizer`.
///
/// It begins only if its first finger lands within ``edgeRegion`` points of one of ``edges`` of the
/// window's bounds (the engine has no interface orientation: the window's own axes count), and it follows
/// that finger alone, ignoring any later one (item 64). Otherwise it is a ``PanGestureRecognizer``.
/// Standalone (no view in a window), the edges are those of ``referenceBounds`` in screen points.
open class ScreenEdgePanGestureRecognizer: PanGestureRecognizer {
    /// How far from the edge the first finger may land: 20 pt.
    public static let defaultEdgeRegion = 20.0

    /// The edges it starts from (none by default, as UIKit: set at least one).
    public var edges: RectEdge = []
    /// The width of the band along each edge, in points (20).
    public var edgeRegion = defaultEdgeRegion
    /// The rectangle whose edges count when the recognizer is not on a view in a window.
    public var referenceBounds = Rect.zero

    /// Creates an edge pan for `edges`.
    public init(edges: RectEdge = []) {
        self.edges = edges
        super.init()
        maximumNumberOfTouches = 1
    }

    open override func touchesBegan(_ touches: [Touch], with event: Event) {
        let first = attemptTouchIDs.first
        for touch in touches where touch.id != first { ignore(touch) }
        guard let touch = touches.first(where: { $0.id == first }) else { return }
        if !startsAtEdge(touch.location) { return state = .failed }
        super.touchesBegan([touch], with: event)
    }

    /// Whether a screen point lies in the band of an allowed edge.
    public func startsAtEdge(_ screenPoint: Point) -> Bool {
        let point: Point
        let bounds: Rect
        if let window = view?.window {
            point = window.pointFromSuperview(screenPoint)
            bounds = window.bounds
        } else {
            point = screenPoint
            bounds = referenceBounds
        }
        let band = edgeRegion + TapGestureRecognizer.tolerance
        return (edges.contains(.left) && point.x - bounds.minX <= band)
            || (edges.contains(.right) && bounds.maxX - point.x <= band)
            || (edges.contains(.top) && point.y - bounds.minY <= band)
            || (edges.contains(.bottom) && bounds.maxY - point.y <= band)
    }
}
