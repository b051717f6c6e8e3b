/// One mouse report from a terminal in SGR 1006 mode (`ESC [ < b ; column ; row M` on a press or a
/// motion, `m` on a release).
public struct MouseReport: Equatable, Sendable {
    /// Which button: 0 left, 1 middle, 2 right, 3 none (a motion with no button held), 64 and 65 the wheel.
    public let button: Int
    /// The cell, 1-based from the top-left corner.
    public let column: Int
    public let row: Int
    /// True for a press (or a motion), false for a release.
    public let isPress: Bool
    /// Whether the report is a motion (bit 32 of the button code).
    public let isMotion: Bool
    /// Shift, Alt (Meta) and Ctrl held (bits 4, 8 and 16 of the button code).
    public let shift: Bool, alt: Bool, control: Bool

    public init(button: Int, column: Int, row: Int, isPress: Bool, isMotion: Bool = false, shift: Bool = false, alt: Bool = false, control: Bool = false) {
        self.button = button
        self.column = column
        self.row = row
        self.isPress = isPress
        self.isMotion = isMotion
        self.shift = shift
        self.alt = alt
        self.control = control
    }

    /// Decodes the parameters of an SGR report: the button code, column and row, and the final byte.
    init?(code: Int, column: Int, row: Int, final: UInt8) {
        guard column >= 1, row >= 1, final == UInt8(ascii: "M") || final == UInt8(ascii: "m") else { return nil }
        let low = code & 0b11, high = code & 0b1100_0000
        self.init(
            button: high | low, column: column, row: row, isPress: final == UInt8(ascii: "M"), isMotion: code & 32 != 0,
            shift: code & 4 != 0, alt: code & 8 != 0, control: code & 16 != 0)
    }
}
