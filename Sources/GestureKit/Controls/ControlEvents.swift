/// The events a control sends actions for, as UIKit's `UIControl.Event`, with UIKit's bit values.
///
/// Touch events (``allTouchEvents``) come from tracking a touch (items 75–78); ``valueChanged`` and
/// ``primaryActionTriggered`` from a control's value or main action; the editing events from a text field.
public struct ControlEvents: OptionSet, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: UInt32

    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    /// A touch went down in the control.
    public static let touchDown = ControlEvents(rawValue: 1 << 0)
    /// A touch went down again in quick succession (tap count above 1).
    public static let touchDownRepeat = ControlEvents(rawValue: 1 << 1)
    /// The tracked touch moved inside the tracking area.
    public static let touchDragInside = ControlEvents(rawValue: 1 << 2)
    /// The tracked touch moved outside the tracking area.
    public static let touchDragOutside = ControlEvents(rawValue: 1 << 3)
    /// The tracked touch moved from outside the tracking area to inside.
    public static let touchDragEnter = ControlEvents(rawValue: 1 << 4)
    /// The tracked touch moved from inside the tracking area to outside.
    public static let touchDragExit = ControlEvents(rawValue: 1 << 5)
    /// The tracked touch lifted inside the tracking area.
    public static let touchUpInside = ControlEvents(rawValue: 1 << 6)
    /// The tracked touch lifted outside the tracking area.
    public static let touchUpOutside = ControlEvents(rawValue: 1 << 7)
    /// Tracking was cancelled (by a gesture recognizer or the system).
    public static let touchCancel = ControlEvents(rawValue: 1 << 8)
    /// The control's value changed (switch, slider, segmented control).
    public static let valueChanged = ControlEvents(rawValue: 1 << 12)
    /// The control's main action happened (a button's tap).
    public static let primaryActionTriggered = ControlEvents(rawValue: 1 << 13)
    /// A text field began editing (became first responder).
    public static let editingDidBegin = ControlEvents(rawValue: 1 << 16)
    /// A text field's text changed while editing.
    public static let editingChanged = ControlEvents(rawValue: 1 << 17)
    /// A text field stopped editing (resigned first responder).
    public static let editingDidEnd = ControlEvents(rawValue: 1 << 18)
    /// A text field stopped editing because Return was pressed.
    public static let editingDidEndOnExit = ControlEvents(rawValue: 1 << 19)

    /// Every touch event (`0xFFF`).
    public static let allTouchEvents = ControlEvents(rawValue: 0x0000_0FFF)
    /// Every editing event (`0xF0000`).
    public static let allEditingEvents = ControlEvents(rawValue: 0x000F_0000)
    /// Reserved for the application's own events (`0x0F000000`).
    public static let applicationReserved = ControlEvents(rawValue: 0x0F00_0000)
    /// Reserved for the system (`0xF0000000`).
    public static let systemReserved = ControlEvents(rawValue: 0xF000_0000)
    /// Every event.
    public static let allEvents = ControlEvents(rawValue: 0xFFFF_FFFF)

    /// The single events with their names (as scene files and traces write them), in bit order.
    public static let named: [(name: String, event: ControlEvents)] = [
        ("touchDown", .touchDown), ("touchDownRepeat", .touchDownRepeat), ("touchDragInside", .touchDragInside),
        ("touchDragOutside", .touchDragOutside), ("touchDragEnter", .touchDragEnter), ("touchDragExit", .touchDragExit),
        ("touchUpInside", .touchUpInside), ("touchUpOutside", .touchUpOutside), ("touchCancel", .touchCancel),
        ("valueChanged", .valueChanged), ("primaryActionTriggered", .primaryActionTriggered),
        ("editingDidBegin", .editingDidBegin), ("editingChanged", .editingChanged), ("editingDidEnd", .editingDidEnd),
        ("editingDidEndOnExit", .editingDidEndOnExit),
    ]

    /// The events a name stands for: a single event's name, or `allTouchEvents`, `allEditingEvents`,
    /// `allEvents`; `nil` for an unknown name.
    public init?(name: String) {
        switch name {
        case "allTouchEvents": self = .allTouchEvents
        case "allEditingEvents": self = .allEditingEvents
        case "allEvents": self = .allEvents
        default:
            guard let entry = Self.named.first(where: { $0.name == name }) else { return nil }
            self = entry.event
        }
    }

    /// The names of the single events in this set, in bit order.
    public var names: [String] {
        Self.named.filter { contains($0.event) }.map(\.name)
    }

    /// The single bits of this set, lowest first.
    var bits: [ControlEvents] {
        var remaining = rawValue, result: [ControlEvents] = []
        while remaining != 0 {
            let low = remaining & (0 &- remaining)
            result.append(ControlEvents(rawValue: low))
            remaining &= remaining &- 1
        }
        return result
    }

    public var description: String {
        let names = names
        return names.isEmpty ? "[]" : names.joined(separator: "|")
    }
}
