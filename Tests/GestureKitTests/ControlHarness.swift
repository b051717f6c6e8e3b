@testable import GestureKit

/// A window (400×800) with one control at (100, 100) sized 100×40, fed touch samples through a run loop,
/// and a responder that performs every action, logging `action:event` (the control event being sent).
final class ControlHarness<C: Control> {
    let application = Application()
    let window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 800))
    let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 800))
    let control: C
    let target = ActionLog()
    let loop = RunLoop()
    let input: ApplicationInput

    init(_ control: C) {
        self.control = control
        control.frame = Rect(x: 100, y: 100, width: 100, height: 40)
        application.addWindow(window)
        window.addSubview(root)
        root.addSubview(control)
        input = ApplicationInput(application: application)
    }

    var log: [String] { target.lines }

    /// Sends `action` to the log for `events`.
    func listen(_ events: ControlEvents, action: String = "a") {
        control.addTarget(target, action: Action(action), for: events)
    }

    func down(_ x: Double, _ y: Double, at time: Double, contact: Int = 1) {
        feed(TouchSample(timestamp: time, contact: contact, state: .down, location: Point(x: x, y: y)))
    }

    func move(_ x: Double, _ y: Double, at time: Double, contact: Int = 1) {
        feed(TouchSample(timestamp: time, contact: contact, state: .move, location: Point(x: x, y: y)))
    }

    func up(at time: Double, contact: Int = 1) {
        feed(TouchSample(timestamp: time, contact: contact, state: .up, location: nil))
    }

    func cancel(at time: Double, contact: Int = 1) {
        feed(TouchSample(timestamp: time, contact: contact, state: .cancel, location: nil))
    }

    func key(_ name: String, at time: Double) {
        try! loop.feed(.key(KeySample(timestamp: time, key: name, state: .down)), to: input)
        try! loop.feed(.key(KeySample(timestamp: time + 0.01, key: name, state: .up)), to: input)
    }

    /// Delivers what is pending.
    func finish() {
        try! loop.finish(input)
    }

    private func feed(_ sample: TouchSample) {
        try! loop.feed(.touch(sample), to: input)
    }
}

/// A responder that performs every action and logs `action:event` (the sender's control event, when the
/// sender is a control).
final class ActionLog: Responder {
    var lines: [String] = []

    override func canPerformAction(_ action: Action, withSender sender: AnyObject?) -> Bool { true }

    override func perform(_ action: Action, sender: AnyObject?, event: Event?) {
        let name = (sender as? Control)?.sendingEvent?.description ?? "-"
        lines.append("\(action.name):\(name)")
    }
}
