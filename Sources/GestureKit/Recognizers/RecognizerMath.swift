/// The earlier of two optional times (`nil` when both are).
@inlinable
func earliest(_ a: Double?, _ b: Double?) -> Double? {
    guard let a else { return b }
    guard let b else { return a }
    return Swift.min(a, b)
}

/// `a − b` wrapped into (−π, π].
@inlinable
func angleDifference(_ a: Double, _ b: Double) -> Double {
    var delta = a - b
    while delta > Double.pi { delta -= 2 * Double.pi }
    while delta <= -Double.pi { delta += 2 * Double.pi }
    return delta
}
