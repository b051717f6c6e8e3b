import GestureKit

/// Feeds accelerometer samples into an ``ApplicationInput`` on a live run loop, each at its own time:
/// a replayed recording at its own pace, or a device read at a steady rate, plus recorded traces
/// injected on demand (the space bar's shake).
///
/// An injected trace *replaces* the source while it plays, as if the device were picked up and shaken:
/// the replay pauses and resumes where it stopped, the device is not read. Every sample is restamped on
/// the loop's clock (`recorded time + offset`), so the detector sees one stream whose time never goes
/// back. One timer at a time is scheduled, at the next sample's time; a late wake-up feeds every sample
/// that fell due, each with its own timestamp.
final class SampleFeeder {
    /// Where samples come from when no trace is injected.
    enum Source {
        /// A recording's accelerometer samples, played once.
        case replay([AccelerometerSample])
        /// A device read every `interval` seconds.
        case device(IIOAccelerometer, interval: Double)
        /// Nothing: only injected traces.
        case none
    }

    private let input: ApplicationInput
    private let source: Source
    private var replayIndex = 0
    private var replayOffset = 0.0
    private var nextDeviceRead: Double?
    private var trace: [AccelerometerSample] = []
    private var traceIndex = 0
    private var traceOffset = 0.0
    private var timer: RunLoopTimer?
    /// Samples fed so far.
    private(set) var samplesFed = 0
    /// The last device error, if reading failed (reading goes on at the next tick).
    private(set) var deviceError: IIOError?

    init(input: ApplicationInput, source: Source) {
        self.input = input
        self.source = source
    }

    /// Whether an injected trace is playing.
    var isPlayingTrace: Bool { traceIndex < trace.count }

    /// The replay's position and length in recorded seconds, when replaying.
    var replayProgress: (position: Double, duration: Double)? {
        guard case .replay(let samples) = source, let first = samples.first, let last = samples.last else { return nil }
        let index = min(replayIndex, samples.count - 1)
        return (samples[index].timestamp - first.timestamp, last.timestamp - first.timestamp)
    }

    /// Whether the replay has played to its end.
    var replayFinished: Bool {
        if case .replay(let samples) = source { return replayIndex >= samples.count }
        return false
    }

    /// Starts feeding at the loop's current time.
    func start(on loop: RunLoop) {
        if case .replay(let samples) = source, let first = samples.first { replayOffset = loop.now - first.timestamp }
        schedule(on: loop)
    }

    /// Plays `samples` from now, in place of the source, until they run out. A trace already playing is
    /// replaced.
    func inject(_ samples: [AccelerometerSample], on loop: RunLoop) {
        guard let first = samples.first else { return }
        trace = samples
        traceIndex = 0
        traceOffset = loop.now - first.timestamp
        schedule(on: loop)
    }

    /// The loop time of the next sample, if any.
    private func nextDue(now: Double) -> Double? {
        if isPlayingTrace { return trace[traceIndex].timestamp + traceOffset }
        switch source {
        case .replay(let samples):
            guard replayIndex < samples.count else { return nil }
            return samples[replayIndex].timestamp + replayOffset
        case .device:
            return nextDeviceRead ?? now
        case .none:
            return nil
        }
    }

    private func schedule(on loop: RunLoop) {
        if let timer { loop.cancel(timer) }
        timer = nil
        guard let due = nextDue(now: loop.now) else { return }
        timer = loop.schedule(at: due) { [weak self] loop in
            guard let self else { return }
            self.timer = nil
            self.feedDue(on: loop)
            self.schedule(on: loop)
        }
    }

    /// Feeds every sample due at or before the loop's current time.
    private func feedDue(on loop: RunLoop) {
        while let due = nextDue(now: loop.now), due <= loop.now {
            if isPlayingTrace {
                let sample = trace[traceIndex]
                traceIndex += 1
                feed(sample.restamped(due), on: loop)
                if !isPlayingTrace { resumeSource(at: due) }
                continue
            }
            switch source {
            case .replay(let samples):
                let sample = samples[replayIndex]
                replayIndex += 1
                feed(sample.restamped(due), on: loop)
            case .device(let device, let interval):
                nextDeviceRead = max(due + interval, loop.now)
                do {
                    feed(try device.read(at: loop.now), on: loop)
                    deviceError = nil
                } catch {
                    deviceError = error
                }
                return
            case .none:
                return
            }
        }
    }

    /// After a trace: the replay continues from where it paused, the device is read again now.
    private func resumeSource(at time: Double) {
        if case .replay(let samples) = source, replayIndex < samples.count {
            replayOffset = time - samples[replayIndex].timestamp
        }
        nextDeviceRead = time
    }

    private func feed(_ sample: AccelerometerSample, on loop: RunLoop) {
        samplesFed += 1
        // Accelerometer samples never fail in the input stage (only touches can be inconsistent).
        try? input.handle(.accelerometer(sample), in: loop)
    }
}

extension AccelerometerSample {
    /// The same reading at another time.
    func restamped(_ time: Double) -> AccelerometerSample {
        AccelerometerSample(timestamp: time, x: x, y: y, z: z)
    }
}
