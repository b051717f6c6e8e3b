#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A byte buffer for text output, flushed to a file descriptor in large writes or kept in memory.
///
/// Numbers are written in a fixed, locale-independent form (see ``write(_:)-(Double)``), so the same
/// values always give the same bytes.
public final class OutputBuffer {
    /// Where the bytes go.
    public enum Destination {
        /// A file descriptor (standard output is 1); written whenever 64 KiB have gathered, and on flush.
        case fileDescriptor(Int32)
        /// Kept in memory, for tests; read them with ``text``.
        case memory
    }

    private let destination: Destination
    private var bytes: [UInt8] = []
    /// The first write that failed while flushing on the way (64 KiB gathered); the next ``flush()``
    /// throws it, so no failure goes unreported.
    private var pendingFailure: DatasetError?
    private static let flushThreshold = 64 << 10

    /// Creates a buffer writing to `destination`.
    public init(_ destination: Destination) {
        self.destination = destination
        bytes.reserveCapacity(Self.flushThreshold + 4096)
    }

    /// Opens (creating or truncating) a file for writing.
    public static func file(path: String) throws(DatasetError) -> OutputBuffer {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else {
            throw DatasetError(file: path, line: 0, reason: .cannotOpen(String(cString: strerror(errno))))
        }
        return OutputBuffer(.fileDescriptor(fd))
    }

    deinit {
        try? flush()
    }

    /// Everything written so far, for a `.memory` buffer.
    public var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Appends text.
    @inlinable
    public func write(_ text: String) {
        var text = text
        text.withUTF8 { appendBytes($0) }
    }

    /// Appends an integer in decimal.
    public func write(_ value: Int) {
        write(String(value))
    }

    /// Appends a finite double in its shortest round-trip form; integral values up to 10¹⁵ in magnitude
    /// are written without a fraction (`100`, not `100.0`). Non-finite values are written as `null`.
    public func write(_ value: Double) {
        guard value.isFinite else { return write("null") }
        if value == value.rounded(), abs(value) < 1e15 {
            write(Int(value))
        } else {
            write(value.description)
        }
    }

    /// Appends `,"name":value`, a JSON member after the first, with the number in its fixed form.
    public func writeJSONField(_ name: StaticString, _ value: Double) {
        writeJSONMemberName(name)
        write(value)
    }

    /// Appends `,"name":value` for an integer, written exactly.
    public func writeJSONField(_ name: StaticString, _ value: Int) {
        writeJSONMemberName(name)
        write(value)
    }

    private func writeJSONMemberName(_ name: StaticString) {
        appendByte(UInt8(ascii: ","))
        appendByte(UInt8(ascii: "\""))
        appendBytes(UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount))
        appendByte(UInt8(ascii: "\""))
        appendByte(UInt8(ascii: ":"))
    }

    /// Appends a JSON string literal, escaping as JSON requires.
    public func writeJSONString(_ text: String) {
        appendByte(UInt8(ascii: "\""))
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": write("\\\"")
            case "\\": write("\\\\")
            case "\n": write("\\n")
            case "\r": write("\\r")
            case "\t": write("\\t")
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                write("\\u" + String(repeating: "0", count: 4 - hex.count) + hex)
            default: write(String(scalar))
            }
        }
        appendByte(UInt8(ascii: "\""))
    }

    @usableFromInline
    func appendBytes(_ buffer: UnsafeBufferPointer<UInt8>) {
        bytes.append(contentsOf: buffer)
        guard case .fileDescriptor = destination, bytes.count >= Self.flushThreshold else { return }
        do {
            try flush()
        } catch {
            pendingFailure = pendingFailure ?? error
        }
    }

    /// Appends one byte.
    public func appendByte(_ byte: UInt8) {
        bytes.append(byte)
    }

    /// Appends bytes that are already text, such as what another buffer gathered (``takeBytes()``).
    public func write(contentsOf data: [UInt8]) {
        data.withUnsafeBufferPointer { appendBytes($0) }
    }

    /// Hands over everything gathered and not yet written out, leaving the buffer empty: with a `.memory`
    /// buffer, all of its output.
    public func takeBytes() -> [UInt8] {
        defer { bytes = [] }
        return bytes
    }

    /// Writes out what has gathered (file descriptors only). Throws the first failure since the last call,
    /// including one while flushing on the way; after a failure the output has a hole, so what has gathered
    /// since is dropped rather than written after it.
    public func flush() throws(DatasetError) {
        if let failure = pendingFailure {
            pendingFailure = nil
            bytes.removeAll(keepingCapacity: true)
            throw failure
        }
        guard case .fileDescriptor(let fd) = destination, !bytes.isEmpty else { return }
        var offset = 0
        let failure: String? = bytes.withUnsafeBytes { raw in
            while offset < raw.count {
                let written = Glibc.write(fd, raw.baseAddress! + offset, raw.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return String(cString: strerror(errno))
                }
                offset += written
            }
            return nil
        }
        bytes.removeAll(keepingCapacity: true)
        if let failure { throw DatasetError(file: "output", line: 0, reason: .writeFailed(failure)) }
    }

    /// Flushes and closes the descriptor if it is not standard output or standard error.
    public func close() throws(DatasetError) {
        try flush()
        if case .fileDescriptor(let fd) = destination, fd > 2 { Glibc.close(fd) }
    }
}
