/// Detects shaking in accelerometer samples (g, gravity included) and reports when it begins, ends or is
/// cancelled: the three moments UIKit reports as `motionBegan`, `motionEnded` and `motionCancelled` with
/// the `.motionShake` subtype, and never anything in between (item 86). Usable on its own: feed samples
/// with ``process(_:_:)``, read ``isShaking``, or take the transitions it reports.
///
/// ## How shaking is told apart from everyday motion
///
/// Shaking is the device driven back and forth along one line, fast and hard. Samples are averaged in
/// blocks of at least 1/64 s (one sample a block up to 64 Hz, two at 100 Hz, four at 200 Hz: shaking is
/// slower than 10 Hz, so nothing of it is lost, and the work per sample falls). Each block:
/// 1. ``GravitySplit`` removes gravity (low-pass, τ = 0.5 s), leaving user acceleration `u`.
/// 2. The axis of the motion is the principal eigenvector of an exponentially weighted covariance of
///    `u` (time constant 0.4 s), followed by one power-iteration step per block; its *linearity* is
///    the share of the motion's energy along that axis (λmax / trace).
/// 3. `u` projected on the axis must swing from beyond +0.2 g to beyond −0.2 g (or back) to count as a
///    *reversal*; its time is the interpolated zero crossing, so rates are measured finer than the
///    block step, and the peak of every half swing is kept.
/// 4. Shaking begins at a reversal when the last reversals match one of two regimes (``Regime``):
///    - *fast*: 5 reversals (two cycles) at most 0.15 s apart on average (at least 3.3 Hz), every half
///      swing between them 0.5 g or more and 0.7 g on average, the motion at least 90 % linear;
///    - *vigorous*: 4 reversals (one and a half cycles) at most 0.4 s apart on average (at least 1.25 Hz),
///      every half swing 1 g or more and 2 g on average, at least 95 % linear: big strokes along a line,
///      as people shake a remote or a phone they hold loosely.
///
///    In both, every cycle between those reversals (two consecutive half swings, so an off-centre swing's
///    short and long halves count together) must last 0.1 s or more: hands shake slower than 10 Hz, and
///    faster reversals are vibration, sensor noise or the edges of a sudden step, not shaking.
/// 5. A *light* match (half swings averaging under 1.2 g) must also be jerky (``Jerkiness``): at least 2 %
///    of the energy of the last 1.5 s of motion between 6 and 12 Hz, from its spectrum (GSL's FFT, worked
///    out only at such a reversal). A hand shaking lightly reverses abruptly, which puts harmonics of its
///    3–6 Hz rate there; a light stroke guided by a tool, such as a saw in its cut, is a smooth sine with
///    almost nothing above its own rate. When the features step fewer than 12 times a second the band
///    cannot be seen and the match stands on its reversals alone.
///
/// Walking and running (1–3 Hz arm swing and footfalls, spread over several axes, their strongest swings
/// arcs rather than lines), picking the device up or a single quick move (one or two reversals) fail the
/// rate, the strength, the linearity or the count; a circle is not linear. Sawing was the hard case: most
/// strokes are too slow, but a fast light stroke (4 Hz, 0.6–1 g, along the blade) matches the fast regime
/// as a gentle shake does; it is told apart by its smoothness (step 5). A device at rest never reverses
/// (item 91).
///
/// Shaking **ends** 0.4 s after the last reversal (reported at exactly that time, even with no further
/// sample, through ``advance(to:_:)`` and ``nextDeadline``); a new shake cannot begin within 0.5 s of the
/// end (cooldown). It is **cancelled** when it lasts longer than 10 s, or when ``cancel(at:_:)`` is called
/// (the handling responder left its window, the application became inactive); after a cancel nothing
/// begins until the motion has been quiet for 0.4 s plus the cooldown. All parameters are in g, seconds
/// and Hz and configurable (``Parameters``); nothing is counted in samples, so any rate from 10 to
/// 200 Hz and irregular timestamps work.
public struct ShakeDetector: Sendable {
    /// The thresholds, in g and seconds.
    public struct Parameters: Equatable, Sendable {
        /// Gravity low-pass time constant (s).
        public var gravityTimeConstant = GravitySplit.defaultTimeConstant
        /// Samples are averaged in blocks at least this long before the features see them (s): one sample a
        /// block at 64 Hz and below, two at 100 Hz, four at 200 Hz. 0 steps the features on every sample.
        /// Peaks are read from the blocks, so at 100 Hz a half swing can read up to about 6 % lower than
        /// sample by sample (a 5.5 Hz shake seen 50 times a second).
        public var blockDuration = 1.0 / 64
        /// Time constant of the covariance that finds the axis of motion (s).
        public var axisTimeConstant = 0.4
        /// A reversal needs the motion along the axis to pass ± this (g; its magnitude counts).
        public var reversalThreshold = 0.2
        /// Fast shaking: 5 reversals (two cycles) at least 3.3 Hz, every half swing 0.5 g or more and 0.7 g
        /// on average, 90 % along one line.
        public var fast = Regime(reversals: 5, maximumHalfPeriod: 0.15, minimumPeak: 0.5, minimumMeanPeak: 0.7, minimumLinearity: 0.9)
        /// Vigorous shaking: 4 reversals (one and a half cycles) at least 1.25 Hz, every half swing 1 g or
        /// more and 2 g on average, 95 % along one line.
        public var vigorous = Regime(reversals: 4, maximumHalfPeriod: 0.4, minimumPeak: 1.0, minimumMeanPeak: 2.0, minimumLinearity: 0.95)
        /// Every cycle among a regime's reversals (two consecutive half swings) must last at least this long
        /// (s): shaking is slower than 10 Hz; faster reversals are vibration, noise or the edges of a step.
        public var minimumCycle = 0.1
        /// A light shake must be jerky: below 1.2 g on average, at least 2 % of the last 1.5 s of motion's
        /// energy must lie between 6 and 12 Hz.
        public var lightShake = Jerkiness()
        /// Shaking ends this long after the last reversal (s).
        public var quietToEnd = 0.4
        /// Shaking that lasts longer than this is cancelled (s).
        public var maximumDuration = 10.0
        /// No shake begins within this long of the last one's end (s).
        public var cooldown = 0.5
        /// A pause between samples longer than this restarts the detector (s).
        public var maximumGap = GravitySplit.defaultMaximumGap

