import GestureKit
import GestureKitIO

/// The delivery records `gesture run --trace` adds (README, "Delivery records"):
/// - a handled message: `type` is the message (`touchesBegan`, `motionBegan`, `remoteControlReceived`,
///   `pressesBegan`, …), `responder` the id of the responder that handled it, then `touches` (ids) for
///   touches, `subtype` for motion and remote control, `keys` for presses;
/// - `action`: `action` and `responder`;
/// - `dropped`: a message nobody handled: `event` (`touches`, `motion`, `remoteControl`, `presses` or
///   `action`), `message`, and the same details.
extension TraceWriter {
    /// A message a scene responder handled, at `time` seconds.
    func handled(_ handled: Scene.Handled, at time: Double) {
        if let delivery = handled.delivery {
            let when = delivery.event.timestamp
            switch style {
            case .jsonl:
                jsonHead(when, delivery.message.rawValue, then: ",\"responder\":")
                output.writeJSONString(handled.responder)
                details(delivery.event, touches: delivery.touches, presses: delivery.presses)
                output.write("}\n")
            case .text:
                line(when, "  → \(handled.responder) \(delivery.message.rawValue)\(textDetails(delivery.event, delivery.touches, delivery.presses))")
            }
        } else if let action = handled.action {
            switch style {
            case .jsonl:
                jsonHead(time, "action", then: ",\"action\":")
                output.writeJSONString(action.name)
                output.write(",\"responder\":")
                output.writeJSONString(handled.responder)
                output.write("}\n")
            case .text:
                line(time, "  → \(handled.responder) action \(action.name)")
            }
        }
    }

    /// A message that reached the end of the responder chain unhandled, at `time` seconds (the event's
    /// own time when it has one).
    func dropped(_ dropped: DroppedEvent, at time: Double) {
        let when = dropped.event?.timestamp ?? time
        switch style {
        case .jsonl:
            jsonHead(when, "dropped", then: ",\"event\":\"\(dropped.kindName)\",\"message\":\"\(dropped.message.rawValue)\"")
            if let action = dropped.action {
                output.write(",\"action\":")
                output.writeJSONString(action.name)
            }
            if let event = dropped.event { details(event, touches: dropped.touches, presses: dropped.presses) }
            output.write("}\n")
        case .text:
            let detail = dropped.event.map { textDetails($0, dropped.touches, dropped.presses) } ?? ""
            line(when, "  ✗ dropped \(dropped.message.rawValue)\(dropped.action.map { " " + $0.name } ?? "")\(detail)")
        }
    }

    // MARK: - Pieces

    private func details(_ event: Event, touches: [Touch], presses: [Press]) {
        switch event.kind {
        case .touches:
            list("touches", touches) { output.write($0.id) }
        case .motion, .remoteControl:
            output.write(",\"subtype\":\"\(event.subtype.name)\"")
        case .presses:
            list("keys", presses) { output.writeJSONString($0.key) }
        }
    }

    /// Writes `,"name":[…]`, each element by `write`.
    private func list<Element>(_ name: String, _ elements: [Element], _ write: (Element) -> Void) {
        output.write(",\"\(name)\":[")
        for (index, element) in elements.enumerated() {
            if index > 0 { output.write(",") }
            write(element)
        }
        output.write("]")
    }

    private func textDetails(_ event: Event, _ touches: [Touch], _ presses: [Press]) -> String {
        switch event.kind {
        case .touches: " touches " + touches.map { String($0.id) }.joined(separator: ",")
        case .motion, .remoteControl: " " + event.subtype.name
        case .presses: " keys " + presses.map(\.key).joined(separator: ",")
        }
    }
}
