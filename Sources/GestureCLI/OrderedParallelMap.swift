import Dispatch
import Synchronization

/// Works on items `0..<count` on up to `jobs` threads at once and hands their results to the calling
/// thread strictly in item order, each as soon as it and every item before it are done, so output
/// written from the results is the same bytes whatever the number of jobs.
///
/// Items are started in order. Once ``stop`` says a result ends the run (or the caller, handed a result,
/// says to go no further), no item after it is started, the items already under way finish, and results
/// after it are dropped: with one job or many, a run that stops at item *k* has handed over exactly items
/// `0...k`.
struct OrderedParallelMap<Result: Sendable> {
    /// How many threads work at once (at least 1).
    let jobs: Int
    /// Whether a result ends the run (a failure, say).
    let stop: @Sendable (Result) -> Bool

    private struct State {
        var nextToStart = 0
        /// The first item whose result ended the run.
        var stoppedAt = Int.max
        var finished: [Int: Result] = [:]
    }

    /// The state the threads share, behind a lock (a class, so escaping closures can hold it).
    private final class Shared: Sendable {
        let state = Mutex(State())
        /// Signalled once per finished item.
        let ready = DispatchSemaphore(value: 0)
    }

    /// Runs `work` on every item and calls `deliver` with each result in item order, on the calling thread;
    /// `deliver` returns whether to go on.
    func run(count: Int, work: @escaping @Sendable (Int) -> Result, deliver: (Int, Result) -> Bool) {
        let shared = Shared()
        let workers = DispatchGroup()
        let stop = self.stop
        // A serial queue per worker, not the global queue: each gets a thread of its own, so `jobs` items
        // really run at once even beyond the number of cores, and one that blocks never holds up the rest.
        for worker in 0..<min(max(jobs, 1), count) {
            DispatchQueue(label: "gesture.worker.\(worker)").async(group: workers) {
                while let item = shared.state.withLock({ state -> Int? in
                    guard state.nextToStart < count, state.nextToStart <= state.stoppedAt else { return nil }
                    defer { state.nextToStart += 1 }
                    return state.nextToStart
                }) {
                    let result = work(item)
                    shared.state.withLock { state in
                        state.finished[item] = result
                        if stop(result) { state.stoppedAt = min(state.stoppedAt, item) }
                    }
                    shared.ready.signal()
                }
            }
        }
        for item in 0..<count {
            // Every finished item signals once, after its result is stored; so while this item is not
            // stored its signal is still to come, and the wait cannot miss it.
            var result = shared.state.withLock { $0.finished.removeValue(forKey: item) }
            while result == nil {
                shared.ready.wait()
                result = shared.state.withLock { $0.finished.removeValue(forKey: item) }
            }
            guard let result else { continue }
            if !deliver(item, result) || stop(result) {
                shared.state.withLock { $0.stoppedAt = min($0.stoppedAt, item) }
                break
            }
        }
        workers.wait()
    }
}
