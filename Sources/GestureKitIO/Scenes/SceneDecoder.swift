import GestureKit

/// Turns a parsed scene document into a ``SceneDescription``, naming the JSON path of anything wrong.
struct SceneDecoder {
    let file: String

    func decode(_ document: JSONValue) throws(SceneError) -> SceneDescription {
        let root = try object(
            document, at: "$",
            allowed: ["window", "views", "controllers", "firstResponder", "application", "appDelegate"])
        let window = try object(try required(root, "window", at: "$"), at: "$.window", allowed: ["frame", "handles"])
        var scene = SceneDescription(windowFrame: try rect(try required(window, "frame", at: "$.window"), at: "$.window.frame"))
        scene.windowHandles = try handles(window, at: "$.window")
        if let views = root["views"] {
            scene.views = try array(views, at: "$.views").enumerated().map { (index, value) throws(SceneError) in
                try view(value, at: "$.views[\(index)]")
            }
        }
        if let controllers = root["controllers"] {
            scene.controllers = try array(controllers, at: "$.controllers").enumerated().map { (index, value) throws(SceneError) in
                try controller(value, at: "$.controllers[\(index)]")
            }
        }
        if let first = root["firstResponder"] { scene.firstResponder = try string(first, at: "$.firstResponder") }
        if let application = root["application"] {
            scene.applicationHandles = try handles(try object(application, at: "$.application", allowed: ["handles"]), at: "$.application")
        }
        if let delegate = root["appDelegate"] {
            scene.appDelegateHandles = try handles(try object(delegate, at: "$.appDelegate", allowed: ["handles"]), at: "$.appDelegate")
        }
        try checkReferences(scene)
        return scene
    }

    // MARK: - Parts

    private func view(_ value: JSONValue, at path: String) throws(SceneError) -> SceneDescription.ViewDescription {
        let fields = try object(
            value, at: path,
            allowed: [
                "id", "frame", "subviews", "bounds", "transform", "hidden", "alpha", "userInteractionEnabled",
                "multipleTouchEnabled", "exclusiveTouch", "canBecomeFirstResponder", "handles", "recognizers", "control",
            ])
        var view = SceneDescription.ViewDescription(
            id: try identifier(try required(fields, "id", at: path), at: path + ".id"),
            frame: try rect(try required(fields, "frame", at: path), at: path + ".frame"))
        if let bounds = fields["bounds"] {
            let origin = try numbers(bounds, count: 2, at: path + ".bounds", meaning: "[x, y] (the bounds origin)")
            view.boundsOrigin = Point(x: origin[0], y: origin[1])
        }
        if let transform = fields["transform"] {
            let t = try numbers(transform, count: 6, at: path + ".transform", meaning: "[a, b, c, d, tx, ty]")
            view.transform = AffineTransform(a: t[0], b: t[1], c: t[2], d: t[3], tx: t[4], ty: t[5])
        }
        if let hidden = fields["hidden"] { view.isHidden = try bool(hidden, at: path + ".hidden") }
        if let alpha = fields["alpha"] {
            view.alpha = try number(alpha, at: path + ".alpha")
            guard (0...1).contains(view.alpha) else { throw invalid(path + ".alpha", "alpha must be between 0 and 1") }
        }
        if let value = fields["userInteractionEnabled"] { view.isUserInteractionEnabled = try bool(value, at: path + ".userInteractionEnabled") }
        if let value = fields["multipleTouchEnabled"] { view.isMultipleTouchEnabled = try bool(value, at: path + ".multipleTouchEnabled") }
        if let value = fields["exclusiveTouch"] { view.isExclusiveTouch = try bool(value, at: path + ".exclusiveTouch") }
        if let value = fields["canBecomeFirstResponder"] { view.canBecomeFirstResponder = try bool(value, at: path + ".canBecomeFirstResponder") }
        view.handles = try handles(fields, at: path)
        if let recognizers = fields["recognizers"] {
            view.recognizers = try array(recognizers, at: path + ".recognizers").enumerated().map { (index, value) throws(SceneError) in
                try recognizer(value, at: path + ".recognizers[\(index)]")
            }
        }
        if let control = fields["control"] { view.control = try self.control(control, at: path + ".control") }
        if let subviews = fields["subviews"] {
            view.subviews = try array(subviews, at: path + ".subviews").enumerated().map { (index, value) throws(SceneError) in
                try self.view(value, at: path + ".subviews[\(index)]")
            }
        }
        return view
    }

    private func controller(_ value: JSONValue, at path: String) throws(SceneError) -> SceneDescription.ControllerDescription {
        let fields = try object(value, at: path, allowed: ["id", "view", "handles", "canBecomeFirstResponder"])
        var controller = SceneDescription.ControllerDescription(
            id: try identifier(try required(fields, "id", at: path), at: path + ".id"),
            view: try string(try required(fields, "view", at: path), at: path + ".view"))
        if let value = fields["canBecomeFirstResponder"] {
            controller.canBecomeFirstResponder = try bool(value, at: path + ".canBecomeFirstResponder")
        }
        controller.handles = try handles(fields, at: path)
        return controller
    }

    private func handles(_ fields: Fields, at path: String) throws(SceneError) -> HandledKinds {
        guard let value = fields["handles"] else { return HandledKinds() }
        let names = try array(value, at: path + ".handles").enumerated().map { (index, name) throws(SceneError) in
            let text = try string(name, at: path + ".handles[\(index)]")
            guard !text.isEmpty else { throw invalid(path + ".handles[\(index)]", "an event kind or action name cannot be empty") }
            return text
        }
        return HandledKinds(names: names)
    }

