import Foundation
import GestureKit
import GestureKitIO
import Testing
import TestSupport
@testable import EventReporter

@Suite(.scratchFolder) struct EventReporterScriptTests {
    /// The frames a dataset gives, each as its lines (header first).
    func frames(_ lines: [String], columns: Int = 80, rows: Int = 24) throws -> [[String]] {
        let path = try ScratchFolder.write(lines.joined(separator: "\n") + "\n", extension: "jsonl")
        let output = OutputBuffer(.memory)
        try EventReporterScript.run(path: path, columns: columns, rows: rows, output: output)
        var frames: [[String]] = []
        for line in output.text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init) {
            if line.hasPrefix("--- frame") { frames.append([line]) } else if !frames.isEmpty { frames[frames.count - 1].append(line) }
        }
        return frames
    }

    @Test func aTapMovesBeginAndEndAndReportsTheTapCount() throws {
        let result = try frames([
            #"{"t":0.1,"touch":1,"state":"down","x":200,"y":150}"#,
            #"{"t":0.2,"touch":1,"state":"up","x":200,"y":150}"#,
        ])
        let last = try #require(result.last)
        #expect(last.contains { $0.contains("Begin (200, 150)") })
        #expect(last.contains { $0.contains("End (200, 150)") })
        #expect(last.contains(" Ended (200, 150)  taps 1"))
        #expect(result.first?.contains(" Touch anywhere") == true)
    }

    @Test func theResetButtonRestoresTheFieldsThroughTargetAction() throws {
        let result = try frames([
            #"{"t":0.1,"touch":1,"state":"down","x":200,"y":150}"#,
            #"{"t":0.2,"touch":1,"state":"up","x":200,"y":150}"#,
            #"{"t":1.0,"touch":2,"state":"down","x":580,"y":24}"#,
            #"{"t":1.1,"touch":2,"state":"up","x":580,"y":24}"#,
        ])
        #expect(result.contains { $0.contains { $0.contains("[>Reset<]") } })  // highlighted while pressed
        let last = try #require(result.last)
        #expect(last.contains(" Touch anywhere"))
        #expect(last.contains("  Begin"))
    }

    @Test func tabSwitchesScreensAndTheControlsSetTheColour() throws {
        let result = try frames([
            #"{"t":0.1,"key":"Tab","state":"down"}"#, #"{"t":0.12,"key":"Tab","state":"up"}"#,
            #"{"t":0.5,"touch":1,"state":"down","x":300,"y":120}"#,
            #"{"t":0.6,"touch":1,"state":"move","x":248,"y":120}"#,
            #"{"t":0.7,"touch":1,"state":"up","x":248,"y":120}"#,
        ])
        let last = try #require(result.last)
        #expect(last.contains(" teal at 50 % #004040"))
    }

    @Test func theFrameFollowsTheSize() throws {
        let result = try frames([], columns: 40, rows: 12)
        let first = try #require(result.first)
        #expect(first.count == 1 + 12)
        #expect(first.dropFirst().allSatisfy { $0.count <= 40 })
    }
}
