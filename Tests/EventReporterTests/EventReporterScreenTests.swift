import GestureKit
import Testing
import TerminalUI
@testable import EventReporter

/// The screens at 80 × 24 cells of 8 × 16 points: the Reset button at column 70 of row 2, the colour
/// field at column 12 of row 5 (24 cells), the slider at column 12 of row 8 (40 cells).
@Suite struct EventReporterScreenTests {
    func lines(_ driver: ReporterDriver) -> [String] { EventReporterScreen.draw(driver.app).lines }

    /// The text from `column` (0-based) of a line.
    func text(_ line: String, from column: Int) -> Substring { line.dropFirst(column) }

    @Test func theReporterStartsWithItsFieldsAtHome() {
        let screen = lines(ReporterDriver())
        #expect(screen.count == 24)
        #expect(screen[0] == " Event Reporter · touch anywhere · Tab: colours · Ctrl-C: quit")
        #expect(text(screen[1], from: 69) == "[ Reset ]")
        #expect(screen[3] == "  Begin" && screen[5] == "  End")
        #expect(screen[22] == String(repeating: "─", count: 80))
        #expect(screen[23] == " Touch anywhere")
    }

    @Test func theFieldsMoveToTheTouchTheEndOneRowBelowItsPoint() throws {
        let driver = ReporterDriver()
        try driver.tap(200, 150, at: 0)
        try driver.finish()
        let screen = lines(driver)
        #expect(text(screen[9], from: 25) == "Begin (200, 150)")
        #expect(text(screen[10], from: 25) == "End (200, 150)")
        #expect(screen[23] == " Ended (200, 150)  taps 1")
    }

    @Test func fieldsStayOnScreenAtTheEdges() throws {
        let driver = ReporterDriver()
        try driver.touch(.down, 630, 0, at: 0)
        try driver.touch(.up, 630, 380, at: 0.1)
        try driver.finish()
        let screen = lines(driver)
        // Begin at the right edge ends in the last column, and below the title row.
        #expect(screen[1].hasSuffix("Begin (630, 0)") && screen[1].count == 80)
        // End, one row under the bottom row, is kept above the separator.
        #expect(screen[21].hasSuffix("End (630, 380)") && screen[21].count == 80)
    }

    @Test func theResetButtonShowsThatItIsPressed() throws {
        let driver = ReporterDriver()
        let button = driver.centre(of: driver.app.reporter.resetButton)
        try driver.touch(.down, button.x, button.y, at: 0)
        try driver.finish()
        #expect(text(lines(driver)[1], from: 69) == "[>Reset<]")
        try driver.touch(.up, button.x, button.y, at: 0.1)
        try driver.finish()
        #expect(text(lines(driver)[1], from: 69) == "[ Reset ]")
    }

    @Test func theColourScreenShowsTheFieldTheSliderAndTheStatus() {
        let driver = ReporterDriver()
        driver.app.toggleScreen()
        let screen = lines(driver)
        #expect(screen[0] == " Event Reporter · colours · Tab: touches · Ctrl-C: quit")
        #expect(screen[4] == "  Colour   [teal" + String(repeating: " ", count: 18) + "]")
        #expect(screen[7] == "  Bright   [" + String(repeating: "=", count: 38) + "] 100 %")
        #expect(screen[10] == " teal at 100 % #008080")
        #expect(screen[23].hasPrefix(" Click the field"))
    }

    @Test func theFieldShowsAPlaceholderACaretAndTheEndOfLongText() throws {
        let driver = ReporterDriver()
        let colours = driver.app.colours
        driver.app.toggleScreen()
        colours.field.text = ""
        #expect(lines(driver)[4] == "  Colour   [colour name" + String(repeating: " ", count: 11) + "]")
        let field = driver.centre(of: colours.field)
        try driver.tap(field.x, field.y, at: 0)
        try driver.finish()
        #expect(colours.field.isEditing)
        #expect(lines(driver)[4] == "  Colour   [_" + String(repeating: " ", count: 21) + "]")
        colours.field.text = "abcdefghijklmnopqrstuvwxyz"
        #expect(lines(driver)[4] == "  Colour   [fghijklmnopqrstuvwxyz_]")
    }

    @Test func theSliderFillsInProportion() {
        let driver = ReporterDriver()
        driver.app.toggleScreen()
        driver.app.colours.slider.value = 50
        #expect(lines(driver)[7] == "  Bright   [" + String(repeating: "=", count: 19) + String(repeating: "-", count: 19) + "] 50 %")
        driver.app.colours.slider.value = 0
        #expect(lines(driver)[7] == "  Bright   [" + String(repeating: "-", count: 38) + "] 0 %")
    }

    @Test func paintingUsesTrueColourOr256Colours() {
        let app = EventReporterApp(columns: 80, rows: 24)
        app.toggleScreen()
        #expect(EventReporterScreen.paint(app, trueColour: true).hasPrefix("\u{1B}[48;2;0;128;128m\u{1B}[97m"))
        #expect(EventReporterScreen.paint(app, trueColour: false).hasPrefix("\u{1B}[48;5;30m"))
    }

    @Test func lightColoursGetDarkTextAndNoColourNoBackground() {
        let app = EventReporterApp(columns: 80, rows: 24)
        app.toggleScreen()
        app.colours.field.text = "yellow"
        app.colours.colourChanged(app.colours.field)
        #expect(EventReporterScreen.paint(app, trueColour: true).hasPrefix("\u{1B}[48;2;240;210;40m\u{1B}[30m"))
        app.colours.field.text = "plaid"
        app.colours.colourChanged(app.colours.field)
        let painted = EventReporterScreen.paint(app, trueColour: true)
        #expect(painted.hasPrefix(ANSI.resetAttributes) && !painted.contains("\u{1B}[48;"))
    }

    @Test func theReporterScreenIsNeverColoured() {
        let app = EventReporterApp(columns: 80, rows: 24)
        #expect(EventReporterScreen.paint(app, trueColour: true) == ANSI.resetAttributes + EventReporterScreen.draw(app).rendered)
    }
}
