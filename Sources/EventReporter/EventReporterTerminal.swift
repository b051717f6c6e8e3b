import GestureKit
import TerminalUI

/// The full-screen Event Reporter: raw mode on the alternate screen with mouse reporting, a live run
/// loop fed by the terminal (mouse → touches, keys → key samples), and a frame timer that redraws when
/// the picture changes, follows resizes and notices termination signals. Ctrl-C (or Ctrl-Q) quits;
/// `SIGINT`, `SIGTERM` and `SIGHUP` too. The terminal is restored on every way out.
public enum EventReporterTerminal {
    /// Frames per second of the frame timer.
    public static let frameRate = 30.0

    /// Runs until the user quits; returns the exit status (0, or 128 + the signal that ended it).
    public static func run(trueColour: Bool) throws(EventReporterError) -> Int32 {
        TerminalSignals.install()
        let session: TerminalSession
        do { session = try TerminalSession(mouse: true) } catch { throw .terminal(error) }
        defer { session.restore() }
        var size = Terminal.size()
        let app = EventReporterApp(columns: size.columns, rows: size.rows)
        let loop = RunLoop(clock: .live(MonotonicTimeSource()))
        var exitStatus: Int32 = 0
        var lastPicture = ""
        let terminal = TerminalSamples(mouse: app.mouse) { loop.stop() }
        loop.schedule(at: loop.now, repeatInterval: 1 / Self.frameRate) { loop in
            if let signal = TerminalSignals.takeTermination() {
                exitStatus = 128 + signal
                loop.stop()
                return
            }
            if TerminalSignals.takeResize() {
                size = Terminal.size()
                app.resize(columns: size.columns, rows: size.rows)
                lastPicture = ""
            }
            let picture = EventReporterScreen.paint(app, trueColour: trueColour)
            guard picture != lastPicture else { return }
            if lastPicture.isEmpty { Terminal.write(ANSI.clearScreen) }
            Terminal.write(picture)
            lastPicture = picture
        }
        var waiter = PollWaiter()
        do { try loop.runLive(inputs: [terminal], handler: app.input, waiter: &waiter) } catch {
            // A live loop stamps samples with its own clock, so time never goes back; nothing to report.
        }
        return exitStatus
    }
}
