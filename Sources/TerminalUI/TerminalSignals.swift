#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// The last termination signal received (`SIGINT`, `SIGTERM`, `SIGHUP`), 0 when none is pending.
///
/// Written by a signal handler, so it is a global `let` of a lock-free atomic: an atomic store is
/// async-signal-safe, `Atomic` is `Sendable`, and no lock or allocation happens in the handler.
private let pendingTermination = Atomic<Int32>(0)
/// Whether the terminal was resized (`SIGWINCH`) since the last look.
private let pendingResize = Atomic<Bool>(false)

/// Turns the signals a full-screen terminal program must answer into flags its run loop polls: a
/// termination request (Ctrl-C sent as a signal, `SIGTERM`, `SIGHUP`) and a resize (`SIGWINCH`).
///
/// A handler only stores a flag; the program notices it on its next turn (a frame timer), restores the
/// terminal and exits. Nothing else happens inside a handler.
public enum TerminalSignals {
    /// Installs the handlers. Call once, before entering raw mode.
    public static func install() {
        // Touch the globals first, so their one-time initialisation never runs inside a handler.
        _ = pendingTermination.load(ordering: .relaxed)
        _ = pendingResize.load(ordering: .relaxed)
        for number in [SIGINT, SIGTERM, SIGHUP] {
            _ = signal(number) { pendingTermination.store($0, ordering: .relaxed) }
        }
        _ = signal(SIGWINCH) { _ in pendingResize.store(true, ordering: .relaxed) }
        // A blocked signal mask is inherited across exec: a program started from a thread that blocks
        // them (a libdispatch worker does, so Foundation's Process spawned from one passes that on) would
        // never receive these signals, and SIGTERM would leave it running in raw mode. Unblock them on
        // this thread, which runs the loop that polls the flags.
        var handled = sigset_t()
        sigemptyset(&handled)
        for number in [SIGINT, SIGTERM, SIGHUP, SIGWINCH] { sigaddset(&handled, number) }
        pthread_sigmask(SIG_UNBLOCK, &handled, nil)
    }

    /// The termination signal received since the last call, if any.
    public static func takeTermination() -> Int32? {
        let number = pendingTermination.exchange(0, ordering: .relaxed)
        return number == 0 ? nil : number
    }

    /// Whether the terminal was resized since the last call.
    public static func takeResize() -> Bool {
        pendingResize.exchange(false, ordering: .relaxed)
    }
}
