import Benchmark
import GestureKit

/// Pre-built touch events at scattered points (the tracker reuses its storage in the same way, so the
/// measured loop builds nothing): event `i` begins touch `i`, event `i + count` ends it.
func scatteredTouchEvents(count: Int) -> [Event] {
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next() -> Double {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Double(state >> 11) / Double(1 << 53)
    }
    var began: [Event] = []
    var ended: [Event] = []
    for id in 1...count {
        let touch = Touch(id: id, contact: 0, timestamp: Double(id), location: Point(x: 4 + next() * 1016, y: 4 + next() * 1016), tapCount: 1)
        began.append(Event(kind: .touches, timestamp: Double(id), sequence: id, allTouches: [touch]))
        let lifted = touch.changed(to: .ended, timestamp: Double(id) + 0.05)
        ended.append(Event(kind: .touches, timestamp: lifted.timestamp, sequence: id, allTouches: [lifted]))
    }
    return began + ended
}

/// Sends each touch's began and ended events.
@inline(never)
func deliver(_ events: [Event], touches: Int, to application: Application) {
    for index in 0..<touches {
        application.sendEvent(events[index])
        application.sendEvent(events[index + touches])
    }
}

let benchmarks: @Sendable () -> Void = {
    // One iteration delivers 1,000 touches: for each, touchesBegan (hit-test through the hierarchy, bind,
    // walk up 8 levels to the window) and touchesEnded (walk up again, unbind): 2,000 deliveries.
    // Throughput is reported per iteration; ×2,000 gives deliveries per second, and mallocCountTotal per
    // iteration ÷ 2,000 the allocations per delivery.
    Benchmark(
        "Touch delivery, 1000-view hierarchy 8 levels deep (2,000 deliveries per iteration)",
        configuration: .init(
            metrics: [.wallClock, .mallocCountTotal, .throughput], warmupIterations: 10,
            maxDuration: .seconds(10), maxIterations: 10_000)
    ) { benchmark in
        let hierarchy = DeliveryHierarchy()
        precondition(hierarchy.views == DeliveryHierarchy.viewCount && hierarchy.maximumDepth() == DeliveryHierarchy.depth)
        let touches = 1000
        let events = scatteredTouchEvents(count: touches)
        let application = hierarchy.application
        deliver(events, touches: touches, to: application)  // first use of the window's storage, unmeasured
        for _ in benchmark.scaledIterations {
            benchmark.startMeasurement()
            deliver(events, touches: touches, to: application)
            benchmark.stopMeasurement()
        }
        precondition(hierarchy.window.delivered > 0)
        blackHole(hierarchy.window.delivered)
    }
}
