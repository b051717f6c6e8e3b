/// A view's geometry and hit-testing flags, stored together so that hit-testing reads them with one
/// access per view (each read of a class's stored property costs a dynamic exclusivity check).
struct ViewGeometry {
    /// The center, in the superview's coordinates (points).
    var center: Point
    /// The view's own coordinate system (origin and size, points).
    var bounds: Rect
    /// The transform applied about the center.
    var transform = AffineTransform.identity {
        didSet { inverse = transform.isIdentity ? nil : transform.inverted }
    }
    /// The transform's inverse; `nil` for the identity and for transforms that collapse the plane.
    private(set) var inverse: AffineTransform?
    var isHidden = false
    var alpha = 1.0
    var isUserInteractionEnabled = true

    /// Whether the view can be hit at all (items 5–7).
    @inline(__always)
    var acceptsHits: Bool { !isHidden && isUserInteractionEnabled && alpha >= 0.01 }

    /// Maps a point in the view's coordinates to its superview's.
    @inline(__always)
    func pointInSuperview(_ point: Point) -> Point {
        let boundsCenter = bounds.center
        let offset = transform.apply(to: Point(x: point.x - boundsCenter.x, y: point.y - boundsCenter.y))
        return Point(x: center.x + offset.x, y: center.y + offset.y)
    }

    /// Maps a point in the superview's coordinates to the view's; a collapsing transform maps every point
    /// to a non-finite one, which nothing contains.
    @inline(__always)
    func pointFromSuperview(_ point: Point) -> Point {
        var offset = Point(x: point.x - center.x, y: point.y - center.y)
        if !transform.isIdentity {
            guard let inverse else { return Point(x: .nan, y: .nan) }
            offset = inverse.apply(to: offset)
        }
        let boundsCenter = bounds.center
        return Point(x: boundsCenter.x + offset.x, y: boundsCenter.y + offset.y)
    }
}
