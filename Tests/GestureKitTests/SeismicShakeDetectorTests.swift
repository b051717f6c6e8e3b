import Testing
import GestureKit

/// Seismic's ShakeDetectorTest, re-expressed (item 89), and its clearing rule (item 90).
@Suite struct SeismicShakeDetectorTests {
    @Test func item89_emptyQueueIsNotShaking() {
        #expect(!SeismicQueue().isShaking)
    }

    @Test func item89_slowSensorQueueFollowsSeismicExactly() {
        // 300 ms between samples, as on the LG Ally.
        var queue = SeismicQueue()
        var t = 0.0
        func add(_ accelerating: Bool) {
            queue.add(timestamp: t, accelerating: accelerating)
            t += 0.3
        }
        for _ in 0..<4 { add(false) }
        #expect(!queue.isShaking)
        add(true)
        add(true)
        #expect(queue.flags == [false, false, true, true])
        #expect(!queue.isShaking)
        add(true)
        #expect(queue.flags == [false, true, true, true])
        #expect(queue.isShaking)
        add(false)
        #expect(queue.flags == [true, true, true, false])
        #expect(queue.isShaking)
        add(false)
        #expect(queue.flags == [true, true, false, false])
        #expect(!queue.isShaking)
        queue.clear()
        #expect(queue.count == 0)
        #expect(!queue.isShaking)
    }

    @Test func item89_purgesOnlyWhileFourRemainAndBeforeAppending() {
        var queue = SeismicQueue()
        for t in [0.0, 0.1, 0.2] { queue.add(timestamp: t, accelerating: true) }
        queue.add(timestamp: 5, accelerating: true)  // three old samples stay: fewer than 4 before the append
        #expect(queue.count == 4)
        queue.add(timestamp: 5.1, accelerating: true)  // now 4 remain, so the old ones go until 3 are left
        #expect(queue.count == 4)
    }

    @Test(arguments: SeismicShakeDetector.Sensitivity.allCases)
    func item89_acceleratingMeansAboveTheSensitivity(sensitivity: SeismicShakeDetector.Sensitivity) {
        let threshold = sensitivity.rawValue
        var above = SeismicShakeDetector(sensitivity: sensitivity)
        var at = SeismicShakeDetector(sensitivity: sensitivity)
        var heardAbove = false, heardAt = false
        for index in 0..<40 {
            let t = Double(index) * 0.02
            heardAbove = above.add(timestamp: t, x: threshold + 0.001, y: 0, z: 0) || heardAbove
            heardAt = at.add(timestamp: t, x: threshold, y: 0, z: 0) || heardAt
        }
        #expect(heardAbove)
        #expect(!heardAt)
    }

    @Test func item90_afterAShakeTheWindowStartsAgain() {
        var detector = SeismicShakeDetector()
        var heard: [Double] = []
        for index in 0..<100 {
            let t = Double(index) * 0.02
            if detector.add(timestamp: t, x: 20, y: 0, z: 0) { heard.append(t) }
        }
        #expect(heard.count >= 2)
        for (earlier, later) in zip(heard, heard.dropFirst()) { #expect(later - earlier >= 0.25) }
        #expect(heard.first.map { $0 >= 0.25 } == true)
    }

    @Test func item90_clearingDropsTheEvidence() {
        var detector = SeismicShakeDetector()
        for index in 0..<12 { _ = detector.add(timestamp: Double(index) * 0.02, x: 20, y: 0, z: 0) }
        detector.clear()
        let heard = detector.add(timestamp: 0.26, x: 20, y: 0, z: 0)
        #expect(!heard)
    }

    @Test func item91_aDeviceAtRestNeverShakesInSeismicMode() {
        var detector = SeismicShakeDetector()
        for sample in MotionTestSignals.rest(from: 0, duration: 60, rate: 100, noise: 0.05) {
            let heard = detector.add(sample)
            #expect(!heard)
        }
    }
}
