import Benchmark
import GestureKit
import GestureKitIO

/// Reads every sample of `reader` and tracks the touches; returns (samples, events).
@inline(never)
func readAndTrack(_ reader: any SampleReader) throws -> (Int, Int) {
    var tracker = TouchTracker()
    var samples = 0
    var events = 0
    while let sample = try reader.next() {
        samples += 1
        if case .touch(let touch) = sample {
            try tracker.process(touch) { _ in events += 1 }
        }
    }
    tracker.endFrame { _ in events += 1 }
    return (samples, events)
}

let benchmarks: @Sendable () -> Void = {
    registerIdleLiveLoopBenchmark()

    // Whole-file benchmarks: one iteration reads and tracks all 10 million samples.
    let fileConfiguration = Benchmark.Configuration(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .peakMemoryResident, .throughput],
        warmupIterations: 1,
        maxDuration: .seconds(120),
        maxIterations: 5
    )

    for format in SampleWriter.Format.allCases {
        Benchmark("Read + track \(format.rawValue), 10M samples", configuration: fileConfiguration) { benchmark in
            let path = try BenchmarkData.prepare(format)
            for _ in benchmark.scaledIterations {
                let reader = try DatasetFormat.openReader(path: path)
                benchmark.startMeasurement()
                let (samples, events) = try readAndTrack(reader)
                benchmark.stopMeasurement()
                precondition(samples == BenchmarkData.sampleCount)
                blackHole(events)
            }
        }
    }

    Benchmark("Replay jsonl through the run loop, 10M samples", configuration: fileConfiguration) { benchmark in
        let path = try BenchmarkData.prepare(.jsonl)
        for _ in benchmark.scaledIterations {
            let reader = try DatasetFormat.openReader(path: path)
            let handler = CountingHandler()
            benchmark.startMeasurement()
            let outcome = try Replay.run(reader, loop: RunLoop(), handler: handler, lenient: false)
            benchmark.stopMeasurement()
            precondition(outcome.samples == BenchmarkData.sampleCount)
            blackHole(handler.events)
        }
    }

    // Steady state: the tracker reserves its storage when created, before the measurement starts, so
    // mallocCountTotal per iteration divided by 1,000,000 is the allocations per sample.
    Benchmark(
        "Tracker steady state, 1M in-memory samples",
        configuration: .init(
            metrics: [.wallClock, .mallocCountTotal, .throughput], warmupIterations: 1, maxDuration: .seconds(30),
            maxIterations: 20)
    ) { benchmark in
        let samples = try BenchmarkData.inMemoryTouches(count: 1_000_000)
        var events = 0
        for _ in benchmark.scaledIterations {
            var tracker = TouchTracker()
            benchmark.startMeasurement()
            for sample in samples { try tracker.process(sample) { _ in events += 1 } }
            tracker.endFrame { _ in events += 1 }
            benchmark.stopMeasurement()
        }
        blackHole(events)
    }
}
