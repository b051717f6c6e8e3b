#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A live source of samples behind a file descriptor (a terminal, an IIO device, a pipe).
public protocol LiveInput {
    /// The descriptor the run loop waits on.
    var fileDescriptor: Int32 { get }
    /// Reads what is available without blocking and emits its samples, stamped no earlier than `time`.
    /// - Returns: `false` when the input has closed.
    mutating func read(at time: Double, emit: (Sample) -> Void) -> Bool
}

/// Blocks a live run loop until an input is readable or a timeout passes.
public protocol IdleWaiter {
    /// Waits until one of `descriptors` is readable or `timeout` seconds of real time pass (`nil`: no
    /// timeout); the loop converts its clock's seconds with ``TimeSource/waitDuration(for:)``.
    /// - Returns: the indices in `descriptors` that are readable (or closed).
    mutating func wait(for descriptors: [Int32], timeout: Double?) -> [Int]
}

/// Waits with `poll(2)`: the thread sleeps in the kernel, using no CPU while nothing happens.
public struct PollWaiter: IdleWaiter {
    /// Creates a poll-based waiter.
    public init() {}

    public mutating func wait(for descriptors: [Int32], timeout: Double?) -> [Int] {
        var polled = descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        let milliseconds: Int32
        if let timeout {
            // Round up so the loop never wakes just before a timer is due and spins; beyond about 24
            // days (or not a number) wait the longest poll(2) takes.
            let rounded = (timeout * 1000).rounded(.up)
            milliseconds = rounded < Double(Int32.max) ? Int32(Swift.max(rounded, 0)) : Int32.max
        } else {
            milliseconds = -1
        }
        let result = polled.withUnsafeMutableBufferPointer { buffer in
            poll(buffer.baseAddress, nfds_t(buffer.count), milliseconds)
        }
        guard result > 0 else { return [] }
        let readyMask = Int16(POLLIN) | Int16(POLLHUP) | Int16(POLLERR)
        return polled.indices.filter { polled[$0].revents & readyMask != 0 }
    }
}
