import Foundation
import Testing
import TestSupport
import GestureKit
import GestureKitIO
@testable import GestureCLI

@Suite(.scratchFolder) struct RunCommandTests {
    static let mixed = CommandRunner.packageRoot.appendingPathComponent("Datasets/mixed.jsonl").path

    func replay(_ files: [String], lenient: Bool = false, style: TraceWriter.Style = .jsonl, jobs: Int = 1) -> (GestureCLI.ExitStatus, String) {
        let output = OutputBuffer(.memory)
        let status = RunCommand.replay(
            files: files, inputFormat: nil, lenient: lenient, tapCountRule: .default, style: style, output: output, jobs: jobs)
        return (status, output.text)
    }

    @Test func theMixedDatasetGivesTheExpectedTrace() throws {
        let expected = try String(
            contentsOf: CommandRunner.packageRoot.appendingPathComponent("Tests/GestureCLITests/Expected/mixed.jsonl"),
            encoding: .utf8)
        let result = try CommandRunner.run(["run", "--format", "jsonl", "Datasets/mixed.jsonl"])
        #expect(result.status == 0)
        #expect(result.stdout == expected)
        #expect(result.stderr.isEmpty)
    }

    /// Several files at once print the same bytes as one at a time, in the order given.
    @Test(arguments: [TraceWriter.Style.jsonl, .text])
    func severalJobsPrintTheSameBytesAsOne(style: TraceWriter.Style) {
        let files = ["mixed.jsonl", "taps.jsonl", "drags.csv", "shakes.jsonl", "mixed.jsonl"].map {
            CommandRunner.packageRoot.appendingPathComponent("Datasets/\($0)").path
        }
        let (oneStatus, one) = replay(files, style: style, jobs: 1)
        let (threeStatus, three) = replay(files, style: style, jobs: 3)
        #expect(oneStatus == .success && threeStatus == .success)
        #expect(one == three && !one.isEmpty)
    }

