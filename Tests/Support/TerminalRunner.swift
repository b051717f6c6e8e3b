#if canImport(Glibc)
import Glibc
#endif
import CTestTerminal
import Foundation

/// Runs an executable built beside the test bundle on a pseudo-terminal, as a user at a terminal would:
/// its standard input, output and error are the terminal, whose size and mode the test sets and reads
/// back, and whose screen output the test reads.
///
/// Waiting is on the program's output, with a deadline as a guard against a hang (a real process runs in
/// real time): ``read(until:timeout:)`` returns as soon as the text has appeared.
public final class TerminalRunner {
    /// What the program wrote to the terminal so far.
    public var transcript: String { String(decoding: bytes, as: UTF8.self) }
    /// The terminal's mode before the program started.
    public let initialMode: termios

    private let process = Process()
    private let master: Int32
    /// The terminal's own side, kept open (and never handed to anything that reads it) so its mode can
    /// be read after the program exits.
    private let terminal: Int32
    private var bytes: [UInt8] = []

    /// Thrown when the pseudo-terminal cannot be made.
    public struct Unavailable: Error, CustomStringConvertible {
        public let call: String
        public let code: Int32
        public var description: String { "\(call): \(String(cString: strerror(code)))" }
    }

    /// Whether this machine can make a pseudo-terminal (a container without /dev/pts cannot): tests that
    /// need one are skipped, saying so, when it cannot.
    public static let isAvailable: Bool = {
        var master: Int32 = -1, terminal: Int32 = -1
        guard gesturekit_test_open_pty(&master, &terminal) == 0 else { return false }
        close(master)
        close(terminal)
        return true
    }()

    /// Starts `name` with `arguments` in the package root on a terminal of `rows` × `columns` cells.
    public init(_ name: String, _ arguments: [String], rows: UInt16 = 24, columns: UInt16 = 80) throws {
        var master: Int32 = -1, terminal: Int32 = -1
        guard gesturekit_test_open_pty(&master, &terminal) == 0 else { throw Unavailable(call: "posix_openpt", code: errno) }
        var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(terminal, UInt(TIOCSWINSZ), &size)
        var mode = termios()
        tcgetattr(terminal, &mode)
        self.master = master
        self.terminal = terminal
        self.initialMode = mode
        let runner = ExecutableRunner(name: name)
        process.executableURL = runner.executable
        process.arguments = arguments
        process.currentDirectoryURL = ExecutableRunner.packageRoot
        let handle = FileHandle(fileDescriptor: terminal, closeOnDealloc: false)
        process.standardInput = handle
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
    }

    deinit {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        close(master)
        close(terminal)
    }

    /// Types `text` at the terminal.
    public func type(_ text: String) {
        var text = text
        text.withUTF8 { buffer in
            guard let base = buffer.baseAddress else { return }
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.write(master, base + offset, buffer.count - offset)
                guard written > 0 else { return }
                offset += written
            }
        }
    }

    /// Sends `signal` to the program.
    public func send(_ signal: Int32) {
        kill(process.processIdentifier, signal)
    }

    /// Resizes the terminal and tells the program, as a terminal emulator does (`SIGWINCH`).
    public func resize(rows: UInt16, columns: UInt16) {
        var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(terminal, UInt(TIOCSWINSZ), &size)
        send(SIGWINCH)
    }

    /// Reads what the program writes until `text` has appeared (true) or `timeout` seconds have passed.
    @discardableResult
    public func read(until text: String, timeout: Double = 10) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while !transcript.contains(text) {
            let remaining = deadline.timeIntervalSinceNow
            guard remaining > 0, readAvailable(waitingUpTo: remaining) else { return transcript.contains(text) }
        }
        return true
    }

    /// Waits for the program to exit (reading what it writes meanwhile, so it never blocks on a full
    /// terminal) and returns its exit status, or `nil` if it has not exited within `timeout` seconds.
    public func waitForExit(timeout: Double = 10) -> Int32? {
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning, deadline.timeIntervalSinceNow > 0 {
            _ = readAvailable(waitingUpTo: min(0.05, deadline.timeIntervalSinceNow))
        }
        guard !process.isRunning else { return nil }
        while readAvailable(waitingUpTo: 0) {}
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// The terminal's mode now.
    public var mode: termios {
        var mode = termios()
        tcgetattr(terminal, &mode)
        return mode
    }

    /// Waits up to `seconds` for output and appends what there is; false when nothing came.
    private func readAvailable(waitingUpTo seconds: Double) -> Bool {
        var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, Int32(max(0, seconds) * 1000)) > 0, descriptor.revents & Int16(POLLIN) != 0 else {
            return false
        }
        var chunk = [UInt8](repeating: 0, count: 65_536)
        let count = chunk.withUnsafeMutableBytes { Glibc.read(master, $0.baseAddress!, $0.count) }
        guard count > 0 else { return false }
        bytes.append(contentsOf: chunk[..<count])
        return true
    }
}
