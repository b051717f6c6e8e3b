import Testing
import TestSupport
@testable import GestureKitIO

@Suite(.scratchFolder) struct LineReaderTests {
    func lines(_ text: String, bufferSize: Int = 1 << 20) throws -> [String] {
        var reader = try LineReader(path: TestFiles.write(text, extension: "txt"), bufferSize: bufferSize)
        var lines: [String] = []
        while let line = try reader.nextLine() { lines.append(String(decoding: line, as: UTF8.self)) }
        return lines
    }

    @Test func splitsLinesAndDropsTerminators() throws {
        #expect(try lines("a\nbb\r\n\nccc") == ["a", "bb", "", "ccc"])
        #expect(try lines("a\n") == ["a"])
        #expect(try lines("") == [])
    }

    @Test(arguments: [64, 65, 100, 4096])
    func linesLongerThanTheBufferAreJoinedWhole(bufferSize: Int) throws {
        let long = String(repeating: "x", count: 1000)
        let text = (0..<20).map { "\($0)" + long }.joined(separator: "\n")
        let read = try lines(text, bufferSize: bufferSize)
        #expect(read.count == 20)
        #expect(read.allSatisfy { $0.hasSuffix(long) })
        #expect(read[19] == "19" + long)
    }

    @Test func countsLines() throws {
        var reader = try LineReader(path: TestFiles.write("a\nb\nc\n", extension: "txt"))
        while try reader.nextLine() != nil {}
        #expect(reader.lineNumber == 3)
    }

    @Test func aDirectoryCannotBeOpened() {
        #expect(throws: DatasetError(file: "/tmp", line: 0, reason: .cannotOpen("is a directory"))) {
            _ = try LineReader(path: "/tmp")
        }
    }
}
