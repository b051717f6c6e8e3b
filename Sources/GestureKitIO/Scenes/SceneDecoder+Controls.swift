import GestureKit

/// Decoding and checking the `control` of a scene's views.
extension SceneDecoder {
    func control(_ value: JSONValue, at path: String) throws(SceneError) -> ControlDescription {
        guard case .object(let members) = value else { throw invalid(path, "expected an object, found \(value.kindDescription)") }
        let typeName = try string(try required(Dictionary(members, uniquingKeysWith: { a, _ in a }), "type", at: path), at: path + ".type")
        guard let kind = ControlDescription.Kind(rawValue: typeName) else {
            let known = ControlDescription.Kind.allCases.map(\.rawValue).joined(separator: ", ")
            throw invalid(path + ".type", "unknown control type \"\(typeName)\" (expected one of: \(known))")
        }
        let keys = ControlDescription.keys(for: kind)
        let fields = try object(value, at: path, allowed: Set(keys.keys).union(["type", "actions"]))
        var description = ControlDescription(kind: kind)
        for (key, valueKind) in keys {
            guard let value = fields[key] else { continue }
            description.settings[key] = try setting(value, kind: valueKind, at: "\(path).\(key)")
        }
        if case .number(let index)? = description.settings["selectedSegmentIndex"], index != index.rounded() || index < -1 {
            throw invalid(path + ".selectedSegmentIndex", "expected a segment index (−1 for none), found \(index)")
        }
        if let actions = fields["actions"] {
            description.actions = try array(actions, at: path + ".actions").enumerated().map { (index, value) throws(SceneError) in
                try action(value, at: "\(path).actions[\(index)]")
            }
        }
        return description
    }

    private func setting(_ value: JSONValue, kind: ControlDescription.ValueKind, at path: String) throws(SceneError) -> ControlDescription.Setting {
        switch kind {
        case .flag: return .flag(try bool(value, at: path))
        case .number:
            let number = try self.number(value, at: path)
            guard number.isFinite else { throw invalid(path, "expected a finite number, found \(number)") }
            return .number(number)
        case .text: return .text(try string(value, at: path))
        case .texts:
            return .texts(try array(value, at: path).enumerated().map { (index, element) throws(SceneError) in
                try string(element, at: "\(path)[\(index)]")
            })
        }
    }

    private func action(_ value: JSONValue, at path: String) throws(SceneError) -> ControlDescription.ActionDescription {
        let fields = try object(value, at: path, allowed: ["event", "target", "action"])
        let eventName = try string(try required(fields, "event", at: path), at: path + ".event")
        guard let events = ControlEvents(name: eventName) else {
            let known = (ControlEvents.named.map(\.name) + ["allTouchEvents", "allEditingEvents", "allEvents"]).joined(separator: ", ")
            throw invalid(path + ".event", "unknown control event \"\(eventName)\" (expected one of: \(known))")
        }
        let target: String?
        switch try required(fields, "target", at: path) {
        case .null: target = nil
        case let other: target = try string(other, at: path + ".target")
        }
        let action = try string(try required(fields, "action", at: path), at: path + ".action")
        guard !action.isEmpty else { throw invalid(path + ".action", "an action needs a name") }
        return ControlDescription.ActionDescription(eventName: eventName, events: events, target: target, action: action)
    }

    /// Every control action's target names a responder of the scene: a view, a controller, `window`,
    /// `application`, or `appDelegate` (when the scene has one).
    func checkControlTargets(_ scene: SceneDescription, responders: Set<String>) throws(SceneError) {
        func check(_ views: [SceneDescription.ViewDescription], at path: String) throws(SceneError) {
            for (index, view) in views.enumerated() {
                let here = "\(path)[\(index)]"
                for (position, action) in (view.control?.actions ?? []).enumerated() {
                    guard let target = action.target, !responders.contains(target) else { continue }
                    throw invalid("\(here).control.actions[\(position)].target", "no responder has the id \"\(target)\"")
                }
                try check(view.subviews, at: here + ".subviews")
            }
        }
        try check(scene.views, at: "$.views")
    }
}
