internal import CGSL

/// Quantiles of a set of values, computed by GSL: `gsl_sort` then `gsl_stats_quantile_from_sorted_data`
/// (linear interpolation between order statistics). Units are those of the values.
public enum Quantiles {
    /// The quantiles at `fractions` (each in 0…1) of `values`; `nil` for an empty set.
    public static func of(_ values: [Double], at fractions: [Double]) -> [Double]? {
        guard !values.isEmpty else { return nil }
        GSLStatus.prepare()
        var sorted = values
        return sorted.withUnsafeMutableBufferPointer { buffer -> [Double] in
            gsl_sort(buffer.baseAddress, 1, buffer.count)
            return fractions.map { gsl_stats_quantile_from_sorted_data(buffer.baseAddress, 1, buffer.count, min(max($0, 0), 1)) }
        }
    }
}
