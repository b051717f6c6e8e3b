import Benchmark
import GestureKit

/// A handler for a loop that has no input.
final class IdleHandler: SampleHandler {
    func handle(_ sample: Sample, in loop: RunLoop) throws(SampleError) {}
    func instantDidEnd(in loop: RunLoop) {}
}

/// A live run loop with nothing to do but one timer 1 s ahead: CPU time against wall-clock time shows
/// whether it blocks (about 0 % CPU) or spins (100 %).
func registerIdleLiveLoopBenchmark() {
    Benchmark(
        "Live run loop idle for 1 s (CPU vs wall clock)",
        configuration: .init(metrics: [.wallClock, .cpuTotal], warmupIterations: 0, maxDuration: .seconds(10), maxIterations: 3)
    ) { benchmark in
        for _ in benchmark.scaledIterations {
            let loop = RunLoop(clock: .live(MonotonicTimeSource()))
            loop.schedule(after: 1) { _ in }
            var waiter = PollWaiter()
            benchmark.startMeasurement()
            try loop.runLive(inputs: [], handler: IdleHandler(), waiter: &waiter)
            benchmark.stopMeasurement()
        }
    }
}
