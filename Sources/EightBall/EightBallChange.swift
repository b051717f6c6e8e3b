import GestureKitIO

/// One change of what the Eight Ball shows, at a time in seconds on the engine's clock.
public struct EightBallChange: Equatable, Sendable {
    /// What happened.
    public enum Kind: String, Sendable {
        /// The first face, before any shake.
        case start
        /// Shaking began: the answer disappeared.
        case shaking
        /// Shaking ended: a new answer appeared.
        case answer
        /// The shake was cancelled: the previous answer came back.
        case restored
    }

    /// When, in seconds.
    public let time: Double
    public let kind: Kind
    /// The text shown after the change; `nil` while shaking.
    public let text: String?

    public init(time: Double, kind: Kind, text: String?) {
        self.time = time
        self.kind = kind
        self.text = text
    }

    /// The change as one JSON Lines record: `{"t":2.31,"change":"answer","answer":"Outlook good."}`
    /// (`"answer":null` while shaking).
    public func write(to output: OutputBuffer) {
        output.write("{\"t\":")
        output.write(time)
        output.write(",\"change\":\"\(kind.rawValue)\",\"answer\":")
        if let text { output.writeJSONString(text) } else { output.write("null") }
        output.write("}\n")
    }
}
