/// The motion along an axis known only up to its length: `u·s / |s|` (g), kept as `u·s` and `|s|²` so that
/// comparing it with a threshold or with another projection needs neither a square root nor a division
/// (the shake detector pays those only at a reversal, through ``value``).
struct AxisProjection: Sendable {
    /// `u·s`: user acceleration (g) dotted with the unnormalised axis `s`.
    var along: Double
    /// `|s|²`, positive.
    var squaredNorm: Double

    /// No motion.
    static let zero = AxisProjection(along: 0, squaredNorm: 1)

    /// The projection in g, signed.
    var value: Double { along * (1 / squaredNorm.squareRoot()) }

    /// Whether the projection's magnitude is beyond `threshold` (g; its magnitude counts).
    func exceeds(_ threshold: Double) -> Bool {
        along * along > threshold * threshold * squaredNorm
    }

    /// Whether this projection's magnitude is larger than `other`'s.
    func exceeds(_ other: AxisProjection) -> Bool {
        along * along * other.squaredNorm > other.along * other.along * squaredNorm
    }

    /// The power of two that brings a vector of squared length `squaredNorm` (positive, normal) to a
    /// squared length in [1, 4): multiplying by it is exact, so the vector's direction is untouched.
    static func powerOfTwoTowardsUnitLength(squaredNorm: Double) -> Double {
        // squaredNorm = m · 2^e with 1 ≤ m < 2; the scale is 2^−⌊e/2⌋, built from its exponent bits.
        let exponent = Int(truncatingIfNeeded: squaredNorm.bitPattern >> 52) - 1023
        return Double(bitPattern: UInt64(truncatingIfNeeded: 1023 - (exponent >> 1)) << 52)
    }
}
