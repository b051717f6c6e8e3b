/// The common movement of a changing set of fingers, for pan and swipe (item 61).
///
/// Each update adds the mean displacement of the fingers that were down before and still are (or just
/// lifted), so a finger landing or lifting never makes the movement jump; a velocity estimator follows it.
/// Storage is reserved up front: updates do not allocate.
struct FingerMovement {
    /// Movement since the first finger landed, in screen points.
    private(set) var moved = Point.zero
    /// The velocity estimator fed with ``moved``.
    private(set) var estimator = VelocityEstimator()
    private var positions: [(id: Int, location: Point)] = []
    private var hasSamples = false

    init() {
        positions.reserveCapacity(8)
    }

    /// Follows `touches` (the recognizer's tracked touches, latest snapshots) at `time` seconds.
    mutating func follow(_ touches: [Touch], at time: Double) {
        var dx = 0.0, dy = 0.0, common = 0
        for touch in touches {
            for known in positions where known.id == touch.id {
                dx += touch.location.x - known.location.x
                dy += touch.location.y - known.location.y
                common += 1
            }
        }
        let isFirst = positions.isEmpty && !hasSamples
        if common > 0 { moved = Point(x: moved.x + dx / Double(common), y: moved.y + dy / Double(common)) }
        positions.removeAll(keepingCapacity: true)
        for touch in touches where !touch.phase.isFinal { positions.append((touch.id, touch.location)) }
        // Only real movement is a velocity sample: a lift or a finger landing is not, so a finger that
        // stopped before lifting reads as stopped (item 59).
        if isFirst || dx != 0 || dy != 0 {
            estimator.add(time: time, x: moved.x, y: moved.y)
            hasSamples = true
        }
    }

    /// Forgets the velocity so far (a re-based translation starts at rest).
    mutating func restartVelocity() {
        estimator.removeAll()
    }

    /// Back to no movement and no fingers.
    mutating func reset() {
        moved = .zero
        estimator.removeAll()
        positions.removeAll(keepingCapacity: true)
        hasSamples = false
    }
}
