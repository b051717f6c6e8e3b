import ArgumentParser
import GestureKitIO
import GSL

/// The `gesture` tool's exit statuses (sysexits.h values), documented in the README.
public enum ExitStatus: Int32, CaseIterable, Sendable {
    /// Everything was read and written.
    case success = 0
    /// The command line is wrong (unknown option, bad value).
    case usage = 64
    /// The input has a bad line (malformed, unknown state, NaN, time going backwards, inconsistent touch).
    case dataError = 65
    /// An input file cannot be opened.
    case cannotOpenInput = 66
    /// An internal failure (GSL reported an error).
    case internalError = 70
    /// Reading or writing failed part-way.
    case ioError = 74

    /// The status for a dataset error.
    public static func `for`(_ error: DatasetError) -> ExitStatus {
        switch error.reason {
        case .cannotOpen: .cannotOpenInput
        case .unreadable, .writeFailed: .ioError
        default: .dataError
        }
    }

    /// The status for a scene error: 66 when the file cannot be opened, 65 when its content is wrong.
    public static func `for`(_ error: SceneError) -> ExitStatus {
        if case .cannotOpen = error.reason { return .cannotOpenInput }
        return .dataError
    }

    /// This status as ArgumentParser's exit code.
    public var exitCode: ExitCode { ExitCode(rawValue) }
}

/// Writes a message to standard error, prefixed with the tool's name.
func reportError(_ message: String) {
    let output = OutputBuffer(.fileDescriptor(2))
    output.write("gesture: \(message)\n")
    try? output.flush()
}
