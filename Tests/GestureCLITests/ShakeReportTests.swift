import Foundation
import Testing
@testable import GestureKitIO
@testable import GestureCLI

@Suite struct ShakeReportTests {
    /// Two shake series found after 1.2 s and 1.6 s, one of three walking series taken for a shake, and
    /// one false shake in the 30 s stream.
    static func result(resampledTo rate: Double? = nil) -> ShakeEvaluation.Result {
        let setup = ShakeEvaluation.Setup(name: "Demo", rate: 16, shakeLabels: ["SHAKE"], resampleRate: rate)
        var result = ShakeEvaluation.Result(setup: setup, detector: .engine, classes: [
            .init(label: "SHAKE", isShake: true, series: 2, detections: 2, latencies: [1.2, 1.6]),
            .init(label: "WALKING", isShake: false, series: 3, detections: 1, latencies: [4]),
        ])
        result.streamFalseShakes = 1
        result.streamSeconds = 30
        return result
    }

    @Test func formattedRoundsAndKeepsTheDigits() {
        #expect(ShakeReport.formatted(0.906, digits: 2) == "0.91")
        #expect(ShakeReport.formatted(0.904, digits: 2) == "0.90")
        #expect(ShakeReport.formatted(1, digits: 2) == "1.00")
        #expect(ShakeReport.formatted(0.5, digits: 2) == "0.50")
        #expect(ShakeReport.formatted(16, digits: 0) == "16")
        #expect(ShakeReport.formatted(120, digits: 1) == "120.0")
        #expect(ShakeReport.figure(nil) == "-")
        #expect(ShakeReport.hertz(16) == "16" && ShakeReport.hertz(12.5) == "12.5")
    }

    @Test func textHasAHeaderARowPerClassAndTheArchiveFigures() {
        let text = ShakeReport.text([Self.result()])
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines == [
            "Demo (16 Hz, detector engine)",
            "  class       shake  series  detected  share  latency p50 / p95 (s)",
            "  SHAKE       yes    2       2         1.00   1.40 / 1.58",
            "  WALKING     no     3       1         0.33   4.00 / 4.00",
            "  recall 1.00  false detections 1/3 (0.33)  precision 0.67  F1 0.80",
            "  false shakes per hour, non-shake series back to back: 120.0 (1 in 0.5 min)",
        ])
        #expect(ShakeReport.text([Self.result(resampledTo: 50)]).hasPrefix("Demo (16 Hz, resampled to 50 Hz, detector engine)\n"))
        #expect(ShakeReport.text([Self.result(resampledTo: 12.5)]).hasPrefix("Demo (16 Hz, resampled to 12.5 Hz, detector engine)\n"))
    }

    @Test func jsonHasEveryFigureAndNullForTheMissingOnes() throws {
        let output = OutputBuffer(.memory)
        var empty = Self.result(resampledTo: 100)
        empty.classes = [.init(label: "REST", isShake: false, series: 1, detections: 0)]
        empty.streamFalseShakes = 0
        ShakeReport.json([Self.result(), empty], to: output)
        let parsed = try #require(try JSONSerialization.jsonObject(with: Data(output.text.utf8)) as? [[String: Any]])
        #expect(parsed.count == 2)
        let first = parsed[0]
        #expect(first["dataset"] as? String == "Demo" && first["detector"] as? String == "engine")
        #expect(first["rate"] as? Double == 16 && first["resampledRate"] is NSNull)
        #expect(first["recall"] as? Double == 1 && first["precision"] as? Double == 0.6667)
        #expect(first["falseDetections"] as? Int == 1 && first["negativeSeries"] as? Int == 3)
        #expect(first["falseShakesPerHour"] as? Double == 120 && first["streamSeconds"] as? Double == 30)
        let classes = try #require(first["classes"] as? [[String: Any]])
        #expect(classes.map { $0["label"] as? String } == ["SHAKE", "WALKING"])
        #expect(classes[0]["latencyMedian"] as? Double == 1.4 && classes[0]["shake"] as? Bool == true)
        let second = parsed[1]
        #expect(second["resampledRate"] as? Double == 100)
        #expect(second["recall"] is NSNull && second["precision"] is NSNull && second["f1"] is NSNull)
        #expect((second["classes"] as? [[String: Any]])?.first?["latencyMedian"] is NSNull)
    }

    @Test func wholeFiguresTooLargeForAnIntegerAreWrittenAsTheyAre() {
        #expect(ShakeReport.formatted(.infinity, digits: 0) == "inf")
        #expect(ShakeReport.formatted(1e300, digits: 0) == "1e+300")
        #expect(ShakeReport.formatted(.infinity, digits: 1) == "inf")
    }
}
