import Foundation
import GestureKit
import GestureKitIO
import TestSupport

/// Accelerometer traces for the Eight Ball tests: bursts from `gesture generate shake`, sines, rest.
enum EightBallTestTraces {
    /// `gesture generate shake --count count --seed seed` (100 Hz bursts of 0.8–2 s between rests).
    static func generatedShakes(count: Int, seed: UInt64) throws -> [Sample] {
        var options = GeneratorOptions()
        options.count = count
        options.seed = seed
        var generator = try SyntheticGenerator(options: options)
        var samples: [Sample] = []
        generator.generate(.shake) { samples.append($0) }
        return samples
    }

    /// Shaking along x at 5 Hz, 1.5 g, in portrait, 100 Hz, from `start` for `duration` seconds.
    static func sine(from start: Double, duration: Double) -> [Sample] {
        (0..<Int(duration * 100)).map { index in
            let t = Double(index) / 100
            return .accelerometer(AccelerometerSample(timestamp: start + t, x: 1.5 * sin(2 * .pi * 5 * t), y: -1, z: 0))
        }
    }

    /// The device at rest in portrait, 100 Hz.
    static func rest(from start: Double, duration: Double) -> [Sample] {
        (0..<Int(duration * 100)).map { .accelerometer(AccelerometerSample(timestamp: start + Double($0) / 100, x: 0, y: -1, z: 0)) }
    }

    /// Writes samples as JSON Lines to a new file in the test's scratch folder and returns its path.
    static func file(_ samples: [Sample]) throws -> String {
        let path = try ScratchFolder.path("eight-ball-\(UUID().uuidString).jsonl")
        let output = try OutputBuffer.file(path: path)
        var writer = SampleWriter(format: .jsonl, output: output)
        for sample in samples { writer.write(sample) }
        try output.close()
        return path
    }

    /// The package's root folder.
    static let packageRoot = ExecutableRunner.packageRoot
}
