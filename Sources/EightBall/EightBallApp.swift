import GSL
import GestureKit

/// The Eight Ball application: an ``Application`` with one window whose root view is the ball, the ball
/// as first responder, and the motion pipeline (``MotionEventSource`` with the engine's
/// ``ShakeDetector``) attached to the application's input.
///
/// Every sample goes in through ``input`` on a ``RunLoop``, whatever its source (a replayed file, an IIO
/// device, the space bar's recorded trace, a script): nothing reaches the ball except through the
/// detector and the responder chain.
public final class EightBallApp {
    public let application: Application
    public let window: Window
    public let ball: EightBallView
    /// Where samples go in.
    public let input: ApplicationInput
    /// The motion pipeline.
    public let motion: MotionEventSource

    /// Builds the application; `seed` seeds the ball's answers.
    public init(seed: UInt64, shakeParameters: ShakeDetector.Parameters = .init()) throws(GSLError) {
        application = Application()
        window = Window(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        application.addWindow(window)
        ball = try EightBallView(frame: window.bounds, seed: seed)
        window.addSubview(ball)
        _ = ball.becomeFirstResponder()
        input = ApplicationInput(application: application)
        motion = MotionEventSource(application: application, shakeParameters: shakeParameters)
        motion.attach(to: input)
    }
}
