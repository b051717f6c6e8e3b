import GestureKit

/// Decoding and checking the `recognizers` of a scene's views.
extension SceneDecoder {
    /// The keys whose value is a count (a positive whole number).
    private static let countKeys: Set<String> = ["taps", "touches", "minimumTouches", "maximumTouches"]
    /// The names each name-valued key accepts.
    private static let names: [String: Set<String>] = [
        "axis": ["horizontal", "vertical"], "startBehavior": ["start", "down"],
        "directions": ["left", "right", "up", "down"], "edges": ["top", "left", "bottom", "right", "all"],
    ]

    func recognizer(_ value: JSONValue, at path: String) throws(SceneError) -> RecognizerDescription {
        guard case .object(let members) = value else { throw invalid(path, "expected an object, found \(value.kindDescription)") }
        let typeName = try string(try required(Dictionary(members, uniquingKeysWith: { a, _ in a }), "type", at: path), at: path + ".type")
        guard let kind = RecognizerDescription.Kind(rawValue: typeName) else {
            let known = RecognizerDescription.Kind.allCases.map(\.rawValue).joined(separator: ", ")
            throw invalid(path + ".type", "unknown recognizer type \"\(typeName)\" (expected one of: \(known))")
        }
        let keys = RecognizerDescription.keys(for: kind)
        let fields = try object(value, at: path, allowed: Set(keys.keys).union(["type", "id", "requireToFail", "simultaneousWith"]))
        var description = RecognizerDescription(kind: kind, id: try identifier(try required(fields, "id", at: path), at: path + ".id"))
        description.requireToFail = try ids(fields["requireToFail"], at: path + ".requireToFail")
        description.simultaneousWith = try ids(fields["simultaneousWith"], at: path + ".simultaneousWith")
        for (key, kindOfValue) in keys {
            guard let value = fields[key] else { continue }
            description.settings[key] = try setting(value, kind: kindOfValue, key: key, at: "\(path).\(key)")
        }
        return description
    }

    private func setting(
        _ value: JSONValue, kind: RecognizerDescription.ValueKind, key: String, at path: String
    ) throws(SceneError) -> RecognizerDescription.Setting {
        switch kind {
        case .flag:
            return .flag(try bool(value, at: path))
        case .number:
            let number = try self.number(value, at: path)
            guard number.isFinite, number >= 0 else { throw invalid(path, "expected a number ≥ 0, found \(number)") }
            if Self.countKeys.contains(key) {
                guard number >= 1, number == number.rounded(), number <= 1_000 else {
                    throw invalid(path, "expected a whole number from 1 to 1000, found \(number)")
                }
            }
            return .number(number)
        case .name:
            let name = try string(value, at: path)
            try check(name, key: key, at: path)
            return .name(name)
        case .names:
            let names = try array(value, at: path).enumerated().map { (index, element) throws(SceneError) in
                let name = try string(element, at: "\(path)[\(index)]")
                try check(name, key: key, at: "\(path)[\(index)]")
                return name
            }
            guard !names.isEmpty else { throw invalid(path, "name at least one") }
            return .names(names)
        }
    }

    private func check(_ name: String, key: String, at path: String) throws(SceneError) {
        guard let allowed = Self.names[key], !allowed.contains(name) else { return }
        throw invalid(path, "unknown value \"\(name)\" (expected one of: \(allowed.sorted().joined(separator: ", ")))")
    }

    private func ids(_ value: JSONValue?, at path: String) throws(SceneError) -> [String] {
        guard let value else { return [] }
        return try array(value, at: path).enumerated().map { (index, element) throws(SceneError) in
            try string(element, at: "\(path)[\(index)]")
        }
    }

    /// Recognizer ids are unique, and `requireToFail` / `simultaneousWith` name recognizers of the scene.
    func checkRecognizerReferences(_ views: [SceneDescription.ViewDescription]) throws(SceneError) {
        var paths: [String: String] = [:]
        var all: [(String, RecognizerDescription)] = []
        func collect(_ views: [SceneDescription.ViewDescription], at path: String) throws(SceneError) {
            for (index, view) in views.enumerated() {
                let here = "\(path)[\(index)]"
                for (position, recognizer) in view.recognizers.enumerated() {
                    let at = "\(here).recognizers[\(position)]"
                    if let earlier = paths[recognizer.id] {
                        throw invalid(at + ".id", "recognizer id \"\(recognizer.id)\" is already used at \(earlier)")
                    }
                    paths[recognizer.id] = at
                    all.append((at, recognizer))
                }
                try collect(view.subviews, at: here + ".subviews")
            }
        }
        try collect(views, at: "$.views")
        for (at, recognizer) in all {
            for (key, ids) in [("requireToFail", recognizer.requireToFail), ("simultaneousWith", recognizer.simultaneousWith)] {
                for (index, id) in ids.enumerated() {
                    guard paths[id] != nil else { throw invalid("\(at).\(key)[\(index)]", "no recognizer has the id \"\(id)\"") }
                    guard id != recognizer.id else { throw invalid("\(at).\(key)[\(index)]", "a recognizer cannot name itself") }
                }
            }
        }
    }
}
