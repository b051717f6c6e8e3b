import Testing
@testable import EightBall

@Suite struct EightBallAnswersTests {
    @Test func twentyDistinctClassicAnswersTenFiveFive() {
        #expect(EightBallAnswers.all.count == 20)
        #expect(Set(EightBallAnswers.all).count == 20)
        #expect(EightBallAnswers.all.first == "It is certain.")
        #expect(EightBallAnswers.all.last == "Very doubtful.")
        #expect(!EightBallAnswers.all.contains(EightBallAnswers.greeting))
    }
}
