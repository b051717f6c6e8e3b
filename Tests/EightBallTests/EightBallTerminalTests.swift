#if canImport(Glibc)
import Glibc
#endif
import Testing
import TerminalUI
import TestSupport
@testable import EightBall

/// The full-screen Eight Ball on a pseudo-terminal: it takes the terminal over and gives it back as it
/// found it on every way out (a quit key, or a termination signal).
@Suite(.enabled(if: TerminalRunner.isAvailable, "no pseudo-terminal can be opened on this machine"))
struct EightBallTerminalTests {
    static let takeOver = ANSI.enterAlternateScreen + ANSI.hideCursor + ANSI.clearScreen
    static let giveBack = ANSI.resetAttributes + ANSI.showCursor + ANSI.leaveAlternateScreen

    /// Starts the ball on a replay and waits for its first frame.
    func start() throws -> TerminalRunner {
        let runner = try TerminalRunner("eight-ball", ["--replay", "Datasets/eight-ball-shake.jsonl", "--seed", "7"])
        #expect(runner.read(until: "q: quit"), "no frame drawn: \(runner.transcript.suffix(300))")
        return runner
    }

    /// The terminal is back in the mode it was in before the program started.
    func expectRestored(_ runner: TerminalRunner) {
        let before = runner.initialMode, after = runner.mode
        #expect(after.c_lflag == before.c_lflag && after.c_iflag == before.c_iflag)
        #expect(after.c_lflag & tcflag_t(ECHO | ICANON | ISIG) == tcflag_t(ECHO | ICANON | ISIG))
        #expect(runner.transcript.hasSuffix(Self.giveBack))
    }

    @Test func itTakesTheTerminalOverInRawModeOnTheAlternateScreen() throws {
        let runner = try start()
        #expect(runner.transcript.hasPrefix(Self.takeOver))
        #expect(runner.mode.c_lflag & tcflag_t(ECHO | ICANON | ISIG) == 0)
        runner.type("q")
        #expect(runner.waitForExit() == 0)
    }

    @Test(arguments: ["q", "Q", "\u{1B}", "\u{03}"])
    func aQuitKeyRestoresTheTerminalAndExits0(key: String) throws {
        let runner = try start()
        runner.type(key)
        #expect(runner.waitForExit() == 0)
        expectRestored(runner)
    }

    @Test(arguments: [SIGINT, SIGTERM, SIGHUP])
    func aTerminationSignalRestoresTheTerminalAndExits128PlusIt(signal: Int32) throws {
        let runner = try start()
        runner.send(signal)
        #expect(runner.waitForExit() == 128 + signal)
        expectRestored(runner)
    }

    /// `--speed 1e300` is a valid speed; its status line crashed formatting it with one decimal.
    @Test func anAbsurdSpeedIsShownAsWritten() throws {
        let runner = try TerminalRunner("eight-ball", ["--replay", "Datasets/eight-ball-shake.jsonl", "--speed", "1e300"])
        #expect(runner.read(until: "×1e+300"), "\(runner.transcript.suffix(300))")
        runner.type("q")
        #expect(runner.waitForExit() == 0)
    }
}

@Suite struct EightBallStatusFiguresTests {
    @Test(arguments: [(0.0, "0.0"), (1.25, "1.3"), (-0.04, "0.0"), (-2.35, "-2.4"), (3.6, "3.6"), (1e300, "1e+300"), (-1e20, "-1e+20")])
    func oneDecimal(value: Double, text: String) {
        #expect(value.formatted1 == text)
    }
}
