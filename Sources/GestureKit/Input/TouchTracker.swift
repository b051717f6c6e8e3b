/// Turns touch contact samples into ``Touch`` objects with phases and tap counts, grouped into
/// ``Event``s (from the first finger landing to the last finger lifting).
///
/// **Frames.** Samples with the same timestamp form one frame, as an evdev `SYN_REPORT` does: the
/// tracker collects them and delivers one ``Event`` per frame, in which the touches that changed have
/// phase `began`, `moved`, `ended` or `cancelled`, and the touches that are down but did not change are
/// `stationary`. A frame ends when a sample with a later timestamp arrives, when a contact changes twice
/// at the same instant, or when ``endFrame(deliver:)`` is called (the run loop calls it before its
/// clock moves on and at the end of input). A frame in which nothing changed delivers nothing.
///
/// **Validation.** A sample that would make the stream inconsistent is rejected with a
/// ``SampleError`` and changes nothing: time going backwards, NaN or infinity, `move`/`up`/`cancel` for a
/// contact that is not down, `down` for a contact already down, `down`/`move` without a location.
///
/// The steady state allocates nothing per sample: touches live in one reused array, and each delivered
/// event shares it until the callback returns.
public struct TouchTracker: Sendable {
    /// The rule that gives each new touch its tap count.
    public var tapCountRule: TapCountRule

    private var touches: [Touch] = []
    private var frameTime: Double?
    private var frameChanged = false
    private var sequence = 0
    private var nextTouchID = 1
    private var lastEnded: TapCountRule.EndedTouch?
    private var lastTimestamp = -Double.infinity

    /// Creates a tracker with the given tap-count rule.
    public init(tapCountRule: TapCountRule = .default) {
        self.tapCountRule = tapCountRule
        touches.reserveCapacity(16)
    }

    /// The touches that are down now (including any that began in the pending frame).
    public var activeTouches: [Touch] { touches.filter { !$0.phase.isFinal } }

    /// Whether samples are collected for a frame that has not been delivered yet.
    public var hasPendingFrame: Bool { frameChanged }

    /// The number of the current (or last) touch sequence; 0 before the first touch.
    public var currentSequence: Int { sequence }

    // MARK: - Input

    /// Applies one sample; delivers the previous frame first if this sample starts a new one.
    /// - Throws: ``SampleError`` if the sample is inconsistent with the stream; nothing changes then.
    public mutating func process(_ sample: TouchSample, deliver: (Event) -> Void) throws(SampleError) {
        try validate(sample)
        if let frameTime, sample.timestamp > frameTime || (frameChanged && contactChangedInFrame(sample)) {
            endFrame(deliver: deliver)
        }
        lastTimestamp = sample.timestamp
        if frameTime == nil { frameTime = sample.timestamp }
        apply(sample)
    }

    /// Delivers the pending frame, if anything changed in it, and prepares the next one.
    public mutating func endFrame(deliver: (Event) -> Void) {
        guard let time = frameTime else { return }
        frameTime = nil
        guard frameChanged else { return }
        frameChanged = false
        deliver(Event(kind: .touches, timestamp: time, sequence: sequence, allTouches: touches))
        touches.removeAll { $0.phase.isFinal }
        for index in touches.indices {
            touches[index].phase = .stationary
            touches[index].previousLocation = touches[index].location
        }
    }

    // MARK: - Steps

    private func validate(_ sample: TouchSample) throws(SampleError) {
        guard sample.timestamp.isFinite else { throw .nonFinite(field: "t") }
        if let location = sample.location {
            guard location.x.isFinite else { throw .nonFinite(field: "x") }
            guard location.y.isFinite else { throw .nonFinite(field: "y") }
        }
        if let pressure = sample.pressure, !pressure.isFinite { throw .nonFinite(field: "pressure") }
        if let radius = sample.radius, !radius.isFinite { throw .nonFinite(field: "radius") }
        guard sample.timestamp >= lastTimestamp else {
            throw .timeWentBackwards(previous: lastTimestamp, current: sample.timestamp)
        }
        let isDown = activeIndex(of: sample.contact) != nil
        switch sample.state {
        case .down:
            guard !isDown else { throw .contactAlreadyDown(contact: sample.contact) }
            guard sample.location != nil else { throw .missingLocation(contact: sample.contact, state: .down) }
        case .move:
            guard isDown else { throw .contactNotDown(contact: sample.contact, state: .move) }
            guard sample.location != nil else { throw .missingLocation(contact: sample.contact, state: .move) }
        case .up, .cancel:
            guard isDown else { throw .contactNotDown(contact: sample.contact, state: sample.state) }
        }
    }

    /// Whether the sample's contact already changed in the pending frame (it must then start a new one).
    private func contactChangedInFrame(_ sample: TouchSample) -> Bool {
        touches.contains { $0.contact == sample.contact && $0.phase != .stationary }
    }

    private func activeIndex(of contact: Int) -> Int? {
        touches.firstIndex { $0.contact == contact && !$0.phase.isFinal }
    }

    private mutating func apply(_ sample: TouchSample) {
        let time = sample.timestamp
        if sample.state == .down {
            let location = sample.location ?? .zero
            if touches.isEmpty { sequence += 1 }
            let tapCount = tapCountRule.tapCount(beginningAt: time, at: location, after: lastEnded)
            touches.append(
                Touch(
                    id: nextTouchID, contact: sample.contact, timestamp: time, location: location,
                    tapCount: tapCount, pressure: sample.pressure, radius: sample.radius))
            nextTouchID += 1
            frameChanged = true
            return
        }
        guard let index = activeIndex(of: sample.contact) else { return }
        var touch = touches[index]
        let location = sample.location ?? touch.location
        switch sample.state {
        case .down:
            return
        case .move:
            let changed = location != touch.location || sample.pressure != touch.pressure
                || sample.radius != touch.radius
            guard changed else { return }
            touch.phase = .moved
        case .up, .cancel:
            touch.phase = sample.state == .up ? .ended : .cancelled
            lastEnded = TapCountRule.EndedTouch(
                timestamp: time, location: location, tapCount: touch.tapCount,
                wasCancelled: sample.state == .cancel)
        }
        touch.previousLocation = touch.location
        touch.location = location
        touch.timestamp = time
        if let pressure = sample.pressure { touch.pressure = pressure }
        if let radius = sample.radius { touch.radius = radius }
        touches[index] = touch
        frameChanged = true
    }
}
