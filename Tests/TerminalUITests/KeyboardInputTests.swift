#if canImport(Glibc)
import Glibc
#endif
import Testing
@testable import TerminalUI

@Suite struct KeyboardInputTests {
    @Test func keysWrittenToTheDescriptorReachTheHandlerAndNoSampleIsEmitted() throws {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        defer { close(ends[0]) }
        var keys: [Key] = []
        var input = KeyboardInput(fileDescriptor: ends[0]) { keys.append($0) }
        _ = "q \u{1B}[A".withCString { write(ends[1], $0, 6) }
        var samples = 0
        #expect(input.read(at: 0) { _ in samples += 1 })
        #expect(keys == [.character("q"), .character(" "), .up])
        #expect(samples == 0)
        close(ends[1])
        #expect(!input.read(at: 0) { _ in samples += 1 })  // end of input
    }
}
