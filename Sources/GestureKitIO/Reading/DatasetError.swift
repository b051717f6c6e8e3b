import GestureKit

/// Why a dataset could not be read, and where: file, line, and the field and value at fault.
public struct DatasetError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The kind of problem.
    public enum Reason: Equatable, Sendable {
        /// The file cannot be opened; the text is the system's reason.
        case cannotOpen(String)
        /// Reading failed part-way; the text is the system's reason.
        case unreadable(String)
        /// The line is not valid syntax for its format; the text says what was expected.
        case malformed(String)
        /// A required field is absent.
        case missingField
        /// A field has a value of the wrong type or shape; the text says what was expected.
        case invalidValue(String)
        /// A `state` that is not `down`, `move`, `up` or `cancel` (keys: `down` or `up`).
        case unknownState
        /// A `remote` command that is not one of UIKit's remote-control subtypes.
        case unknownCommand
        /// The line parsed but the engine refused the sample (time going backwards, NaN, a contact
        /// that is not down, …).
        case invalidSample(SampleError)
        /// The line is longer than the reader accepts (bytes).
        case lineTooLong(Int)
        /// Writing output failed; the text is the system's reason.
        case writeFailed(String)
    }

    /// The file, as named on the command line (`-` for standard input).
    public var file: String
    /// The 1-based line number; 0 when the error is not about one line.
    public var line: Int
    /// The field at fault (`t`, `state`, `x`, …), if any.
    public var field: String?
    /// The offending value as written, if any (shortened to 60 characters).
    public var value: String?
    /// What is wrong.
    public var reason: Reason

    /// Creates an error.
    public init(file: String, line: Int, field: String? = nil, value: String? = nil, reason: Reason) {
        self.file = file
        self.line = line
        self.field = field
        self.value = value.map { $0.count > 60 ? String($0.prefix(57)) + "..." : $0 }
        self.reason = reason
    }

    /// Whether the error concerns one line of otherwise readable input (so `--lenient` can skip it).
    public var isSkippable: Bool {
        switch reason {
        case .cannotOpen, .unreadable, .writeFailed: false
        default: true
        }
    }

    public var description: String {
        var text = line > 0 ? "\(file):\(line): " : "\(file): "
        switch reason {
        case .cannotOpen(let why): text += "cannot open: \(why)"
        case .unreadable(let why): text += "read failed: \(why)"
        case .malformed(let what): text += "malformed line: \(what)"
        case .missingField: text += "missing field"
        case .invalidValue(let what): text += "invalid value: expected \(what)"
        case .unknownState: text += "unknown state"
        case .unknownCommand: text += "unknown remote-control command"
        case .invalidSample(let error): text += error.description
        case .lineTooLong(let limit): text += "line longer than \(limit) bytes"
        case .writeFailed(let why): text += "write failed: \(why)"
        }
        if let field { text += " (field \"\(field)\"" + (value.map { ", value \"\($0)\"" } ?? "") + ")" }
        else if let value { text += " (value \"\(value)\")" }
        return text
    }
}

/// A problem found while parsing one line, before the file and line number are attached.
struct LineProblem: Error {
    var field: String?
    var value: String?
    var reason: DatasetError.Reason

    init(field: String? = nil, value: String? = nil, _ reason: DatasetError.Reason) {
        self.field = field
        self.value = value
        self.reason = reason
    }

    func located(file: String, line: Int) -> DatasetError {
        DatasetError(file: file, line: line, field: field, value: value, reason: reason)
    }
}
