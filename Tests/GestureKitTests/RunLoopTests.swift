#if canImport(Glibc)
import Glibc
#endif
import Testing
@testable import GestureKit

/// A handler that logs what the loop did, with the loop's clock at each step.
final class LoggingHandler: SampleHandler {
    var log: [String] = []
    var instantEnds: [Double] = []
    var refuseTimestamp: Double?

    func handle(_ sample: Sample, in loop: RunLoop) throws(SampleError) {
        if sample.timestamp == refuseTimestamp { throw .nonFinite(field: "test") }
        log.append("sample@\(loop.now)")
    }

    func instantDidEnd(in loop: RunLoop) {
        instantEnds.append(loop.now)
    }
}

func accel(_ t: Double) -> Sample { .accelerometer(AccelerometerSample(timestamp: t, x: 0, y: -1, z: 0)) }

@Suite struct RunLoopTests {
    @Test func timerFiresAtItsExactTimeBeforeTheSampleThatPassesIt() throws {
        let loop = RunLoop()
        let handler = LoggingHandler()
        try loop.feed(accel(0), to: handler)
        loop.schedule(after: 0.5) { handler.log.append("timer@\($0.now)") }
        try loop.feed(accel(0.2), to: handler)
        try loop.feed(accel(0.9), to: handler)
        #expect(handler.log == ["sample@0.0", "sample@0.2", "timer@0.5", "sample@0.9"])
    }

    @Test func timerDueExactlyAtASampleRunsFirst() throws {
        let loop = RunLoop()
        let handler = LoggingHandler()
        loop.schedule(at: 1) { handler.log.append("timer@\($0.now)") }
        try loop.feed(accel(1), to: handler)
        #expect(handler.log == ["timer@1.0", "sample@1.0"])
    }

    @Test func timersFireWithNoSamplesAtTheEndOfInput() throws {
        let loop = RunLoop()
        let handler = LoggingHandler()
        try loop.feed(accel(0), to: handler)
        loop.schedule(after: 2) { handler.log.append("b@\($0.now)") }
        loop.schedule(after: 1) { loop in
            handler.log.append("a@\(loop.now)")
            loop.schedule(after: 0.25) { handler.log.append("c@\($0.now)") }
        }
        try loop.finish(handler)
        #expect(handler.log == ["sample@0.0", "a@1.0", "c@1.25", "b@2.0"])
        #expect(loop.now == 2)
    }

    @Test func timersDueAtTheSameTimeFireInSchedulingOrder() throws {
        let loop = RunLoop()
        let handler = LoggingHandler()
        for name in ["x", "y", "z"] { loop.schedule(at: 3) { _ in handler.log.append(name) } }
        try loop.finish(handler)
        #expect(handler.log == ["x", "y", "z"])
    }

    @Test func cancelledTimersDoNotFire() throws {
        let loop = RunLoop()
        let handler = LoggingHandler()
        let timer = loop.schedule(at: 1) { _ in handler.log.append("cancelled") }
        loop.schedule(at: 2) { _ in handler.log.append("kept") }
        #expect(loop.isScheduled(timer))
        loop.cancel(timer)
        #expect(!loop.isScheduled(timer))
        #expect(loop.nextTimerDue == 2)
        try loop.finish(handler)
        #expect(handler.log == ["kept"])
    }

    @Test func repeatingTimersFireEachIntervalWhileInputLasts() throws {
        let loop = RunLoop()
        let handler = LoggingHandler()
        try loop.feed(accel(0), to: handler)
        let timer = loop.schedule(after: 0.25, repeatInterval: 0.25) { handler.log.append("tick@\($0.now)") }
        try loop.feed(accel(0.8), to: handler)
        try loop.finish(handler)
        #expect(handler.log == ["sample@0.0", "tick@0.25", "tick@0.5", "tick@0.75", "sample@0.8"])
        #expect(loop.isScheduled(timer))
    }

    @Test func postedWorkRunsInOrderAfterTheCurrentItem() throws {
        let loop = RunLoop()
        let handler = LoggingHandler()
        loop.schedule(at: 1) { loop in
            loop.perform { _ in handler.log.append("first") }
            loop.perform { _ in handler.log.append("second") }
            handler.log.append("timer")
        }
        try loop.feed(accel(2), to: handler)
        #expect(handler.log == ["timer", "first", "second", "sample@2.0"])
    }

    @Test func instantEndsBeforeTheClockMovesOn() throws {
        let loop = RunLoop()
        let handler = LoggingHandler()
        try loop.feed(accel(0), to: handler)
        try loop.feed(accel(0), to: handler)
        try loop.feed(accel(0.5), to: handler)
        try loop.finish(handler)
        #expect(handler.instantEnds.first == 0)
        #expect(handler.instantEnds.filter { $0 == 0 }.count == 1)
        #expect(handler.instantEnds.last == 0.5)
    }

