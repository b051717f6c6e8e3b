import GestureKit
import Testing
import TestSupport
@testable import EightBall

/// The feeder on a virtual clock: its timers fire at their due times when the loop finishes, so pacing
/// and injection can be checked exactly.
@Suite(.scratchFolder) struct SampleFeederTests {
    func accelerometer(_ samples: [Sample]) -> [AccelerometerSample] {
        samples.compactMap { if case .accelerometer(let reading) = $0 { reading } else { nil } }
    }

    /// An input that records what reaches it, and the loop's clock at that moment.
    func recordingInput() -> (ApplicationInput, () -> [(sample: Double, clock: Double, y: Double)]) {
        let input = ApplicationInput(application: Application())
        var fed: [(Double, Double, Double)] = []
        input.accelerometerHandler = { sample, loop in fed.append((sample.timestamp, loop.now, sample.y)) }
        return (input, { fed })
    }

    @Test func aReplayIsFedAtItsOwnPaceFromTheLoopsStart() throws {
        let (input, fed) = recordingInput()
        let loop = RunLoop(clock: .virtual(start: 100))
        let replay = accelerometer(EightBallTestTraces.rest(from: 3, duration: 0.05))
        let feeder = SampleFeeder(input: input, source: .replay(replay))
        feeder.start(on: loop)
        try loop.finish(input)
        #expect(fed().map(\.sample) == [100, 100.01, 100.02, 100.03, 100.04].map { $0 })
        #expect(fed().allSatisfy { $0.sample == $0.clock })
        #expect(feeder.replayFinished)
        #expect(feeder.samplesFed == 5)
    }

    @Test func anInjectedTraceReplacesTheReplayWhichThenResumesWhereItStopped() throws {
        let (input, fed) = recordingInput()
        let loop = RunLoop()
        let replay = accelerometer(EightBallTestTraces.rest(from: 0, duration: 0.1))  // 10 samples, 0.00–0.09
        let trace = accelerometer(EightBallTestTraces.rest(from: 50, duration: 0.03))  // 3 samples
        let feeder = SampleFeeder(input: input, source: .replay(replay))
        feeder.start(on: loop)
        loop.schedule(at: 0.045) { loop in feeder.inject(trace, on: loop) }
        try loop.finish(input)
        let times = fed().map(\.sample)
        #expect(times.count == 13)
        #expect(zip(times, times.dropFirst()).allSatisfy { $0 <= $1 })  // one stream, never back in time
        // Replay 0.00–0.04, the trace at 0.045–0.065, then the replay from 0.05 resumed at 0.065.
        let expected = [0, 0.01, 0.02, 0.03, 0.04, 0.045, 0.055, 0.065, 0.065, 0.075, 0.085, 0.095, 0.105]
        #expect(zip(times, expected).allSatisfy { abs($0 - $1) < 1e-9 })
    }

    @Test func aDeviceIsReadAtItsRateAndNotWhileATracePlays() throws {
        let folder = try IIOAccelerometerTests.deviceFolder(raw: (0, 500, 0), scale: "0.0098")
        let (input, fed) = recordingInput()
        let loop = RunLoop()
        let feeder = SampleFeeder(input: input, source: .device(try IIOAccelerometer(path: folder), interval: 0.02))
        feeder.start(on: loop)
        let trace = accelerometer(EightBallTestTraces.rest(from: 7, duration: 0.05))  // 5 samples, y = −1 g
        loop.schedule(at: 0.1) { loop in feeder.inject(trace, on: loop) }
        // The device is read for ever: step the clock to 0.2 s with a sample the feeder ignores.
        try loop.feed(.key(KeySample(timestamp: 0.2, key: "x", state: .down)), to: input)
        let records = fed()
        let fromTrace = records.indices.filter { records[$0].y == -1 }
        #expect(fromTrace.count == 5)
        #expect(fromTrace == Array(fromTrace[0]..<(fromTrace[0] + 5)))  // in one run, no device read between
        #expect(records[..<fromTrace[0]].count == 5)  // the device at 0, 0.02 … 0.08
        #expect(records[fromTrace[0]...].dropFirst(5).count >= 3)  // and again after the trace
        #expect(abs(records[fromTrace[0]].sample - 0.1) < 1e-9)
        let times = records.map(\.sample)
        #expect(zip(times, times.dropFirst()).allSatisfy { $0 <= $1 })
        #expect(feeder.samplesFed == records.count)
        #expect(feeder.deviceError == nil)
    }
}
