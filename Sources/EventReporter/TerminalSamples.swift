#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import GestureKit
import TerminalUI

/// The terminal as a live input of the Event Reporter's run loop: mouse reports become touch samples
/// (``MouseTouches``), keys become key samples (a press and its release), and Ctrl-C asks to quit.
struct TerminalSamples: LiveInput {
    let fileDescriptor: Int32
    private var decoder = KeyDecoder()
    private var mouse: MouseTouches
    private let onQuit: () -> Void

    /// Reads the terminal behind `fileDescriptor` (standard input by default); `onQuit` is called on
    /// Ctrl-C or Ctrl-Q.
    init(fileDescriptor: Int32 = STDIN_FILENO, mouse: MouseTouches, onQuit: @escaping () -> Void) {
        self.fileDescriptor = fileDescriptor
        self.mouse = mouse
        self.onQuit = onQuit
    }

    mutating func read(at time: Double, emit: (Sample) -> Void) -> Bool {
        var buffer = [UInt8](repeating: 0, count: 512)
        let count = buffer.withUnsafeMutableBytes { POSIX.read(fileDescriptor, $0.baseAddress, $0.count) }
        if count < 0 { return errno == EINTR || errno == EAGAIN }
        if count == 0 { return false }
        for key in decoder.decode(buffer[0..<count]) {
            if case .mouse(let report) = key {
                if let touch = mouse.sample(for: report, at: time) { emit(.touch(touch)) }
            } else if key == .control("c") || key == .control("q") {
                onQuit()
            } else if let name = Self.keyName(key) {
                emit(.key(KeySample(timestamp: time, key: name, state: .down)))
                emit(.key(KeySample(timestamp: time, key: name, state: .up)))
            }
        }
        return true
    }

    /// The name a key sample gives a terminal key (`"a"`, `"Return"`, `"Tab"`, …); nil for keys the
    /// demo does not use.
    static func keyName(_ key: Key) -> String? {
        switch key {
        case .character(" "): "Space"
        case .character(let character): String(character)
        case .enter: "Return"
        case .tab: "Tab"
        case .backspace: "Backspace"
        case .escape: "Escape"
        case .up: "Up"
        case .down: "Down"
        case .left: "Left"
        case .right: "Right"
        case .control, .mouse: nil
        }
    }
}
