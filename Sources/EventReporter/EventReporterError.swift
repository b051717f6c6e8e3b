import GestureKitIO
import TerminalUI

/// What can stop the Event Reporter, with what a user needs to fix it.
public enum EventReporterError: Error, CustomStringConvertible {
    /// The script's dataset could not be read (file, line, field, value).
    case dataset(DatasetError)
    /// The terminal could not be set up.
    case terminal(TerminalError)

    public var description: String {
        switch self {
        case .dataset(let error): "\(error)"
        case .terminal(let error): "\(error)"
        }
    }

    /// The exit status: 65 (data error) for datasets, 74 (I/O error) for the terminal.
    public var exitStatus: Int32 {
        switch self {
        case .dataset: 65
        case .terminal: 74
        }
    }
}
