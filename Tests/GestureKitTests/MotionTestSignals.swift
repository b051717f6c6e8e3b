#if canImport(Glibc)
import Glibc
#endif
import GestureKit

/// Synthetic accelerometer signals for the motion tests (g, gravity included, device upright in portrait
/// unless told otherwise).
enum MotionTestSignals {
    /// Samples at `rate` Hz from `start` for `duration` seconds of `acceleration(t)` (t from `start`),
    /// with timestamps optionally jittered by up to ±`jitter` of the period (deterministic).
    static func samples(
        from start: Double, duration: Double, rate: Double, jitter: Double = 0, _ acceleration: (Double) -> Vector3
    ) -> [AccelerometerSample] {
        let count = Int((duration * rate).rounded(.down))
        var out: [AccelerometerSample] = []
        out.reserveCapacity(count)
        var state: UInt64 = 0x1234_5678
        for index in 0..<count {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            let noise = (Double(state >> 11) / Double(1 << 53) - 0.5) * 2 * jitter
            let t = (Double(index) + noise) / rate
            let a = acceleration(t)
            out.append(AccelerometerSample(timestamp: start + t, x: a.x, y: a.y, z: a.z))
        }
        return out
    }

    static let portraitGravity = Vector3(x: 0, y: -1, z: 0)

    /// Shaking along x at `frequency` Hz with `amplitude` g, on top of portrait gravity.
    static func shake(from start: Double, duration: Double, rate: Double, frequency: Double = 5, amplitude: Double = 1.5, jitter: Double = 0)
        -> [AccelerometerSample]
    {
        samples(from: start, duration: duration, rate: rate, jitter: jitter) { t in
            portraitGravity + Vector3(x: amplitude * sin(2 * Double.pi * frequency * t), y: 0, z: 0)
        }
    }

    /// Shaking along x as hands do it, reversing abruptly: `amplitude` g at `frequency` Hz plus its 2nd and
    /// 3rd harmonics at a quarter of that each (an eleventh of the energy), on top of portrait gravity.
    static func jerkyShake(from start: Double, duration: Double, rate: Double, frequency: Double, amplitude: Double) -> [AccelerometerSample] {
        samples(from: start, duration: duration, rate: rate) { t in
            let phase = 2 * Double.pi * frequency * t
            return portraitGravity + Vector3(x: amplitude * (sin(phase) + 0.25 * sin(2 * phase) + 0.25 * sin(3 * phase)), y: 0, z: 0)
        }
    }

    /// The device at rest in portrait, with ±`noise` g of sensor noise.
    static func rest(from start: Double, duration: Double, rate: Double, noise: Double = 0.01) -> [AccelerometerSample] {
        samples(from: start, duration: duration, rate: rate) { t in
            portraitGravity + Vector3(x: noise * sin(97 * t), y: noise * sin(61 * t), z: noise * sin(43 * t))
        }
    }

    /// Runs `samples` through a detector and returns every transition.
    static func transitions(_ samples: [AccelerometerSample], detector: inout ShakeDetector) -> [ShakeDetector.Transition] {
        var out: [ShakeDetector.Transition] = []
        for sample in samples { detector.process(sample) { out.append($0) } }
        return out
    }
}
