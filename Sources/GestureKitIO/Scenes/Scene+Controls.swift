import GestureKit

/// Building a scene's controls and wiring their actions.
extension Scene {
    /// One action a scene control sent and a scene responder performed.
    public struct ControlAction: Equatable, Sendable {
        /// The id of the control that sent it.
        public let control: String
        /// The single control event it was sent for (`touchUpInside`, `valueChanged`, …).
        public let event: String
        /// The action's name.
        public let action: String
        /// The id of the responder that performed it.
        public let target: String
        /// When, in seconds: the time of the event being handled.
        public let time: Double?
    }

    /// A control of the kind described, with its settings applied (actions are wired later, once every
    /// responder exists).
    static func makeControl(_ description: ControlDescription, frame: Rect) -> Control {
        let control: Control
        switch description.kind {
        case .button: control = Button(frame: frame)
        case .switch: control = Switch(frame: frame)
        case .slider: control = Slider(frame: frame)
        case .segmentedControl: control = SegmentedControl(frame: frame)
        case .textField: control = TextField(frame: frame)
        }
        // Range before value, so the value is clamped to the described range.
        for key in description.settings.keys.sorted(by: { rank($0) < rank($1) }) {
            apply(description.settings[key]!, to: key, of: control)
        }
        return control
    }

    private static func rank(_ key: String) -> Int {
        switch key {
        case "minimumValue", "maximumValue", "segments": 0
        default: 1
        }
    }

    private static func apply(_ setting: ControlDescription.Setting, to key: String, of control: Control) {
        switch (key, setting) {
        case ("enabled", .flag(let on)): control.isEnabled = on
        case ("selected", .flag(let on)): control.isSelected = on
        case ("trackingOutset", .number(let points)): control.trackingOutset = points
        case ("title", .text(let title)): (control as? Button)?.title = title
        case ("on", .flag(let on)): (control as? Switch)?.setOn(on)
        case ("value", .number(let value)): (control as? Slider)?.value = value
        case ("minimumValue", .number(let value)): (control as? Slider)?.minimumValue = value
        case ("maximumValue", .number(let value)): (control as? Slider)?.maximumValue = value
        case ("continuous", .flag(let on)): (control as? Slider)?.isContinuous = on
        case ("segments", .texts(let titles)): (control as? SegmentedControl)?.segments = titles
        case ("selectedSegmentIndex", .number(let index)): (control as? SegmentedControl)?.selectedSegmentIndex = Int(index)
        case ("text", .text(let text)): (control as? TextField)?.text = text
        case ("placeholder", .text(let text)): (control as? TextField)?.placeholder = text
        default: break  // the decoder accepts only the keys and value kinds above
        }
    }

    /// Adds the described action rows to `control`. An explicit target performs its action even if its
    /// `handles` does not list it; a nil target goes up the chain to a responder whose `handles` does.
    func wireActions(of control: Control, _ description: ControlDescription) {
        for row in description.actions {
            let action = Action(row.action)
            guard let targetID = row.target else {
                control.addTarget(nil, action: action, for: row.events)
                continue
            }
            guard let target = responders[targetID] else { continue }  // the decoder checked the ids
            if target.actionHandlers[action] == nil { target.actionHandlers[action] = actionHandler(targetID, action) }
            control.addTarget(target, action: action, for: row.events)
        }
    }
}
