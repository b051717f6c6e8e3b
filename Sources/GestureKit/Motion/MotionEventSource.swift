/// The motion pipeline of an ``Application``: turns accelerometer samples into shake events for the
/// first responder, orientation changes for ``Device``, and a tilt stream.
///
/// Attach it to an ``ApplicationInput`` (``attach(to:)``) and every accelerometer sample goes through
/// one ``ShakeDetector``, one ``OrientationEstimator`` and one ``TiltEstimator``:
/// - a shake's beginning is sent as `motionBegan(.motionShake)` to the key window's first responder and
///   up the chain (item 87), its end as `motionEnded`; an end falls due on the run loop's clock at the
///   detector's deadline, with no further sample needed;
/// - `motionCancelled` instead (item 88) when the shake lasts longer than the detector's maximum
///   duration, when the responder that received `motionBegan` leaves its window, or when the application
///   resigns active; exactly one of ended or cancelled follows each began (item 86). No shake begins
///   while the application is inactive;
/// - orientation changes go to ``Device/updateOrientation(_:)``, which posts them while orientation
///   notifications are on;
/// - ``onTilt`` receives the tilt estimator after every sample.
public final class MotionEventSource {
    public let application: Application
    /// The shake detector (its state can be read; it is driven only by this source).
    public private(set) var shakeDetector: ShakeDetector
    /// The orientation estimator.
    public private(set) var orientationEstimator = OrientationEstimator()
    /// The tilt estimator.
    public private(set) var tilt = TiltEstimator()
    /// Called after every sample with the updated tilt.
    public var onTilt: ((TiltEstimator) -> Void)?

    /// The responder that received the current shake's `motionBegan`.
    private weak var handlingResponder: Responder?
    private var deadlineTimer: RunLoopTimer?
    private var scheduledDeadline: Double?
    private var resignObserver: NotificationCenter.ObserverToken?
    private var lastTime = 0.0

    public init(application: Application, shakeParameters: ShakeDetector.Parameters = .init()) {
        self.application = application
        shakeDetector = ShakeDetector(parameters: shakeParameters)
        resignObserver = application.notificationCenter.addObserver(forName: .applicationWillResignActive, object: application) {
            [weak self] _ in self?.cancelShake()
        }
    }

    deinit {
        if let resignObserver { application.notificationCenter.removeObserver(resignObserver) }
    }

    /// Makes this source the accelerometer handler of `input`; the input keeps it alive (the source
    /// holds no reference back to the input, so there is no cycle).
    public func attach(to input: ApplicationInput) {
        input.accelerometerHandler = { sample, loop in self.process(sample, in: loop) }
    }

    /// Takes one accelerometer sample; `loop` (when given) runs the end-of-shake deadline on its clock.
    public func process(_ sample: AccelerometerSample, in loop: RunLoop? = nil) {
        lastTime = sample.timestamp
        if shakeDetector.isShaking, !handlerIsInWindow {
            drive { $0.cancel(at: sample.timestamp, $1) }
        }
        drive { $0.process(sample, $1) }
        if let orientation = orientationEstimator.update(
            gravity: shakeDetector.gravity, userAcceleration: shakeDetector.userAcceleration)
        {
            application.device.updateOrientation(orientation)
        }
        tilt.update(sample)
        onTilt?(tilt)
        if let loop { scheduleDeadline(on: loop) }
    }

    /// Cancels a shake under way (reporting `motionCancelled`) at the last sample's time.
    public func cancelShake() {
        drive { [lastTime] in $0.cancel(at: lastTime, $1) }
    }

    /// Runs `body` on the detector and sends the transitions it reports once it has returned, so a
    /// responder that handles the event may call back into this source (``cancelShake()``) safely.
    /// A call reports at most two transitions (an end that fell due, then a beginning).
    private func drive(_ body: (inout ShakeDetector, (ShakeDetector.Transition) -> Void) -> Void) {
        var first: ShakeDetector.Transition?
        var second: ShakeDetector.Transition?
        body(&shakeDetector) { transition in
            if first == nil { first = transition } else { second = transition }
        }
        if let first { send(first) }
        if let second { send(second) }
    }

    private var handlerIsInWindow: Bool {
        switch handlingResponder {
        case nil: false
        case let view as View: view.window != nil
        case let controller as ViewController: controller.view?.window != nil
        default: true
        }
    }

    private func send(_ transition: ShakeDetector.Transition) {
        switch transition {
        case .began(let time):
            guard application.isActive else {
                shakeDetector.cancel(at: time) { _ in }
                return
            }
            let window = application.keyWindow
            handlingResponder = window?.firstResponder ?? window ?? application
            application.sendEvent(.motion(.began, at: time))
        case .ended(let time):
            handlingResponder = nil
            application.sendEvent(.motion(.ended, at: time))
        case .cancelled(let time):
            handlingResponder = nil
            application.sendEvent(.motion(.cancelled, at: time))
        }
    }

    /// Keeps one timer at the detector's next deadline, so a shake ends on time with no further sample.
    private func scheduleDeadline(on loop: RunLoop) {
        let deadline = shakeDetector.nextDeadline
        guard deadline != scheduledDeadline else { return }
        if let deadlineTimer { loop.cancel(deadlineTimer) }
        deadlineTimer = nil
        scheduledDeadline = deadline
        guard let deadline, deadline.isFinite else { return }
        deadlineTimer = loop.schedule(at: deadline) { [weak self] loop in
            guard let self else { return }
            self.deadlineTimer = nil
            self.scheduledDeadline = nil
            self.lastTime = max(self.lastTime, deadline)
            self.drive { $0.advance(to: deadline, $1) }
            self.scheduleDeadline(on: loop)
        }
    }
}
