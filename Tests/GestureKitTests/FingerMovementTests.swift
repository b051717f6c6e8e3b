import Testing
@testable import GestureKit

@Suite struct FingerMovementTests {
    func finger(_ id: Int, at x: Double, _ y: Double, _ phase: TouchPhase = .moved) -> Touch {
        Touch(id: id, contact: id, timestamp: 0, location: Point(x: x, y: y), tapCount: 1).changed(to: phase)
    }

    /// Item 61: the movement is the mean displacement of the fingers down before and after.
    @Test func theMovementIsTheMeanDisplacementOfTheCommonFingers() {
        var movement = FingerMovement()
        movement.follow([finger(1, at: 0, 0, .began), finger(2, at: 100, 0, .began)], at: 0)
        #expect(movement.moved == .zero)
        movement.follow([finger(1, at: 10, 0), finger(2, at: 100, 20)], at: 0.01)
        #expect(movement.moved == Point(x: 5, y: 10))
    }

    /// Item 61: a finger landing far away, or lifting, does not make the movement jump.
    @Test func aFingerLandingOrLiftingDoesNotMakeItJump() {
        var movement = FingerMovement()
        movement.follow([finger(1, at: 0, 0, .began)], at: 0)
        movement.follow([finger(1, at: 10, 0)], at: 0.01)
        movement.follow([finger(1, at: 10, 0, .stationary), finger(2, at: 300, 300, .began)], at: 0.02)
        #expect(movement.moved == Point(x: 10, y: 0))
        movement.follow([finger(1, at: 14, 0), finger(2, at: 300, 308)], at: 0.03)
        #expect(movement.moved == Point(x: 12, y: 4))
        // Finger 2 lifts where it was: it still counts, as a finger that did not move; finger 1 moves 6.
        movement.follow([finger(1, at: 20, 0), finger(2, at: 300, 308, .ended)], at: 0.04)
        #expect(movement.moved == Point(x: 15, y: 4))
        // Finger 2 is gone: only finger 1 moves the movement now.
        movement.follow([finger(1, at: 22, 0)], at: 0.05)
        #expect(movement.moved == Point(x: 17, y: 4))
    }

    @Test func theVelocityFollowsTheMovement() {
        var movement = FingerMovement()
        for step in 0...10 {
            let time = Double(step) * 0.01
            movement.follow([finger(1, at: 300 * time, -100 * time, step == 0 ? .began : .moved)], at: time)
        }
        let velocity = movement.estimator.velocity(at: 0.1)
        #expect(abs(velocity.x - 300) < 1e-6 && abs(velocity.y + 100) < 1e-6)
    }

    /// Item 59: updates that do not move are no velocity samples, so a finger that stopped reads as stopped.
    @Test func stillUpdatesAreNoVelocitySamples() {
        var movement = FingerMovement()
        for step in 0...5 {
            let time = Double(step) * 0.01
            movement.follow([finger(1, at: 300 * time, 0, step == 0 ? .began : .moved)], at: time)
        }
        movement.follow([finger(1, at: 15, 0, .stationary)], at: 0.08)
        movement.follow([finger(1, at: 15, 0, .ended)], at: 0.1)
        #expect(movement.estimator.velocity(at: 0.1) == .zero)
        #expect(movement.moved == Point(x: 15, y: 0))
    }

    @Test func restartingTheVelocityKeepsTheMovement() {
        var movement = FingerMovement()
        movement.follow([finger(1, at: 0, 0, .began)], at: 0)
        movement.follow([finger(1, at: 5, 0)], at: 0.01)
        movement.restartVelocity()
        #expect(movement.estimator.velocity(at: 0.01) == .zero)
        #expect(movement.moved == Point(x: 5, y: 0))
        movement.follow([finger(1, at: 6, 0)], at: 0.02)
        movement.follow([finger(1, at: 7, 0)], at: 0.03)
        #expect(abs(movement.estimator.velocity(at: 0.03).x - 100) < 1e-6)
    }

    @Test func resetForgetsFingersMovementAndVelocity() {
        var movement = FingerMovement()
        movement.follow([finger(1, at: 0, 0, .began)], at: 0)
        movement.follow([finger(1, at: 5, 0)], at: 0.01)
        movement.reset()
        #expect(movement.moved == .zero)
        #expect(movement.estimator.velocity(at: 0.01) == .zero)
        // The same finger id after a reset is a new finger: no displacement from its old place.
        movement.follow([finger(1, at: 50, 50)], at: 0.02)
        #expect(movement.moved == .zero)
    }
}
