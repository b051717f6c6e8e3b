import Testing
@testable import GestureKit

@Suite struct AxisProjectionTests {
    /// u = (0.3, 0.4, 0) g: 0.3 g along x and 0.4 g along y, whatever the length of the axis given.
    func projection(user: Vector3 = Vector3(x: 0.3, y: 0.4, z: 0), axis: Vector3) -> AxisProjection {
        AxisProjection(along: user.dot(axis), squaredNorm: axis.dot(axis))
    }

    @Test func theValueIsTheMotionAlongTheUnitAxisInG() {
        #expect(abs(projection(axis: Vector3(x: 2, y: 0, z: 0)).value - 0.3) < 1e-15)
        #expect(abs(projection(axis: Vector3(x: 0, y: -1e-90, z: 0)).value + 0.4) < 1e-15)
        #expect(AxisProjection.zero.value == 0)
    }

    @Test func aThresholdIsComparedByMagnitudeOnEitherSide() {
        let positive = projection(axis: Vector3(x: 1e6, y: 0, z: 0))
        let negative = projection(axis: Vector3(x: -1e-6, y: 0, z: 0))
        #expect(positive.exceeds(0.2) && negative.exceeds(0.2))
        #expect(!positive.exceeds(0.3000001) && !negative.exceeds(0.3000001))
        #expect(!AxisProjection.zero.exceeds(0))
    }

    @Test func projectionsAreComparedByMagnitudeWhateverTheirAxisLengths() {
        let small = projection(axis: Vector3(x: 1e8, y: 0, z: 0))  // 0.3 g
        let large = projection(axis: Vector3(x: 0, y: -1e-8, z: 0))  // −0.4 g
        #expect(large.exceeds(small) && !small.exceeds(large))
        #expect(small.exceeds(.zero) && !AxisProjection.zero.exceeds(small))
        #expect(!small.exceeds(small))
    }

    @Test(arguments: [1e-300, 3e-200, 0.37, 1.0, 2.0, 3.999, 4.0, 7.5, 1e150, 1e300])
    func thePowerOfTwoBringsTheSquaredLengthIntoOneToFour(squaredNorm: Double) {
        let scale = AxisProjection.powerOfTwoTowardsUnitLength(squaredNorm: squaredNorm)
        #expect(scale.significand == 1, "a power of two: \(scale)")
        let scaled = squaredNorm * scale * scale
        #expect(scaled >= 1 && scaled < 4, "\(squaredNorm) → \(scaled)")
    }
}
