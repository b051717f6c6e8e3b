import GestureKit

/// Feeds a dataset through a run loop into a handler: the one path every replay takes.
///
/// Samples are fed in file order on the loop's virtual clock, so timers fire at their exact due times
/// between samples and at the end of input. A bad line (unparseable, or refused by the engine) either
/// stops the replay (the default) or is skipped and counted (`lenient`). When the replay stops, what was
/// already collected is delivered first (the handler's pending frame), then the error is thrown.
public enum Replay {
    /// What a finished replay did.
    public struct Outcome: Equatable, Sendable {
        /// Samples handed to the engine.
        public var samples = 0
        /// Lines skipped as bad (lenient mode).
        public var skipped = 0
        /// The first skipped line's error, for the report.
        public var firstSkipped: DatasetError?
    }

    /// Replays everything `reader` yields into `handler` through `loop`.
    /// - Throws: the ``DatasetError`` that stopped the replay, located at its file and line.
    public static func run<Handler: SampleHandler>(
        _ reader: any SampleReader, loop: RunLoop, handler: Handler, lenient: Bool
    ) throws(DatasetError) -> Outcome {
        var outcome = Outcome()
        while true {
            let sample: Sample
            do {
                guard let next = try reader.next() else { break }
                sample = next
            } catch {
                try handle(error, lenient: lenient, outcome: &outcome, loop: loop, handler: handler)
                continue
            }
            do {
                try loop.feed(sample, to: handler)
                outcome.samples += 1
            } catch {
                let located = DatasetError(
                    file: reader.name, line: reader.lineNumber, field: error.field, reason: .invalidSample(error))
                try handle(located, lenient: lenient, outcome: &outcome, loop: loop, handler: handler)
            }
        }
        do {
            try loop.finish(handler)
        } catch {
            throw DatasetError(file: reader.name, line: reader.lineNumber, field: error.field, reason: .invalidSample(error))
        }
        return outcome
    }

    private static func handle<Handler: SampleHandler>(
        _ error: DatasetError, lenient: Bool, outcome: inout Outcome, loop: RunLoop, handler: Handler
    ) throws(DatasetError) {
        guard lenient, error.isSkippable else {
            handler.instantDidEnd(in: loop)
            throw error
        }
        outcome.skipped += 1
        if outcome.firstSkipped == nil { outcome.firstSkipped = error }
    }
}

extension SampleError {
    /// The field a sample error is about, when it names one.
    var field: String? {
        switch self {
        case .nonFinite(let field): field
        case .timeWentBackwards: "t"
        case .contactNotDown, .contactAlreadyDown: "touch"
        case .missingLocation: "x"
        }
    }
}