    /// The run stops after the first file that fails, whatever the number of jobs: the files before it
    /// and its own records up to the bad line are printed, nothing after.
    @Test(arguments: [1, 2, 4])
    func severalJobsStopAfterTheFirstFailingFile(jobs: Int) throws {
        let bad = try ScratchFolder.write(#"{"t":0,"touch":1,"state":"down","x":1,"y":1}"# + "\nnot json\n", extension: "jsonl")
        let taps = CommandRunner.packageRoot.appendingPathComponent("Datasets/taps.jsonl").path
        let (status, text) = replay([taps, bad, Self.mixed, taps], jobs: jobs)
        let (alone, tapsText) = replay([taps])
        #expect(status == .dataError && alone == .success)
        #expect(text == tapsText + """
            {"t":0,"type":"eventBegan","event":1}
            {"t":0,"type":"touch","event":1,"touch":1,"contact":1,"phase":"began","x":1,"y":1,"tapCount":1}

            """)
    }

    @Test func item1_sameInputSameOptionsByteIdenticalOutput() {
        let (firstStatus, first) = replay([Self.mixed])
        let (secondStatus, second) = replay([Self.mixed])
        #expect(firstStatus == .success && secondStatus == .success)
        #expect(first == second && !first.isEmpty)
    }

    @Test func everyRecordHasTimeAndTypeAndTimeNeverGoesBack() throws {
        let (_, text) = replay([Self.mixed])
        var last = -Double.infinity
        for line in text.split(separator: "\n") {
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            let t = try #require(object["t"] as? Double)
            #expect(object["type"] is String)
            #expect(t >= last)
            last = t
        }
    }

    @Test func eachFileIsItsOwnStreamClosedByItsSummary() {
        let (status, text) = replay([Self.mixed, Self.mixed])
        #expect(status == .success)
        let summaries = text.split(separator: "\n").filter { $0.contains("\"type\":\"summary\"") }
        #expect(summaries.count == 2)
        // Touch ids and events start again in the second stream.
        #expect(text.components(separatedBy: "\"type\":\"eventBegan\",\"event\":1}").count == 3)
    }

    @Test func textFormatIsReadable() {
        let (_, text) = replay([Self.mixed], style: .text)
        #expect(text.contains("    0.250000    touch 2    began      (104.00, 198.00)     taps 2  contact 2"))
        #expect(text.contains("event 3 ended"))
        #expect(text.contains("motion: 4 accelerometer samples"))
        #expect(text.contains("key Return down"))
    }

    @Test func aBadLineStopsWithStatus65AfterWritingEarlierEvents() throws {
        let result = try CommandRunner.run(
            ["run", "--format", "jsonl", "-"],
            input: "{\"t\":0,\"touch\":1,\"state\":\"down\",\"x\":1,\"y\":2}\n{\"t\":0.5,\"touch\":2,\"state\":\"up\"}\n")
        #expect(result.status == GestureCLI.ExitStatus.dataError.rawValue)
        #expect(result.stdout.contains("\"phase\":\"began\""))
        #expect(result.stderr == "gesture: -:2: up for contact 2, which is not down (field \"touch\")\n")
    }

    @Test func lenientSkipsCountsAndReports() throws {
        let result = try CommandRunner.run(
            ["run", "--lenient", "--format", "jsonl", "-"],
            input: "{\"t\":0,\"remote\":\"play\"}\nnonsense\n{\"t\":1,\"remote\":\"nope\"}\n{\"t\":2,\"remote\":\"stop\"}\n")
        #expect(result.status == 0)
        #expect(result.stdout.contains("\"skipped\":2,"))
        #expect(result.stdout.contains("\"command\":\"stop\""))
        #expect(result.stderr.hasPrefix("gesture: skipped 2 bad lines in - (first: -:2: malformed line"))
    }

    @Test func aMissingFileGivesStatus66() throws {
        let result = try CommandRunner.run(["run", "no/such/file.jsonl"])
        #expect(result.status == GestureCLI.ExitStatus.cannotOpenInput.rawValue)
        #expect(result.stderr.contains("no/such/file.jsonl: cannot open: No such file or directory"))
    }

    @Test func usageErrorsGiveStatus64() throws {
        #expect(try CommandRunner.run(["run"]).status == 64)
        #expect(try CommandRunner.run(["run", "--tap-interval", "-1", "x.jsonl"]).status == 64)
        #expect(try CommandRunner.run(["generate", "wiggle"]).status == 64)
    }

    @Test func tapOptionsChangeTheTapCount() throws {
        let input = "{\"t\":0,\"touch\":1,\"state\":\"down\",\"x\":1,\"y\":2}\n{\"t\":0.05,\"touch\":1,\"state\":\"up\"}\n"
            + "{\"t\":0.35,\"touch\":2,\"state\":\"down\",\"x\":1,\"y\":2}\n{\"t\":0.4,\"touch\":2,\"state\":\"up\"}\n"
        let loose = try CommandRunner.run(["run", "--format", "jsonl", "-"], input: input)
        let strict = try CommandRunner.run(["run", "--format", "jsonl", "--tap-interval", "0.2", "-"], input: input)
        #expect(loose.stdout.contains("\"touch\":2,\"contact\":2,\"phase\":\"began\",\"x\":1,\"y\":2,\"tapCount\":2"))
        #expect(strict.stdout.contains("\"touch\":2,\"contact\":2,\"phase\":\"began\",\"x\":1,\"y\":2,\"tapCount\":1"))
    }

    @Test(arguments: ["run", "generate", "convert"])
    func everyCommandHasHelpWithAnExample(command: String) throws {
        let result = try CommandRunner.run([command, "--help"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("Examples:"))
        #expect(result.stdout.contains("gesture \(command)"))
    }

    @Test func rootHelpListsTheCommands() throws {
        let result = try CommandRunner.run(["--help"])
        #expect(result.stdout.contains("run") && result.stdout.contains("generate") && result.stdout.contains("convert"))
    }

    @Test func everyBundledDatasetReplaysCleanly() throws {
        let folder = CommandRunner.packageRoot.appendingPathComponent("Datasets")
        let files = try #require(FileManager.default.enumerator(atPath: folder.path)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".jsonl") || $0.hasSuffix(".csv") }
        #expect(files.count >= 15)
        for file in files.sorted() {
            let (status, text) = replay([folder.appendingPathComponent(file).path])
            #expect(status == .success, "\(file)")
            #expect(text.contains("\"skipped\":0,"), "\(file)")
        }
    }

    // MARK: - Scenes and delivery traces

    @Test(arguments: [
        (["run", "--trace", "Datasets/mixed.jsonl"], "mixed-trace.jsonl"),
        (["run", "--trace", "--scene", "Datasets/scenes/chain.json", "Tests/GestureCLITests/Expected/chain-samples.jsonl"], "chain-trace.jsonl"),
        (["run", "--trace", "--scene", "Datasets/scenes/layers.json", "Tests/GestureCLITests/Expected/layers-samples.jsonl"], "layers-trace.jsonl"),
        (["run", "--scene", "Datasets/scenes/controls.json", "Datasets/controls.jsonl"], "controls.jsonl"),
    ])
    func sceneFixturesGiveTheExpectedDeliveries(arguments: [String], expectedFile: String) throws {
        let expected = try String(
            contentsOf: CommandRunner.packageRoot.appendingPathComponent("Tests/GestureCLITests/Expected/\(expectedFile)"),
            encoding: .utf8)
        let result = try CommandRunner.run(arguments)
        #expect(result.status == 0 && result.stderr.isEmpty)
        #expect(result.stdout == expected)
    }

    @Test func theChainSceneTraceShowsHandlersExclusivityAndDrops() throws {
        let text = try CommandRunner.run(
            ["run", "--trace", "--scene", "Datasets/scenes/chain.json", "Tests/GestureCLITests/Expected/chain-samples.jsonl"]
        ).stdout
        #expect(text.contains(#"{"t":0,"type":"touchesBegan","responder":"button","touches":[1]}"#))
        #expect(!text.contains(#""touches":[2]"#))  // touch 2 began while the exclusive button tracked touch 1
        #expect(text.contains(#"{"t":0.5,"type":"touchesBegan","responder":"panel","touches":[3]}"#))
        #expect(text.contains(#"{"t":1,"type":"dropped","event":"touches","message":"touchesBegan","touches":[4]}"#))
        #expect(text.contains(#"{"t":2,"type":"pressesBegan","responder":"c","keys":["a"]}"#))
        #expect(text.contains(#"{"t":3,"type":"dropped","event":"remoteControl","message":"remoteControlReceived","subtype":"play"}"#))
    }

    @Test func withoutTraceASceneChangesOnlyTheGestureRecords() throws {
        let plain = try CommandRunner.run(["run", "--format", "jsonl", "Datasets/mixed.jsonl"])
        let scened = try CommandRunner.run(["run", "--format", "jsonl", "--scene", "Datasets/scenes/chain.json", "Datasets/mixed.jsonl"])
        let bundledDefault = try CommandRunner.run(["run", "--format", "jsonl", "--scene", "Datasets/scenes/default.json", "Datasets/mixed.jsonl"])
        #expect(plain.stdout == bundledDefault.stdout)
        func withoutGestures(_ text: String) -> String {
            text.split(separator: "\n").filter { !$0.contains("\"view\":") }
                .map { $0.replacing(/,"gestures":\d+/, with: "") }.joined(separator: "\n")
        }
        #expect(withoutGestures(plain.stdout) == withoutGestures(scened.stdout) && !plain.stdout.isEmpty)
        #expect(plain.stdout.contains(#""type":"tap","id":"doubleTap","taps":2"#))
    }

    @Test func textTraceIsReadable() throws {
        let text = try CommandRunner.run(["run", "--trace", "--format", "text", "Datasets/mixed.jsonl"]).stdout
        #expect(text.contains("    0.000000    → root touchesBegan touches 1"))
        #expect(text.contains("    2.500000    → root remoteControlReceived togglePlayPause"))
    }

    @Test(arguments: [
        (#"{"window":{"frame":[0,0,320]}}"#, 65, "$.window.frame: expected 4 numbers [x, y, width, height], found 3"),
        ("{\"window\":\n 7", 65, ":2:3: scene is not valid JSON: expected ',' or '}' in an object"),
        (#"{"window":{"frame":[0,0,1,1]},"views":[{"id":"a","frame":[0,0,1,1],"hiden":true}]}"#, 65, "$.views[0].hiden: unknown key"),
    ])
    func aBadSceneStopsBeforeAnyOutput(scene: String, status: Int32, message: String) throws {
        let path = try ScratchFolder.write(scene, extension: "json")
        let result = try CommandRunner.run(["run", "--scene", path, "Datasets/mixed.jsonl"])
        #expect(result.status == status && result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("gesture: \(path)") && result.stderr.contains(message))
    }

    @Test func aMissingSceneGivesStatus66() throws {
        let result = try CommandRunner.run(["run", "--scene", "no/such/scene.json", "Datasets/mixed.jsonl"])
        #expect(result.status == 66)
        #expect(result.stderr == "gesture: no/such/scene.json: cannot open scene: No such file or directory\n")
    }
}

extension RunCommandTests {
    /// Eight real metronome taps (UBC touch study, session 1, 80 taps per minute): eight single taps, each
    /// confirmed 0.35 s after it lifted, and no double tap.
    @Test func realMetronomeTapsAreSingleTapsNotDoubleTaps() throws {
        let result = try CommandRunner.run(["run", "--format", "jsonl", "Tests/GestureCLITests/Expected/ubc-session1-taps.jsonl"])
        #expect(result.status == 0)
        let taps = result.stdout.split(separator: "\n").filter { $0.contains(#""type":"tap""#) }
        #expect(taps.count == 8 && taps.allSatisfy { $0.contains(#""id":"tap","taps":1"#) })
        #expect(taps.first?.contains(#""down":0,"up":0.204}"#) == true)
        #expect(!result.stdout.contains("doubleTap"))
    }

    /// Three real drags (UBC touch study, session 2): three pans and no tap; the one lifted while still
    /// moving at over 300 pt/s is also a swipe.
    @Test func realDragsArePansNotTaps() throws {
        let result = try CommandRunner.run(["run", "--format", "jsonl", "Tests/GestureCLITests/Expected/ubc-session2-drags.jsonl"])
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.filter { $0.contains(#""type":"pan""#) && $0.contains(#""state":"began""#) }.count == 3)
        #expect(lines.filter { $0.contains(#""type":"pan""#) && $0.contains(#""state":"ended""#) }.count == 3)
        #expect(!lines.contains { $0.contains(#""type":"tap""#) })
        #expect(lines.filter { $0.contains(#""type":"swipe""#) } == [#"{"t":2.521,"type":"swipe","id":"swipe","direction":"right","touches":1,"x":736,"y":184,"view":"root"}"#])
    }
}
