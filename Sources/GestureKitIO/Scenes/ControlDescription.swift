import GestureKit

/// A scene view's `"control"`: which control the view is, its settings, and its actions.
///
/// `{"type":"button","title":"Reset","actions":[{"event":"touchUpInside","target":"c","action":"reset"}]}`.
/// Settings are the control's property names without an `is` prefix (see ``keys(for:)``); `"target":null`
/// sends the action up the responder chain from the first responder.
public struct ControlDescription: Equatable, Sendable {
    /// The control classes a scene can build.
    public enum Kind: String, CaseIterable, Sendable {
        case button, `switch`, slider, segmentedControl, textField
    }

    /// What a setting's value is.
    public enum ValueKind: Sendable {
        case flag, number, text, texts
    }

    /// A setting's value.
    public enum Setting: Equatable, Sendable {
        case flag(Bool)
        case number(Double)
        case text(String)
        case texts([String])
    }

    /// One action row: sent for `events` to `target` (a responder id; `nil`: the responder chain).
    public struct ActionDescription: Equatable, Sendable {
        public var events: ControlEvents
        /// The event name as written (a single event or a composite).
        public var eventName: String
        public var target: String?
        public var action: String

        public init(eventName: String, events: ControlEvents, target: String?, action: String) {
            self.eventName = eventName
            self.events = events
            self.target = target
            self.action = action
        }
    }

    public var kind: Kind
    public var settings: [String: Setting] = [:]
    public var actions: [ActionDescription] = []

    public init(kind: Kind, settings: [String: Setting] = [:], actions: [ActionDescription] = []) {
        self.kind = kind
        self.settings = settings
        self.actions = actions
    }

    /// The setting keys a kind accepts, with the kind of value each takes: every control has `enabled`,
    /// `selected` and `trackingOutset`; a button `title`; a switch `on`; a slider `value`,
    /// `minimumValue`, `maximumValue` and `continuous`; a segmented control `segments` and
    /// `selectedSegmentIndex`; a text field `text` and `placeholder`.
    public static func keys(for kind: Kind) -> [String: ValueKind] {
        var keys: [String: ValueKind] = ["enabled": .flag, "selected": .flag, "trackingOutset": .number]
        switch kind {
        case .button: keys["title"] = .text
        case .switch: keys["on"] = .flag
        case .slider:
            keys["value"] = .number
            keys["minimumValue"] = .number
            keys["maximumValue"] = .number
            keys["continuous"] = .flag
        case .segmentedControl:
            keys["segments"] = .texts
            keys["selectedSegmentIndex"] = .number
        case .textField:
            keys["text"] = .text
            keys["placeholder"] = .text
        }
        return keys
    }
}
