import GestureKit

/// The Event Reporter's first screen, as the classic iOS sample: its view hands every touch to it (views
/// pass touches they do not handle up the responder chain, and a view's next responder is its
/// controller). A touch beginning moves the "Begin" field there and shows its coordinates; a touch
/// ending moves the "End" field there; the label along the bottom reports the moved and ended locations
/// and the tap count. The Reset button (target-action, `touchUpInside`) puts everything back.
///
/// Locations are in the view's coordinates, in points.
public final class ReporterViewController: ViewController {
    /// Where the Begin field is (`nil`: at its home) and the End field.
    public private(set) var beginLocation: Point?
    public private(set) var endLocation: Point?
    /// The bottom label's text.
    public private(set) var label = ReporterViewController.idleLabel
    /// The Reset button.
    public let resetButton = Button(title: "Reset")

    static let idleLabel = "Touch anywhere"
    static let resetAction = Action("reset")

    /// The screen's root view.
    public let root = View()

    public init() {
        super.init(view: root)
        root.addSubview(resetButton)
        resetButton.addTarget(self, action: Self.resetAction, method: ReporterViewController.reset, for: .touchUpInside)
    }

    /// Back to the start: fields at home, the label idle.
    public func reset() {
        beginLocation = nil
        endLocation = nil
        label = Self.idleLabel
    }

    public override func touchesBegan(_ touches: [Touch], with event: Event) {
        guard let touch = touches.first else { return }
        let point = touch.location(in: root)
        beginLocation = point
        endLocation = nil
        label = "Began \(Self.format(point))  taps \(touch.tapCount)"
    }

    public override func touchesMoved(_ touches: [Touch], with event: Event) {
        guard let touch = touches.first else { return }
        label = "Moved \(Self.format(touch.location(in: root)))  taps \(touch.tapCount)"
    }

    public override func touchesEnded(_ touches: [Touch], with event: Event) {
        guard let touch = touches.first else { return }
        let point = touch.location(in: root)
        endLocation = point
        label = "Ended \(Self.format(point))  taps \(touch.tapCount)"
    }

    public override func touchesCancelled(_ touches: [Touch], with event: Event) {
        label = "Cancelled"
    }

    /// `(x, y)` in whole points (a coordinate beyond ±10¹⁵ points, which only a file can give, as written).
    static func format(_ point: Point) -> String {
        func whole(_ value: Double) -> String {
            let rounded = value.rounded()
            return abs(rounded) < 1e15 ? String(Int(rounded)) : String(value)
        }
        return "(\(whole(point.x)), \(whole(point.y)))"
    }
}
