#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a file or standard input line by line through one reused buffer, so a file of any size is
/// streamed in constant memory.
///
/// Each line is handed out as bytes without its line terminator (`\n` or `\r\n`), valid until the next
/// call. Lines may be up to ``maximumLineLength`` bytes. A non-copyable struct: it owns its buffer and
/// descriptor, and its state is checked for exclusive access at compile time, not on every line.
public struct LineReader: ~Copyable {
    /// The longest line accepted, in bytes (16 MiB).
    public static let maximumLineLength = 16 << 20

    /// The name used in errors (the path, or `-` for standard input).
    public let name: String
    /// The number of the line last returned (1-based).
    public private(set) var lineNumber = 0

    private let descriptor: Int32
    private let ownsDescriptor: Bool
    private var buffer: UnsafeMutableRawBufferPointer
    private var start = 0
    private var end = 0
    private var reachedEnd = false

    /// Opens `path` for reading; `-` reads standard input.
    public init(path: String, bufferSize: Int = 1 << 20) throws(DatasetError) {
        name = path
        if path == "-" {
            descriptor = STDIN_FILENO
            ownsDescriptor = false
        } else {
            let fd = open(path, O_RDONLY | O_CLOEXEC)
            guard fd >= 0 else {
                throw DatasetError(file: path, line: 0, reason: .cannotOpen(String(cString: strerror(errno))))
            }
            var info = stat()
            if fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR {
                close(fd)
                throw DatasetError(file: path, line: 0, reason: .cannotOpen("is a directory"))
            }
            descriptor = fd
            ownsDescriptor = true
        }
        buffer = .allocate(byteCount: max(bufferSize, 64), alignment: 16)
    }

    deinit {
        buffer.deallocate()
        if ownsDescriptor { close(descriptor) }
    }

    /// The next line's bytes, or `nil` at the end of input.
    public mutating func nextLine() throws(DatasetError) -> UnsafeBufferPointer<UInt8>? {
        while true {
            if end > start {
                let base = buffer.baseAddress! + start
                if let newline = memchr(base, 0x0A, end - start) {
                    let length = UnsafeRawPointer(newline) - UnsafeRawPointer(base)
                    start += length + 1
                    lineNumber += 1
                    return line(at: base, length: length)
                }
            }
            if reachedEnd {
                guard end > start else { return nil }
                let base = buffer.baseAddress! + start
                let length = end - start
                start = end
                lineNumber += 1
                return line(at: base, length: length)
            }
            try fill()
        }
    }

    private func line(at base: UnsafeMutableRawPointer, length: Int) -> UnsafeBufferPointer<UInt8> {
        let bytes = base.assumingMemoryBound(to: UInt8.self)
        let trimmed = length > 0 && bytes[length - 1] == 0x0D ? length - 1 : length
        return UnsafeBufferPointer(start: bytes, count: trimmed)
    }

    /// Moves the unread tail to the front, grows the buffer if one line fills it, and reads more.
    private mutating func fill() throws(DatasetError) {
        if start > 0 {
            let pending = end - start
            if pending > 0 { memmove(buffer.baseAddress!, buffer.baseAddress! + start, pending) }
            start = 0
            end = pending
        }
        if end == buffer.count {
            guard buffer.count < Self.maximumLineLength else {
                throw DatasetError(file: name, line: lineNumber + 1, reason: .lineTooLong(Self.maximumLineLength))
            }
            let grown = UnsafeMutableRawBufferPointer.allocate(
                byteCount: min(buffer.count * 2, Self.maximumLineLength), alignment: 16)
            grown.copyMemory(from: UnsafeRawBufferPointer(rebasing: buffer[0..<end]))
            buffer.deallocate()
            buffer = grown
        }
        while true {
            let count = read(descriptor, buffer.baseAddress! + end, buffer.count - end)
            if count > 0 {
                end += count
                return
            }
            if count == 0 {
                reachedEnd = true
                return
            }
            if errno == EINTR { continue }
            throw DatasetError(file: name, line: lineNumber + 1, reason: .unreadable(String(cString: strerror(errno))))
        }
    }
}
