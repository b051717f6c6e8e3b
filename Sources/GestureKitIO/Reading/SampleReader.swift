import GestureKit

/// A streaming source of samples read from a dataset.
///
/// `next()` returns samples in file order and `nil` at the end. A line that cannot be read throws a
/// ``DatasetError`` naming file, line, field and value; the reader has then consumed that line, so a
/// caller that wants to skip bad lines (`--lenient`) simply calls `next()` again.
public protocol SampleReader: AnyObject {
    /// The input's name as given (a path, or `-` for standard input).
    var name: String { get }
    /// The line of the sample (or error) last returned, 1-based.
    var lineNumber: Int { get }
    /// The next sample, or `nil` at the end of input.
    func next() throws(DatasetError) -> Sample?
}
