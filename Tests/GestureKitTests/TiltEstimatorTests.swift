#if canImport(Glibc)
import Glibc
#endif
import Testing
import GestureKit

@Suite struct TiltEstimatorTests {
    func settle(_ gravity: Vector3) -> TiltEstimator {
        var tilt = TiltEstimator()
        for sample in MotionTestSignals.samples(from: 0, duration: 2, rate: 100, { _ in gravity }) { tilt.update(sample) }
        return tilt
    }

    @Test func flatFaceUpIsLevel() {
        let tilt = settle(Vector3(x: 0, y: 0, z: -1))
        #expect(abs(tilt.pitch) < 1e-12)
        #expect(abs(tilt.roll) < 1e-12)
    }

    @Test func raisingTheTopEdgeIsPositivePitch() {
        let angle = 30 * Double.pi / 180
        let tilt = settle(Vector3(x: 0, y: -sin(angle), z: -cos(angle)))
        #expect(abs(tilt.pitch - angle) < 1e-9)
        #expect(abs(tilt.roll) < 1e-9)
    }

    @Test func loweringTheRightEdgeIsPositiveRoll() {
        let angle = 20 * Double.pi / 180
        let tilt = settle(Vector3(x: sin(angle), y: 0, z: -cos(angle)))
        #expect(abs(tilt.roll - angle) < 1e-9)
    }

    @Test func smoothingFollowsItsTimeConstant() {
        var tilt = TiltEstimator(smoothing: 0.1)
        tilt.update(AccelerometerSample(timestamp: 0, x: 0, y: 0, z: -1))
        tilt.update(AccelerometerSample(timestamp: 0.1, x: 1, y: 0, z: -1))
        // One step of Δt = τ moves halfway (α = Δt / (τ + Δt)).
        #expect(abs(tilt.gravity.x - 0.5) < 1e-12)
    }
}
