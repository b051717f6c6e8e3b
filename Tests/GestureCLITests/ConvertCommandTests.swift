import Foundation
import Testing
import TestSupport
@testable import GestureCLI

@Suite(.scratchFolder) struct ConvertCommandTests {
    @Test func evemuBecomesJSONLines() throws {
        let recording = CommandRunner.packageRoot
            .appendingPathComponent("Tests/GestureKitIOTests/Fixtures/wacom-finger.2fg-tap.events").path
        let result = try CommandRunner.run(["convert", recording])
        #expect(result.status == 0)
        #expect(result.stdout == """
            {"t":0,"touch":7,"state":"down","x":1488,"y":692}
            {"t":0,"touch":8,"state":"down","x":1287,"y":732}
            {"t":0.031979,"touch":7,"state":"up","x":1488,"y":692}
            {"t":0.031979,"touch":8,"state":"up","x":1287,"y":732}

            """)
    }

    @Test func jsonLinesBecomeCSVAndBack() throws {
        let csv = try CommandRunner.run(["convert", "Datasets/mixed.jsonl", "--format", "csv"])
        #expect(csv.status == 0)
        let path = try ScratchFolder.write(csv.stdout, extension: "csv")
        let back = try CommandRunner.run(["convert", path])
        let original = try String(
            contentsOf: CommandRunner.packageRoot.appendingPathComponent("Datasets/mixed.jsonl"), encoding: .utf8)
        // Same samples; numbers are written in the writer's one form (0.000 → 0).
        #expect(back.stdout.split(separator: "\n").count == original.split(separator: "\n").count)
        #expect(back.stdout.contains("{\"t\":1.016,\"touch\":4,\"state\":\"down\",\"x\":220,\"y\":300,\"pressure\":0.8,\"radius\":6}"))
    }

    @Test func aBadLineStopsTheConversion() throws {
        let result = try CommandRunner.run(["convert", "-"], input: "{\"t\":0,\"remote\":\"play\"}\n{\"t\":1,\"remote\":\"x\"}\n")
        #expect(result.status == 65)
        #expect(result.stdout == "{\"t\":0,\"remote\":\"play\"}\n")
    }

    /// An empty dataset converted to CSV used to give an empty file, which `gesture run` refuses (found by
    /// Tools/fuzz's round-trip check). It now gives the header alone, a dataset with no samples.
    @Test func anEmptyDatasetBecomesCSVWithItsHeaderThatRunsAsNoSamples() throws {
        let csv = try CommandRunner.run(["convert", "-", "--format", "csv"], input: "")
        #expect(csv.status == 0 && csv.stdout == "t,touch,state,x,y,pressure,radius,ax,ay,az,key,remote\n")
        let path = try ScratchFolder.write(csv.stdout, extension: "csv")
        let run = try CommandRunner.run(["run", "--format", "jsonl", path])
        #expect(run.status == 0 && run.stdout.contains("\"samples\":0"))
    }
}
