internal import CGSL

/// A failure reported by GSL, carrying the GSL status code and the operation that failed.
///
/// GSL's own error handler (which aborts the process) is switched off before the first GSL call;
/// every status code is turned into this error at one choke point, ``GSLStatus/check(_:operation:)``.
public struct GSLError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The kind of failure, named after GSL's status constants.
    public enum Kind: Equatable, Sendable {
        /// `GSL_EDOM`: an argument outside the function's domain.
        case domain
        /// `GSL_ERANGE`: the result is out of range.
        case range
        /// `GSL_ENOMEM`: memory could not be allocated.
        case outOfMemory
        /// `GSL_EINVAL`: an invalid argument was supplied.
        case invalidArgument
        /// `GSL_EBADLEN`: a vector or matrix length does not fit the operation.
        case badLength
        /// `GSL_EMAXITER`: an iterative method exceeded its iteration limit.
        case maximumIterations
        /// Any other GSL status code.
        case other(Int32)
    }

    /// The kind of failure.
    public let kind: Kind
    /// The raw GSL status code.
    public let status: Int32
    /// What the engine was doing, for example `"gsl_rng_alloc(mt19937)"`.
    public let operation: String

    /// Creates an error from a GSL status code.
    public init(status: Int32, operation: String) {
        self.status = status
        self.operation = operation
        switch Int(status) {
        case Int(GSL_EDOM): kind = .domain
        case Int(GSL_ERANGE): kind = .range
        case Int(GSL_ENOMEM): kind = .outOfMemory
        case Int(GSL_EINVAL): kind = .invalidArgument
        case Int(GSL_EBADLEN): kind = .badLength
        case Int(GSL_EMAXITER): kind = .maximumIterations
        default: kind = .other(status)
        }
    }

    public var description: String {
        let reason = String(cString: gsl_strerror(status))
        return "GSL error \(status) in \(operation): \(reason)"
    }
}
