/// The dataset formats the engine reads, and how a file's format is chosen.
public enum DatasetFormat: String, CaseIterable, Sendable {
    /// JSON Lines, one sample object per line (`.jsonl`, `.ndjson`, `.json`; standard input by default).
    case jsonl
    /// CSV with a header naming the columns (`.csv`).
    case csv
    /// An evemu recording of a Linux touch device (`.events`, `.evemu`).
    case evemu

    /// The format a path's extension implies, or `nil` when it implies none.
    public static func inferred(from path: String) -> DatasetFormat? {
        let lowered = path.lowercased()
        if path == "-" { return .jsonl }
        if lowered.hasSuffix(".jsonl") || lowered.hasSuffix(".ndjson") || lowered.hasSuffix(".json") { return .jsonl }
        if lowered.hasSuffix(".csv") { return .csv }
        if lowered.hasSuffix(".events") || lowered.hasSuffix(".evemu") { return .evemu }
        return nil
    }

    /// Opens a reader for `path` in this format (`-` is standard input).
    public func openReader(path: String) throws(DatasetError) -> any SampleReader {
        switch self {
        case .jsonl: try JSONLinesSampleReader(path: path)
        case .csv: try CSVSampleReader(path: path)
        case .evemu: try EvemuSampleReader(path: path)
        }
    }

    /// Opens `path` in the given format, or in the one its extension implies (JSON Lines otherwise).
    public static func openReader(path: String, format: DatasetFormat? = nil) throws(DatasetError) -> any SampleReader {
        try (format ?? inferred(from: path) ?? .jsonl).openReader(path: path)
    }
}
