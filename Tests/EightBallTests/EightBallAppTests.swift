import GestureKit
import Testing
@testable import EightBall

@Suite struct EightBallAppTests {
    @Test func theBallIsTheFirstResponderOfTheKeyWindow() throws {
        let app = try EightBallApp(seed: 1)
        #expect(app.ball.isFirstResponder)
        #expect(app.application.keyWindow === app.window)
        #expect(app.window.firstResponder === app.ball)
    }

    @Test func shakesReachTheBallOnlyThroughTheDetector() throws {
        let app = try EightBallApp(seed: 1)
        let loop = RunLoop()
        for sample in EightBallTestTraces.sine(from: 0, duration: 0.2) { try loop.feed(sample, to: app.input) }
        #expect(app.ball.face == .showing(EightBallAnswers.greeting))  // one cycle is not a shake
        for sample in EightBallTestTraces.sine(from: 0.2, duration: 1.5) { try loop.feed(sample, to: app.input) }
        #expect(app.ball.face == .shaking)
        try loop.finish(app.input)
        #expect(app.ball.face != .shaking)
    }

    @Test func resigningActiveCancelsTheShakeAndRestoresTheAnswer() throws {
        let app = try EightBallApp(seed: 1)
        let loop = RunLoop()
        for sample in EightBallTestTraces.sine(from: 0, duration: 1.5) { try loop.feed(sample, to: app.input) }
        #expect(app.ball.face == .shaking)
        app.application.resignActive()
        #expect(app.ball.face == .showing(EightBallAnswers.greeting))
    }
}
