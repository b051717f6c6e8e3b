#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import GestureKit
import GSL

/// Writes realistic synthetic samples from a seed, any number of them, as a stream.
///
/// Everything random is drawn from one named GSL generator (MT19937) seeded with
/// ``GeneratorOptions/seed``, so the same options always give the same samples. Realism:
/// - frame times jitter by ±10 % of the frame interval (accelerometers by ±5 %);
/// - tap durations are log-normal with median 78 ms and 95th percentile about 220 ms (as in the UBC
///   touch study); about a quarter of taps wobble by a few points;
/// - positions carry Gaussian noise of 0.3–0.7 points; accelerometers 0.005–0.02 g;
/// - gestures are separated by 0.5–1.2 s pauses, longer than the 0.35 s multi-tap interval.
/// Times are rounded to microseconds, positions to 0.01 point and accelerations to 0.0001 g.
public struct SyntheticGenerator: ~Copyable {
    /// The options in use.
    public let options: GeneratorOptions
    private var random: RandomSource
    private var time: Double
    private var nextContact = 1

    /// Creates a generator.
    /// - Throws: ``GSLError`` if GSL cannot allocate its generator.
    public init(options: GeneratorOptions) throws(GSLError) {
        self.options = options
        self.random = try RandomSource(.mt19937, seed: options.seed)
        self.time = options.startTime
    }

    /// Generates the dataset of `kind`, handing each sample to `emit` in time order.
    public mutating func generate(_ kind: SyntheticKind, emit: (Sample) -> Void) {
        if kind.isLengthByDuration {
            motion(kind, duration: options.duration, emit: emit)
            return
        }
        for index in 0..<max(options.count, 0) {
            if index > 0 { time += random.uniform(0.5, 1.2) }
            switch kind {
            case .tap: taps(1, emit: emit)
            case .doubleTap: taps(2, emit: emit)
            case .tripleTap: taps(3, emit: emit)
            case .drag: drag(emit: emit)
            case .swipe: swipe(emit: emit)
            case .pinch: twoFinger(pinch: true, emit: emit)
            case .rotation: twoFinger(pinch: false, emit: emit)
            case .longPress: longPress(emit: emit)
            case .shake: shakeBurst(emit: emit)
            case .still, .walking: break
            }
        }
    }

    // MARK: - Touch gestures

    private var frameInterval: Double { 1 / options.touchRate }

    private mutating func nextFrame() {
        time += frameInterval * random.uniform(0.9, 1.1)
    }

    private mutating func randomPoint(margin: Double) -> Point {
        Point(
            x: random.uniform(margin, options.screenWidth - margin),
            y: random.uniform(margin, options.screenHeight - margin))
    }

    private mutating func touch(_ contact: Int, _ state: TouchSample.State, _ point: Point, emit: (Sample) -> Void) {
        emit(.touch(TouchSample(
            timestamp: Self.rounded(time, 1e6), contact: contact, state: state,
            x: Self.rounded(point.x, 100), y: Self.rounded(point.y, 100))))
    }

    /// `point` moved by Gaussian noise of `standardDeviation` points on each axis.
    private mutating func jittered(_ point: Point, _ standardDeviation: Double) -> Point {
        Point(
            x: point.x + random.gaussian(standardDeviation: standardDeviation),
            y: point.y + random.gaussian(standardDeviation: standardDeviation))
    }

    private mutating func contactID() -> Int {
        defer { nextContact += 1 }
        return nextContact
    }

    private mutating func taps(_ count: Int, emit: (Sample) -> Void) {
        let center = randomPoint(margin: 40)
        for tapIndex in 0..<count {
            if tapIndex > 0 { time += random.uniform(0.06, 0.25) }
            let point = jittered(center, 3)
            let duration = min(max(random.logNormal(mu: -2.551, sigma: 0.63), 0.03), 0.4)
            let wobbles = random.bernoulli(0.23)
            let contact = contactID()
            let end = time + duration
            touch(contact, .down, point, emit: emit)
            var current = point
            nextFrame()
            while time < end {
                if wobbles {
                    current = jittered(current, 0.7)
                    touch(contact, .move, current, emit: emit)
                }
                nextFrame()
            }
            touch(contact, .up, current, emit: emit)
        }
    }

