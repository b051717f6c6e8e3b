#if canImport(Glibc)
import Glibc
#endif
import Benchmark
import GestureKit
import GestureKitIO

/// One iteration's touch samples, timestamps relative to its start (seconds): a one-finger drag of 2,000
/// moves at 120 Hz, then a two-finger pinch-and-turn of 1,000 frames (2,000 moves), then a tap: 4,008
/// samples in all, every recognizer of the default scene at work (pan and swipe on the drag; pan, pinch
/// and rotation on the two fingers; tap, double tap and long press deciding on every landing).
func recognizerWorkload() -> [TouchSample] {
    var samples: [TouchSample] = []
    var t = 0.0
    samples.append(TouchSample(timestamp: t, contact: 1, state: .down, x: 100, y: 100))
    for step in 1...2000 {
        t += 1.0 / 120
        let phase = Double(step) / 200
        samples.append(TouchSample(timestamp: t, contact: 1, state: .move, x: 1000 + 800 * sin(phase), y: 1000 + 800 * cos(phase * 0.7)))
    }
    t += 0.01
    samples.append(TouchSample(timestamp: t, contact: 1, state: .up, location: nil))
    t += 0.5
    samples.append(TouchSample(timestamp: t, contact: 1, state: .down, x: 900, y: 1000))
    samples.append(TouchSample(timestamp: t, contact: 2, state: .down, x: 1100, y: 1000))
    for step in 1...1000 {
        t += 1.0 / 120
        let angle = Double(step) / 300, span = 200 + 150 * sin(Double(step) / 100)
        let cx = 1000 + Double(step) * 0.2
        samples.append(TouchSample(timestamp: t, contact: 1, state: .move, x: cx - span / 2 * cos(angle), y: 1000 - span / 2 * sin(angle)))
        samples.append(TouchSample(timestamp: t, contact: 2, state: .move, x: cx + span / 2 * cos(angle), y: 1000 + span / 2 * sin(angle)))
    }
    t += 0.01
    samples.append(TouchSample(timestamp: t, contact: 1, state: .up, location: nil))
    samples.append(TouchSample(timestamp: t, contact: 2, state: .up, location: nil))
    t += 1
    samples.append(TouchSample(timestamp: t, contact: 1, state: .down, x: 500, y: 500))
    samples.append(TouchSample(timestamp: t + 0.06, contact: 1, state: .up, location: nil))
    return samples
}

/// Feeds the workload with every timestamp shifted by `offset` seconds.
@inline(never)
func feed(_ samples: [TouchSample], offset: Double, loop: RunLoop, input: ApplicationInput) {
    for var sample in samples {
        sample.timestamp += offset
        try! loop.feed(.touch(sample), to: input)
    }
}

let benchmarks: @Sendable () -> Void = {
    // Throughput is iterations per second; × 4,008 gives touch samples per second through the default
    // scene (tracking, hit-testing, the arena with seven recognizers, touch gates, views). mallocCountTotal
    // per iteration ÷ 4,008 gives allocations per sample; the steady state is the drag and pinch moves.
    Benchmark(
        "Default scene recognizers (4,008 touch samples per iteration)",
        configuration: .init(
            metrics: [.wallClock, .mallocCountTotal, .throughput], warmupIterations: 5,
            maxDuration: .seconds(10), maxIterations: 5_000)
    ) { benchmark in
        let samples = recognizerWorkload()
        precondition(samples.count == 4008)
        let scene = Scene.makeDefault()
        let loop = RunLoop()
        let input = ApplicationInput(application: scene.application)
        var gestures = 0
        scene.onRecognizerAction = { _, _ in gestures += 1 }
        var offset = 0.0
        for _ in 0..<3 {  // warm the scene's storage
            feed(samples, offset: offset, loop: loop, input: input)
            offset += 100
        }
        for _ in benchmark.scaledIterations {
            benchmark.startMeasurement()
            feed(samples, offset: offset, loop: loop, input: input)
            benchmark.stopMeasurement()
            offset += 100
        }
        precondition(gestures > 0)
        blackHole(gestures)
    }

    // The steady state alone: a two-finger pinch-and-turn already under way (pan, pinch and rotation
    // changing on every frame), 2,000 move samples per iteration.
    steadyStateBenchmark("Default scene, two-finger moves under way (2,000 samples per iteration)", fingers: 2) { step in
        let t = Double(step) / 120, angle = Double(step) / 300, span = 200 + 150 * sin(Double(step) / 100)
        return [
            TouchSample(timestamp: t, contact: 1, state: .move, x: 1000 - span / 2 * cos(angle), y: 1000 - span / 2 * sin(angle)),
            TouchSample(timestamp: t, contact: 2, state: .move, x: 1000 + span / 2 * cos(angle), y: 1000 + span / 2 * sin(angle)),
        ]
    }

    // The steady state of a one-finger drag: pan changing on every sample, swipe following it, the
    // others failed; one dispatch per sample, 2,000 samples per iteration.
    steadyStateBenchmark("Default scene, one-finger drag under way (2,000 samples per iteration)", fingers: 1) { step in
        let phase = Double(step) / 200
        return [TouchSample(timestamp: Double(step) / 120, contact: 1, state: .move, x: 1000 + 800 * sin(phase), y: 1000 + 800 * cos(phase * 0.7))]
    }
}

/// A benchmark of 2,000 move samples per iteration through the default scene with `fingers` already down
/// (at x 900, 1100, …, y 1000). `frame` gives frame number `step`'s moves. The gesture gets under way
/// outside the measurement (the arena is created, the recognizers begin, their buffers reach their
/// size), so only the steady state is measured.
func steadyStateBenchmark(_ name: String, fingers: Int, frame: @escaping (Int) -> [TouchSample]) {
    Benchmark(
        name,
        configuration: .init(
            metrics: [.wallClock, .mallocCountTotal, .throughput], warmupIterations: 5,
            maxDuration: .seconds(10), maxIterations: 5_000)
    ) { benchmark in
        let scene = Scene.makeDefault()
        let loop = RunLoop()
        let input = ApplicationInput(application: scene.application)
        for finger in 1...fingers {
            let sample = TouchSample(timestamp: 0, contact: finger, state: .down, x: 700 + 200 * Double(finger), y: 1000)
            try! loop.feed(.touch(sample), to: input)
        }
        var step = 0
        var moves: [TouchSample] = []
        moves.reserveCapacity(2000)
        func nextMoves() {
            moves.removeAll(keepingCapacity: true)
            while moves.count < 2000 {
                step += 1
                moves.append(contentsOf: frame(step))
            }
        }
        nextMoves()
        feed(moves, offset: 0, loop: loop, input: input)
        for _ in benchmark.scaledIterations {
            nextMoves()
            benchmark.startMeasurement()
            feed(moves, offset: 0, loop: loop, input: input)
            benchmark.stopMeasurement()
        }
        blackHole(scene.recognizers.count)
    }
}
