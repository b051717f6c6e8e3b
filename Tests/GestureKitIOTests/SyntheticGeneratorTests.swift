import Testing
import GestureKit
@testable import GestureKitIO

@Suite struct SyntheticGeneratorTests {
    func generate(_ kind: SyntheticKind, _ configure: (inout GeneratorOptions) -> Void = { _ in }) throws -> [Sample] {
        var options = GeneratorOptions()
        configure(&options)
        var generator = try SyntheticGenerator(options: options)
        var samples: [Sample] = []
        generator.generate(kind) { samples.append($0) }
        return samples
    }

    /// Replays samples through the tracker, returning the touches as they began.
    func began(_ samples: [Sample]) throws -> [Touch] {
        var tracker = TouchTracker()
        var touches: [Touch] = []
        let collect = { (event: Event) in touches += event.allTouches.filter { $0.phase == .began } }
        for case .touch(let sample) in samples { try tracker.process(sample, deliver: collect) }
        tracker.endFrame(deliver: collect)
        return touches
    }

    @Test(arguments: SyntheticKind.allCases)
    func sameSeedSameSamplesOtherSeedOtherSamples(kind: SyntheticKind) throws {
        let first = try generate(kind) { $0.seed = 7; $0.count = 3; $0.duration = 2 }
        let again = try generate(kind) { $0.seed = 7; $0.count = 3; $0.duration = 2 }
        let other = try generate(kind) { $0.seed = 8; $0.count = 3; $0.duration = 2 }
        #expect(!first.isEmpty)
        #expect(first == again)
        #expect(first != other)
    }

    @Test(arguments: SyntheticKind.allCases)
    func everyKindIsAConsistentStreamInTimeOrder(kind: SyntheticKind) throws {
        let samples = try generate(kind) { $0.seed = 3; $0.count = 5; $0.duration = 3 }
        let loop = RunLoop()
        let handler = TrackingHandler()
        for sample in samples { try loop.feed(sample, to: handler) }
        try loop.finish(handler)
        #expect(samples.allSatisfy { $0.timestamp.isFinite })
        #expect(kind.isMotion == samples.allSatisfy { if case .accelerometer = $0 { true } else { false } })
        if !kind.isMotion { #expect(handler.tracker.activeTouches.isEmpty) }
    }

    @Test(arguments: [(SyntheticKind.tap, 1), (.doubleTap, 2), (.tripleTap, 3)])
    func tapKindsCarryTheirTapCounts(kind: SyntheticKind, taps: Int) throws {
        let touches = try began(try generate(kind) { $0.seed = 11; $0.count = 20 })
        #expect(touches.count == 20 * taps)
        let expected = (0..<20).flatMap { _ in Array(1...taps) }
        #expect(touches.map(\.tapCount) == expected)
    }

    @Test(arguments: [SyntheticKind.pinch, .rotation])
    func twoFingerKindsHaveTwoTouchesPerGesture(kind: SyntheticKind) throws {
        let samples = try generate(kind) { $0.count = 4 }
        var tracker = TouchTracker()
        var maxTouches = 0
        var sequences = Set<Int>()
        for case .touch(let sample) in samples {
            try tracker.process(sample) { event in
                maxTouches = max(maxTouches, event.allTouches.count)
                sequences.insert(event.sequence)
            }
        }
        #expect(maxTouches == 2)
        #expect(sequences.count == 4)
    }

    @Test func tapDurationsLookLikeRealTaps() throws {
        let samples = try generate(.tap) { $0.count = 400; $0.seed = 2 }
        var downs: [Int: Double] = [:]
        var durations: [Double] = []
        for case .touch(let touch) in samples {
            if touch.state == .down { downs[touch.contact] = touch.timestamp }
            if touch.state == .up, let start = downs[touch.contact] { durations.append(touch.timestamp - start) }
        }
        durations.sort()
        let median = durations[durations.count / 2]
        #expect(median > 0.06 && median < 0.1)
        #expect(durations.last! <= 0.4 + 0.02)
    }

    @Test func motionRatesAndDurationsAreHonoured() throws {
        let samples = try generate(.still) { $0.duration = 10; $0.motionRate = 50 }
        #expect(abs(samples.count - 500) <= 10)
        #expect((samples.last?.timestamp ?? 0) < 10)
        var summary = MotionSummary()
        for case .accelerometer(let reading) in samples { summary.add(reading) }
        #expect(abs(summary.magnitudeStatistics.mean - 1) < 0.01)
        #expect(abs(summary.rate - 50) < 1)
    }

    @Test func shakesAreVigorousAndStillnessIsNot() throws {
        func peak(_ kind: SyntheticKind) throws -> Double {
            var summary = MotionSummary()
            for case .accelerometer(let reading) in try generate(kind, { $0.count = 2; $0.duration = 5 }) { summary.add(reading) }
            return summary.magnitudeStatistics.maximum
        }
        #expect(try peak(.shake) > 2)
        #expect(try peak(.still) < 1.1)
        let walking = try peak(.walking)
        #expect(walking > 1.1 && walking < 2)
    }
}
