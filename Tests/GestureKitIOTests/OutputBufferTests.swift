#if canImport(Glibc)
import Glibc
#endif
import Testing
import TestSupport
@testable import GestureKitIO

@Suite(.scratchFolder) struct OutputBufferTests {
    @Test(arguments: [
        (0.0, "0"), (-0.0, "0"), (100.0, "100"), (-3.0, "-3"), (0.016, "0.016"), (1e15, "1000000000000000.0"), (-2.5e20, "-2.5e+20"),
        (123.456, "123.456"), (1e-7, "1e-07"), (.infinity, "null"), (.nan, "null"),
    ])
    func numbersHaveOneFixedForm(value: Double, text: String) {
        let output = OutputBuffer(.memory)
        output.write(value)
        #expect(output.text == text)
    }

    @Test func jsonFieldsWriteIntegersExactly() {
        let output = OutputBuffer(.memory)
        output.writeJSONField("touch", 9_007_199_254_740_993)
        output.writeJSONField("x", 1.5)
        #expect(output.text == ",\"touch\":9007199254740993,\"x\":1.5")
    }

    @Test func jsonStringsAreEscaped() {
        let output = OutputBuffer(.memory)
        output.writeJSONString("a\"b\\c\nd\u{01}é")
        #expect(output.text == "\"a\\\"b\\\\c\\nd\\u0001é\"")
    }

    @Test func writesFilesWhenFlushed() throws {
        let path = try TestFiles.write("", extension: "txt")
        let output = try OutputBuffer.file(path: path)
        output.write("hello ")
        output.write(42)
        try output.close()
        var reader = try LineReader(path: path)
        let line = try #require(try reader.nextLine())
        #expect(String(decoding: line, as: UTF8.self) == "hello 42")
    }

    /// A write that fails when 64 KiB have gathered is not lost: the next flush reports it, though
    /// nothing is left to write by then.
    @Test(.enabled(if: access("/dev/full", W_OK) == 0, "needs /dev/full"))
    func aWriteThatFailsOnTheWayIsReportedAtTheNextFlush() throws {
        let descriptor = open("/dev/full", O_WRONLY | O_CLOEXEC)
        defer { close(descriptor) }
        let output = OutputBuffer(.fileDescriptor(descriptor))
        output.write(contentsOf: [UInt8](repeating: UInt8(ascii: "a"), count: 70_000))
        #expect(throws: DatasetError(file: "output", line: 0, reason: .writeFailed(String(cString: strerror(ENOSPC))))) {
            try output.flush()
        }
        try output.flush()  // reported once
        output.write("more")
        #expect(throws: DatasetError.self) { try output.flush() }
    }

    @Test func anUnwritablePathIsReported() {
        #expect(throws: DatasetError.self) { _ = try OutputBuffer.file(path: "/nonexistent/dir/out.jsonl") }
    }
}
