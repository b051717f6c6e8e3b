/// Feeds an ``Application`` from a ``RunLoop``: touch samples through a ``TouchTracker`` into touch
/// events, key samples into press events, remote-control samples into remote-control events, each
/// handed to ``Application/sendEvent(_:)``. Accelerometer samples go to ``accelerometerHandler`` (the
/// motion pipeline), since they become events only once a detector recognises a motion.
public final class ApplicationInput: SampleHandler {
    /// The application events are sent to.
    public let application: Application
    /// Receives every accelerometer sample, with the run loop (to schedule timeouts on its clock).
    public var accelerometerHandler: ((AccelerometerSample, RunLoop) -> Void)?
    private var tracker: TouchTracker

    /// Creates the input stage of `application`, giving touches tap counts by `tapCountRule`.
    public init(application: Application, tapCountRule: TapCountRule = .default) {
        self.application = application
        self.tracker = TouchTracker(tapCountRule: tapCountRule)
    }

    /// The number of the current (or last) touch sequence; 0 before the first touch.
    public var currentSequence: Int { tracker.currentSequence }

    public func handle(_ sample: Sample, in loop: RunLoop) throws(SampleError) {
        if application.runLoopHandle !== loop.handle { application.runLoopHandle = loop.handle }
        switch sample {
        case .touch(let touch):
            let application = application
            try tracker.process(touch) { application.sendEvent($0) }
        case .accelerometer(let reading):
            accelerometerHandler?(reading, loop)
        case .key(let key):
            application.sendEvent(.presses([Press(key)], at: key.timestamp))
        case .remote(let remote):
            application.sendEvent(.remoteControl(remote.command, at: remote.timestamp))
        }
    }

    public func instantDidEnd(in loop: RunLoop) {
        if application.runLoopHandle !== loop.handle { application.runLoopHandle = loop.handle }
        let application = application
        tracker.endFrame { application.sendEvent($0) }
    }
}