        public init() {}
    }

    /// One way shaking shows: a run of reversals that come fast enough, with half swings strong enough,
    /// along a line straight enough. Shaking begins when the reversals so far match either regime.
    public struct Regime: Equatable, Sendable {
        /// Reversals needed, 2 to 8 (4 = one and a half cycles, 5 = two).
        public var reversals: Int
        /// The longest average time between those reversals (s): half the slowest shaking period.
        public var maximumHalfPeriod: Double
        /// Every half swing between them must peak at least this high (g).
        public var minimumPeak: Double
        /// Their peaks must average at least this (g).
        public var minimumMeanPeak: Double
        /// The least share of the motion's energy along its axis (λmax / trace, 0…1).
        public var minimumLinearity: Double

        public init(reversals: Int, maximumHalfPeriod: Double, minimumPeak: Double, minimumMeanPeak: Double, minimumLinearity: Double) {
            self.reversals = reversals
            self.maximumHalfPeriod = maximumHalfPeriod
            self.minimumPeak = minimumPeak
            self.minimumMeanPeak = minimumMeanPeak
            self.minimumLinearity = minimumLinearity
        }
    }

    /// What a light shake must show to be told from a smooth rhythmic task: a match whose half swings
    /// average less than ``belowMeanPeak`` begins a shake only when at least ``minimumShare`` of the
    /// energy of the motion over the last ``window`` seconds lies in ``band``, the harmonics of a 3–6 Hz
    /// shake whose reversals are abrupt. Not checked when the steps of the features are too far apart to
    /// see the band (below 12 Hz), or when ``belowMeanPeak`` is 0.
    public struct Jerkiness: Equatable, Sendable {
        /// Half swings averaging less than this are a light shake (g).
        public var belowMeanPeak = 1.2
        /// Where the energy of jerky motion shows (Hz).
        public var band: ClosedRange<Double> = 6...12
        /// The least share of the motion's energy in ``band`` (0…1).
        public var minimumShare = 0.02
        /// How much of the recent motion is looked at (s; up to 128 steps of the features).
        public var window = 1.5

        public init() {}

        public init(belowMeanPeak: Double, band: ClosedRange<Double>, minimumShare: Double, window: Double) {
            self.belowMeanPeak = belowMeanPeak
            self.band = band
            self.minimumShare = minimumShare
            self.window = window
        }
    }

    /// A change of the shaking state, with its time in seconds.
    public enum Transition: Equatable, Sendable {
        case began(Double)
        case ended(Double)
        case cancelled(Double)

