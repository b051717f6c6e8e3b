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

    @Test func bothControlsPointAtOneActionMethod() {
        let colours = ColourViewController()
        #expect(colours.field.actions(forTarget: colours, forControlEvent: .editingChanged) == [ColourViewController.colourAction])
        #expect(colours.slider.actions(forTarget: colours, forControlEvent: .valueChanged) == [ColourViewController.colourAction])
        colours.field.text = "navy"
        colours.colourChanged(colours.field)
        #expect(colours.background == RGB(red: 20, green: 30, blue: 110))
        colours.slider.value = 0
        colours.colourChanged(colours.slider)
        #expect(colours.background == RGB(red: 0, green: 0, blue: 0))
        colours.field.text = "plaid"
        colours.colourChanged(colours.field)
        #expect(colours.background == nil)
    }

    @Test func coloursMapToTheir256PaletteCube() {
        #expect(RGB(red: 0, green: 0, blue: 0).xterm256 == 16)
        #expect(RGB(red: 255, green: 255, blue: 255).xterm256 == 231)
        #expect(RGB(red: 255, green: 0, blue: 0).xterm256 == 196)
        #expect(RGB(red: 0, green: 128, blue: 128).hex == "#008080")
    }

    @Test func paintingUsesTrueColourOr256Colours() {
        let app = EventReporterApp(columns: 80, rows: 24)
        app.toggleScreen()
        #expect(EventReporterScreen.paint(app, trueColour: true).hasPrefix("\u{1B}[48;2;0;128;128m"))
        #expect(EventReporterScreen.paint(app, trueColour: false).hasPrefix("\u{1B}[48;5;30m"))
    }
}
