#if canImport(Glibc)
import Glibc
#endif
import Testing
@testable import GestureKit

@Suite struct RotationGestureRecognizerTests {
    /// Two fingers 100 pt apart about (200, 300), turned to each angle (radians) in turn.
    private func turn(_ h: GestureHarness, angles: [Double], scale: [Double]? = nil) {
        h.down(1, 150, 300, at: 0)
        h.down(2, 250, 300, at: 0)
        for (index, angle) in angles.enumerated() {
            let r = 50 * (scale?[index] ?? 1)
            let t = Double(index + 1) * 0.02
            h.move(1, 200 - r * cos(angle), 300 - r * sin(angle), at: t)
            h.move(2, 200 + r * cos(angle), 300 + r * sin(angle), at: t)
        }
        let end = Double(angles.count + 1) * 0.02
        h.up(1, at: end)
        h.up(2, at: end)
    }

    @Test func item71RotationIsInRadiansSinceBeganClockwisePositiveWithVelocity() {
        let h = GestureHarness()
        let recognizer = h.add(RotationGestureRecognizer(), "rotation")
        var values: [Double] = []
        var velocities: [Double] = []
        recognizer.addAction { _ in
            values.append(recognizer.rotation)
            velocities.append(recognizer.velocity)
        }
        turn(h, angles: [0.05, 0.15, 0.35, 0.55])
        h.finish()
        #expect(h.log.first == "rotation.began@0.04")
        #expect(values.count == 4)
        #expect(abs(values[1] - 0.2) < 1e-9 && abs(values[2] - 0.4) < 1e-9)
        #expect(velocities[2] > 9)  // 0.2 rad every 20 ms = 10 rad/s
    }

    @Test func item71CounterClockwiseIsNegativeAndItAccumulatesPastPi() {
        let h = GestureHarness()
        let recognizer = h.add(RotationGestureRecognizer(), "rotation")
        var last = 0.0
        recognizer.addAction { _ in last = recognizer.rotation }
        turn(h, angles: stride(from: -0.5, through: -4.0, by: -0.5).map { $0 })
        h.finish()
        #expect(abs(last - (-3.5)) < 1e-9)
    }

    @Test func item73PinchAndRotationRecognizeTogetherWhenAllowedAndPinchSignMatchesScale() {
        let h = GestureHarness()
        let pinch = h.add(PinchGestureRecognizer(), "pinch")
        let rotation = h.add(RotationGestureRecognizer(), "rotation")
        pinch.recognizeSimultaneously(with: rotation)
        var scales: [Double] = []
        pinch.addAction { _ in scales.append(pinch.scale) }
        turn(h, angles: [0.2, 0.4, 0.6], scale: [0.9, 0.8, 0.7])
        h.finish()
        #expect(h.log.contains("pinch.began@0.02") && h.log.contains("rotation.began@0.02"))
        #expect(h.log.contains("pinch.ended@0.08") && h.log.contains("rotation.ended@0.08"))
        #expect(scales.dropFirst().allSatisfy { $0 < 1 })  // fingers closing: pinch in, scale below 1
    }
}
