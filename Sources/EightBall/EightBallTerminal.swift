import GestureKit
import GestureKitIO
import TerminalUI

/// The full-screen Eight Ball: raw mode on the alternate screen, a live run loop whose clock runs at
/// the replay's speed, samples from a replay, an IIO device or the space bar's trace, and a frame
/// timer that redraws, animates the shaking and notices signals and resizes.
///
/// Keys: space injects the shake trace; `q`, Escape or Ctrl-C quits. `SIGINT`, `SIGTERM` and `SIGHUP`
/// quit too. The terminal is restored on every way out.
public struct EightBallTerminal {
    /// Where the samples come from.
    public enum Input {
        case replay(path: String, speed: Double)
        case device(path: String, rate: Double)
        case keyboardOnly
    }

    public var input: Input
    public var seed: UInt64
    /// The space bar's recorded shake (accelerometer samples), or `nil` when none could be loaded.
    public var shakeTrace: [AccelerometerSample]?
    /// Frames per second of the frame timer.
    public static let frameRate = 20.0

    public init(input: Input, seed: UInt64, shakeTrace: [AccelerometerSample]?) {
        self.input = input
        self.seed = seed
        self.shakeTrace = shakeTrace
    }

    /// Runs until the user quits; returns the exit status (0, or 128 + the signal that ended it).
    public func run() throws(EightBallError) -> Int32 {
        let app: EightBallApp
        do { app = try EightBallApp(seed: seed) } catch { throw .random(error) }
        let source: SampleFeeder.Source
        var speed = 1.0
        var sourceName: String
        switch input {
        case .replay(let path, let replaySpeed):
            source = .replay(try EightBallTerminal.accelerometerSamples(at: path))
            speed = replaySpeed
            sourceName = "replay \(path) ×\(replaySpeed.formatted1)"
        case .device(let path, let rate):
            do { source = .device(try IIOAccelerometer(path: path), interval: 1 / rate) } catch { throw .device(error) }
            sourceName = "device \(path) at \(rate.formatted1) Hz"
        case .keyboardOnly:
            source = .none
            sourceName = "no input"
        }
        if shakeTrace == nil { sourceName += " (no shake trace: space is off)" }

        TerminalSignals.install()
        let session: TerminalSession
        do { session = try TerminalSession() } catch { throw .terminal(error) }
        defer { session.restore() }

        let loop = RunLoop(clock: .live(ScaledTimeSource(MonotonicTimeSource(), speed: speed)))
        let feeder = SampleFeeder(input: app.input, source: source)
        var screen = EightBallScreen(status: "")
        var refresh = ScreenRefresh()
        var exitStatus: Int32 = 0
        let trace = shakeTrace
        let keyboard = KeyboardInput { key in
            switch key {
            case .character(" "): if let trace { feeder.inject(trace, on: loop) }
            case .character("q"), .character("Q"), .escape, .control("c"): loop.stop()
            default: break
            }
        }
        loop.schedule(at: loop.now, repeatInterval: 1 / Self.frameRate) { loop in
            screen.frame += 1
            screen.status = Self.status(sourceName, feeder: feeder)
            let quit = refresh.turn(resized: { _ in }) { size in
                screen.draw(app.ball.face, rows: size.rows, columns: size.columns).rendered
            }
            if let quit {
                exitStatus = quit
                loop.stop()
            }
        }
        feeder.start(on: loop)
        var waiter = PollWaiter()
        do { try loop.runLive(inputs: [keyboard], handler: app.input, waiter: &waiter) } catch {
            throw .dataset(DatasetError(file: sourceName, line: 0, reason: .invalidSample(error)))
        }
        return exitStatus
    }

    private static func status(_ sourceName: String, feeder: SampleFeeder) -> String {
        var text = " space: shake · q: quit · " + sourceName
        if let progress = feeder.replayProgress {
            text += feeder.replayFinished ? " · finished" : " · \(progress.position.formatted1)/\(progress.duration.formatted1) s"
        }
        if feeder.isPlayingTrace { text += " · shaking by space bar" }
        if let error = feeder.deviceError { text += " · \(error)" }
        return text
    }

    /// The accelerometer samples of a dataset, in order.
    /// - Throws: ``EightBallError/dataset(_:)`` when it cannot be read or holds no accelerometer sample.
    public static func accelerometerSamples(at path: String) throws(EightBallError) -> [AccelerometerSample] {
        var samples: [AccelerometerSample] = []
        do throws(DatasetError) {
            let reader = try DatasetFormat.openReader(path: path)
            while let sample = try reader.next() {
                if case .accelerometer(let reading) = sample { samples.append(reading) }
            }
        } catch {
            throw .dataset(error)
        }
        guard !samples.isEmpty else {
            throw .dataset(DatasetError(file: path, line: 0, field: "accel", reason: .missingField))
        }
        return samples
    }
}

extension Double {
    /// One decimal, for status lines.
    var formatted1: String {
        // Beyond ±10¹⁴ (only an absurd --speed gives one) the plain description.
        let scaled = (self * 10).rounded()
        guard abs(scaled) < 1e15 else { return description }
        let tenths = Int(scaled)
        return "\(tenths < 0 ? "-" : "")\(abs(tenths) / 10).\(abs(tenths) % 10)"
    }
}