    @Test func timeGoingBackwardsIsRefused() throws {
        let loop = RunLoop()
        let handler = LoggingHandler()
        try loop.feed(accel(1), to: handler)
        #expect(throws: SampleError.timeWentBackwards(previous: 1, current: 0.5)) { try loop.feed(accel(0.5), to: handler) }
        #expect(throws: SampleError.nonFinite(field: "t")) { try loop.feed(accel(.nan), to: handler) }
        #expect(handler.log == ["sample@1.0"])
    }

    @Test func theFirstSampleSetsTheVirtualClockToAnyOrigin() throws {
        let loop = RunLoop()
        let handler = LoggingHandler()
        try loop.feed(accel(-5), to: handler)
        #expect(loop.now == -5)
        let late = RunLoop(clock: .virtual(start: 100))
        try late.feed(accel(1_330_495_944.185), to: handler)
        #expect(late.now == 1_330_495_944.185)
    }

    @Test func handlerErrorsPropagate() {
        let loop = RunLoop()
        let handler = LoggingHandler()
        handler.refuseTimestamp = 1
        #expect(throws: SampleError.nonFinite(field: "test")) { try loop.feed(accel(1), to: handler) }
    }

    @Test func item1_noTimerFiresWhileTheClockStandsStill() throws {
        let loop = RunLoop()
        let handler = LoggingHandler()
        loop.schedule(at: 1) { _ in handler.log.append("timer") }
        try loop.feed(accel(0.999), to: handler)
        try loop.feed(accel(0.999), to: handler)
        #expect(!handler.log.contains("timer"))
    }
}

// MARK: - Live

/// A time source the test moves by hand.
final class ManualTimeSource: TimeSource {
    var time = 100.0
    func now() -> Double { time }
}

/// A waiter that records the timeouts it was asked to block for and "sleeps" by moving the manual clock.
struct RecordingWaiter: IdleWaiter {
    let clock: ManualTimeSource
    var timeouts: [Double?] = []
    var readyAfter: [[Int]] = []

    mutating func wait(for descriptors: [Int32], timeout: Double?) -> [Int] {
        timeouts.append(timeout)
        if !readyAfter.isEmpty { return readyAfter.removeFirst() }
        if let timeout { clock.time += timeout }
        return []
    }
}

/// A live input that yields a fixed list of samples, one batch per read, then closes.
struct ScriptedInput: LiveInput {
    var fileDescriptor: Int32 = 99
    var batches: [[Double]]

    mutating func read(at time: Double, emit: (Sample) -> Void) -> Bool {
        guard !batches.isEmpty else { return false }
        for _ in batches.removeFirst() { emit(accel(time)) }
        return !batches.isEmpty
    }
}

@Suite struct LiveRunLoopTests {
    @Test func blocksExactlyUntilTheNextTimerThenStopsWhenNothingIsLeft() throws {
        let clock = ManualTimeSource()
        let loop = RunLoop(clock: .live(clock))
        let handler = LoggingHandler()
        loop.schedule(after: 0.25) { handler.log.append("a@\($0.now)") }
        loop.schedule(after: 1.0) { handler.log.append("b@\($0.now)") }
        var waiter = RecordingWaiter(clock: clock)
        try loop.runLive(inputs: [], handler: handler, waiter: &waiter)
        #expect(waiter.timeouts == [0.25, 0.75])
        #expect(handler.log == ["a@100.25", "b@101.0"])
    }

    @Test func idleLoopWithAnOpenInputBlocksWithoutTimeout() throws {
        let clock = ManualTimeSource()
        let loop = RunLoop(clock: .live(clock))
        let handler = LoggingHandler()
        var waiter = RecordingWaiter(clock: clock, readyAfter: [[0], [0]])
        let input = ScriptedInput(batches: [[1, 1], [1]])
        try loop.runLive(inputs: [input], handler: handler, waiter: &waiter)
        #expect(waiter.timeouts == [nil, nil])
        #expect(handler.log == ["sample@100.0", "sample@100.0", "sample@100.0"])
    }

    @Test func stopEndsTheLoop() throws {
        let clock = ManualTimeSource()
        let loop = RunLoop(clock: .live(clock))
        let handler = LoggingHandler()
        loop.schedule(after: 0.5, repeatInterval: 0.5) { loop in
            handler.log.append("tick")
            if handler.log.count == 3 { loop.stop() }
        }
        var waiter = RecordingWaiter(clock: clock)
        try loop.runLive(inputs: [], handler: handler, waiter: &waiter)
        #expect(handler.log == ["tick", "tick", "tick"])
        #expect(waiter.timeouts == [0.5, 0.5, 0.5])
    }

