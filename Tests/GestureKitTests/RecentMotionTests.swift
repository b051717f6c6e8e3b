#if canImport(Glibc)
import Glibc
#endif
import Testing
@testable import GestureKit

@Suite struct RecentMotionTests {
    /// `seconds` of `acceleration(t)` along x, recorded at `rate` steps a second (times optionally jittered
    /// by up to ±`jitter` of the step, deterministic).
    func recorded(rate: Double, seconds: Double, jitter: Double = 0, _ acceleration: (Double) -> Double) -> (RecentMotion, Double) {
        var recent = RecentMotion()
        var state: UInt64 = 99
        var time = 0.0
        for index in 0..<Int(seconds * rate) {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            let noise = (Double(state >> 11) / Double(1 << 53) - 0.5) * 2 * jitter
            time = (Double(index) + noise) / rate
            recent.append(Vector3(x: acceleration(time), y: 0, z: 0), at: time)
        }
        return (recent, time)
    }

    let band: ClosedRange<Double> = 6...12
    let omega = 2 * Double.pi * 3.6

    @Test(arguments: [16.0, 50, 64])
    func aSmoothOscillationHasNoEnergyInTheBand(rate: Double) throws {
        // A pure 3.6 Hz sine (a saw's stroke): only the Hann window's leakage reaches 6 Hz.
        let (recent, now) = recorded(rate: rate, seconds: 3) { 0.8 * sin(omega * $0) }
        let share = try #require(recent.bandShare(band, over: 1.5, until: now))
        #expect(share < 0.005, "\(share)")
    }

    @Test(arguments: [16.0, 50, 64])
    func harmonicsOfAnAbruptShakeShowInTheBand(rate: Double) throws {
        // A 2nd harmonic at a quarter of the fundamental holds 1/17 of the energy (0.0588).
        let (recent, now) = recorded(rate: rate, seconds: 3) { 0.8 * sin(omega * $0) + 0.2 * sin(2 * omega * $0) }
        let share = try #require(recent.bandShare(band, over: 1.5, until: now))
        #expect(share > 0.045 && share < 0.07, "\(share)")
    }

    @Test func unevenStepsAreReadOnAnEvenGrid() throws {
        let (even, evenNow) = recorded(rate: 50, seconds: 3) { 0.8 * sin(omega * $0) + 0.2 * sin(2 * omega * $0) }
        let (uneven, unevenNow) = recorded(rate: 50, seconds: 3, jitter: 0.3) { 0.8 * sin(omega * $0) + 0.2 * sin(2 * omega * $0) }
        let a = try #require(even.bandShare(band, over: 1.5, until: evenNow))
        let b = try #require(uneven.bandShare(band, over: 1.5, until: unevenNow))
        #expect(abs(a - b) < 0.01, "\(a) \(b)")
    }

    @Test func onlyTheWindowCounts() throws {
        // Jerky motion for 3 s, then 2 s of a smooth sine: the last 1.5 s are smooth.
        let (recent, now) = recorded(rate: 16, seconds: 5) { t in
            t < 3 ? 0.8 * sin(omega * t) + 0.5 * sin(2 * omega * t) : 0.8 * sin(omega * t)
        }
        let share = try #require(recent.bandShare(band, over: 1.5, until: now))
        #expect(share < 0.005, "\(share)")
        // Over 4 s the jerky part is in.
        #expect(try #require(recent.bandShare(band, over: 4, until: now)) > 0.02)
    }

    @Test func theRingKeepsTheNewest128Steps() throws {
        // 200 steps a second for 3 s: 600 appended, the newest 128 (0.64 s) read.
        let (recent, now) = recorded(rate: 200, seconds: 3) { t in t < 2.3 ? 5 * sin(2 * Double.pi * 9 * t) : 0.8 * sin(omega * t) }
        #expect(recent.count == RecentMotion.capacity)
        let share = try #require(recent.bandShare(band, over: 1.5, until: now))
        #expect(share < 0.02, "\(share)")
    }

    @Test func tooFewStepsOrTooSlowToSeeTheBandIsUnknown() {
        let (few, fewNow) = recorded(rate: 50, seconds: 0.14) { 0.8 * sin(omega * $0) }
        #expect(few.count == 7 && few.bandShare(band, over: 1.5, until: fewNow) == nil)
        // 10 steps a second see up to 5 Hz: the band starts above.
        let (slow, slowNow) = recorded(rate: 10, seconds: 3) { 0.8 * sin(omega * $0) }
        #expect(slow.bandShare(band, over: 1.5, until: slowNow) == nil)
        // No motion at all: no energy to share.
        let (still, stillNow) = recorded(rate: 50, seconds: 3) { _ in 0.25 }
        #expect(still.bandShare(band, over: 1.5, until: stillNow) == nil)
        var emptied = still
        emptied.removeAll()
        #expect(emptied.count == 0 && emptied.bandShare(band, over: 1.5, until: stillNow) == nil)
    }
}
