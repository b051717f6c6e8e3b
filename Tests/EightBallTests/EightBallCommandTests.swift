import Foundation
import TestSupport
import Testing

/// Runs the built `eight-ball` executable as a user would.
@Suite struct EightBallCommandTests {
    func run(_ arguments: [String]) throws -> ExecutableRunner.Output {
        try ExecutableRunner(name: "eight-ball").run(arguments)
    }

    @Test func scriptPrintsEachChangeAsJSONLines() throws {
        let result = try run(["--script", "Datasets/eight-ball-shake.jsonl", "--seed", "4"])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count == 3)
        #expect(lines[0] == #"{"t":0,"change":"start","answer":"Ask, then shake me."}"#)
        #expect(lines[1].contains(#""change":"shaking","answer":null"#))
        #expect(lines[2].contains(#""change":"answer""#))
    }

    @Test func withoutATerminalItSaysToUseScript() throws {
        let result = try run(["--replay", "Datasets/shakes.jsonl"])
        #expect(result.status == 69)
        #expect(result.stderr.contains("--script"))
    }

    @Test func conflictingOptionsAreUsageErrors() throws {
        for arguments in [
            ["--replay", "a.jsonl", "--device", "/sys/bus/iio/devices/iio:device0"],
            ["--script", "a.jsonl", "--replay", "b.jsonl"],
            ["--speed", "2"],
            ["--replay", "a.jsonl", "--speed", "0"],
            ["--device", "x", "--rate", "500"],
        ] {
            let result = try run(arguments)
            #expect(result.status == 64, "\(arguments)")
        }
    }

    @Test func aMissingDeviceExits66NamingTheFile() throws {
        let result = try run(["--device", "/nonexistent/iio:device0"])
        #expect(result.status == 66)
        #expect(result.stderr.contains("/nonexistent/iio:device0/in_accel_x_raw"))
    }
}
