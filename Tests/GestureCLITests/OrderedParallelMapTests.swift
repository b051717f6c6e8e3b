import Dispatch
import Synchronization
import Testing
@testable import GestureCLI

@Suite struct OrderedParallelMapTests {
    /// Items that finish out of order (item 0 waits until item 2 has run) are handed over in order.
    @Test func resultsComeInItemOrderWhateverOrderTheyFinishIn() {
        let itemTwoRan = DispatchSemaphore(value: 0)
        let finishedOrder = Mutex<[Int]>([])
        var delivered: [Int] = []
        OrderedParallelMap<Int>(jobs: 2, stop: { _ in false }).run(count: 5) { item in
            if item == 0 { itemTwoRan.wait() }
            finishedOrder.withLock { $0.append(item) }
            if item == 2 { itemTwoRan.signal() }
            return item * 10
        } deliver: { item, result in
            #expect(result == item * 10)
            delivered.append(item)
            return true
        }
        #expect(delivered == [0, 1, 2, 3, 4])
        #expect(finishedOrder.withLock { $0.firstIndex(of: 0)! > $0.firstIndex(of: 2)! })
    }

    @Test(arguments: [1, 2, 7])
    func aResultThatStopsTheRunIsTheLastHandedOver(jobs: Int) {
        let started = Mutex<Set<Int>>([])
        var delivered: [Int] = []
        OrderedParallelMap<Bool>(jobs: jobs, stop: { failed in failed }).run(count: 50) { item in
            started.withLock { _ = $0.insert(item) }
            return item == 3
        } deliver: { item, _ in
            delivered.append(item)
            return true
        }
        #expect(delivered == [0, 1, 2, 3])
        // Nothing after the failure is started once it is known; at most the jobs already under way.
        #expect(started.withLock { $0.max()! } < 3 + jobs)
    }

    @Test func theCallerCanStopTheRun() {
        var delivered: [Int] = []
        OrderedParallelMap<Int>(jobs: 3, stop: { _ in false }).run(count: 20) { $0 } deliver: { item, _ in
            delivered.append(item)
            return item < 5
        }
        #expect(delivered == [0, 1, 2, 3, 4, 5])
    }

    @Test func noItemsOrMoreJobsThanItems() {
        var delivered: [Int] = []
        OrderedParallelMap<Int>(jobs: 4, stop: { _ in false }).run(count: 0) { $0 } deliver: { item, _ in
            delivered.append(item)
            return true
        }
        #expect(delivered.isEmpty)
        OrderedParallelMap<Int>(jobs: 16, stop: { _ in false }).run(count: 3) { $0 } deliver: { item, _ in
            delivered.append(item)
            return true
        }
        #expect(delivered == [0, 1, 2])
    }
}
