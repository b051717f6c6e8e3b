internal import CGSL

/// Summary statistics of one block of values, computed by GSL (`gsl_stats_*`), and their exact merge.
///
/// The engine summarises long streams block by block: GSL computes each block's figures in one call
/// each, and ``merged(with:)`` combines blocks with the parallel-variance formula, so a stream of any
/// length is summarised in constant memory. Units are those of the values.
public struct BlockStatistics: Equatable, Sendable {
    /// How many values were summarised.
    public private(set) var count: Int
    /// Their arithmetic mean (0 when `count` is 0).
    public private(set) var mean: Double
    /// The sum of squared deviations from the mean (`(count − 1) · variance`).
    public private(set) var sumOfSquaredDeviations: Double
    /// The smallest value (`+∞` when empty).
    public private(set) var minimum: Double
    /// The largest value (`−∞` when empty).
    public private(set) var maximum: Double

    /// The statistics of no values.
    public static let empty = BlockStatistics(
        count: 0, mean: 0, sumOfSquaredDeviations: 0, minimum: .infinity, maximum: -.infinity)

    private init(count: Int, mean: Double, sumOfSquaredDeviations: Double, minimum: Double, maximum: Double) {
        self.count = count
        self.mean = mean
        self.sumOfSquaredDeviations = sumOfSquaredDeviations
        self.minimum = minimum
        self.maximum = maximum
    }

    /// Computes the statistics of a block with GSL.
    public init(of values: UnsafeBufferPointer<Double>) {
        guard let base = values.baseAddress, !values.isEmpty else {
            self = .empty
            return
        }
        GSLStatus.prepare()
        let n = values.count
        let mean = gsl_stats_mean(base, 1, n)
        let variance = n > 1 ? gsl_stats_variance_m(base, 1, n, mean) : 0
        var minimum = 0.0
        var maximum = 0.0
        gsl_stats_minmax(&minimum, &maximum, base, 1, n)
        self.init(
            count: n, mean: mean, sumOfSquaredDeviations: variance * Double(n - 1),
            minimum: minimum, maximum: maximum)
    }

    /// Computes the statistics of an array with GSL.
    public init(of values: [Double]) {
        self = values.withUnsafeBufferPointer { BlockStatistics(of: $0) }
    }

    /// The sample variance (divisor `count − 1`); 0 for fewer than two values.
    public var variance: Double { count > 1 ? sumOfSquaredDeviations / Double(count - 1) : 0 }

    /// The sample standard deviation.
    public var standardDeviation: Double { variance.squareRoot() }

    /// The statistics of both blocks together (Chan et al.'s pairwise update).
    public func merged(with other: BlockStatistics) -> BlockStatistics {
        if other.count == 0 { return self }
        if count == 0 { return other }
        let total = count + other.count
        let delta = other.mean - mean
        let mean = self.mean + delta * Double(other.count) / Double(total)
        let m2 = sumOfSquaredDeviations + other.sumOfSquaredDeviations
            + delta * delta * Double(count) * Double(other.count) / Double(total)
        return BlockStatistics(
            count: total, mean: mean, sumOfSquaredDeviations: m2,
            minimum: Swift.min(minimum, other.minimum), maximum: Swift.max(maximum, other.maximum))
    }
}
