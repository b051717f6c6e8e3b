import Foundation
import GestureKit
import GestureKitIO
import Testing
import TestSupport
@testable import EightBall

@Suite(.scratchFolder) struct EightBallScriptTests {
    typealias Traces = EightBallTestTraces

    func run(_ samples: [Sample], seed: UInt64 = 1) throws -> [String] {
        try run(path: Traces.file(samples), seed: seed)
    }

    func run(path: String, seed: UInt64 = 1) throws -> [String] {
        let output = OutputBuffer(.memory)
        try EightBallScript.run(path: path, seed: seed, output: output)
        return output.text.split(separator: "\n").map(String.init)
    }

    func kinds(_ lines: [String]) -> [String] {
        lines.map { line in
            let start = line.range(of: "\"change\":\"")!.upperBound
            return String(line[start...].prefix { $0 != "\"" })
        }
    }

    @Test func generatedShakesEachGiveShakingThenANewAnswer() throws {
        let lines = try run(Traces.generatedShakes(count: 3, seed: 19))
        #expect(kinds(lines) == ["start", "shaking", "answer", "shaking", "answer", "shaking", "answer"])
        #expect(lines[0] == #"{"t":0,"change":"start","answer":"Ask, then shake me."}"#)
        #expect(lines.filter { $0.contains("\"shaking\"") }.allSatisfy { $0.hasSuffix("\"answer\":null}") })
    }

    @Test func aDeviceAtRestNeverChangesTheAnswer() throws {
        #expect(try run(Traces.rest(from: 0, duration: 20)).count == 1)
    }

    @Test func aShakeLongerThanTheMaximumIsCancelledAndThePreviousAnswerReturns() throws {
        // One normal shake, rest, then 12 s of shaking: cancelled at 10 s after it began.
        let samples = Traces.sine(from: 0, duration: 2) + Traces.rest(from: 2, duration: 2)
            + Traces.sine(from: 4, duration: 12) + Traces.rest(from: 16, duration: 2)
        let lines = try run(samples)
        #expect(kinds(lines) == ["start", "shaking", "answer", "shaking", "restored"])
        let answer = lines[2].replacingOccurrences(of: #"^.*"answer":"#, with: "", options: .regularExpression)
        let restored = lines[4].replacingOccurrences(of: #"^.*"answer":"#, with: "", options: .regularExpression)
        #expect(answer == restored)
    }

    @Test func theBundledDatasetsRunAsDocumented() throws {
        let root = Traces.packageRoot.path
        let shakes = try run(path: root + "/Datasets/shakes.jsonl")
        #expect(kinds(shakes) == ["start", "shaking", "answer", "shaking", "answer"])
        let trace = try run(path: root + "/Datasets/eight-ball-shake.jsonl")
        #expect(kinds(trace) == ["start", "shaking", "answer"])
        #expect(try run(path: root + "/Datasets/walking.jsonl").count == 1)
    }

    @Test func theSameSeedGivesTheSameScript() throws {
        let samples = try Traces.generatedShakes(count: 4, seed: 3)
        #expect(try run(samples, seed: 8) == run(samples, seed: 8))
    }

    @Test func aMissingFileIsADatasetErrorNamingIt() throws {
        let error = try #require(throws: EightBallError.self) {
            try EightBallScript.run(path: "/nonexistent/x.jsonl", seed: 1, output: OutputBuffer(.memory))
        }
        #expect(error.description.contains("/nonexistent/x.jsonl"))
        #expect(error.exitStatus == 66)
    }

    @Test func aBadLineIsADatasetErrorWithItsLine() throws {
        let path = try ScratchFolder.path("eight-ball-bad.jsonl")
        try "{\"t\":0,\"accel\":[0,-1,0]}\n{\"t\":0.01,\"accel\":[0,\"x\",0]}\n".write(toFile: path, atomically: true, encoding: .utf8)
        let error = try #require(throws: EightBallError.self) {
            try EightBallScript.run(path: path, seed: 1, output: OutputBuffer(.memory))
        }
        #expect(error.description.contains("eight-ball-bad.jsonl:2"))
        #expect(error.exitStatus == 65)
    }
}