        /// When it happened, in seconds.
        public var time: Double {
            switch self {
            case .began(let time), .ended(let time), .cancelled(let time): time
            }
        }
    }

    public let parameters: Parameters
    /// Whether a shake is under way.
    public private(set) var isShaking = false
    /// When the current shake began, in seconds.
    public private(set) var shakeBegan: Double?
    /// The gravity estimate, in g (updated once per block of samples, see ``process(_:_:)``).
    public var gravity: Vector3 { split.gravity }
    /// The user acceleration of the last sample (the reading minus ``gravity``), in g.
    public private(set) var userAcceleration = Vector3.zero

    private var split: GravitySplit
    private var covariance = (xx: 0.0, yy: 0.0, zz: 0.0, xy: 0.0, xz: 0.0, yz: 0.0)
    /// The power-iteration vector: the axis of motion up to its length, kept between 1 and 2 by powers of two.
    private var axis = Vector3(x: 1, y: 1, z: 1)
    private var axisSquaredLength = 3.0
    private var side = 0
    private var previousProjection = AxisProjection.zero
    private var previousTime = -Double.infinity
    /// The largest projection of the current half swing.
    private var halfSwingPeak = AxisProjection.zero
    private var reversals = ReversalHistory()
    /// The user acceleration of the last steps, for the spectrum a light shake is checked with.
    private var recent = RecentMotion()
    private var lastReversal = -Double.infinity
    private var blockedUntil = -Double.infinity
    /// After a cancel: nothing begins until the motion has been quiet.
    private var waitingForQuiet = false
    /// The gravity and covariance α for the last Δt between blocks (a steady rate repeats Δt, so the
    /// divisions are skipped).
    private var cachedStep = -1.0
    private var cachedAlpha = 0.0
    private var cachedGravityAlpha = 0.0
    private var lastSampleTime = -Double.infinity
    /// The block being gathered: the sum of its readings and timestamps, how many, and when the last one closed.
    private var blockSum = Vector3.zero
    private var blockTimeSum = 0.0
    private var blockCount = 0
    private var blockOpened = -Double.infinity

    public init(parameters: Parameters = Parameters()) {
        self.parameters = parameters
        split = GravitySplit(timeConstant: parameters.gravityTimeConstant, maximumGap: parameters.maximumGap)
    }

    /// When the detector will report something if no sample comes: the end of the current shake, its
    /// cancellation at the maximum duration, or `nil`.
    public var nextDeadline: Double? {
        guard isShaking, let began = shakeBegan else { return nil }
        return min(lastReversal + parameters.quietToEnd, began + parameters.maximumDuration)
    }

    /// Lets time pass to `time` seconds with no sample, reporting an end or cancellation that falls due.
    public mutating func advance(to time: Double, _ report: (Transition) -> Void) {
        guard isShaking, let began = shakeBegan else { return }
        let end = lastReversal + parameters.quietToEnd
        let limit = began + parameters.maximumDuration
        if limit <= end, time >= limit {
            finish(waitForQuiet: true)
            report(.cancelled(limit))
        } else if time >= end {
            finish(waitForQuiet: false)
            blockedUntil = end + parameters.cooldown
            report(.ended(end))
        }
    }

    /// Cancels the current shake at `time` seconds (reporting `.cancelled`); nothing begins again until
    /// the motion has been quiet. Does nothing when no shake is under way.
    public mutating func cancel(at time: Double, _ report: (Transition) -> Void) {
        guard isShaking else { return }
        finish(waitForQuiet: true)
        report(.cancelled(time))
    }

    /// Forgets everything, as if no sample had been seen (a shake under way is dropped without a report).
    public mutating func reset() {
        self = ShakeDetector(parameters: parameters)
    }

    private mutating func finish(waitForQuiet: Bool) {
        isShaking = false
        shakeBegan = nil
        waitingForQuiet = waitForQuiet
    }

    /// Takes one sample; reports the transitions it causes, in time order (an end or cancellation that
    /// fell due before it first).
    ///
    /// The sample joins the current block; when the block spans ``Parameters/blockDuration`` (measured from
    /// the last sample of the previous block), its mean reading at its mean time steps the features, and a
    /// shake that begins is reported at this sample's time. ``userAcceleration`` is updated on every sample.
    public mutating func process(_ sample: AccelerometerSample, _ report: (Transition) -> Void) {
        let time = sample.timestamp
        if isShaking { advance(to: time, report) }
        let reading = Vector3(sample)
        guard time - lastSampleTime <= parameters.maximumGap else {
            restart(with: reading, at: time)
            return
        }
        lastSampleTime = time
        userAcceleration = reading - gravity
        if blockCount == 0, time - blockOpened >= parameters.blockDuration {
            // A block of this sample alone (every sample at 64 Hz and below).
            step(reading, at: time, reportingAt: time, report)
            blockOpened = time
            return
        }
        blockSum = blockSum + reading
        blockTimeSum += time
        blockCount += 1
        guard time - blockOpened >= parameters.blockDuration else { return }
        // At least two samples: a lone sample that closes a block took the path above.
        let scale = 1 / Double(blockCount)
        step(blockSum * scale, at: blockTimeSum * scale, reportingAt: time, report)
        openBlock(after: time)
    }

