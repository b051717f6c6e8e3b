import GestureKit

/// A gesture recognizer in a scene file: `{"type":"tap","id":"double","taps":2,"requireToFail":[…]}` (see
/// `Datasets/SCENES.md`, "Recognizers").
public struct RecognizerDescription: Equatable, Sendable {
    /// The recognizer types a scene can name.
    public enum Kind: String, CaseIterable, Sendable {
        case tap, longPress, pan, swipe, pinch, rotation, edgePan
    }

    /// A parameter's value.
    public enum Setting: Equatable, Sendable {
        case number(Double)
        case flag(Bool)
        case name(String)
        case names([String])
    }

    /// The recognizer's type.
    public var kind: Kind
    /// Its id, unique in the scene; it names the recognizer in output records.
    public var id: String
    /// Parameters by scene key (`taps`, `minimumDuration`, `directions`, …), checked against ``keys(for:)``.
    public var settings: [String: Setting]
    /// Ids of recognizers this one waits to fail.
    public var requireToFail: [String]
    /// Ids of recognizers this one may recognize together with.
    public var simultaneousWith: [String]

    /// Creates a description.
    public init(
        kind: Kind, id: String, settings: [String: Setting] = [:], requireToFail: [String] = [], simultaneousWith: [String] = []
    ) {
        self.kind = kind
        self.id = id
        self.settings = settings
        self.requireToFail = requireToFail
        self.simultaneousWith = simultaneousWith
    }

    /// What kind of value a parameter key takes.
    public enum ValueKind: Sendable {
        case number, flag, name, names
    }

    /// The keys every recognizer takes.
    public static let commonKeys: [String: ValueKind] = [
        "cancelsTouchesInView": .flag, "delaysTouchesBegan": .flag, "delaysTouchesEnded": .flag, "enabled": .flag,
    ]

    /// The parameter keys of each type (besides ``commonKeys``, `type`, `id`, `requireToFail` and
    /// `simultaneousWith`).
    public static func keys(for kind: Kind) -> [String: ValueKind] {
        let pan: [String: ValueKind] = [
            "minimumTouches": .number, "maximumTouches": .number, "minimumDistance": .number,
            "minimumFlingVelocity": .number, "maximumFlingVelocity": .number, "axis": .name, "startBehavior": .name,
        ]
        let specific: [String: ValueKind] = switch kind {
        case .tap:
            [
                "taps": .number, "touches": .number, "allowableMovement": .number, "maximumTapDuration": .number,
                "maximumIntervalBetweenSuccessiveTaps": .number, "minimumIntervalBetweenSuccessiveTaps": .number,
                "maximumTapDistance": .number, "pressDelay": .number, "reportsEveryTap": .flag, "recognizesRepeatedly": .flag,
            ]
        case .longPress:
            [
                "minimumDuration": .number, "allowableMovement": .number, "taps": .number, "touches": .number,
                "maximumTapDuration": .number, "maximumIntervalBetweenSuccessiveTaps": .number,
            ]
        case .pan: pan
        case .edgePan: pan.merging(["edges": .names, "edgeRegion": .number]) { a, _ in a }
        case .swipe:
            [
                "directions": .names, "touches": .number, "minimumDistance": .number, "minimumVelocity": .number,
                "directionTolerance": .number,
            ]
        case .pinch:
            ["minimumSpanChange": .number, "minimumScaleRatio": .number, "allowsQuickScale": .flag, "quickScaleSpan": .number]
        case .rotation: ["minimumRotation": .number]
        }
        return specific.merging(commonKeys) { a, _ in a }
    }
}
