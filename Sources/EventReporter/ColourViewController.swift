import GestureKit

/// The Event Reporter's second screen: a text field for a colour name and a slider for its brightness.
/// Both controls point at one action method, ``colourChanged(_:)``, which sets ``background``.
public final class ColourViewController: ViewController, TextFieldDelegate {
    /// The colour name field.
    public let field = TextField(text: "teal")
    /// Brightness, 0–100 %.
    public let slider = Slider()
    /// The background: the named colour at the slider's brightness, or `nil` while the name is unknown.
    public private(set) var background: RGB?
    /// What the screen says about the colour.
    public private(set) var status = ""

    static let colourAction = Action("colourChanged")

    /// The screen's root view.
    public let root = View()

    public init() {
        super.init(view: root)
        field.placeholder = "colour name"
        field.delegate = self
        slider.maximumValue = 100
        slider.value = 100
        root.addSubview(field)
        root.addSubview(slider)
        field.addTarget(self, action: Self.colourAction, method: ColourViewController.colourChanged, for: .editingChanged)
        slider.addTarget(self, action: Self.colourAction, method: ColourViewController.colourChanged, for: .valueChanged)
        colourChanged(field)
    }

    /// The one action both controls send: recomputes the background from the field and the slider.
    public func colourChanged(_ sender: Control) {
        let name = field.text.lowercased().filter { !$0.isWhitespace }
        let brightness = slider.value / 100
        guard let base = RGB.named[name] else {
            background = nil
            status = name.isEmpty ? "Type a colour name" : "Unknown colour \"\(field.text)\""
            return
        }
        let colour = base.scaled(by: brightness)
        background = colour
        status = "\(name) at \(Int(slider.value.rounded())) % \(colour.hex)"
    }

    /// Return ends editing.
    public func textFieldShouldReturn(_ textField: TextField) -> Bool {
        textField.resignFirstResponder()
        return true
    }
}

/// A colour, 0–255 per channel.
public struct RGB: Equatable, Sendable {
    public var red: Int, green: Int, blue: Int

    /// The colour names the field knows.
    public static let named: [String: RGB] = [
        "black": RGB(red: 0, green: 0, blue: 0), "white": RGB(red: 255, green: 255, blue: 255),
        "red": RGB(red: 220, green: 40, blue: 40), "green": RGB(red: 40, green: 180, blue: 60),
        "blue": RGB(red: 40, green: 80, blue: 220), "yellow": RGB(red: 240, green: 210, blue: 40),
        "orange": RGB(red: 245, green: 140, blue: 30), "purple": RGB(red: 140, green: 60, blue: 180),
        "pink": RGB(red: 240, green: 120, blue: 170), "cyan": RGB(red: 40, green: 200, blue: 220),
        "magenta": RGB(red: 210, green: 50, blue: 200), "teal": RGB(red: 0, green: 128, blue: 128),
        "grey": RGB(red: 128, green: 128, blue: 128), "gray": RGB(red: 128, green: 128, blue: 128),
        "brown": RGB(red: 140, green: 90, blue: 40), "navy": RGB(red: 20, green: 30, blue: 110),
    ]

    func scaled(by factor: Double) -> RGB {
        func scale(_ channel: Int) -> Int { Int((Double(channel) * factor).rounded()) }
        return RGB(red: scale(red), green: scale(green), blue: scale(blue))
    }

    /// `#rrggbb`.
    public var hex: String {
        func two(_ value: Int) -> String {
            let digits = String(value, radix: 16)
            return digits.count == 1 ? "0" + digits : digits
        }
        return "#" + two(red) + two(green) + two(blue)
    }

    /// The nearest of the 256-colour palette's 6×6×6 cube.
    public var xterm256: Int {
        func level(_ value: Int) -> Int { value < 48 ? 0 : value < 115 ? 1 : (value - 35) / 40 }
        return 16 + 36 * level(red) + 6 * level(green) + level(blue)
    }
}
