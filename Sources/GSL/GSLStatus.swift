internal import CGSL

/// The one place where GSL status codes become Swift errors.
///
/// GSL's default error handler calls `abort()`. ``GSLStatus/prepare()`` switches it off exactly once
/// (a lazily initialised static, thread-safe by Swift's global initialisation), so a failing GSL call
/// returns its status code and the engine reports it as a ``GSLError``.
public enum GSLStatus {
    /// Initialised once, on first use, by Swift's thread-safe lazy static initialisation.
    private static let handlerSwitchedOff: Bool = {
        _ = gsl_set_error_handler_off()
        return true
    }()

    /// Switches GSL's aborting error handler off. Cheap after the first call; call before any GSL use.
    @inline(__always)
    public static func prepare() {
        _ = handlerSwitchedOff
    }

    /// Throws a ``GSLError`` unless `status` is `GSL_SUCCESS`.
    /// - Parameters:
    ///   - status: a status code returned by a GSL function.
    ///   - operation: what was being done, for the error message.
    @inline(__always)
    public static func check(_ status: Int32, operation: @autoclosure () -> String) throws(GSLError) {
        if status != Int32(GSL_SUCCESS) {
            throw GSLError(status: status, operation: operation())
        }
    }
}
