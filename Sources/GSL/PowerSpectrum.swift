internal import CGSL

/// The power spectrum of a block of real values, by GSL's in-place radix-2 real FFT
/// (`gsl_fft_real_radix2_transform`), with no allocation: the block's own memory holds the result.
///
/// For values `x₀ … x_{n−1}` (n a power of two) the power of bin `k` is `|X_k|²`, where
/// `X_k = Σ x_j e^{−2πijk/n}`, for `k = 0 … n/2`; bin `k` is the frequency `k / (n · Δt)` for values
/// `Δt` apart. Units: the square of the values' unit.
public enum PowerSpectrum {
    /// Replaces `values` (a power-of-two count, at least 2) by their power spectrum: afterwards
    /// `values[k]` is `|X_k|²` for `k = 0 … n/2`, and the rest of the buffer is left undefined.
    /// Throws ``GSLError`` (`badLength`, before GSL is called) for any other count.
    public static func transform(_ values: UnsafeMutableBufferPointer<Double>) throws(GSLError) {
        let n = values.count
        guard n >= 2, n & (n - 1) == 0, let base = values.baseAddress else {
            throw GSLError(status: Int32(GSL_EBADLEN), operation: "power spectrum of \(n) values (a power of two, at least 2)")
        }
        GSLStatus.prepare()
        try GSLStatus.check(gsl_fft_real_radix2_transform(base, 1, n), operation: "gsl_fft_real_radix2_transform(n: \(n))")
        // Half-complex layout: Re X_k at k, Im X_k at n − k (0 < k < n/2); X_0 and X_{n/2} are real.
        let half = n / 2
        values[0] *= values[0]
        for k in 1..<half {
            values[k] = values[k] * values[k] + values[n - k] * values[n - k]
        }
        values[half] *= values[half]
    }
}
