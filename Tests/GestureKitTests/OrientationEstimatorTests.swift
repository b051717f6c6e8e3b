#if canImport(Glibc)
import Glibc
#endif
import Testing
import GestureKit

@Suite struct OrientationEstimatorTests {
    /// Gravity tilted `degrees` from portrait towards landscape left, in the screen plane.
    func towardsLandscapeLeft(_ degrees: Double) -> Vector3 {
        let angle = degrees * Double.pi / 180
        return Vector3(x: -sin(angle), y: -cos(angle), z: 0)
    }

    @Test(arguments: [
        (Vector3(x: 0, y: -1, z: 0), DeviceOrientation.portrait),
        (Vector3(x: 0, y: 1, z: 0), .portraitUpsideDown),
        (Vector3(x: -1, y: 0, z: 0), .landscapeLeft),
        (Vector3(x: 1, y: 0, z: 0), .landscapeRight),
        (Vector3(x: 0, y: 0, z: -1), .faceUp),
        (Vector3(x: 0, y: 0, z: 1), .faceDown),
    ])
    func eachOrientationFromGravity(gravity: Vector3, expected: DeviceOrientation) {
        var estimator = OrientationEstimator()
        #expect(estimator.update(gravity: gravity, userAcceleration: .zero) == expected)
        #expect(estimator.orientation == expected)
    }

    @Test func hysteresisKeepsItSteadyAround45Degrees() {
        var estimator = OrientationEstimator()
        _ = estimator.update(gravity: towardsLandscapeLeft(0), userAcceleration: .zero)
        for degrees in stride(from: 40.0, through: 54, by: 1) {
            #expect(estimator.update(gravity: towardsLandscapeLeft(degrees), userAcceleration: .zero) == nil)
        }
        #expect(estimator.update(gravity: towardsLandscapeLeft(56), userAcceleration: .zero) == .landscapeLeft)
        for degrees in stride(from: 50.0, through: 36, by: -1) {
            #expect(estimator.update(gravity: towardsLandscapeLeft(degrees), userAcceleration: .zero) == nil)
        }
        #expect(estimator.update(gravity: towardsLandscapeLeft(34), userAcceleration: .zero) == .portrait)
    }

    @Test func noChangeWhileShakingOrInFreeFall() {
        var estimator = OrientationEstimator()
        _ = estimator.update(gravity: Vector3(x: 0, y: -1, z: 0), userAcceleration: .zero)
        #expect(estimator.update(gravity: Vector3(x: -1, y: 0, z: 0), userAcceleration: Vector3(x: 1, y: 0, z: 0)) == nil)
        #expect(estimator.update(gravity: Vector3(x: -0.1, y: 0, z: 0), userAcceleration: .zero) == nil)
        #expect(estimator.orientation == .portrait)
    }
}
