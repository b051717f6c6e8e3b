import GestureKit
import Testing
@testable import EventReporter

@Suite struct ColourViewControllerTests {
    @Test func itStartsAtTealAtFullBrightness() {
        let colours = ColourViewController()
        #expect(colours.field.text == "teal" && colours.field.placeholder == "colour name")
        #expect(colours.slider.value == 100 && colours.slider.maximumValue == 100)
        #expect(colours.background == RGB(red: 0, green: 128, blue: 128))
        #expect(colours.status == "teal at 100 % #008080")
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

    @Test(arguments: [
        (" Navy ", 100.0, RGB(red: 20, green: 30, blue: 110), "navy at 100 % #141e6e"),
        ("GREY", 50.0, RGB(red: 64, green: 64, blue: 64), "grey at 50 % #404040"),
        ("dark red", 100.0, nil, "Unknown colour \"dark red\""),
        ("", 100.0, nil, "Type a colour name"),
        ("  ", 100.0, nil, "Type a colour name"),
        ("white", 49.6, RGB(red: 126, green: 126, blue: 126), "white at 50 % #7e7e7e"),
    ] as [(String, Double, RGB?, String)])
    func namesIgnoreCaseAndSpacesAndTheSliderScalesTheColour(name: String, brightness: Double, background: RGB?, status: String) {
        let colours = ColourViewController()
        colours.field.text = name
        colours.slider.value = brightness
        colours.colourChanged(colours.slider)
        #expect(colours.background == background)
        #expect(colours.status == status)
    }

    @Test func typingInTheFieldAndReturnGoThroughTheResponderChain() throws {
        let driver = ReporterDriver()
        let colours = driver.app.colours
        try driver.key("Tab", at: 0)
        try driver.finish()
        #expect(driver.app.screen == .colours)
        let field = driver.centre(of: colours.field)
        try driver.tap(field.x, field.y, at: 0.5)
        try driver.finish()
        #expect(colours.field.isEditing)
        for (index, key) in ["Backspace", "Backspace", "Backspace", "Backspace", "r", "e", "d"].enumerated() {
            try driver.key(key, at: 1 + Double(index) * 0.1)
        }
        try driver.finish()
        #expect(colours.field.text == "red" && colours.background == RGB(red: 220, green: 40, blue: 40))
        try driver.key("Return", at: 2)
        try driver.finish()
        #expect(!colours.field.isEditing)
    }

    @Test func draggingTheSliderDimsTheColour() throws {
        let driver = ReporterDriver()
        let colours = driver.app.colours
        try driver.key("Tab", at: 0)
        let slider = colours.slider.frame
        let thumb = Point(x: slider.origin.x + slider.size.width - 1, y: slider.center.y)
        try driver.touch(.down, thumb.x, thumb.y, at: 0.5)
        try driver.touch(.move, slider.center.x, thumb.y, at: 0.6)
        try driver.touch(.up, slider.center.x, thumb.y, at: 0.7)
        try driver.finish()
        #expect(abs(colours.slider.value - 50) < 2)
        let brightness = colours.slider.value / 100
        #expect(colours.background == RGB(red: 0, green: Int((128 * brightness).rounded()), blue: Int((128 * brightness).rounded())))
    }

    @Test func coloursMapToTheir256PaletteCubeAndHex() {
        #expect(RGB(red: 0, green: 0, blue: 0).xterm256 == 16)
        #expect(RGB(red: 255, green: 255, blue: 255).xterm256 == 231)
        #expect(RGB(red: 255, green: 0, blue: 0).xterm256 == 196)
        #expect(RGB(red: 47, green: 48, blue: 114).xterm256 == 16 + 0 + 6 * 1 + 1)
        #expect(RGB(red: 0, green: 128, blue: 128).hex == "#008080")
        #expect(RGB(red: 255, green: 10, blue: 1).hex == "#ff0a01")
    }

    @Test func everyNamedColourIsLowercaseWithoutSpaces() {
        for name in RGB.named.keys { #expect(name == name.lowercased().filter { !$0.isWhitespace }) }
    }
}