    /// Empties the block; the next one closes `blockDuration` after `time`.
    private mutating func openBlock(after time: Double) {
        blockSum = .zero
        blockTimeSum = 0
        blockCount = 0
        blockOpened = time
    }

    /// Starts afresh from `reading` (the first sample, or the first after a gap).
    private mutating func restart(with reading: Vector3, at time: Double) {
        split.restart(with: reading, at: time)
        restartFeatures(at: time)
        lastSampleTime = time
        userAcceleration = .zero
        openBlock(after: time)
    }

    /// One step of the features with a block's mean `reading` at its mean `time`; a shake that begins is
    /// reported at `now`, the time of the sample that closed the block.
    private mutating func step(_ reading: Vector3, at time: Double, reportingAt now: Double, _ report: (Transition) -> Void) {
        let dt = max(time - previousTime, 0)
        if !GravitySplit.isSameStep(dt, as: cachedStep) {
            cachedStep = dt
            cachedGravityAlpha = dt / (parameters.gravityTimeConstant + dt)
            cachedAlpha = dt / (parameters.axisTimeConstant + dt)
        }
        let user = split.stepGravity(reading, alpha: cachedGravityAlpha)
        recent.append(user, at: time)
        let alpha = cachedAlpha
        covariance.xx += alpha * (user.x * user.x - covariance.xx)
        covariance.yy += alpha * (user.y * user.y - covariance.yy)
        covariance.zz += alpha * (user.z * user.z - covariance.zz)
        covariance.xy += alpha * (user.x * user.y - covariance.xy)
        covariance.xz += alpha * (user.x * user.z - covariance.xz)
        covariance.yz += alpha * (user.y * user.z - covariance.yz)
        let trace = covariance.xx + covariance.yy + covariance.zz
        // One power-iteration step. Its product `s` is kept unnormalised (scaled by a power of two, which is
        // exact) and the motion along it as u·s with |s|², so no square root or division is paid per step or
        // delays the reversal branch; the projection in g is worked out only at a reversal.
        var stepped = covarianceTimes(axis)
        var squaredNorm = stepped.dot(stepped)
        if !(squaredNorm > 1e-12 * trace * trace * axisSquaredLength && squaredNorm > 1e-300) {
            (stepped, squaredNorm) = trace > 0 ? (largestDiagonalAxis(), 1) : (axis, axisSquaredLength)
        }
        let projection = AxisProjection(along: user.dot(stepped), squaredNorm: squaredNorm)
        let scale = AxisProjection.powerOfTwoTowardsUnitLength(squaredNorm: squaredNorm)
        axis = stepped * scale
        axisSquaredLength = squaredNorm * scale * scale
        let beyond = projection.exceeds(parameters.reversalThreshold)

        // The side is ±1 once the motion is beyond the threshold, else it stays; a reversal is a flip.
        let newSide = beyond ? (projection.along > 0 ? 1 : -1) : side
        let reversed = newSide * side < 0
        side = newSide
        if reversed {
            // The zero crossing between the previous sample and this one, when it lies between them.
            let current = projection.value, previous = previousProjection.value
            var crossing = time
            if previous * current <= 0, current != previous {
                crossing = previousTime + (time - previousTime) * (previous / (previous - current))
            }
            if reversals.count >= 1 { endQuietWait(lastReversal: reversals.time(back: 0), now: crossing) }
            reversals.append(time: crossing, peak: abs(halfSwingPeak.value))
            halfSwingPeak = .zero
            lastReversal = crossing
            if !isShaking, !waitingForQuiet, now >= blockedUntil, isShakingNow(trace: trace, at: time) {
                isShaking = true
                shakeBegan = now
                report(.began(now))
            }
        }
        if side != 0, projection.exceeds(halfSwingPeak) { halfSwingPeak = projection }
        endQuietWait(lastReversal: lastReversal, now: time)
        previousProjection = projection
        previousTime = time
    }

