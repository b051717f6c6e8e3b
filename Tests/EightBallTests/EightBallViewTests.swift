import GestureKit
import Testing
@testable import EightBall

@Suite struct EightBallViewTests {
    func ball(seed: UInt64 = 1) throws -> (EightBallView, () -> [EightBallChange]) {
        let view = try EightBallView(frame: Rect(x: 0, y: 0, width: 100, height: 100), seed: seed)
        var changes: [EightBallChange] = []
        view.onChange = { changes.append($0) }
        return (view, { changes })
    }

    @Test func isAFirstResponderCandidateShowingTheGreeting() throws {
        let (view, _) = try ball()
        #expect(view.canBecomeFirstResponder)
        #expect(view.face == .showing(EightBallAnswers.greeting))
    }

    @Test func theAnswerVanishesWhenShakingBeginsAndANewOneAppearsWhenItEnds() throws {
        let (view, changes) = try ball()
        view.motionBegan(.motionShake, with: .motion(.began, at: 1))
        #expect(view.face == .shaking)
        view.motionEnded(.motionShake, with: .motion(.ended, at: 2))
        guard case .showing(let answer) = view.face else { Issue.record("no answer shown"); return }
        #expect(EightBallAnswers.all.contains(answer))
        #expect(changes() == [
            EightBallChange(time: 1, kind: .shaking, text: nil),
            EightBallChange(time: 2, kind: .answer, text: answer),
        ])
    }

    @Test func everyShakeChangesTheAnswer() throws {
        let (view, changes) = try ball(seed: 5)
        for shake in 0..<200 {
            view.motionBegan(.motionShake, with: .motion(.began, at: Double(shake)))
            view.motionEnded(.motionShake, with: .motion(.ended, at: Double(shake) + 0.5))
        }
        let answers = changes().filter { $0.kind == .answer }.compactMap(\.text)
        #expect(answers.count == 200)
        #expect(zip(answers, answers.dropFirst()).allSatisfy { $0 != $1 })
        #expect(Set(answers).count == 20)  // 200 draws reach all twenty
    }

    @Test func aCancelledShakeBringsThePreviousAnswerBack() throws {
        let (view, changes) = try ball()
        view.motionBegan(.motionShake, with: .motion(.began, at: 1))
        view.motionEnded(.motionShake, with: .motion(.ended, at: 2))
        let first = view.lastShown
        view.motionBegan(.motionShake, with: .motion(.began, at: 3))
        view.motionCancelled(.motionShake, with: .motion(.cancelled, at: 4))
        #expect(view.face == .showing(first))
        #expect(changes().last == EightBallChange(time: 4, kind: .restored, text: first))
    }

    @Test func theSameSeedGivesTheSameAnswers() throws {
        func answers(seed: UInt64) throws -> [String?] {
            let (view, changes) = try ball(seed: seed)
            for shake in 0..<10 {
                view.motionBegan(.motionShake, with: .motion(.began, at: Double(shake)))
                view.motionEnded(.motionShake, with: .motion(.ended, at: Double(shake) + 0.5))
            }
            return changes().map(\.text)
        }
        #expect(try answers(seed: 9) == answers(seed: 9))
        #expect(try answers(seed: 9) != answers(seed: 10))
    }

    @Test func otherMotionSubtypesAreLeftAlone() throws {
        let (view, changes) = try ball()
        view.motionBegan(.none, with: .motion(.began, subtype: .none, at: 1))
        view.motionEnded(.none, with: .motion(.ended, subtype: .none, at: 2))
        #expect(view.face == .showing(EightBallAnswers.greeting))
        #expect(changes().isEmpty)
    }
}
