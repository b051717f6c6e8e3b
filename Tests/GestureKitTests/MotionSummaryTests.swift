#if canImport(Glibc)
import Glibc
#endif
import Testing
@testable import GestureKit

@Suite struct MotionSummaryTests {
    @Test func summarisesAcrossBlockBoundaries() {
        var summary = MotionSummary()
        let count = MotionSummary.blockSize * 2 + 300
        var xs: [Double] = []
        var magnitudes: [Double] = []
        for index in 0..<count {
            let t = Double(index) / 100
            let sample = AccelerometerSample(timestamp: t, x: sin(Double(index) * 0.1), y: -1, z: Double(index % 7) * 0.01)
            summary.add(sample)
            xs.append(sample.x)
            magnitudes.append(sample.magnitude)
        }
        #expect(summary.count == count)
        #expect(summary.firstTimestamp == 0)
        #expect(abs(summary.duration - Double(count - 1) / 100) < 1e-9)
        #expect(abs(summary.rate - 100) < 1e-6)
        let meanX = xs.reduce(0, +) / Double(count)
        #expect(abs(summary.axes.x.mean - meanX) < 1e-12)
        #expect(summary.axes.y.mean == -1 && summary.axes.y.variance < 1e-24)
        #expect(summary.magnitudeStatistics.maximum == magnitudes.max())
        #expect(summary.magnitudeStatistics.minimum == magnitudes.min())
        let varianceX = xs.map { ($0 - meanX) * ($0 - meanX) }.reduce(0, +) / Double(count - 1)
        #expect(abs(summary.axes.x.variance - varianceX) < 1e-12)
    }

    @Test func emptyAndSingleSample() {
        var summary = MotionSummary()
        #expect(summary.count == 0 && summary.duration == 0 && summary.rate == 0)
        summary.add(AccelerometerSample(timestamp: 3, x: 0, y: 0, z: -1))
        #expect(summary.duration == 0 && summary.rate == 0)
        #expect(summary.magnitudeStatistics.mean == 1)
    }
}
