extension Array where Element: AnyObject {
    /// Calls `body` with each element in order, without retaining it for the call.
    ///
    /// For loops that run on every event: iterating an array of objects normally retains and releases
    /// each element around every call made with it. None of that is needed here, because this array value
    /// (`self`, which the caller passes and Swift keeps alive for the whole call, copy-on-write making any
    /// change the body makes to the variable it came from a change to another buffer) holds every element
    /// until the loop is over.
    @inline(__always)
    func forEachUnretained(_ body: (Element) throws -> Void) rethrows {
        try withExtendedLifetime(self) {
            for index in indices {
                try Unmanaged.passUnretained(self[index])._withUnsafeGuaranteedRef(body)
            }
        }
    }
}

extension Array where Element: AnyObject {
    /// Calls `body` with each element from the last to the first, without retaining it, and returns the
    /// first result that is not `nil` (or `nil` when every call gave `nil`).
    ///
    /// For the same loops, and safe for the same reason, as ``forEachUnretained(_:)``: this array value
    /// holds every element until the loop is over, whatever `body` does to the variable it came from.
    @inline(__always)
    func lastToFirstUnretained<Result>(firstNonNil body: (Element) throws -> Result?) rethrows -> Result? {
        try withExtendedLifetime(self) {
            var index = endIndex
            while index > startIndex {
                index -= 1
                if let result = try Unmanaged.passUnretained(self[index])._withUnsafeGuaranteedRef(body) { return result }
            }
            return nil
        }
    }
}
