import GestureKit
import GestureKitIO

/// What `gesture run` does with each file: everything but where its records go.
struct ReplaySettings: Sendable {
    let inputFormat: DatasetFormat?
    let lenient: Bool
    let tapCountRule: TapCountRule
    let style: TraceWriter.Style
    let scene: SceneDescription
    let traceDeliveries: Bool

    /// Replays `file` into a fresh scene on a clock of its own, writing its records with `writer`.
    func replay(_ file: String, into writer: TraceWriter) -> FileOutcome {
        let loop = RunLoop()
        do {
            let handler = TraceHandler(
                writer: writer, tapCountRule: tapCountRule, scene: try Scene(scene), traceDeliveries: traceDeliveries)
            let reader = try DatasetFormat.openReader(path: file, format: inputFormat)
            let outcome = try Replay.run(reader, loop: loop, handler: handler, lenient: lenient)
            writer.motionSummary(handler.motion, at: loop.now)
            writer.summary(handler.counts, source: file, skipped: outcome.skipped, at: loop.now)
            let skipped = outcome.firstSkipped.map {
                "skipped \(outcome.skipped) bad line\(outcome.skipped == 1 ? "" : "s") in \(file) (first: \($0))"
            }
            return FileOutcome(status: .success, message: skipped)
        } catch let error as DatasetError {
            return FileOutcome(status: ExitStatus.for(error), message: error.description)
        } catch {
            return FileOutcome(status: .dataError, message: "\(error)")
        }
    }
}

/// How replaying one file ended: its status, what to report on standard error after its records, and
/// (when it was replayed on a thread of its own) the records.
struct FileOutcome: Sendable {
    var status: ExitStatus
    var message: String?
    var records: [UInt8] = []
}
