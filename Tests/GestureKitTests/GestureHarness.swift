@testable import GestureKit

/// A window with a 400×800 view, fed touch samples through a run loop on a virtual clock, that logs
/// every recognizer action as `id.state@time` and every view message as `view message ids@time`.
final class GestureHarness {
    let application = Application()
    let window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 800))
    let view = View(frame: Rect(x: 0, y: 0, width: 400, height: 800))
    let loop = RunLoop()
    let input: ApplicationInput
    var log: [String] = []

    init(tapCountRule: TapCountRule = .default) {
        application.addWindow(window)
        window.addSubview(view)
        view.isMultipleTouchEnabled = true
        input = ApplicationInput(application: application, tapCountRule: tapCountRule)
    }

    /// Attaches `recognizer` as `id` to `view` (the harness's view by default) and logs its actions.
    @discardableResult
    func add<Recognizer: GestureRecognizer>(_ recognizer: Recognizer, _ id: String, to view: View? = nil) -> Recognizer {
        recognizer.identifier = id
        (view ?? self.view).addGestureRecognizer(recognizer)
        recognizer.addAction { [unowned self] recognizer in
            log.append("\(id).\(recognizer.state.rawValue)@\(Self.time(loop.now))")
        }
        return recognizer
    }

    /// Logs the messages `view` receives (and stops them there).
    func recordView(_ view: View? = nil, as name: String = "view") {
        (view ?? self.view).messageHandler = { [unowned self] delivery in
            let ids = delivery.touches.map { String($0.id) }.joined(separator: ",")
            log.append("\(name) \(delivery.message.rawValue) \(ids)@\(Self.time(loop.now))")
            return true
        }
    }

    func down(_ contact: Int = 1, _ x: Double, _ y: Double, at time: Double) {
        feed(TouchSample(timestamp: time, contact: contact, state: .down, location: Point(x: x, y: y)))
    }

    func move(_ contact: Int = 1, _ x: Double, _ y: Double, at time: Double) {
        feed(TouchSample(timestamp: time, contact: contact, state: .move, location: Point(x: x, y: y)))
    }

    func up(_ contact: Int = 1, at time: Double) {
        feed(TouchSample(timestamp: time, contact: contact, state: .up, location: nil))
    }

    func cancel(_ contact: Int = 1, at time: Double) {
        feed(TouchSample(timestamp: time, contact: contact, state: .cancel, location: nil))
    }

    /// A tap of one finger at (x, y): down at `time`, up `duration` later.
    func tap(_ x: Double = 100, _ y: Double = 100, at time: Double, duration: Double = 0.05, contact: Int = 1) {
        down(contact, x, y, at: time)
        up(contact, at: time + duration)
    }

    /// A straight drag from `from` to `to` in `steps` moves over `duration` seconds, lifting at the end
    /// after `pause` seconds still.
    func drag(from: Point, to: Point, at time: Double, duration: Double, steps: Int = 10, pause: Double = 0, contact: Int = 1) {
        down(contact, from.x, from.y, at: time)
        for step in 1...steps {
            let f = Double(step) / Double(steps)
            move(contact, from.x + (to.x - from.x) * f, from.y + (to.y - from.y) * f, at: time + duration * f)
        }
        up(contact, at: time + duration + pause)
    }

    /// Moves the clock to `time` with no touch (an accelerometer sample nobody handles).
    func tick(at time: Double) {
        try! loop.feed(.accelerometer(AccelerometerSample(timestamp: time, x: 0, y: 0, z: -1)), to: input)
    }

    /// Ends the input: the last frame and every pending deadline.
    func finish() {
        try! loop.finish(input)
    }

    private func feed(_ sample: TouchSample) {
        try! loop.feed(.touch(sample), to: input)
    }

    static func time(_ value: Double) -> String {
        let rounded = (value * 1000).rounded() / 1000
        return String(rounded)
    }
}
