import GestureKit
import GestureKitIO

/// The engine stage `gesture run` drives at this point: touch tracking with tap counts and event
/// grouping, a motion summary, and key and remote-control samples, all written as a trace.
final class TraceHandler: SampleHandler {
    private var tracker: TouchTracker
    private(set) var motion = MotionSummary()
    private let writer: TraceWriter
    private(set) var counts = TraceCounts()
    private var lastSequence = 0

    init(writer: TraceWriter, tapCountRule: TapCountRule) {
        self.writer = writer
        self.tracker = TouchTracker(tapCountRule: tapCountRule)
    }

    func handle(_ sample: Sample, in loop: RunLoop) throws(SampleError) {
        switch sample {
        case .touch(let touch):
            try tracker.process(touch) { deliver($0) }
        case .accelerometer(let reading):
            motion.add(reading)
            counts.accelerometer += 1
        case .key(let key):
            writer.key(key)
            counts.keys += 1
        case .remote(let remote):
            writer.remote(remote)
            counts.remotes += 1
        }
        counts.samples += 1
    }

    func instantDidEnd(in loop: RunLoop) {
        tracker.endFrame { deliver($0) }
    }

    private func deliver(_ event: Event) {
        if event.sequence != lastSequence {
            lastSequence = event.sequence
            counts.events += 1
            writer.eventBegan(event)
        }
        for touch in event.allTouches {
            if touch.phase == .began { counts.touches += 1 }
            writer.touch(touch, in: event)
        }
        if event.endsSequence { writer.eventEnded(event) }
    }
}
