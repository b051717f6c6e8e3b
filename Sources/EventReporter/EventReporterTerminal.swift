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
        var refresh = ScreenRefresh()
        let app = EventReporterApp(columns: refresh.size.columns, rows: refresh.size.rows)
        let loop = RunLoop(clock: .live(MonotonicTimeSource()))
        var exitStatus: Int32 = 0
        let terminal = TerminalSamples(mouse: app.mouse) { loop.stop() }
        loop.schedule(at: loop.now, repeatInterval: 1 / Self.frameRate) { loop in
            let quit = refresh.turn(resized: { app.resize(columns: $0.columns, rows: $0.rows) }) { _ in
                EventReporterScreen.paint(app, trueColour: trueColour)
            }
            if let quit {
                exitStatus = quit
                loop.stop()
            }
        }
        var waiter = PollWaiter()
        do { try loop.runLive(inputs: [terminal], handler: app.input, waiter: &waiter) } catch {
            // A live loop stamps samples with its own clock, so time never goes back; nothing to report.
        }
        return exitStatus
    }
}
