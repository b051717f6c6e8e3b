internal import CGSL

/// A named, seeded GSL random number generator with a single owner.
///
/// A `gsl_rng` changes state on every draw, so this wrapper is `~Copyable`: exactly one owner draws from
/// it and it is freed when that owner goes away. The generator is always named and seeded explicitly;
/// `gsl_rng_default` and `gsl_rng_env_setup()` are never used, so the environment cannot change results.
///
/// ```swift
/// var random = try RandomSource(.mt19937, seed: 42)
/// let jitter = random.gaussian(standardDeviation: 0.5)   // points
/// ```
public struct RandomSource: ~Copyable {
    /// The GSL generator algorithms the engine names.
    public enum Algorithm: String, CaseIterable, Sendable {
        /// Mersenne Twister MT19937 (GSL's `gsl_rng_mt19937`). The engine's default.
        case mt19937
        /// RANLXD2, a luxury generator of double-precision numbers (`gsl_rng_ranlxd2`).
        case ranlxd2
        /// Tausworthe TAUS2 (`gsl_rng_taus2`), small and fast.
        case taus2
    }

    private let generator: OpaquePointer
    /// The algorithm this generator runs.
    public let algorithm: Algorithm
    /// The seed it was started from.
    public let seed: UInt64

    /// Allocates a generator of the named algorithm and seeds it.
    /// - Throws: ``GSLError`` with kind ``GSLError/Kind/outOfMemory`` if GSL cannot allocate it.
    public init(_ algorithm: Algorithm, seed: UInt64) throws(GSLError) {
        GSLStatus.prepare()
        let type: UnsafePointer<gsl_rng_type>
        switch algorithm {
        case .mt19937: type = cgsl_rng_mt19937()
        case .ranlxd2: type = cgsl_rng_ranlxd2()
        case .taus2: type = cgsl_rng_taus2()
        }
        guard let pointer = gsl_rng_alloc(type) else {
            throw GSLError(status: Int32(GSL_ENOMEM), operation: "gsl_rng_alloc(\(algorithm.rawValue))")
        }
        gsl_rng_set(pointer, UInt(truncatingIfNeeded: seed))
        self.generator = OpaquePointer(pointer)
        self.algorithm = algorithm
        self.seed = seed
    }

    deinit {
        gsl_rng_free(UnsafeMutablePointer(generator))
    }

    private var pointer: UnsafePointer<gsl_rng> { UnsafePointer(generator) }

    /// A uniform draw in [0, 1).
    public mutating func uniform() -> Double {
        gsl_rng_uniform(pointer)
    }

    /// A uniform draw in [`lower`, `upper`).
    public mutating func uniform(_ lower: Double, _ upper: Double) -> Double {
        gsl_ran_flat(pointer, lower, upper)
    }

    /// A uniform integer in 0 ..< `count` (`count` ≥ 1).
    public mutating func integer(below count: Int) -> Int {
        precondition(count >= 1, "integer(below:) needs a positive count")
        return Int(gsl_rng_uniform_int(pointer, UInt(count)))
    }

    /// A Gaussian draw with mean 0 and the given standard deviation.
    public mutating func gaussian(standardDeviation: Double) -> Double {
        gsl_ran_gaussian_ziggurat(pointer, standardDeviation)
    }

    /// A log-normal draw: `exp(N(mu, sigma))`, in the units of `exp(mu)`.
    public mutating func logNormal(mu: Double, sigma: Double) -> Double {
        gsl_ran_lognormal(pointer, mu, sigma)
    }

    /// A Bernoulli trial that succeeds with probability `p`.
    public mutating func bernoulli(_ p: Double) -> Bool {
        gsl_ran_bernoulli(pointer, p) == 1
    }
}
