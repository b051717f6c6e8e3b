import GestureKit
import GestureKitIO

/// The record `gesture run` prints for each action a scene control sends that a scene responder performs
/// (README, "Control records"): `{"t","type":"action","control","event","action","target"}`, where
/// `control` is the control's id, `event` the single control event it was sent for, `action` the action's
/// name and `target` the id of the responder that performed it.
extension TraceWriter {
    /// A control's action, performed at `time` seconds (the time of the event that caused it, when known).
    func controlAction(_ action: Scene.ControlAction, at time: Double) {
        let when = action.time ?? time
        switch style {
        case .jsonl:
            jsonHead(when, "action", then: ",\"control\":")
            output.writeJSONString(action.control)
            output.write(",\"event\":")
            output.writeJSONString(action.event)
            output.write(",\"action\":")
            output.writeJSONString(action.action)
            output.write(",\"target\":")
            output.writeJSONString(action.target)
            output.write("}\n")
        case .text:
            line(when, "\(action.control) \(action.event) → \(action.target) \(action.action)")
        }
    }
}
