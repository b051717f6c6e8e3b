import GestureKit

/// Turns a terminal's mouse reports into touch samples, so the mouse drives the same pipeline as every
/// other source (hit-testing, the responder chain, recognizers).
///
/// The left button is the finger: a press is a touch going down, motion while it is held a move, the
/// release the touch lifting; each press is a new contact. Other buttons, the wheel and motion with no
/// button are ignored. A cell (1-based column and row) maps to the point at its centre, with cells
/// ``cellWidth`` × ``cellHeight`` points.
public struct MouseTouches: Sendable {
    /// A cell's size in points (8 × 16 by default, a common terminal font's pixels).
    public let cellWidth: Double
    public let cellHeight: Double
    private var contact = 0
    private var isDown = false

    public init(cellWidth: Double = 8, cellHeight: Double = 16) {
        self.cellWidth = cellWidth
        self.cellHeight = cellHeight
    }

    /// The point at the centre of a cell.
    public func point(column: Int, row: Int) -> Point {
        Point(x: (Double(column) - 0.5) * cellWidth, y: (Double(row) - 0.5) * cellHeight)
    }

    /// The cell (1-based) a point falls in. Points beyond a million cells in any direction (touches from
    /// a file can be anywhere) give the cell a million away, and a non-finite coordinate gives column or
    /// row 1: callers keep what they draw on screen anyway.
    public func cell(of point: Point) -> (column: Int, row: Int) {
        func index(_ value: Double, _ size: Double) -> Int {
            let cells = (value / size).rounded(.down)
            guard cells.isFinite else { return 1 }
            return Int(min(max(cells, -Self.farthestCell), Self.farthestCell)) + 1
        }
        return (index(point.x, cellWidth), index(point.y, cellHeight))
    }

    /// How far from the origin ``cell(of:)`` counts, in cells.
    static let farthestCell = 1_000_000.0

    /// The touch sample a report stands for at `time` seconds, if any.
    public mutating func sample(for report: MouseReport, at time: Double) -> TouchSample? {
        guard report.button == 0 else { return nil }
        let location = point(column: report.column, row: report.row)
        switch (report.isPress, report.isMotion, isDown) {
        case (true, false, false):
            contact += 1
            isDown = true
            return TouchSample(timestamp: time, contact: contact, state: .down, location: location)
        case (true, true, true):
            return TouchSample(timestamp: time, contact: contact, state: .move, location: location)
        case (false, _, true):
            isDown = false
            return TouchSample(timestamp: time, contact: contact, state: .up, location: location)
        default:
            return nil  // a repeated press, motion with the button up, a release with nothing down
        }
    }
}
