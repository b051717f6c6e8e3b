import Foundation
import TestSupport
import Testing

/// Runs the built `event-reporter` executable as a user would.
@Suite struct EventReporterCommandTests {
    func run(_ arguments: [String]) throws -> ExecutableRunner.Output {
        try ExecutableRunner(name: "event-reporter").run(arguments)
    }

    @Test func theScriptedRunPrintsTheExpectedFrames() throws {
        let result = try run(["--script", "Datasets/event-reporter.jsonl"])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        let root = #filePath.split(separator: "/").dropLast(3).joined(separator: "/")
        let expected = try String(contentsOfFile: "/\(root)/Tests/EventReporterTests/Expected/event-reporter-frames.txt", encoding: .utf8)
        #expect(result.stdout == expected)
    }

    @Test func aBadSizeIsAUsageError() throws {
        for size in ["80", "10x10", "80x24x1", "ax24"] {
            let result = try run(["--script", "Datasets/event-reporter.jsonl", "--size", size])
            #expect(result.status == 64, "\(size)")
        }
    }

    @Test func anUnreadableScriptExits65NamingTheFile() throws {
        let result = try run(["--script", "/nonexistent/frames.jsonl"])
        #expect(result.status == 65)
        #expect(result.stderr.contains("/nonexistent/frames.jsonl"))
    }

    @Test func withoutATerminalItFails() throws {
        let result = try run([])
        #expect(result.status == 74)
        #expect(result.stderr.contains("terminal"))
    }
}
