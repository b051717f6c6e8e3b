/// One turn of a full-screen program's frame timer: notice a termination signal, follow a resize, and
/// repaint only when the picture changed (clearing the screen first after a resize or at the start).
public struct ScreenRefresh {
    /// The terminal's size, updated on each resize.
    public private(set) var size: (rows: Int, columns: Int)
    private var lastPicture = ""

    /// Starts with the terminal's current size.
    public init() {
        size = Terminal.size()
    }

    /// Runs one turn. `resized` is called with the new size after a resize; `picture` gives the escape
    /// sequences of the current frame for the terminal's size.
    /// - Returns: the exit status to quit with (128 + the signal) when a termination signal arrived; the
    ///   frame is then not drawn.
    public mutating func turn(resized: ((rows: Int, columns: Int)) -> Void, picture: ((rows: Int, columns: Int)) -> String) -> Int32? {
        if let signal = TerminalSignals.takeTermination() { return 128 + signal }
        if TerminalSignals.takeResize() {
            size = Terminal.size()
            resized(size)
            lastPicture = ""
        }
        let current = picture(size)
        guard current != lastPicture else { return nil }
        if lastPicture.isEmpty { Terminal.write(ANSI.clearScreen) }
        Terminal.write(current)
        lastPicture = current
        return nil
    }
}
