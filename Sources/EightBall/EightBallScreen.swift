import TerminalUI

/// Draws the Eight Ball on a ``TextCanvas``: a dark ball (`#`) with a round window in its middle that
/// holds the answer, a title above and a status line below.
///
/// While the ball is shaken, the window holds churning bubbles instead of an answer and the ball is
/// drawn a little to the left or right on alternate frames, so it visibly shakes.
public struct EightBallScreen: Sendable {
    /// The text under the ball: the input and the keys.
    public var status: String
    /// Counts frames, to animate the shaking.
    public var frame = 0

    public init(status: String) {
        self.status = status
    }

    /// The picture of `face` on a canvas of `rows` × `columns` cells.
    public func draw(_ face: EightBallView.Face, rows: Int, columns: Int) -> TextCanvas {
        var canvas = TextCanvas(rows: rows, columns: columns)
        canvas.putCentred("E I G H T   B A L L", row: 0)
        // Character cells are about twice as tall as wide: the ball is 2r + 1 rows and about 4r columns.
        let radius = max(2, min((rows - 5) / 2, (columns - 2) / 4, 10))
        let centreRow = 2 + radius
        var centreColumn = columns / 2
        let shaking = face == .shaking
        if shaking { centreColumn += [-2, 0, 2, 0][frame % 4] }
        let window = Double(radius) * 0.62
        for dy in -radius...radius {
            let outer = (Double(radius) + 0.5) * (Double(radius) + 0.5) - Double(dy * dy)
            let halfWidth = Int((2 * outer.squareRoot()).rounded())
            for dx in -halfWidth...halfWidth {
                let inWindow = Double(dx * dx) / 4 + Double(dy * dy) <= window * window
                canvas[centreRow + dy, centreColumn + dx] = inWindow ? " " : "#"
            }
        }
        let windowWidth = max(Int(window * 4) - 2, 6)
        let windowRows = max(Int(window * 2) - 1, 1)
        let lines: [String]
        switch face {
        case .showing(let text): lines = Self.wrap(text, width: windowWidth)
        case .shaking: lines = [["o  .  o", ". o  . ", " .  o ."][frame % 3]]
        }
        let shown = Array(lines.prefix(windowRows))
        let top = centreRow - shown.count / 2
        for (index, line) in shown.enumerated() {
            canvas.putCentred(line, row: top + index, centre: centreColumn)
        }
        canvas.put(String(status.prefix(columns)), row: rows - 1, column: 0)
        return canvas
    }

    /// `text` broken at spaces into lines of at most `width` characters (longer words are cut).
    static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if line.isEmpty {
                line = String(word.prefix(width))
            } else if line.count + 1 + word.count <= width {
                line += " " + word
            } else {
                lines.append(line)
                line = String(word.prefix(width))
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}
