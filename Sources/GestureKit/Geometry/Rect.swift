/// An axis-aligned rectangle in points: an origin (top-left, y down) and a size.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    /// The top-left corner, in points.
    public var origin: Point
    /// The width and height, in points.
    public var size: Size

    /// Creates a rectangle from its top-left corner and size.
    @inlinable
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// Creates a rectangle from coordinates in points.
    @inlinable
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// The empty rectangle at the origin.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// The smallest x, in points.
    @inlinable public var minX: Double { origin.x }
    /// The smallest y, in points.
    @inlinable public var minY: Double { origin.y }
    /// The largest x (exclusive), in points.
    @inlinable public var maxX: Double { origin.x + size.width }
    /// The largest y (exclusive), in points.
    @inlinable public var maxY: Double { origin.y + size.height }
    /// The centre, in points.
    @inlinable public var center: Point { Point(x: origin.x + size.width / 2, y: origin.y + size.height / 2) }

    /// Whether `point` lies inside: the top and left edges are inside, the bottom and right edges are not
    /// (as `CGRect.contains`). An empty rectangle contains nothing.
    @inlinable
    public func contains(_ point: Point) -> Bool {
        point.x >= origin.x && point.x < origin.x + size.width && point.y >= origin.y && point.y < origin.y + size.height
    }

    /// This rectangle grown by `dx` on the left and right and `dy` on the top and bottom (negative values
    /// shrink it), as `CGRect.insetBy(dx: -dx, dy: -dy)`.
    @inlinable
    public func outset(dx: Double, dy: Double) -> Rect {
        Rect(x: origin.x - dx, y: origin.y - dy, width: size.width + 2 * dx, height: size.height + 2 * dy)
    }

    public var description: String { "[\(origin.x), \(origin.y), \(size.width), \(size.height)]" }
}
