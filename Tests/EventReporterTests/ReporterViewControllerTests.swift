import GestureKit
import Testing
@testable import EventReporter

@Suite struct ReporterViewControllerTests {
    @Test func aTouchMovesBeginThenEndAndTheLabelFollowsItsPhases() throws {
        let driver = ReporterDriver()
        let reporter = driver.app.reporter
        #expect(reporter.label == "Touch anywhere" && reporter.beginLocation == nil && reporter.endLocation == nil)
        try driver.touch(.down, 100.4, 200.6, at: 0)
        try driver.finish()
        #expect(reporter.beginLocation == Point(x: 100.4, y: 200.6) && reporter.endLocation == nil)
        #expect(reporter.label == "Began (100, 201)  taps 1")
        try driver.touch(.move, 150, 210, at: 0.1)
        try driver.finish()
        #expect(reporter.label == "Moved (150, 210)  taps 1")
        try driver.touch(.up, 160, 220, at: 0.2)
        try driver.finish()
        #expect(reporter.beginLocation == Point(x: 100.4, y: 200.6) && reporter.endLocation == Point(x: 160, y: 220))
        #expect(reporter.label == "Ended (160, 220)  taps 1")
    }

    @Test func aSecondTapReportsTwoTapsAndANewBeginClearsTheEnd() throws {
        let driver = ReporterDriver()
        let reporter = driver.app.reporter
        try driver.tap(300, 100, at: 0)
        try driver.touch(.down, 302, 101, at: 0.2)
        try driver.finish()
        #expect(reporter.label == "Began (302, 101)  taps 2")
        #expect(reporter.endLocation == nil)
    }

    @Test func aCancelledTouchSaysSo() throws {
        let driver = ReporterDriver()
        try driver.touch(.down, 100, 100, at: 0)
        try driver.touch(.cancel, 100, 100, at: 0.1)
        try driver.finish()
        #expect(driver.app.reporter.label == "Cancelled")
    }

    @Test func theResetButtonPutsEverythingBackThroughTargetAction() throws {
        let driver = ReporterDriver()
        let reporter = driver.app.reporter
        #expect(reporter.resetButton.actions(forTarget: reporter, forControlEvent: .touchUpInside) == [ReporterViewController.resetAction])
        try driver.tap(100, 300, at: 0)
        try driver.finish()
        #expect(reporter.endLocation != nil)
        let button = driver.centre(of: reporter.resetButton)
        try driver.tap(button.x, button.y, at: 1)
        try driver.finish()
        // The button's touch is the button's: the controller never saw it begin.
        #expect(reporter.beginLocation == nil && reporter.endLocation == nil && reporter.label == "Touch anywhere")
    }

    @Test func aTouchThatLeavesTheButtonDoesNotReset() throws {
        let driver = ReporterDriver()
        let reporter = driver.app.reporter
        try driver.tap(100, 300, at: 0)
        let button = driver.centre(of: reporter.resetButton)
        try driver.touch(.down, button.x, button.y, at: 1)
        try driver.touch(.move, 100, 300, at: 1.1)
        try driver.touch(.up, 100, 300, at: 1.2)
        try driver.finish()
        #expect(reporter.label == "Ended (100, 300)  taps 1")
    }

    @Test(arguments: [(Point(x: 0.4, y: -0.4), "(0, 0)"), (Point(x: 12.5, y: 7.49), "(13, 7)"), (Point(x: -3.6, y: 1000.2), "(-4, 1000)")])
    func locationsAreShownInWholePoints(point: Point, text: String) {
        #expect(ReporterViewController.format(point) == text)
    }

    /// A touch can end anywhere a file puts it: 1e300 points crashed the screen's drawing.
    @Test func aTouchThatEndsFarAwayIsReportedAndDrawnOnScreen() throws {
        let driver = ReporterDriver()
        try driver.touch(.down, 100, 100, at: 0)
        try driver.touch(.up, 1e300, 5, at: 0.1)
        try driver.finish()
        #expect(driver.app.reporter.label == "Ended (1e+300, 5)  taps 1")
        let screen = EventReporterScreen.draw(driver.app).lines
        #expect(screen.contains { $0.hasSuffix("End (1e+300, 5)") })
    }
}
