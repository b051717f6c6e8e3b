import GestureKit
import GestureKitIO

/// `eight-ball --script FILE`: runs a dataset through the Eight Ball on a virtual clock driven by the
/// samples' timestamps (no terminal, no waiting) and writes each change of the ball as a JSON Lines
/// record (``EightBallChange``), the first being its starting face.
public enum EightBallScript {
    /// Plays the dataset at `path` through a fresh ``EightBallApp`` seeded with `seed`.
    /// - Throws: ``EightBallError/dataset(_:)`` for an unreadable file or line, naming file, line, field
    ///   and value.
    public static func run(path: String, seed: UInt64, output: OutputBuffer) throws(EightBallError) {
        let app: EightBallApp
        do { app = try EightBallApp(seed: seed) } catch { throw .random(error) }
        let reader: any SampleReader
        do { reader = try DatasetFormat.openReader(path: path) } catch {
            throw .dataset(error)
        }
        let loop = RunLoop()
        var started = false
        app.ball.onChange = { $0.write(to: output) }
        while true {
            let next: Sample?
            do { next = try reader.next() } catch { throw .dataset(error) }
            guard let sample = next else { break }
            if !started {
                started = true
                EightBallChange(time: sample.timestamp, kind: .start, text: app.ball.lastShown).write(to: output)
            }
            do { try loop.feed(sample, to: app.input) } catch {
                throw .dataset(DatasetError(file: path, line: reader.lineNumber, field: "t", reason: .invalidSample(error)))
            }
        }
        do { try loop.finish(app.input) } catch {
            throw .dataset(DatasetError(file: path, line: reader.lineNumber, reason: .invalidSample(error)))
        }
    }
}