    /// Ids are unique and not reserved; controllers name existing views, one controller per view; the
    /// first responder names a view or controller that can become first responder.
    private func checkReferences(_ scene: SceneDescription) throws(SceneError) {
        var viewPaths: [String: String] = [:]
        var canBecomeFirst: Set<String> = []
        func collect(_ views: [SceneDescription.ViewDescription], at path: String) throws(SceneError) {
            for (index, view) in views.enumerated() {
                let here = "\(path)[\(index)]"
                if let earlier = viewPaths[view.id] { throw invalid(here + ".id", "id \"\(view.id)\" is already used at \(earlier)") }
                viewPaths[view.id] = here
                if view.canBecomeFirstResponder || view.control?.kind == .textField { canBecomeFirst.insert(view.id) }
                try collect(view.subviews, at: here + ".subviews")
            }
        }
        try collect(scene.views, at: "$.views")
        try checkRecognizerReferences(scene.views)
        var controllerPaths: [String: String] = [:]
        var controlledViews: [String: String] = [:]
        for (index, controller) in scene.controllers.enumerated() {
            let here = "$.controllers[\(index)]"
            if let earlier = viewPaths[controller.id] ?? controllerPaths[controller.id] {
                throw invalid(here + ".id", "id \"\(controller.id)\" is already used at \(earlier)")
            }
            controllerPaths[controller.id] = here
            if controller.canBecomeFirstResponder { canBecomeFirst.insert(controller.id) }
            guard viewPaths[controller.view] != nil else { throw invalid(here + ".view", "no view has the id \"\(controller.view)\"") }
            if let other = controlledViews[controller.view] {
                throw invalid(here + ".view", "view \"\(controller.view)\" already has a controller (\(other))")
            }
            controlledViews[controller.view] = controller.id
        }
        var responders = Set(viewPaths.keys).union(controllerPaths.keys).union(["window", "application"])
        if scene.appDelegateHandles != nil { responders.insert("appDelegate") }
        try checkControlTargets(scene, responders: responders)
        guard let first = scene.firstResponder else { return }
        guard viewPaths[first] != nil || controllerPaths[first] != nil else {
            throw invalid("$.firstResponder", "no view or controller has the id \"\(first)\"")
        }
        guard canBecomeFirst.contains(first) else {
            throw invalid("$.firstResponder", "\"\(first)\" cannot become first responder (set \"canBecomeFirstResponder\": true)")
        }
    }

    // MARK: - Values

    typealias Fields = [String: JSONValue]

    func object(_ value: JSONValue, at path: String, allowed: Set<String>) throws(SceneError) -> Fields {
        guard case .object(let members) = value else { throw invalid(path, "expected an object, found \(value.kindDescription)") }
        var fields: Fields = [:]
        for member in members {
            guard allowed.contains(member.key) else {
                throw invalid("\(path).\(member.key)", "unknown key (expected one of: \(allowed.sorted().joined(separator: ", ")))")
            }
            guard fields[member.key] == nil else { throw invalid("\(path).\(member.key)", "the key appears twice") }
            fields[member.key] = member.value
        }
        return fields
    }

    func required(_ fields: Fields, _ key: String, at path: String) throws(SceneError) -> JSONValue {
        guard let value = fields[key] else { throw invalid("\(path).\(key)", "missing") }
        return value
    }

    func array(_ value: JSONValue, at path: String) throws(SceneError) -> [JSONValue] {
        guard case .array(let elements) = value else { throw invalid(path, "expected an array, found \(value.kindDescription)") }
        return elements
    }

    func string(_ value: JSONValue, at path: String) throws(SceneError) -> String {
        guard case .string(let text) = value else { throw invalid(path, "expected a string, found \(value.kindDescription)") }
        return text
    }

    func identifier(_ value: JSONValue, at path: String) throws(SceneError) -> String {
        let id = try string(value, at: path)
        guard !id.isEmpty else { throw invalid(path, "an id cannot be empty") }
        guard !SceneDescription.reservedIDs.contains(id) else {
            throw invalid(path, "\"\(id)\" is reserved for the scene's own responders")
        }
        return id
    }

    func bool(_ value: JSONValue, at path: String) throws(SceneError) -> Bool {
        guard case .bool(let flag) = value else { throw invalid(path, "expected true or false, found \(value.kindDescription)") }
        return flag
    }

    func number(_ value: JSONValue, at path: String) throws(SceneError) -> Double {
        guard case .number(let number) = value else { throw invalid(path, "expected a number, found \(value.kindDescription)") }
        return number
    }

    private func numbers(_ value: JSONValue, count: Int, at path: String, meaning: String) throws(SceneError) -> [Double] {
        let elements = try array(value, at: path)
        guard elements.count == count else { throw invalid(path, "expected \(count) numbers \(meaning), found \(elements.count)") }
        return try elements.enumerated().map { (index, element) throws(SceneError) in try number(element, at: "\(path)[\(index)]") }
    }

    private func rect(_ value: JSONValue, at path: String) throws(SceneError) -> Rect {
        let values = try numbers(value, count: 4, at: path, meaning: "[x, y, width, height]")
        guard values[2] >= 0, values[3] >= 0 else { throw invalid(path, "width and height cannot be negative") }
        return Rect(x: values[0], y: values[1], width: values[2], height: values[3])
    }

    func invalid(_ path: String, _ reason: String) -> SceneError {
        SceneError(file: file, reason: .invalid(path: path, reason))
    }
}
