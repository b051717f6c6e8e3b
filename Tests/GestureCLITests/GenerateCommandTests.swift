import Foundation
import Testing
import TestSupport
@testable import GestureCLI

@Suite(.scratchFolder) struct GenerateCommandTests {
    @Test func sameSeedSameBytes() throws {
        let first = try CommandRunner.run(["generate", "pinch", "--count", "2", "--seed", "5"])
        let second = try CommandRunner.run(["generate", "pinch", "--count", "2", "--seed", "5"])
        let other = try CommandRunner.run(["generate", "pinch", "--count", "2", "--seed", "6"])
        #expect(first.status == 0)
        #expect(first.stdout == second.stdout && first.stdout != other.stdout)
    }

    @Test func generatedDataReplaysThroughRun() throws {
        let generated = try CommandRunner.run(["generate", "triple-tap", "--count", "2", "--format", "csv"])
        #expect(generated.stdout.hasPrefix("t,touch,state,x,y,pressure,radius,ax,ay,az,key,remote\n"))
        let path = try ScratchFolder.write(generated.stdout, extension: "csv")
        let run = try CommandRunner.run(["run", "--format", "jsonl", path])
        #expect(run.status == 0)
        #expect(run.stdout.contains("\"tapCount\":3"))
        #expect(!run.stdout.contains("\"tapCount\":4"))
    }

    @Test func writesToAFileAndHonoursTheMotionOptions() throws {
        let path = try ScratchFolder.path("walk.jsonl")
        let result = try CommandRunner.run(["generate", "walking", "--duration", "2", "--motion-rate", "25", "--output", path])
        #expect(result.status == 0 && result.stdout.isEmpty)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let lines = text.split(separator: "\n")
        #expect(abs(lines.count - 50) <= 2)
        #expect(lines.allSatisfy { $0.hasPrefix("{\"t\":") && $0.contains("\"accel\":[") })
    }

    @Test func outOfRangeOptionsAreUsageErrors() throws {
        #expect(try CommandRunner.run(["generate", "shake", "--motion-rate", "500"]).status == 64)
        #expect(try CommandRunner.run(["generate", "tap", "--count", "-1"]).status == 64)
    }
}
