#if canImport(Glibc)
import Glibc
#endif
import Testing
import GSL

@Suite struct PowerSpectrumTests {
    func spectrum(_ values: [Double]) throws -> [Double] {
        var buffer = values
        try buffer.withUnsafeMutableBufferPointer { try PowerSpectrum.transform($0) }
        return Array(buffer[0...(values.count / 2)])
    }

    @Test func aCosineOnABinPutsAllItsPowerThere() throws {
        // cos(2π·3j/16): X_3 = n/2 = 8, so |X_3|² = 64; nothing elsewhere.
        let n = 16
        let power = try spectrum((0..<n).map { cos(2 * Double.pi * 3 * Double($0) / Double(n)) })
        for (k, p) in power.enumerated() { #expect(abs(p - (k == 3 ? 64 : 0)) < 1e-9, "bin \(k): \(p)") }
    }

    @Test func aSineGivesTheSamePowerAsACosine() throws {
        let n = 32
        let power = try spectrum((0..<n).map { 0.5 * sin(2 * Double.pi * 5 * Double($0) / Double(n)) })
        #expect(abs(power[5] - 64) < 1e-9)  // (0.5 · n / 2)²
        #expect(power.enumerated().allSatisfy { $0.offset == 5 || abs($0.element) < 1e-9 })
    }

    @Test func theMeanAndTheNyquistTermsAreReal() throws {
        // 1 + (−1)^j: X_0 = n, X_{n/2} = n.
        let n = 8
        let power = try spectrum((0..<n).map { 1 + ($0 % 2 == 0 ? 1 : -1) })
        #expect(power == [64, 0, 0, 0, 64])
    }

    @Test func parsevalHolds() throws {
        let n = 64
        let values: [Double] = (0..<n).map { j in
            let t = Double(j)
            let chirp: Double = 0.3 * cos(t * t * 0.11)
            return sin(t * 0.37) + chirp - 0.2
        }
        let power = try spectrum(values)
        // Σ|x_j|² = (P_0 + 2 Σ_{0<k<n/2} P_k + P_{n/2}) / n.
        let energy: Double = values.map { $0 * $0 }.reduce(0, +)
        let inner: Double = power[1..<(n / 2)].reduce(0, +)
        let fromSpectrum: Double = (power[0] + 2 * inner + power[n / 2]) / Double(n)
        #expect(abs(energy - fromSpectrum) < 1e-9 * energy)
    }

    @Test(arguments: [0, 1, 12, 48])
    func onlyPowersOfTwoFromTwoUp(count: Int) {
        var buffer = [Double](repeating: 1, count: count)
        #expect {
            try buffer.withUnsafeMutableBufferPointer { try PowerSpectrum.transform($0) }
        } throws: { error in
            (error as? GSLError)?.kind == .badLength && "\(error)".contains("\(count) values")
        }
    }
}
