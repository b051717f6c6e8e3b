@testable import GestureKit

/// A log of deliveries, written by the responders of a test scene.
final class DeliveryLog {
    var lines: [String] = []
}

/// Builds touches and events for responder tests.
enum Fixture {
    static func touch(_ id: Int, _ phase: TouchPhase, at point: Point, time: Double = 0) -> Touch {
        var touch = Touch(id: id, contact: id, timestamp: time, location: point, tapCount: 1)
        touch.phase = phase
        return touch
    }

    static func touchEvent(_ touches: Touch..., time: Double = 0, sequence: Int = 1) -> Event {
        Event(kind: .touches, timestamp: time, sequence: sequence, allTouches: touches)
    }

    /// Makes `responder` log each message it receives as `name message [touch ids]` and stop it there
    /// when `handles` is true.
    static func record(_ responder: Responder, as name: String, in log: DeliveryLog, handles: Bool = true) {
        responder.messageHandler = { delivery in
            let ids = delivery.touches.map { String($0.id) }.joined(separator: ",")
            log.lines.append(ids.isEmpty ? "\(name) \(delivery.message.rawValue)" : "\(name) \(delivery.message.rawValue) \(ids)")
            return handles
        }
    }

    /// An application with one 320×480 window.
    static func application() -> (Application, Window) {
        let application = Application()
        let window = Window(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        application.addWindow(window)
        return (application, window)
    }
}

/// A view that may become first responder and can refuse to resign.
final class FocusableView: View {
    var allowsResign = true
    var resignCalls = 0
    override var canBecomeFirstResponder: Bool { true }
    override var canResignFirstResponder: Bool { allowsResign }
    override func resignFirstResponder() -> Bool {
        resignCalls += 1
        return super.resignFirstResponder()
    }
}
