#if canImport(Glibc)
import Glibc
#endif

/// Which fingers a two-finger measure (span, angle) was last taken over, so pinch and rotation can tell
/// a finger landing or lifting (re-base, no value emitted, item 72) from fingers moving.
struct FingerSet {
    private var ids: [Int] = []

    init() {
        ids.reserveCapacity(8)
    }

    /// Whether the fingers still down in `touches` differ from the last set; records them if so.
    mutating func changed(to touches: [Touch]) -> Bool {
        var index = 0
        var same = true
        for touch in touches where !touch.phase.isFinal {
            if index >= ids.count || ids[index] != touch.id { same = false }
            index += 1
        }
        if same && index == ids.count { return false }
        ids.removeAll(keepingCapacity: true)
        for touch in touches where !touch.phase.isFinal { ids.append(touch.id) }
        return true
    }

    /// The number of fingers in the set.
    var count: Int { ids.count }

    mutating func removeAll() {
        ids.removeAll(keepingCapacity: true)
    }

    /// The spread of the fingers still down: twice their mean distance from their centroid (the distance
    /// between them for two, item 69), in points; 0 with fewer than two.
    static func span(of touches: [Touch]) -> Double {
        var x = 0.0, y = 0.0, n = 0.0
        for touch in touches where !touch.phase.isFinal {
            x += touch.location.x
            y += touch.location.y
            n += 1
        }
        guard n >= 2 else { return 0 }
        let centroid = Point(x: x / n, y: y / n)
        var sum = 0.0
        for touch in touches where !touch.phase.isFinal { sum += touch.location.distance(to: centroid) }
        return 2 * sum / n
    }

    /// The angle from the first finger still down to the second, radians clockwise on screen; nil with
    /// fewer than two.
    static func angle(of touches: [Touch]) -> Double? {
        var first: Point?
        for touch in touches where !touch.phase.isFinal {
            guard let a = first else {
                first = touch.location
                continue
            }
            return atan2(touch.location.y - a.y, touch.location.x - a.x)
        }
        return nil
    }
}
