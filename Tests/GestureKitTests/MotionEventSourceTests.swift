import Testing
@testable import GestureKit

@Suite struct MotionEventSourceTests {
    typealias Signals = MotionTestSignals

    /// window ⊃ root ⊃ ball (first responder); ball and root log motion messages.
    func scene(ballHandles: Bool = true) -> (Application, View, FocusableView, DeliveryLog, ApplicationInput, MotionEventSource) {
        let (application, window) = Fixture.application()
        let root = View(frame: window.bounds)
        window.addSubview(root)
        let ball = FocusableView(frame: Rect(x: 0, y: 0, width: 50, height: 50))
        root.addSubview(ball)
        _ = ball.becomeFirstResponder()
        let log = DeliveryLog()
        Fixture.record(ball, as: "ball", in: log, handles: ballHandles)
        Fixture.record(root, as: "root", in: log)
        application.onDroppedEvent = { log.lines.append("dropped \($0.message.rawValue)") }
        let input = ApplicationInput(application: application)
        let source = MotionEventSource(application: application)
        source.attach(to: input)
        return (application, root, ball, log, input, source)
    }

    func feed(_ samples: [AccelerometerSample], to input: ApplicationInput, loop: RunLoop, each: (AccelerometerSample) -> Void = { _ in }) throws {
        for sample in samples {
            try loop.feed(.accelerometer(sample), to: input)
            each(sample)
        }
    }

    @Test func item86_item87_aShakeReachesTheFirstResponderAsBeganThenEnded() throws {
        let (_, _, _, log, input, _) = scene()
        let loop = RunLoop()
        try feed(Signals.rest(from: 0, duration: 0.5, rate: 100) + Signals.shake(from: 0.5, duration: 1.5, rate: 100), to: input, loop: loop)
        #expect(log.lines == ["ball motionBegan"])
        try loop.finish(input)  // no further samples: the end falls due on the loop's clock
        #expect(log.lines == ["ball motionBegan", "ball motionEnded"])
    }

    @Test func theEndIsDeliveredAtTheDeadlineOnTheLoopsClock() throws {
        let (application, _, _, _, input, source) = scene()
        var times: [Double] = []
        application.addEventMonitor { if $0.kind == .motion { times.append($0.timestamp) } }
        let loop = RunLoop()
        try feed(Signals.shake(from: 0, duration: 1.5, rate: 100), to: input, loop: loop)
        let deadline = try #require(source.shakeDetector.nextDeadline)
        try loop.finish(input)
        #expect(times.count == 2)
        #expect(times.last == deadline)
    }

    @Test func item87_unhandledMotionGoesUpTheChain() throws {
        let (_, _, _, log, input, _) = scene(ballHandles: false)
        let loop = RunLoop()
        try feed(Signals.shake(from: 0, duration: 1.5, rate: 100), to: input, loop: loop)
        try loop.finish(input)
        #expect(log.lines == ["ball motionBegan", "root motionBegan", "ball motionEnded", "root motionEnded"])
    }

    @Test func item88_theHandlingViewLeavingItsWindowCancels() throws {
        let (_, _, ball, log, input, _) = scene()
        let loop = RunLoop()
        var removed = false
        try feed(Signals.shake(from: 0, duration: 2, rate: 100), to: input, loop: loop) { sample in
            if !removed, log.lines == ["ball motionBegan"] {
                ball.removeFromSuperview()
                removed = true
            }
        }
        try loop.finish(input)
        #expect(log.lines.first == "ball motionBegan")
        #expect(log.lines.dropFirst().allSatisfy { !$0.contains("motionEnded") })
        #expect(log.lines.filter { $0.contains("motionCancelled") }.count == 1)
    }

    @Test func item88_resigningActiveCancelsAndNoShakeBeginsWhileInactive() throws {
        let (application, _, _, log, input, _) = scene()
        let loop = RunLoop()
        var resigned = false
        try feed(Signals.shake(from: 0, duration: 1, rate: 100), to: input, loop: loop) { _ in
            if !resigned, log.lines == ["ball motionBegan"] {
                application.resignActive()
                resigned = true
            }
        }
        #expect(log.lines == ["ball motionBegan", "ball motionCancelled"])
        try feed(Signals.rest(from: 1, duration: 1, rate: 100) + Signals.shake(from: 2, duration: 1, rate: 100), to: input, loop: loop)
        try loop.finish(input)
        #expect(log.lines == ["ball motionBegan", "ball motionCancelled"])
        application.becomeActive()
        try feed(Signals.rest(from: 3, duration: 1, rate: 100) + Signals.shake(from: 4, duration: 1, rate: 100), to: input, loop: loop)
        try loop.finish(input)
        #expect(log.lines == ["ball motionBegan", "ball motionCancelled", "ball motionBegan", "ball motionEnded"])
    }

    @Test func item88_shakingTooLongIsCancelled() throws {
        let (application, window) = Fixture.application()
        let log = DeliveryLog()
        Fixture.record(window, as: "window", in: log)
        let input = ApplicationInput(application: application)
        var parameters = ShakeDetector.Parameters()
        parameters.maximumDuration = 2
        let source = MotionEventSource(application: application, shakeParameters: parameters)
        source.attach(to: input)
        let loop = RunLoop()
        try feed(Signals.shake(from: 0, duration: 5, rate: 100), to: input, loop: loop)
        try loop.finish(input)
        #expect(log.lines == ["window motionBegan", "window motionCancelled"])
    }

    @Test func orientationChangesArePostedWhileNotificationsAreOn() throws {
        let (application, _, _, _, input, _) = scene()
        var posted: [DeviceOrientation] = []
        application.notificationCenter.addObserver(forName: .deviceOrientationDidChange) { _ in
            posted.append(application.device.orientation)
        }
        application.device.beginGeneratingDeviceOrientationNotifications()
        let loop = RunLoop()
        try feed(Signals.rest(from: 0, duration: 1, rate: 50), to: input, loop: loop)
        try feed(Signals.samples(from: 1, duration: 3, rate: 50) { _ in Vector3(x: 0, y: 0, z: -1) }, to: input, loop: loop)
        #expect(posted == [.portrait, .faceUp])
    }

    @Test func tiltIsStreamedAfterEverySample() throws {
        let (_, _, _, _, input, source) = scene()
        var count = 0
        source.onTilt = { _ in count += 1 }
        try feed(Signals.rest(from: 0, duration: 1, rate: 50), to: input, loop: RunLoop())
        #expect(count == 50)
    }
}