    /// A live loop that falls behind (stopped with Ctrl-Z for ten seconds) fires a repeating timer once
    /// for the time missed, then keeps to its grid, instead of 200 firings in a burst.
    @Test func aRepeatingTimerThatFellBehindFiresOnceAndKeepsItsGrid() throws {
        let clock = ManualTimeSource()
        let loop = RunLoop(clock: .live(clock))
        let handler = LoggingHandler()
        var ticks: [Double] = []
        loop.schedule(at: 100, repeatInterval: 0.05) { loop in
            ticks.append(loop.now)
            if ticks.count == 1 { clock.time += 10.012 }  // the process was stopped here
            if ticks.count == 3 { loop.stop() }
        }
        var waiter = RecordingWaiter(clock: clock)
        try loop.runLive(inputs: [], handler: handler, waiter: &waiter)
        // The loop waited its 0.05 s (the recording waiter moves the clock by it) and woke at 110.062: one
        // tick for the 200 steps missed, then the grid's next step, 110.1.
        #expect(ticks.count == 3 && ticks[0] == 100)
        #expect(abs(ticks[1] - 110.062) < 1e-9)
        #expect(abs(ticks[2] - 110.1) < 1e-9)
        #expect(waiter.timeouts.count == 2 && abs((waiter.timeouts[1] ?? 0) - 0.038) < 1e-9)
    }

    /// A clock scaled absurdly far ahead never lets a repeating timer hold the loop.
    @Test func aClockThatRacesAheadStillLetsTheLoopTurn() throws {
        let clock = ManualTimeSource()
        let loop = RunLoop(clock: .live(clock))
        let handler = LoggingHandler()
        var ticks = 0
        loop.schedule(at: 100, repeatInterval: 0.05) { loop in
            ticks += 1
            clock.time = clock.time * 1e100
            if ticks == 4 { loop.stop() }
        }
        var waiter = RecordingWaiter(clock: clock)
        try loop.runLive(inputs: [], handler: handler, waiter: &waiter)
        #expect(ticks == 4)
    }

    /// Replays keep every occurrence, so the same file gives the same output whatever the machine does.
    @Test func aReplayFiresEveryOccurrence() throws {
        let loop = RunLoop()
        let handler = LoggingHandler()
        var ticks = 0
        loop.schedule(at: 0, repeatInterval: 0.05) { _ in ticks += 1 }
        try loop.feed(accel(1.01), to: handler)
        #expect(ticks == 21)  // 0, 0.05, …, 1.0
    }

    /// A loop on a clock running four times as fast waits a quarter of the time in real seconds.
    @Test func aScaledClockWaitsInRealTime() throws {
        let base = ManualTimeSource()
        let loop = RunLoop(clock: .live(ScaledTimeSource(base, speed: 4)))
        let handler = LoggingHandler()
        loop.schedule(after: 1.0) { handler.log.append("a@\($0.now)") }
        var waiter = RecordingWaiter(clock: base)
        try loop.runLive(inputs: [], handler: handler, waiter: &waiter)
        #expect(waiter.timeouts == [0.25])
        #expect(handler.log == ["a@1.0"])
    }

    @Test func pollWaiterWaitsAtMostItsLongestForAnEndlessTimeout() {
        var waiter = PollWaiter()
        var pipe: [Int32] = [0, 0]
        #expect(Glibc.pipe(&pipe) == 0)
        defer { close(pipe[0]); close(pipe[1]) }
        _ = write(pipe[1], "x", 1)
        // Readable at once, so none of these waits; they used to trap converting the timeout.
        for timeout in [1e300, .infinity, .nan, -1] {
            #expect(waiter.wait(for: [pipe[0]], timeout: timeout) == [0])
        }
    }

    @Test func pollWaiterReportsAReadablePipeAndTimesOutOnAnIdleOne() throws {
        var descriptors: [Int32] = [0, 0]
        #expect(pipe(&descriptors) == 0)
        defer {
            close(descriptors[0])
            close(descriptors[1])
        }
        var waiter = PollWaiter()
        #expect(waiter.wait(for: [descriptors[0]], timeout: 0).isEmpty)
        var byte: UInt8 = 1
        #expect(write(descriptors[1], &byte, 1) == 1)
        #expect(waiter.wait(for: [descriptors[0]], timeout: nil) == [0])
    }

    @Test func monotonicTimeSourceNeverGoesBack() {
        let source = MonotonicTimeSource()
        let first = source.now()
        let second = source.now()
        #expect(second >= first)
    }
}
