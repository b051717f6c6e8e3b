/// A location in points, with x to the right and y down (UIKit's screen coordinates).
public struct Point: Hashable, Sendable, CustomStringConvertible {
    /// Horizontal coordinate in points.
    public var x: Double
    /// Vertical coordinate in points.
    public var y: Double

    /// Creates a point from coordinates in points.
    @inlinable
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin (0, 0).
    public static let zero = Point(x: 0, y: 0)

    /// The straight-line distance to `other`, in points.
    @inlinable
    public func distance(to other: Point) -> Double {
        let dx = other.x - x
        let dy = other.y - y
        return (dx * dx + dy * dy).squareRoot()
    }

    public var description: String { "(\(x), \(y))" }
}
