import GestureKit
import GestureKitIO

/// The engine as `gesture run` drives it: samples go through an ``ApplicationInput`` into a scene's
/// application (touch tracking with tap counts and event grouping, hit-testing, the responder chain),
/// while the trace records what was observed: every touch event, key and remote sample, a motion
/// summary, and with `traceDeliveries` every delivery and every dropped message.
final class TraceHandler: SampleHandler {
    let scene: Scene
    private let input: ApplicationInput
    private(set) var motion = MotionSummary()
    private let writer: TraceWriter
    private(set) var counts = TraceCounts()
    private var lastSequence = 0
    private var now = 0.0
    /// The event that ended a sequence, written once its deliveries have been traced.
    private var endedEvent: Event?

    init(writer: TraceWriter, tapCountRule: TapCountRule, scene: Scene, traceDeliveries: Bool) {
        self.writer = writer
        self.scene = scene
        self.input = ApplicationInput(application: scene.application, tapCountRule: tapCountRule)
        scene.application.addEventMonitor { [unowned self] event in
            if event.kind == .touches { record(event) }
        }
        scene.onRecognizerAction = { [unowned self] recognizer, viewID in
            counts.gestures += 1
            writer.recognized(recognizer, view: viewID)
        }
        scene.onControlAction = { [unowned self] action in
            counts.actions += 1
            writer.controlAction(action, at: now)
        }
        guard traceDeliveries else { return }
        scene.onHandled = { [unowned self] handled in writer.handled(handled, at: now) }
        scene.application.onDroppedEvent = { [unowned self] dropped in writer.dropped(dropped, at: now) }
    }

    func handle(_ sample: Sample, in loop: RunLoop) throws(SampleError) {
        now = loop.now
        switch sample {
        case .touch:
            break
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
        defer { writeEnded() }
        try input.handle(sample, in: loop)
        counts.samples += 1
    }

    func instantDidEnd(in loop: RunLoop) {
        now = loop.now
        input.instantDidEnd(in: loop)
        writeEnded()
    }

    private func record(_ event: Event) {
        if event.sequence != lastSequence {
            lastSequence = event.sequence
            counts.events += 1
            writer.eventBegan(event)
        }
        for touch in event.allTouches {
            if touch.phase == .began { counts.touches += 1 }
            writer.touch(touch, in: event)
        }
        if event.endsSequence { endedEvent = event }
    }

    private func writeEnded() {
        guard let event = endedEvent else { return }
        endedEvent = nil
        writer.eventEnded(event)
    }
}
