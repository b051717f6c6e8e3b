#if canImport(Glibc)
import Glibc
#endif
import Benchmark
import GestureKit

/// One million accelerometer samples at `rate` Hz: rest, walking-like swing and shaking in turn, so every
/// branch of the pipeline runs.
func motionSamples(rate: Double) -> [AccelerometerSample] {
    (0..<1_000_000).map { index in
        let t = Double(index) / rate
        let phase = Int(t / 10) % 3
        let x = phase == 2 ? 1.5 * sin(2 * Double.pi * 5 * t) : phase == 1 ? 0.5 * sin(2 * Double.pi * t) : 0.01 * sin(97 * t)
        let y = -1 + (phase == 1 ? 0.3 * sin(4 * Double.pi * t) : 0)
        return AccelerometerSample(timestamp: t, x: x, y: y, z: 0.02 * sin(13 * t))
    }
}

/// Gravity split + shake detection + orientation, per sample, as `MotionEventSource` runs them.
@inline(never)
func runMotionPipeline(_ samples: [AccelerometerSample]) -> Int {
    var shake = ShakeDetector()
    var orientation = OrientationEstimator()
    var transitions = 0
    var changes = 0
    for sample in samples {
        shake.process(sample) { _ in transitions += 1 }
        if orientation.update(gravity: shake.gravity, userAcceleration: shake.userAcceleration) != nil { changes += 1 }
    }
    return transitions + changes
}

let benchmarks: @Sendable () -> Void = {
    // Throughput × 1,000,000 = samples per second; mallocs ÷ 1,000,000 = allocations per sample.
    // 200 Hz: four samples a block; 100 Hz, a phone's usual rate: two; 50 Hz: one.
    for rate in [200.0, 100, 50] {
        Benchmark(
            "Motion pipeline (gravity split + shake + orientation), 1M samples at \(Int(rate)) Hz",
            configuration: .init(metrics: [.wallClock, .mallocCountTotal, .throughput], warmupIterations: 1, maxDuration: .seconds(20), maxIterations: 30)
        ) { benchmark in
            let samples = motionSamples(rate: rate)
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations { blackHole(runMotionPipeline(samples)) }
            benchmark.stopMeasurement()
        }
    }
}
