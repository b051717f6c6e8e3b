import GestureKit
import GestureKitIO
import Testing
@testable import GestureCLI

/// The base records of `gesture run` (README, "Output records"), byte for byte in both styles.
@Suite struct TraceWriterTests {
    func written(_ style: TraceWriter.Style, _ body: (TraceWriter) -> Void) -> String {
        let output = OutputBuffer(.memory)
        body(TraceWriter(style: style, output: output))
        return output.text
    }

    static let touch = Touch(
        id: 3, contact: 7, timestamp: 0.5, location: Point(x: 12.25, y: 100), tapCount: 2, pressure: 0.8, radius: 6)
    static let event = Event(kind: .touches, timestamp: 0.5, sequence: 4, allTouches: [touch])

    @Test func eventsBeginAndEnd() {
        #expect(written(.jsonl) { $0.eventBegan(Self.event); $0.eventEnded(Self.event) } == """
            {"t":0.5,"type":"eventBegan","event":4}
            {"t":0.5,"type":"eventEnded","event":4}

            """)
        #expect(written(.text) { $0.eventBegan(Self.event); $0.eventEnded(Self.event) } == """
                0.500000  event 4 began
                0.500000  event 4 ended

            """)
    }

    @Test func aTouchWithAndWithoutPressureAndRadius() {
        let plain = Touch(id: 1, contact: 0, timestamp: 0.5, location: Point(x: -3, y: 1e-7), tapCount: 1)
        #expect(written(.jsonl) { $0.touch(Self.touch, in: Self.event); $0.touch(plain, in: Self.event) } == """
            {"t":0.5,"type":"touch","event":4,"touch":3,"contact":7,"phase":"began","x":12.25,"y":100,"tapCount":2,"pressure":0.8,"radius":6}
            {"t":0.5,"type":"touch","event":4,"touch":1,"contact":0,"phase":"began","x":-3,"y":1e-07,"tapCount":1}

            """)
        let moved = Self.touch.changed(to: .stationary)
        #expect(written(.text) { $0.touch(Self.touch, in: Self.event); $0.touch(moved, in: Self.event) } == """
                0.500000    touch 3    began      (12.25, 100.00)      taps 2  contact 7
                0.500000    touch 3    stationary (12.25, 100.00)      taps 2  contact 7

            """)
    }

    @Test func keysAreJSONEscapedAndRemotesNamed() {
        let key = KeySample(timestamp: 1, key: "a \"quoted\"\\key", state: .down)
        let remote = RemoteControlSample(timestamp: 1.25, command: .togglePlayPause)
        #expect(written(.jsonl) { $0.key(key); $0.remote(remote) } == """
            {"t":1,"type":"key","key":"a \\"quoted\\"\\\\key","state":"down"}
            {"t":1.25,"type":"remote","command":"togglePlayPause"}

            """)
        #expect(written(.text) { $0.key(key); $0.remote(remote) } == """
                1.000000  key a "quoted"\\key down
                1.250000  remote togglePlayPause

            """)
    }

    @Test func theMotionSummaryGivesStatisticsAndNothingWithoutSamples() {
        var summary = MotionSummary()
        summary.add(AccelerometerSample(timestamp: 2, x: 0, y: 0, z: -1))
        summary.add(AccelerometerSample(timestamp: 2.5, x: 0, y: 0, z: -3))
        #expect(written(.jsonl) { $0.motionSummary(summary, at: 3) } == """
            {"t":3,"type":"motionSummary","samples":2,"first":2,"last":2.5,"duration":0.5,"rate":2,"mean":[0,0,-2],"sd":[0,0,1.4142135623730951],"magnitude":{"mean":2,"sd":1.4142135623730951,"min":1,"max":3}}

            """)
        #expect(written(.text) { $0.motionSummary(summary, at: 3) } == """
                3.000000  motion: 2 accelerometer samples over 0.500 s (2.0 Hz); mean (0.000, 0.000, -2.000) g; |a| mean 2.000 sd 1.414 min 1.000 max 3.000 g

            """)
        #expect(written(.jsonl) { $0.motionSummary(MotionSummary(), at: 3) }.isEmpty)
    }

    @Test func theSummaryCountsEverythingAndNamesTheSource() {
        let counts = TraceCounts(samples: 9, touches: 4, events: 2, accelerometer: 3, keys: 1, remotes: 1, gestures: 2, actions: 1)
        #expect(written(.jsonl) { $0.summary(counts, source: "a \"b\".jsonl", skipped: 2, at: 4) } == """
            {"t":4,"type":"summary","source":"a \\"b\\".jsonl","samples":9,"touches":4,"events":2,"accelerometer":3,"keys":1,"remotes":1,"skipped":2,"gestures":2,"actions":1}

            """)
        #expect(written(.text) { $0.summary(counts, source: "x.jsonl", skipped: 0, at: 4) } == """
                4.000000  summary: x.jsonl: 9 samples, 4 touches in 2 events, 3 accelerometer, 1 key, 1 remote, 2 gesture actions, 1 control actions

            """)
        #expect(written(.text) { $0.summary(counts, source: "x.jsonl", skipped: 2, at: 4) }.hasSuffix(", 2 bad lines skipped\n"))
    }

    @Test func textTimesAreRightAlignedInTwelveColumns() {
        #expect(written(.text) { $0.line(1234.5, "x") } == " 1234.500000  x\n")
        #expect(written(.text) { $0.line(123456.5, "x") } == "123456.500000  x\n")
    }
}
