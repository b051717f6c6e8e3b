/// A screen's worth of character cells to draw a frame into, then write out at once.
///
/// Rows and columns are 0-based; drawing outside the canvas is clipped. Every character is taken to
/// fill one cell (the demos draw ASCII and single-width symbols only).
public struct TextCanvas: Equatable, Sendable {
    public let rows: Int
    public let columns: Int
    private var cells: [Character]

    /// A blank canvas of `rows` × `columns` cells.
    public init(rows: Int, columns: Int) {
        self.rows = max(rows, 0)
        self.columns = max(columns, 0)
        cells = Array(repeating: " ", count: self.rows * self.columns)
    }

    /// The character at `row`, `column`, or a space outside the canvas.
    public subscript(row: Int, column: Int) -> Character {
        get { contains(row, column) ? cells[row * columns + column] : " " }
        set { if contains(row, column) { cells[row * columns + column] = newValue } }
    }

    /// Writes `text` from `row`, `column` rightwards, clipped to the canvas.
    public mutating func put(_ text: String, row: Int, column: Int) {
        for (offset, character) in text.enumerated() { self[row, column + offset] = character }
    }

    /// Writes `text` centred on `row` (a half cell to the left when it cannot be exact).
    public mutating func putCentred(_ text: String, row: Int, centre: Int? = nil) {
        let middle = centre ?? columns / 2
        put(text, row: row, column: middle - text.count / 2)
    }

    /// The rows as text, trailing spaces removed (what a text capture of the screen shows).
    public var lines: [String] {
        (0..<rows).map { row in
            var line = String(cells[(row * columns)..<((row + 1) * columns)])
            while line.last == " " { line.removeLast() }
            return line
        }
    }

    /// The escape sequences that paint this canvas over the whole screen.
    public var rendered: String {
        var output = ""
        for row in 0..<rows {
            output += ANSI.moveTo(row: row + 1, column: 1)
            output += String(cells[(row * columns)..<((row + 1) * columns)])
        }
        return output
    }

    private func contains(_ row: Int, _ column: Int) -> Bool {
        row >= 0 && row < rows && column >= 0 && column < columns
    }
}
