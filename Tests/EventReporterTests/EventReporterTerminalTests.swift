#if canImport(Glibc)
import Glibc
#endif
import Testing
import TerminalUI
import TestSupport

/// The full-screen Event Reporter on a pseudo-terminal: mouse reporting on while it runs, real SGR mouse
/// reports as touches, resizes followed, and the terminal given back on every way out.
@Suite(.enabled(if: TerminalRunner.isAvailable, "no pseudo-terminal can be opened on this machine"))
struct EventReporterTerminalTests {
    static let takeOver = ANSI.enterAlternateScreen + ANSI.hideCursor + ANSI.clearScreen + ANSI.enableMouse
    static let giveBack = ANSI.disableMouse + ANSI.resetAttributes + ANSI.showCursor + ANSI.leaveAlternateScreen

    func start() throws -> TerminalRunner {
        let runner = try TerminalRunner("event-reporter", [])
        #expect(runner.read(until: "Touch anywhere"), "no frame drawn: \(runner.transcript.suffix(300))")
        return runner
    }

    func expectRestored(_ runner: TerminalRunner) {
        let before = runner.initialMode, after = runner.mode
        #expect(after.c_lflag == before.c_lflag && after.c_iflag == before.c_iflag)
        #expect(runner.transcript.hasPrefix(Self.takeOver))
        #expect(runner.transcript.hasSuffix(Self.giveBack))
    }

    @Test func aClickIsATapAtTheCellsCentre() throws {
        let runner = try start()
        // Left button pressed and released at column 10, row 5: the cell's centre is (76, 72) points.
        runner.type("\u{1B}[<0;10;5M\u{1B}[<0;10;5m")
        #expect(runner.read(until: "Ended (76, 72)  taps 1"), "\(runner.transcript.suffix(300))")
        runner.type("\u{03}")
        #expect(runner.waitForExit() == 0)
        expectRestored(runner)
    }

    @Test func itFollowsAResize() throws {
        let runner = try start()
        runner.resize(rows: 30, columns: 100)
        // The bottom row of the larger screen, and the Reset button moved to column 90.
        #expect(runner.read(until: ANSI.moveTo(row: 30, column: 1)), "\(runner.transcript.suffix(300))")
        #expect(runner.read(until: ANSI.moveTo(row: 2, column: 1) + String(repeating: " ", count: 89) + "[ Reset ]"))
        runner.send(SIGTERM)
        #expect(runner.waitForExit() == 128 + SIGTERM)
        expectRestored(runner)
    }

    @Test(arguments: ["\u{03}", "\u{11}"])
    func ctrlCOrCtrlQQuits(key: String) throws {
        let runner = try start()
        runner.type(key)
        #expect(runner.waitForExit() == 0)
        expectRestored(runner)
    }
}