    /// After a cancel: once the motion has been quiet from `lastReversal` to `now`, new shakes may begin
    /// again after the cooldown.
    private mutating func endQuietWait(lastReversal: Double, now: Double) {
        guard waitingForQuiet, now - lastReversal > parameters.quietToEnd else { return }
        waitingForQuiet = false
        blockedUntil = lastReversal + parameters.quietToEnd + parameters.cooldown
    }

    /// Whether the reversals so far, at `time`, make a shake in either regime (a light one only if jerky).
    private func isShakingNow(trace: Double, at time: Double) -> Bool {
        guard trace > 0 else { return false }
        let linearity = axis.dot(covarianceTimes(axis)) / (trace * axisSquaredLength)
        return begins(parameters.fast, linearity: linearity, at: time) || begins(parameters.vigorous, linearity: linearity, at: time)
    }

    /// Whether the last reversals match `regime` and, for a light shake, the recent motion is jerky.
    private func begins(_ regime: Regime, linearity: Double, at time: Double) -> Bool {
        guard let meanPeak = matches(regime, linearity: linearity) else { return false }
        let light = parameters.lightShake
        guard meanPeak < light.belowMeanPeak,
            let share = recent.bandShare(light.band, over: light.window, until: time)
        else { return true }
        return share >= light.minimumShare
    }

    /// The mean half-swing peak (g) when the last reversals match `regime` (enough of them, fast enough,
    /// strong enough, along one line), else `nil`.
    private func matches(_ regime: Regime, linearity: Double) -> Double? {
        let needed = min(max(regime.reversals, 2), ReversalHistory.capacity)
        guard reversals.count >= needed, linearity >= regime.minimumLinearity else { return nil }
        let span = reversals.time(back: 0) - reversals.time(back: needed - 1)
        guard span <= Double(needed - 1) * regime.maximumHalfPeriod else { return nil }
        // Each cycle: from a reversal to the one two places before it.
        for back in 0..<(needed - 2) where reversals.time(back: back) - reversals.time(back: back + 2) < parameters.minimumCycle {
            return nil
        }
        // The half swings between the reversals: the peaks recorded at reversals back 0 ..< needed - 1.
        var sum = 0.0
        for back in 0..<(needed - 1) {
            let peak = reversals.peak(back: back)
            guard peak >= regime.minimumPeak else { return nil }
            sum += peak
        }
        guard sum >= regime.minimumMeanPeak * Double(needed - 1) else { return nil }
        return sum / Double(needed - 1)
    }

    private func covarianceTimes(_ v: Vector3) -> Vector3 {
        Vector3(
            x: covariance.xx * v.x + covariance.xy * v.y + covariance.xz * v.z,
            y: covariance.xy * v.x + covariance.yy * v.y + covariance.yz * v.z,
            z: covariance.xz * v.x + covariance.yz * v.y + covariance.zz * v.z)
    }

    private func largestDiagonalAxis() -> Vector3 {
        if covariance.xx >= covariance.yy, covariance.xx >= covariance.zz { return Vector3(x: 1, y: 0, z: 0) }
        return covariance.yy >= covariance.zz ? Vector3(x: 0, y: 1, z: 0) : Vector3(x: 0, y: 0, z: 1)
    }

    private mutating func restartFeatures(at time: Double) {
        covariance = (0, 0, 0, 0, 0, 0)
        side = 0
        previousProjection = .zero
        previousTime = time
        halfSwingPeak = .zero
        reversals = ReversalHistory()
        recent.removeAll()
    }
}

/// The times and half-swing peaks of the last few reversals, in a fixed ring (no allocation).
struct ReversalHistory: Sendable {
    static let capacity = 8
    private var times: InlineArray<8, Double> = .init(repeating: 0)
    private var peaks: InlineArray<8, Double> = .init(repeating: 0)
    private var next = 0
    private(set) var count = 0

    mutating func append(time: Double, peak: Double) {
        times[next] = time
        peaks[next] = peak
        next = (next + 1) % Self.capacity
        count = min(count + 1, Self.capacity)
    }

    /// The time of the reversal `back` places before the newest (0 = newest).
    func time(back: Int) -> Double { times[(next - 1 - back + 2 * Self.capacity) % Self.capacity] }
    /// The peak of the half swing that ended at that reversal, in g.
    func peak(back: Int) -> Double { peaks[(next - 1 - back + 2 * Self.capacity) % Self.capacity] }
}
