import Testing
@testable import GestureKit

@Suite struct EventQueueTests {
    @Test func firstInFirstOut() {
        var queue = EventQueue()
        #expect(queue.isEmpty)
        for t in [0.1, 0.2, 0.3] { queue.append(.sample(accel(t))) }
        #expect(queue.count == 3)
        var order: [Double] = []
        while let item = queue.popFirst() {
            if case .sample(let sample) = item { order.append(sample.timestamp) }
        }
        #expect(order == [0.1, 0.2, 0.3])
        #expect(queue.popFirst() == nil)
    }
}
