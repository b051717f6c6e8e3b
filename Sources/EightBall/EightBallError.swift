import GSL
import GestureKitIO
import TerminalUI

/// Why the Eight Ball cannot run, with what the user needs to fix it.
public enum EightBallError: Error, CustomStringConvertible {
    /// A dataset (replay, script or shake trace) cannot be read.
    case dataset(DatasetError)
    /// The accelerometer device cannot be read.
    case device(IIOError)
    /// The terminal cannot be set up.
    case terminal(TerminalError)
    /// GSL's generator cannot be allocated.
    case random(GSLError)

    public var description: String {
        switch self {
        case .dataset(let error): error.description
        case .device(let error): error.description
        case .terminal(let error): error.description
        case .random(let error): "cannot start the random generator: \(error)"
        }
    }
}

extension EightBallError {
    /// The exit status (sysexits.h, as the `gesture` tool uses): 66 an input cannot be opened, 65 its
    /// content is wrong, 74 reading failed part-way, 69 no terminal, 70 internal failure.
    public var exitStatus: Int32 {
        switch self {
        case .dataset(let error):
            switch error.reason {
            case .cannotOpen: 66
            case .unreadable, .writeFailed: 74
            default: 65
            }
        case .device: 66
        case .terminal: 69
        case .random: 70
        }
    }
}
