import Testing
@testable import GSL

@Suite struct GSLStatusTests {
    @Test func successDoesNotThrow() throws {
        try GSLStatus.check(0, operation: "nothing")
    }

    /// GSL's status codes: GSL_EDOM 1, GSL_ERANGE 2, GSL_EINVAL 4, GSL_ENOMEM 8, GSL_EMAXITER 11, GSL_EBADLEN 19.
    @Test(arguments: [
        (Int32(1), GSLError.Kind.domain), (2, .range), (4, .invalidArgument), (8, .outOfMemory),
        (11, .maximumIterations), (19, .badLength), (5, .other(5)),
    ])
    func failureBecomesATypedError(status: Int32, kind: GSLError.Kind) {
        #expect(throws: GSLError(status: status, operation: "op")) {
            try GSLStatus.check(status, operation: "op")
        }
        let error = GSLError(status: status, operation: "gsl_thing")
        #expect(error.kind == kind)
        #expect(error.description.contains("gsl_thing"))
    }
}
