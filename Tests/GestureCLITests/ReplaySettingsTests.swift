import Testing
import TestSupport
import GestureKit
import GestureKitIO
@testable import GestureCLI

@Suite(.scratchFolder) struct ReplaySettingsTests {
    let settings = ReplaySettings(
        inputFormat: nil, lenient: true, tapCountRule: .default, style: .jsonl, scene: Scene.defaultDescription, traceDeliveries: false)

    func replay(_ file: String, with settings: ReplaySettings? = nil) -> (FileOutcome, String) {
        let output = OutputBuffer(.memory)
        let outcome = (settings ?? self.settings).replay(file, into: TraceWriter(style: .jsonl, output: output))
        return (outcome, output.text)
    }

    @Test func aGoodFileEndsWithItsSummaryAndNoMessage() throws {
        let file = try ScratchFolder.write(#"{"t":0,"accel":[0,-1,0]}"# + "\n" + #"{"t":0.02,"accel":[0,-1,0]}"# + "\n", extension: "jsonl")
        let (outcome, text) = replay(file)
        #expect(outcome.status == .success && outcome.message == nil && outcome.records.isEmpty)
        #expect(text.hasSuffix(#""type":"summary","source":"\#(file)","samples":2,"touches":0,"events":0,"accelerometer":2,"keys":0,"remotes":0,"skipped":0,"gestures":0,"actions":0}"# + "\n"))
    }

    @Test func skippedLinesAreCountedAndTheFirstIsNamed() throws {
        let file = try ScratchFolder.write("oops\n" + #"{"t":0,"accel":[0,-1,0]}"# + "\nworse\n", extension: "jsonl")
        let (outcome, text) = replay(file)
        #expect(outcome.status == .success)
        #expect(outcome.message?.hasPrefix("skipped 2 bad lines in \(file) (first: \(file):1: malformed line") == true)
        #expect(text.contains(#""skipped":2"#))
    }

    @Test func aBadLineEndsTheFileWithItsStatusWhenNotLenient() throws {
        let strict = ReplaySettings(
            inputFormat: nil, lenient: false, tapCountRule: .default, style: .jsonl, scene: Scene.defaultDescription, traceDeliveries: false)
        let file = try ScratchFolder.write(#"{"t":0,"accel":[0,-1,0]}"# + "\n" + #"{"t":1,"touch":1,"state":"hover","x":0,"y":0}"# + "\n", extension: "jsonl")
        let (outcome, text) = replay(file, with: strict)
        #expect(outcome.status == .dataError)
        #expect(outcome.message == "\(file):2: unknown state (field \"state\", value \"hover\")")
        #expect(!text.contains(#""type":"summary""#))
    }

    @Test func aMissingFileCannotBeOpened() throws {
        let (outcome, text) = replay(try ScratchFolder.path("absent.jsonl"))
        #expect(outcome.status == .cannotOpenInput && outcome.message?.contains("absent.jsonl") == true)
        #expect(text.isEmpty)
    }
}
