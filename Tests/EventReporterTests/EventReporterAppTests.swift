import GestureKit
import Testing
@testable import EventReporter

@Suite struct EventReporterAppTests {
    @Test func theLayoutFollowsTheTerminalSize() {
        let app = EventReporterApp(columns: 100, rows: 30)
        #expect(app.window.frame.size == Size(width: 800, height: 480))
        #expect(app.reporter.resetButton.frame.origin == Point(x: 89 * 8, y: 16))  // column 90, row 2
        app.resize(columns: 60, rows: 20)
        #expect(app.window.frame.size == Size(width: 480, height: 320))
        #expect(app.reporter.root.frame.size == Size(width: 480, height: 320))
    }

    @Test func theGridIsNeverSmallerThan20By10Cells() {
        let app = EventReporterApp(columns: 5, rows: 3)
        #expect(app.columns == 20 && app.rows == 10)
        #expect(app.window.frame.size == Size(width: 160, height: 160))
    }

    @Test func theColourControlsSitOnTheirCells() {
        let app = EventReporterApp(columns: 80, rows: 24)
        #expect(app.colours.field.frame == Rect(x: 88, y: 64, width: 192, height: 16))
        #expect(app.colours.slider.frame == Rect(x: 88, y: 112, width: 320, height: 16))
    }

    @Test func tabSwitchesScreensWhereverItStartsInTheChain() throws {
        let driver = ReporterDriver()
        let app = driver.app
        #expect(app.screen == .reporter && app.window.rootViewController === app.reporter)
        try driver.key("Tab", at: 0)
        try driver.finish()
        #expect(app.screen == .colours && app.window.rootViewController === app.colours)
        #expect(app.reporter.root.superview == nil && app.colours.root.superview === app.window)
        // With the text field editing, Tab still reaches the window (a field takes only editing keys).
        let field = driver.centre(of: app.colours.field)
        try driver.tap(field.x, field.y, at: 0.5)
        try driver.key("Tab", at: 1)
        try driver.finish()
        #expect(app.screen == .reporter)
    }

    @Test func otherKeysPassThroughTheWindowUnhandled() throws {
        let driver = ReporterDriver()
        var dropped: [String] = []
        driver.app.application.onDroppedEvent = { dropped.append("\($0.message)") }
        try driver.key("x", at: 0)
        try driver.finish()
        #expect(driver.app.screen == .reporter)
        #expect(dropped.count == 2)
    }
}
