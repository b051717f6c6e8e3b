#if canImport(Glibc)
import Glibc
#endif
import GestureKit
import Testing
import TerminalUI
@testable import EventReporter

@Suite struct TerminalSamplesTests {
    /// A pipe standing in for the terminal: what is written to it, then the samples one read emits.
    final class Terminal {
        var ends: [Int32] = [0, 0]
        var quits = 0
        var input: TerminalSamples!

        init() {
            #expect(pipe(&ends) == 0)
            input = TerminalSamples(fileDescriptor: ends[0], mouse: MouseTouches()) { [unowned self] in quits += 1 }
        }

        deinit {
            close(ends[0])
            if ends[1] >= 0 { close(ends[1]) }
        }

        func type(_ text: String) {
            let bytes = Array(text.utf8)
            #expect(bytes.withUnsafeBytes { write(ends[1], $0.baseAddress, $0.count) } == bytes.count)
        }

        func read(at time: Double) -> (open: Bool, samples: [Sample]) {
            var samples: [Sample] = []
            let open = input.read(at: time) { samples.append($0) }
            return (open, samples)
        }

        func hangUp() {
            close(ends[1])
            ends[1] = -1
        }
    }

    @Test func theLeftButtonIsAFingerAtTheCellsCentre() {
        let terminal = Terminal()
        // Press at column 3, row 2; drag to column 4; release there. Cells are 8 × 16 points.
        terminal.type("\u{1B}[<0;3;2M\u{1B}[<32;4;2M\u{1B}[<0;4;2m")
        let read = terminal.read(at: 1.5)
        #expect(read.open)
        #expect(read.samples == [
            .touch(TouchSample(timestamp: 1.5, contact: 1, state: .down, x: 20, y: 24)),
            .touch(TouchSample(timestamp: 1.5, contact: 1, state: .move, x: 28, y: 24)),
            .touch(TouchSample(timestamp: 1.5, contact: 1, state: .up, x: 28, y: 24)),
        ])
    }

    @Test func otherButtonsTheWheelAndHoveringAreNoTouches() {
        let terminal = Terminal()
        terminal.type("\u{1B}[<2;3;2M\u{1B}[<64;3;2M\u{1B}[<35;9;9M\u{1B}[<2;3;2m")
        #expect(terminal.read(at: 0).samples.isEmpty)
    }

    @Test func aKeyIsAPressAndItsRelease() {
        let terminal = Terminal()
        terminal.type("a \r")
        #expect(terminal.read(at: 2).samples == [
            .key(KeySample(timestamp: 2, key: "a", state: .down)), .key(KeySample(timestamp: 2, key: "a", state: .up)),
            .key(KeySample(timestamp: 2, key: "Space", state: .down)), .key(KeySample(timestamp: 2, key: "Space", state: .up)),
            .key(KeySample(timestamp: 2, key: "Return", state: .down)), .key(KeySample(timestamp: 2, key: "Return", state: .up)),
        ])
    }

    @Test func ctrlCAndCtrlQAskToQuitAndEmitNothing() {
        let terminal = Terminal()
        terminal.type("\u{03}\u{11}\u{02}")
        #expect(terminal.read(at: 0).samples.isEmpty)  // Ctrl-B is not a key the demo uses
        #expect(terminal.quits == 2)
    }

    @Test func theInputClosesWhenTheTerminalHangsUp() {
        let terminal = Terminal()
        terminal.hangUp()
        #expect(!terminal.read(at: 0).open)
    }

    @Test(arguments: [
        (Key.character("x"), "x"), (.character(" "), "Space"), (.enter, "Return"), (.tab, "Tab"),
        (.backspace, "Backspace"), (.escape, "Escape"), (.up, "Up"), (.down, "Down"), (.left, "Left"), (.right, "Right"),
    ])
    func keyNames(key: Key, name: String) {
        #expect(TerminalSamples.keyName(key) == name)
    }

    @Test func controlKeysAndMouseReportsHaveNoKeyName() {
        #expect(TerminalSamples.keyName(.control("b")) == nil)
        #expect(TerminalSamples.keyName(.mouse(MouseReport(button: 0, column: 1, row: 1, isPress: true))) == nil)
    }
}
