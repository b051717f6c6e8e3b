#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import GSL

/// The last few user accelerations (g) with their times (s), in a fixed ring that never allocates, and
/// the share of their energy in a frequency band, from their spectrum (GSL's FFT).
///
/// The shake detector records one entry per step of its features (a block of samples, at most 64 a
/// second at its default block length) and asks for the spectrum only when a light shake is about to
/// begin, so the cost per step is one 32-byte entry written (two 16-byte stores).
struct RecentMotion: Sendable {
    /// Entries kept (a power of two): 1.5 s at 64 steps a second fits, with room for uneven steps.
    static let capacity = 128
    /// Each entry is `(time, x, y, z)`, stored in two 16-byte writes.
    private var entries: InlineArray<128, SIMD4<Double>> = .init(repeating: .zero)
    /// Entries appended since the start; the newest is at slot `(appended − 1) mod capacity`.
    private var appended = 0

    /// How many entries are kept.
    var count: Int { min(appended, Self.capacity) }

    /// Records the user acceleration `value` (g) at `time` (s); times must not go backwards.
    @inline(__always)
    mutating func append(_ value: Vector3, at time: Double) {
        // The slot is masked into range, so the checks the subscript would make cannot fail.
        entries[unchecked: appended & (Self.capacity - 1)] = SIMD4(time, value.x, value.y, value.z)
        appended &+= 1
    }

    /// Forgets every entry.
    mutating func removeAll() {
        appended = 0
    }

    /// The entry `back` places before the newest (0 = newest).
    private func entry(back: Int) -> SIMD4<Double> { entries[(appended - 1 - back) & (Self.capacity - 1)] }

    /// The share (0…1) of the motion's energy that lies in `band` (Hz), over the entries later than
    /// `now − duration` (s), all three axes together; `nil` when it cannot be told: fewer than 8 entries,
    /// or steps too far apart to see the band's lower edge (half the step rate at or below it).
    ///
    /// The entries are put on an even grid from the first to the last (linear interpolation; an even
    /// rate gives them back as they are), each axis has its mean removed and a Hann window applied, and
    /// is zero-padded to a power of two; the energy is the power summed over the bins above 0 Hz.
    func bandShare(_ band: ClosedRange<Double>, over duration: Double, until now: Double) -> Double? {
        var used = 0
        while used < count, entry(back: used)[0] > now - duration { used += 1 }
        guard used >= 8 else { return nil }
        let first = entry(back: used - 1)[0], last = entry(back: 0)[0]
        let step = (last - first) / Double(used - 1)
        guard step > 0, 0.5 / step > band.lowerBound else { return nil }
        var length = 8
        while length < used { length *= 2 }
        let (inBand, total) = withUnsafeTemporaryAllocation(of: Double.self, capacity: length) { buffer -> (Double, Double) in
            var inBand = 0.0, total = 0.0
            for axis in 0..<3 {
                fillEvenGrid(buffer, axis: axis, used: used, from: first, step: step)
                // The transform cannot fail for a power-of-two length of at least 8; a failure counts as no energy.
                guard (try? PowerSpectrum.transform(buffer)) != nil else { continue }
                let binWidth = 1 / (Double(length) * step)
                for k in 1...(length / 2) {
                    let frequency = Double(k) * binWidth
                    total += buffer[k]
                    if band.contains(frequency) { inBand += buffer[k] }
                }
            }
            return (inBand, total)
        }
        return total > 0 ? inBand / total : nil
    }

    /// Fills `buffer` with one axis of the last `used` entries on an even grid (`first + j · step`),
    /// mean removed, Hann-windowed, then zeros.
    private func fillEvenGrid(_ buffer: UnsafeMutableBufferPointer<Double>, axis: Int, used: Int, from first: Double, step: Double) {
        func time(back: Int) -> Double { entry(back: back)[0] }
        func value(back: Int) -> Double { entry(back: back)[1 + axis] }
        // Walk the entries oldest first alongside the grid points.
        var back = used - 1
        var sum = 0.0
        for j in 0..<used {
            let gridTime = j == used - 1 ? time(back: 0) : first + Double(j) * step
            while back > 0, time(back: back - 1) <= gridTime { back -= 1 }
            let t0 = time(back: back)
            var interpolated = value(back: back)
            if back > 0 {
                let t1 = time(back: back - 1)
                if t1 > t0 { interpolated += (value(back: back - 1) - interpolated) * (gridTime - t0) / (t1 - t0) }
            }
            buffer[j] = interpolated
            sum += interpolated
        }
        let mean = sum / Double(used)
        for j in 0..<used {
            let hann = 0.5 - 0.5 * cos(2 * Double.pi * Double(j + 1) / Double(used + 1))
            buffer[j] = (buffer[j] - mean) * hann
        }
        for j in used..<buffer.count { buffer[j] = 0 }
    }
}
