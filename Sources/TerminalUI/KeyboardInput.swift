#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import GestureKit

/// The keyboard of a raw-mode terminal as a live input of a ``RunLoop``: the loop waits on standard
/// input with everything else, and each key read is handed to ``onKey``. Keys are the demo's own
/// controls, so no sample is emitted.
public struct KeyboardInput: LiveInput {
    public let fileDescriptor: Int32
    private var decoder = KeyDecoder()
    private let onKey: (Key) -> Void

    /// Reads keys from `fileDescriptor` (standard input by default).
    public init(fileDescriptor: Int32 = STDIN_FILENO, onKey: @escaping (Key) -> Void) {
        self.fileDescriptor = fileDescriptor
        self.onKey = onKey
    }

    public mutating func read(at time: Double, emit: (Sample) -> Void) -> Bool {
        var buffer = [UInt8](repeating: 0, count: 256)
        let count = buffer.withUnsafeMutableBytes { POSIX.read(fileDescriptor, $0.baseAddress, $0.count) }
        if count < 0 { return errno == EINTR || errno == EAGAIN }
        if count == 0 { return false }  // end of input: the terminal hung up
        for key in decoder.decode(buffer[0..<count]) { onKey(key) }
        return true
    }
}
