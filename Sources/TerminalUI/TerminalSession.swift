#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What went wrong setting a terminal up.
public enum TerminalError: Error, Equatable, CustomStringConvertible {
    /// Standard input or output is not a terminal (use `--script` to run without one).
    case notATerminal
    /// `tcgetattr` or `tcsetattr` failed with this `errno`.
    case attributes(errno: Int32)

    public var description: String {
        switch self {
        case .notATerminal: "standard input and output must be a terminal (use --script FILE to run without one)"
        case .attributes(let code): "cannot set the terminal up: \(String(cString: strerror(code)))"
        }
    }
}

/// A full-screen terminal session: raw input (no echo, no line editing, Ctrl-C arrives as a byte) on
/// the alternate screen with the cursor hidden, and everything put back by ``restore()``.
///
/// ``restore()`` is idempotent and also runs on `deinit`, so every way out (normal exit, a thrown
/// error, the program noticing a termination signal) leaves the terminal as it was.
public final class TerminalSession {
    private var original = termios()
    private var isActive = false
    private let reportsMouse: Bool

    /// Enters raw mode and the alternate screen, with mouse reporting (``ANSI/enableMouse``) when `mouse`.
    /// - Throws: ``TerminalError`` when standard input or output is not a terminal, or the mode cannot be set.
    public init(mouse: Bool = false) throws(TerminalError) {
        reportsMouse = mouse
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else { throw .notATerminal }
        guard tcgetattr(STDIN_FILENO, &original) == 0 else { throw .attributes(errno: errno) }
        var raw = original
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
        raw.c_iflag &= ~tcflag_t(IXON | ICRNL | BRKINT | INPCK | ISTRIP)
        withUnsafeMutableBytes(of: &raw.c_cc) { bytes in
            bytes[Int(VMIN)] = 0  // reads return at once with what is there
            bytes[Int(VTIME)] = 0
        }
        guard tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw) == 0 else { throw .attributes(errno: errno) }
        isActive = true
        Terminal.write(ANSI.enterAlternateScreen + ANSI.hideCursor + ANSI.clearScreen + (mouse ? ANSI.enableMouse : ""))
    }

    /// Turns mouse reporting off, leaves the alternate screen, shows the cursor and restores the original
    /// terminal mode.
    public func restore() {
        guard isActive else { return }
        isActive = false
        Terminal.write((reportsMouse ? ANSI.disableMouse : "") + ANSI.resetAttributes + ANSI.showCursor + ANSI.leaveAlternateScreen)
        _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, &original)
    }

    deinit { restore() }
}

/// Writing to the terminal and asking its size.
public enum Terminal {
    /// Writes `text` to standard output, all of it (retrying short writes and interruptions).
    public static func write(_ text: String) {
        var text = text
        text.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = POSIX.write(STDOUT_FILENO, bytes.baseAddress! + offset, bytes.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return
                }
                offset += written
            }
        }
    }

    /// The terminal's size in character cells, or 80 × 24 when it cannot be read.
    public static func size() -> (rows: Int, columns: Int) {
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0, size.ws_col > 0 else {
            return (24, 80)
        }
        return (Int(size.ws_row), Int(size.ws_col))
    }
}

/// The ANSI / xterm control sequences the demos use.
public enum ANSI {
    public static let enterAlternateScreen = "\u{1B}[?1049h"
    public static let leaveAlternateScreen = "\u{1B}[?1049l"
    public static let hideCursor = "\u{1B}[?25l"
    /// Mouse reporting on: presses, releases and motion while a button is held (1002), in SGR form (1006).
    public static let enableMouse = "\u{1B}[?1002h\u{1B}[?1006h"
    /// Mouse reporting off.
    public static let disableMouse = "\u{1B}[?1006l\u{1B}[?1002l"
    public static let showCursor = "\u{1B}[?25h"
    public static let clearScreen = "\u{1B}[2J"
    public static let resetAttributes = "\u{1B}[0m"
    public static let bold = "\u{1B}[1m"
    public static let dim = "\u{1B}[2m"

    /// Moves the cursor to `row`, `column` (1-based).
    public static func moveTo(row: Int, column: Int) -> String { "\u{1B}[\(row);\(column)H" }
}