    private mutating func longPress(emit: (Sample) -> Void) {
        let point = randomPoint(margin: 40)
        let contact = contactID()
        let end = time + random.uniform(0.8, 1.5)
        touch(contact, .down, point, emit: emit)
        var current = point
        nextFrame()
        while time < end {
            current = jittered(point, 0.5)
            touch(contact, .move, current, emit: emit)
            nextFrame()
        }
        touch(contact, .up, current, emit: emit)
    }

    /// A slow drag with a smooth (minimum-jerk) speed profile that stops before lifting.
    private mutating func drag(emit: (Sample) -> Void) {
        let start = randomPoint(margin: 30)
        let angle = random.uniform(0, 2 * Double.pi)
        let length = random.uniform(80, 250)
        let duration = random.uniform(0.4, 1.2)
        stroke(from: start, angle: angle, length: length, duration: duration, liftWhileMoving: false, emit: emit)
    }

    /// A fast flick along one of the four directions (±10°), lifted while still moving.
    private mutating func swipe(emit: (Sample) -> Void) {
        let direction = Double(random.integer(below: 4)) * Double.pi / 2
        let angle = direction + random.gaussian(standardDeviation: 0.09)
        let length = random.uniform(100, 200)
        let start = Point(
            x: options.screenWidth / 2 - cos(angle) * length / 2 + random.gaussian(standardDeviation: 20),
            y: options.screenHeight / 2 - sin(angle) * length / 2 + random.gaussian(standardDeviation: 20))
        let duration = random.uniform(0.08, 0.18)
        stroke(from: start, angle: angle, length: length, duration: duration, liftWhileMoving: true, emit: emit)
    }

    private mutating func stroke(
        from start: Point, angle: Double, length: Double, duration: Double, liftWhileMoving: Bool,
        emit: (Sample) -> Void
    ) {
        let contact = contactID()
        let begin = time
        touch(contact, .down, start, emit: emit)
        var current = start
        var progress = 0.0
        repeat {
            nextFrame()
            progress = min((time - begin) / duration, 1)
            // Minimum-jerk profile; a swipe is cut at 80 % of its path, still at speed.
            let shaped = liftWhileMoving ? progress : progress * progress * progress * (10 - 15 * progress + 6 * progress * progress)
            let along = length * shaped
            current = jittered(Point(x: start.x + cos(angle) * along, y: start.y + sin(angle) * along), 0.4)
            touch(contact, .move, current, emit: emit)
        } while progress < 1
        if !liftWhileMoving {
            // Rest a few frames before lifting, as people do at the end of a drag.
            for _ in 0..<Int(random.uniform(3, 8)) { nextFrame() }
        } else {
            nextFrame()
        }
        touch(contact, .up, current, emit: emit)
    }

    /// Two fingers around a centre, pinching (span changes) or rotating (angle changes).
    private mutating func twoFinger(pinch: Bool, emit: (Sample) -> Void) {
        let center = randomPoint(margin: 110)
        let startSpan = random.uniform(80, 140)
        let endSpan = pinch ? startSpan * (random.bernoulli(0.5) ? random.uniform(1.4, 1.9) : random.uniform(0.45, 0.7)) : startSpan
        let startAngle = random.uniform(0, Double.pi)
        let turn = pinch ? random.gaussian(standardDeviation: 0.05) : (random.bernoulli(0.5) ? 1 : -1) * random.uniform(0.5, 1.5)
        let duration = random.uniform(0.5, 1.1)
        let first = contactID()
        let second = contactID()
        func positions(_ progress: Double) -> (Point, Point) {
            let eased = progress * progress * (3 - 2 * progress)
            let span = startSpan + (endSpan - startSpan) * eased
            let angle = startAngle + turn * eased
            let dx = cos(angle) * span / 2
            let dy = sin(angle) * span / 2
            return (Point(x: center.x - dx, y: center.y - dy), Point(x: center.x + dx, y: center.y + dy))
        }
        var (a, b) = positions(0)
        touch(first, .down, a, emit: emit)
        time += random.uniform(0.005, 0.04)
        touch(second, .down, b, emit: emit)
        let begin = time
        var progress = 0.0
        repeat {
            nextFrame()
            progress = min((time - begin) / duration, 1)
            (a, b) = positions(progress)
            a = jittered(a, 0.3)
            b = jittered(b, 0.3)
            touch(first, .move, a, emit: emit)
            touch(second, .move, b, emit: emit)
        } while progress < 1
        nextFrame()
        touch(first, .up, a, emit: emit)
        time += random.uniform(0.005, 0.05)
        touch(second, .up, b, emit: emit)
    }

