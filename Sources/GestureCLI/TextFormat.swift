/// Fixed-point formatting that does not depend on the locale.
enum TextFormat {
    /// `value` with exactly `digits` decimals (rounded half away from zero), e.g. `0.016000`.
    static func fixed(_ value: Double, digits: Int) -> String {
        guard value.isFinite else { return value.description }
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let scaled = (abs(value) * scale).rounded()
        guard scaled < 9e18 else { return value.description }
        let whole = Int(scaled)
        let divisor = Int(scale)
        let integerPart = whole / divisor
        let sign = value < 0 && whole != 0 ? "-" : ""
        guard digits > 0 else { return "\(sign)\(integerPart)" }
        let fraction = String(whole % divisor)
        return "\(sign)\(integerPart)." + String(repeating: "0", count: digits - fraction.count) + fraction
    }

    /// `text` padded with spaces on the left to `width` characters.
    static func padLeft(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : String(repeating: " ", count: width - text.count) + text
    }

    /// `text` padded with spaces on the right to `width` characters.
    static func padRight(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }
}
