import Testing
import TestSupport
import GestureKit
@testable import GestureKitIO

/// Tracks touches and records every delivered event's phases.
final class TrackingHandler: SampleHandler {
    var tracker = TouchTracker()
    var phases: [String] = []
    var others = 0

    func handle(_ sample: Sample, in loop: RunLoop) throws(SampleError) {
        guard case .touch(let touch) = sample else {
            others += 1
            return
        }
        try tracker.process(touch) { record($0) }
    }

    func instantDidEnd(in loop: RunLoop) {
        tracker.endFrame { record($0) }
    }

    private func record(_ event: Event) {
        phases.append(event.allTouches.map { "\($0.phase.rawValue)@\($0.contact)" }.joined(separator: ","))
    }
}

@Suite(.scratchFolder) struct ReplayTests {
    static let good = """
        {"t":0,"touch":1,"state":"down","x":1,"y":1}
        {"t":0,"touch":2,"state":"down","x":5,"y":5}
        {"t":0.1,"touch":1,"state":"up"}
        """

    func replay(_ text: String, lenient: Bool = false) throws -> (TrackingHandler, Result<Replay.Outcome, DatasetError>) {
        let handler = TrackingHandler()
        let path = try TestFiles.write(text)
        let result = Result { () throws(DatasetError) -> Replay.Outcome in
            let reader = try JSONLinesSampleReader(path: path)
            return try Replay.run(reader, loop: RunLoop(), handler: handler, lenient: lenient)
        }
        return (handler, result)
    }

    @Test func replaysAWholeFile() throws {
        let (handler, result) = try replay(Self.good + "\n{\"t\":0.2,\"touch\":2,\"state\":\"up\"}\n{\"t\":0.3,\"remote\":\"play\"}")
        let outcome = try result.get()
        #expect(outcome.samples == 5 && outcome.skipped == 0)
        #expect(handler.phases == ["began@1,began@2", "ended@1,stationary@2", "ended@2"])
        #expect(handler.others == 1)
    }

    /// Every bad-input case of the foundation issue, with the reason the error must carry.
    static let badLines: [(String, DatasetError.Reason)] = [
        ("{\"t\":0.2,", .malformed("expected a string in double quotes")),
        ("{\"t\":0.2,\"touch\":1,\"state\":\"hover\",\"x\":1,\"y\":1}", .unknownState),
        ("{\"t\":0.2,\"remote\":\"eject\"}", .unknownCommand),
        ("{\"t\":NaN,\"remote\":\"play\"}", .invalidSample(.nonFinite(field: "t"))),
        ("{\"t\":0.2,\"accel\":[0,Infinity,0]}", .invalidSample(.nonFinite(field: "accel[1]"))),
        ("{\"t\":0.05,\"remote\":\"play\"}", .invalidSample(.timeWentBackwards(previous: 0.1, current: 0.05))),
        ("{\"t\":0.2,\"touch\":9,\"state\":\"move\",\"x\":1,\"y\":1}", .invalidSample(.contactNotDown(contact: 9, state: .move))),
        ("{\"t\":0.2,\"touch\":1,\"state\":\"up\"}", .invalidSample(.contactNotDown(contact: 1, state: .up))),
        ("{\"t\":0.2,\"touch\":2,\"state\":\"down\",\"x\":1,\"y\":1}", .invalidSample(.contactAlreadyDown(contact: 2))),
    ]

    @Test(arguments: badLines)
    func aBadLineStopsTheReplayAfterWritingWhatCameBefore(line: String, reason: DatasetError.Reason) throws {
        let (handler, result) = try replay(Self.good + "\n" + line + "\n{\"t\":0.3,\"touch\":2,\"state\":\"up\"}")
        guard case .failure(let error) = result else {
            Issue.record("expected the replay to stop")
            return
        }
        #expect(error.reason == reason)
        #expect(error.line == 4)
        // The frame collected at t = 0.1 was delivered before stopping.
        #expect(handler.phases == ["began@1,began@2", "ended@1,stationary@2"])
    }

    @Test(arguments: badLines)
    func lenientReplaySkipsAndCountsBadLines(line: String, reason: DatasetError.Reason) throws {
        let (handler, result) = try replay(Self.good + "\n" + line + "\n" + line + "\n{\"t\":0.3,\"touch\":2,\"state\":\"up\"}", lenient: true)
        let outcome = try result.get()
        #expect(outcome.skipped == 2)
        #expect(outcome.firstSkipped?.reason == reason)
        #expect(outcome.firstSkipped?.line == 4)
        #expect(handler.phases == ["began@1,began@2", "ended@1,stationary@2", "ended@2"])
    }

    @Test func errorsNameTheFileAndLine() throws {
        let (_, result) = try replay("{\"t\":0,\"touch\":1,\"state\":\"move\",\"x\":1,\"y\":1}")
        guard case .failure(let error) = result else {
            Issue.record("expected an error")
            return
        }
        #expect(error.file.hasSuffix(".jsonl"))
        #expect(error.description.hasSuffix(":1: move for contact 1, which is not down (field \"touch\")"))
    }
}
