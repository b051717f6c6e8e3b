import GestureKit
import GestureKitIO

/// `event-reporter --script FILE`: runs a dataset (touch samples in points, a terminal cell being 8 × 16
/// points, and key samples) through the Event Reporter on a virtual clock, with no terminal, and writes
/// the text of each frame that differs from the one before: a header `--- frame N at T s ---`, then the
/// screen's rows (trailing spaces removed).
public enum EventReporterScript {
    public static func run(path: String, columns: Int, rows: Int, output: OutputBuffer) throws(EventReporterError) {
        let app = EventReporterApp(columns: columns, rows: rows)
        let reader: any SampleReader
        do { reader = try DatasetFormat.openReader(path: path) } catch { throw .dataset(error) }
        let loop = RunLoop()
        let frames = FramePrinter(app: app, output: output)
        frames.show(at: 0)
        while true {
            let next: Sample?
            do { next = try reader.next() } catch { throw .dataset(error) }
            guard let sample = next else { break }
            do { try loop.feed(sample, to: frames) } catch {
                throw .dataset(DatasetError(file: path, line: reader.lineNumber, field: "t", reason: .invalidSample(error)))
            }
        }
        do { try loop.finish(frames) } catch {
            throw .dataset(DatasetError(file: path, line: reader.lineNumber, reason: .invalidSample(error)))
        }
    }
}

/// Hands samples to the demo and prints a frame after each step that can change the screen: a sample
/// handled, an instant's touch frame delivered.
private final class FramePrinter: SampleHandler {
    let app: EventReporterApp
    let output: OutputBuffer
    private var count = 0
    private var last: [String] = []

    init(app: EventReporterApp, output: OutputBuffer) {
        self.app = app
        self.output = output
    }

    func handle(_ sample: Sample, in loop: RunLoop) throws(SampleError) {
        try app.input.handle(sample, in: loop)
        show(at: loop.now)
    }

    func instantDidEnd(in loop: RunLoop) {
        app.input.instantDidEnd(in: loop)
        show(at: loop.now)
    }

    /// Prints the screen if it differs from the last frame printed.
    func show(at time: Double) {
        let lines = EventReporterScreen.draw(app).lines
        guard lines != last else { return }
        last = lines
        count += 1
        output.write("--- frame \(count) at \(time) s ---\n")
        for line in lines { output.write(line + "\n") }
    }
}