    // MARK: - Motion

    private var motionInterval: Double { 1 / options.motionRate }

    private mutating func reading(_ x: Double, _ y: Double, _ z: Double, noise: Double, emit: (Sample) -> Void) {
        emit(.accelerometer(AccelerometerSample(
            timestamp: Self.rounded(time, 1e6),
            x: Self.rounded(x + random.gaussian(standardDeviation: noise), 1e4),
            y: Self.rounded(y + random.gaussian(standardDeviation: noise), 1e4),
            z: Self.rounded(z + random.gaussian(standardDeviation: noise), 1e4))))
        time += motionInterval * random.uniform(0.95, 1.05)
    }

    /// Gravity of a phone held upright in portrait, tilted back by `tilt` radians.
    private func heldGravity(tilt: Double) -> (Double, Double, Double) {
        (0, -cos(tilt), -sin(tilt))
    }

    private mutating func holdStill(for duration: Double, gravity: (Double, Double, Double), emit: (Sample) -> Void) {
        let end = time + duration
        while time < end { reading(gravity.0, gravity.1, gravity.2, noise: 0.01, emit: emit) }
    }

    /// Still, then shaking for 0.8–2 s, then still: one burst per count.
    private mutating func shakeBurst(emit: (Sample) -> Void) {
        let gravity = heldGravity(tilt: random.uniform(0.2, 0.6))
        holdStill(for: random.uniform(0.8, 1.2), gravity: gravity, emit: emit)
        let frequency = random.uniform(4, 7)
        let amplitude = random.uniform(1.2, 2.5)
        let duration = random.uniform(0.8, 2.0)
        // Mostly side to side (x), some up and down (y), a little toward the face (z).
        let heading = random.gaussian(standardDeviation: 0.35)
        let direction = (cos(heading), sin(heading) * 0.8, random.gaussian(standardDeviation: 0.15))
        let phase = random.uniform(0, 2 * Double.pi)
        let begin = time
        while time < begin + duration {
            let elapsed = time - begin
            let envelope = min(1, elapsed / 0.15, (duration - elapsed) / 0.15)
            let wave = sin(2 * Double.pi * frequency * elapsed + phase) + 0.2 * sin(6 * Double.pi * frequency * elapsed)
            let a = amplitude * max(envelope, 0) * wave
            reading(gravity.0 + a * direction.0, gravity.1 + a * direction.1, gravity.2 + a * direction.2, noise: 0.02, emit: emit)
        }
        holdStill(for: random.uniform(0.8, 1.2), gravity: gravity, emit: emit)
    }

    private mutating func motion(_ kind: SyntheticKind, duration: Double, emit: (Sample) -> Void) {
        let end = time + max(duration, 0)
        switch kind {
        case .still:
            // Face up on a table, slightly off level.
            let tiltX = random.gaussian(standardDeviation: 0.01)
            let tiltY = random.gaussian(standardDeviation: 0.01)
            while time < end { reading(tiltX, tiltY, -1, noise: 0.005, emit: emit) }
        default:
            let gravity = heldGravity(tilt: random.uniform(0.3, 0.7))
            let stepRate = random.uniform(1.7, 2.1)
            let bounce = random.uniform(0.2, 0.35)
            let begin = time
            while time < end {
                let phase = 2 * Double.pi * stepRate * (time - begin)
                let vertical = bounce * sin(phase) + 0.35 * bounce * sin(2 * phase + 0.7)
                let sway = 0.08 * sin(phase / 2)
                let surge = 0.1 * sin(phase + 1.2)
                reading(gravity.0 + sway, gravity.1 - vertical, gravity.2 + surge, noise: 0.02, emit: emit)
            }
        }
    }

    private static func rounded(_ value: Double, _ scale: Double) -> Double {
        (value * scale).rounded() / scale
    }
}
