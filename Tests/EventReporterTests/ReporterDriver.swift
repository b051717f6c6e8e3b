import GestureKit
@testable import EventReporter

/// Drives an ``EventReporterApp`` through its input on a virtual clock, as its terminal and `--script` do:
/// touches and keys in, everything else (hit-testing, the chain, controls) as in the demo.
final class ReporterDriver {
    let app: EventReporterApp
    let loop = RunLoop()

    init(columns: Int = 80, rows: Int = 24) {
        app = EventReporterApp(columns: columns, rows: rows)
    }

    func touch(_ state: TouchSample.State, _ x: Double, _ y: Double, at time: Double, contact: Int = 1) throws {
        try loop.feed(.touch(TouchSample(timestamp: time, contact: contact, state: state, x: x, y: y)), to: app.input)
    }

    /// A tap: down at `time`, up 50 ms later.
    func tap(_ x: Double, _ y: Double, at time: Double) throws {
        try touch(.down, x, y, at: time)
        try touch(.up, x, y, at: time + 0.05)
    }

    /// A key pressed at `time` and released 10 ms later.
    func key(_ name: String, at time: Double) throws {
        try loop.feed(.key(KeySample(timestamp: time, key: name, state: .down)), to: app.input)
        try loop.feed(.key(KeySample(timestamp: time + 0.01, key: name, state: .up)), to: app.input)
    }

    /// Ends the input: pending frames are delivered and due timers fire.
    func finish() throws {
        try loop.finish(app.input)
    }

    /// The centre of a control's frame, in window points.
    func centre(of view: View) -> Point { view.frame.center }
}
