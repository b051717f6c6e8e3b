#if canImport(Glibc)
import Glibc
#endif
import GestureKit
import GestureKitIO

/// The generated datasets the benchmarks read: 10 million touch samples (drags, taps, pinches and swipes
/// in turn, from fixed seeds), written once to the temporary folder and reused.
enum BenchmarkData {
    static let sampleCount = 10_000_000

    static func path(_ format: SampleWriter.Format) -> String {
        "/tmp/gesturekit-bench-\(sampleCount).\(format.rawValue)"
    }

    /// Writes the dataset in `format` unless it is already there; returns its path. The file is written
    /// under a temporary name and renamed when complete, so an existing file is always a whole one.
    static func prepare(_ format: SampleWriter.Format) throws -> String {
        let path = path(format)
        if access(path, R_OK) == 0 { return path }
        let partial = path + ".partial"
        let output = try OutputBuffer.file(path: partial)
        var writer = SampleWriter(format: format, output: output)
        var written = 0
        var options = GeneratorOptions()
        options.count = 200
        let kinds: [SyntheticKind] = [.drag, .tap, .pinch, .swipe, .doubleTap, .rotation, .longPress]
        var batch: UInt64 = 0
        while written < sampleCount {
            options.seed = 1000 + batch
            var generator = try SyntheticGenerator(options: options)
            var last = options.startTime
            generator.generate(kinds[Int(batch) % kinds.count]) { sample in
                guard written < sampleCount else { return }
                writer.write(sample)
                written += 1
                last = sample.timestamp
            }
            options.startTime = last + 1
            batch += 1
        }
        try output.close()
        guard rename(partial, path) == 0 else {
            throw DatasetError(file: path, line: 0, reason: .writeFailed(String(cString: strerror(errno))))
        }
        return path
    }

    /// Samples for the in-memory tracker benchmark: a complete touch stream (every contact lifts).
    static func inMemoryTouches(count: Int) throws -> [TouchSample] {
        var options = GeneratorOptions()
        options.count = 100
        var samples: [TouchSample] = []
        var batch: UInt64 = 0
        while samples.count < count {
            options.seed = 5000 + batch
            var generator = try SyntheticGenerator(options: options)
            var last = options.startTime
            generator.generate(batch % 2 == 0 ? .drag : .pinch) { sample in
                if case .touch(let touch) = sample { samples.append(touch) }
                last = sample.timestamp
            }
            options.startTime = last + 1
            batch += 1
        }
        return samples
    }
}

/// Tracks touches delivered by the run loop and counts events, like `gesture run` without printing.
final class CountingHandler: SampleHandler {
    var tracker = TouchTracker()
    var events = 0

    func handle(_ sample: Sample, in loop: RunLoop) throws(SampleError) {
        if case .touch(let touch) = sample {
            try tracker.process(touch) { _ in events += 1 }
        }
    }

    func instantDidEnd(in loop: RunLoop) {
        tracker.endFrame { _ in events += 1 }
    }
}
