import GestureKit
import TerminalUI

/// Draws the Event Reporter's current screen as text: what the terminal shows (and what `--script`
/// prints), one character per cell.
public enum EventReporterScreen {
    /// The text of the current screen.
    public static func draw(_ app: EventReporterApp) -> TextCanvas {
        var canvas = TextCanvas(rows: app.rows, columns: app.columns)
        switch app.screen {
        case .reporter: drawReporter(app, into: &canvas)
        case .colours: drawColours(app, into: &canvas)
        }
        return canvas
    }

    /// The escape sequences that paint the screen, over the colour screen's background when it has one
    /// (24-bit when `trueColour`, else the nearest of the 256 colours).
    public static func paint(_ app: EventReporterApp, trueColour: Bool) -> String {
        let picture = draw(app).rendered
        guard app.screen == .colours, let colour = app.colours.background else { return ANSI.resetAttributes + picture }
        let background = trueColour
            ? "\u{1B}[48;2;\(colour.red);\(colour.green);\(colour.blue)m"
            : "\u{1B}[48;5;\(colour.xterm256)m"
        let luminance = 0.299 * Double(colour.red) + 0.587 * Double(colour.green) + 0.114 * Double(colour.blue)
        let foreground = luminance > 140 ? "\u{1B}[30m" : "\u{1B}[97m"
        return background + foreground + picture + ANSI.resetAttributes
    }

    private static func drawReporter(_ app: EventReporterApp, into canvas: inout TextCanvas) {
        let reporter = app.reporter
        canvas.put(" Event Reporter · touch anywhere · Tab: colours · Ctrl-C: quit", row: 0, column: 0)
        let button = reporter.resetButton
        let (column, row) = app.mouse.cell(of: button.frame.origin)
        canvas.put(button.isHighlighted ? "[>Reset<]" : "[ Reset ]", row: row - 1, column: column - 1)
        let begin = reporter.beginLocation.map { "Begin \(ReporterViewController.format($0))" } ?? "Begin"
        let end = reporter.endLocation.map { "End \(ReporterViewController.format($0))" } ?? "End"
        put(begin, at: reporter.beginLocation, home: (column: 3, row: 4), app: app, into: &canvas)
        // The End field sits on the row under its point, so a tap shows both fields.
        put(end, at: reporter.endLocation.map { Point(x: $0.x, y: $0.y + app.cellHeight) }, home: (column: 3, row: 6), app: app, into: &canvas)
        canvas.put(String(repeating: "─", count: app.columns), row: app.rows - 2, column: 0)
        canvas.put(" " + reporter.label, row: app.rows - 1, column: 0)
    }

    /// Writes a field's text at the cell of `point` (or at its home cell), kept on screen.
    private static func put(
        _ text: String, at point: Point?, home: (column: Int, row: Int), app: EventReporterApp, into canvas: inout TextCanvas
    ) {
        var (column, row) = point.map { app.mouse.cell(of: $0) } ?? home
        column = min(max(column, 1), max(1, app.columns - text.count + 1))
        row = min(max(row, 2), app.rows - 2)
        canvas.put(text, row: row - 1, column: column - 1)
    }

    private static func drawColours(_ app: EventReporterApp, into canvas: inout TextCanvas) {
        let colours = app.colours
        canvas.put(" Event Reporter · colours · Tab: touches · Ctrl-C: quit", row: 0, column: 0)
        let field = colours.field
        let (fieldColumn, fieldRow) = app.mouse.cell(of: field.frame.origin)
        let width = Int(field.frame.size.width / app.cellWidth) - 2
        var shown = field.text.isEmpty && !field.isEditing ? field.placeholder : field.text
        if field.isEditing { shown += "_" }
        shown = String(shown.suffix(width))
        canvas.put("Colour", row: fieldRow - 1, column: 2)
        canvas.put("[" + shown + String(repeating: " ", count: max(0, width - shown.count)) + "]", row: fieldRow - 1, column: fieldColumn - 1)
        let slider = colours.slider
        let (sliderColumn, sliderRow) = app.mouse.cell(of: slider.frame.origin)
        let track = Int(slider.frame.size.width / app.cellWidth) - 2
        let filled = Int((Double(track) * (slider.value - slider.minimumValue) / (slider.maximumValue - slider.minimumValue)).rounded())
        canvas.put("Bright", row: sliderRow - 1, column: 2)
        canvas.put(
            "[" + String(repeating: "=", count: filled) + String(repeating: "-", count: track - filled) + "] \(Int(slider.value.rounded())) %",
            row: sliderRow - 1, column: sliderColumn - 1)
        canvas.put(" " + colours.status, row: sliderRow + 2, column: 0)
        canvas.put(" Click the field, type a colour (red, teal, navy…) and Return; drag the slider.", row: app.rows - 1, column: 0)
    }
}
