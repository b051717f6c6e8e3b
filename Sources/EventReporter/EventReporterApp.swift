import GestureKit
import TerminalUI

/// The Event Reporter application: one window holding one of two screens, the touch reporter
/// (``ReporterViewController``) and the colour mixer (``ColourViewController``); Tab switches between
/// them. Every input (the terminal's mouse as touch samples, keys as key samples, or a script's dataset)
/// goes in through ``input`` on a ``RunLoop``: hit-testing, the responder chain, recognizers and controls
/// do the rest.
///
/// The window is laid out on a grid of terminal cells, ``cellWidth`` × ``cellHeight`` points each.
public final class EventReporterApp {
    /// Which screen is showing.
    public enum Screen: Sendable {
        case reporter, colours
    }

    public let application = Application()
    public let window: EventReporterWindow
    public let reporter = ReporterViewController()
    public let colours = ColourViewController()
    public let input: ApplicationInput
    public private(set) var screen = Screen.reporter
    /// The grid, in cells.
    public private(set) var columns: Int
    public private(set) var rows: Int
    /// How mouse cells map to points.
    public let mouse = MouseTouches()

    public var cellWidth: Double { mouse.cellWidth }
    public var cellHeight: Double { mouse.cellHeight }

    public init(columns: Int, rows: Int) {
        self.columns = max(columns, 20)
        self.rows = max(rows, 10)
        window = EventReporterWindow(frame: .zero)
        input = ApplicationInput(application: application)
        application.addWindow(window)
        window.onTab = { [unowned self] in toggleScreen() }
        window.rootViewController = reporter
        resize(columns: columns, rows: rows)
    }

    /// Lays the screens out for a terminal of `columns` × `rows` cells.
    public func resize(columns: Int, rows: Int) {
        self.columns = max(columns, 20)
        self.rows = max(rows, 10)
        let size = Size(width: Double(self.columns) * cellWidth, height: Double(self.rows) * cellHeight)
        window.frame = Rect(origin: .zero, size: size)
        for view in [reporter.root, colours.root] { view.frame = Rect(origin: .zero, size: size) }
        reporter.resetButton.frame = cells(column: self.columns - 10, row: 2, width: 9)
        colours.field.frame = cells(column: 12, row: 5, width: 24)
        colours.slider.frame = cells(column: 12, row: 8, width: 40)
    }

    /// Shows the other screen.
    public func toggleScreen() {
        screen = screen == .reporter ? .colours : .reporter
        window.rootViewController = screen == .reporter ? reporter : colours
    }

    /// The frame of `width` cells from `column`, `row` (1-based), in points.
    func cells(column: Int, row: Int, width: Int) -> Rect {
        Rect(x: Double(column - 1) * cellWidth, y: Double(row - 1) * cellHeight, width: Double(width) * cellWidth, height: cellHeight)
    }
}

/// The Event Reporter's window: Tab, wherever it starts in the chain (the first responder, or the window
/// when there is none), switches screens.
public final class EventReporterWindow: Window {
    var onTab: (() -> Void)?

    public override func pressesBegan(_ presses: [Press], with event: Event) {
        var others: [Press] = []
        for press in presses {
            if press.key == "Tab" { onTab?() } else { others.append(press) }
        }
        if !others.isEmpty { super.pressesBegan(others, with: event) }
    }

    public override func pressesEnded(_ presses: [Press], with event: Event) {
        let others = presses.filter { $0.key != "Tab" }
        if !others.isEmpty { super.pressesEnded(others, with: event) }
    }
}
