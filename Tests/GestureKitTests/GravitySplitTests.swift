import Testing
@testable import GestureKit

@Suite struct GravitySplitTests {
    @Test func theFirstReadingIsAllGravity() {
        var split = GravitySplit()
        let user = split.update(Vector3(x: 0.1, y: -0.98, z: 0.05), at: 3)
        #expect(user == .zero)
        #expect(split.gravity == Vector3(x: 0.1, y: -0.98, z: 0.05))
        #expect(split.didRestart)
    }

    @Test func aStepDecaysWithTheTimeConstantWhateverTheRate() {
        for rate in [10.0, 16, 100, 200] {
            var split = GravitySplit(timeConstant: 0.5)
            split.update(Vector3(x: 0, y: -1, z: 0), at: 0)
            var t = 0.0
            while t < 0.5 - 1e-9 {
                t += 1 / rate
                split.update(Vector3(x: 1, y: -1, z: 0), at: t)
            }
            // Backward Euler approaches 1 − e^(−1) ≈ 0.63 as the rate grows; 0.5 at 2 steps per τ.
            #expect(split.gravity.x > 0.5 && split.gravity.x < 0.64, "rate \(rate): \(split.gravity.x)")
        }
    }

    @Test func aStepThatDiffersOnlyInItsLastBitsReusesItsAlphaAndAnyOtherDoesNot() {
        #expect(GravitySplit.isSameStep(3.0 / 50 - 2.0 / 50, as: 0.02))
        #expect(!GravitySplit.isSameStep(0.0201, as: 0.02))
        #expect(!GravitySplit.isSameStep(0.02, as: -1))
        #expect(GravitySplit.isSameStep(0, as: 0))
    }

    @Test func aGravityOnlyStepMovesGravityAsAFullStepDoes() {
        var full = GravitySplit(), lean = GravitySplit()
        full.update(Vector3(x: 0, y: -1, z: 0), at: 0)
        lean.update(Vector3(x: 0, y: -1, z: 0), at: 0)
        let reading = Vector3(x: 0.6, y: -0.8, z: 0.1)
        let fullUser = full.step(reading, at: 0.02, alpha: 0.04)
        let leanUser = lean.stepGravity(reading, alpha: 0.04)
        #expect(lean.gravity == full.gravity && leanUser == fullUser)
        // Only gravity moved: the split's own record of the last step is untouched.
        #expect(lean.userAcceleration == .zero && lean.lastTimestamp == 0 && lean.didRestart)
    }

    @Test func aLongGapRestartsTheFilter() {
        var split = GravitySplit(maximumGap: 0.5)
        split.update(Vector3(x: 0, y: -1, z: 0), at: 0)
        split.update(Vector3(x: 0, y: -1, z: 0), at: 0.1)
        #expect(!split.didRestart)
        let user = split.update(Vector3(x: 0, y: 0, z: -1), at: 1)
        #expect(split.didRestart)
        #expect(user == .zero)
    }
}
