#if canImport(Glibc)
import Glibc
#endif
import Testing
import GestureKit
@testable import GestureKitIO

@Suite struct ShakeEvaluationTests {
    /// One axis (x) in g at 50 Hz: a 4 s series that is either a 5 Hz, 1.5 g shake after 1 s at rest, or rest.
    func series(label: String, shaking: Bool) -> LabelledSeries {
        let values = (0..<200).map { index -> Double in
            let t = Double(index) / 50
            return shaking && t >= 1 && t < 3 ? 1.5 * sin(2 * Double.pi * 5 * t) : 0.01 * sin(7 * t)
        }
        return LabelledSeries(label: label, dimensions: [values])
    }

    @Test func countsDetectionsPerClassAndTheFigures() {
        let archive = [series(label: "shake", shaking: true), series(label: "rest", shaking: false),
                       series(label: "shake", shaking: true), series(label: "rest", shaking: false)]
        let setup = ShakeEvaluation.Setup(name: "demo", rate: 50, axis: 0, shakeLabels: ["shake"])
        var progress: [Int] = []
        let result = ShakeEvaluation(setup: setup).run(archive) { done, _ in progress.append(done) }
        #expect(progress == [1, 2, 3, 4])
        #expect(result.classes.map(\.label) == ["shake", "rest"])
        #expect(result.classes[0].detections == 2)
        #expect(result.classes[1].detections == 0)
        #expect(result.recall == 1)
        #expect(result.precision == 1)
        #expect(result.f1 == 1)
        #expect(result.falseRate == 0)
        #expect(result.streamSeconds == 8)
        #expect(result.falseShakesPerHour == 0)
        let latency = result.classes[0].latencies
        #expect(latency.count == 2 && latency.allSatisfy { $0 > 1 && $0 < 1.6 })
        #expect(result.classes[0].latencyMedianAndP95 != nil)
    }

    @Test func oneAxisSeriesHoldGravityOnZUnlessTheyAreZ() {
        let series = LabelledSeries(label: "a", dimensions: [[0.5]])
        let onX = ShakeEvaluation(setup: .init(name: "x", rate: 10, axis: 0, shakeLabels: [])).samples(of: series, from: 0)
        #expect(onX == [AccelerometerSample(timestamp: 0, x: 0.5, y: 0, z: 1)])
        let onZ = ShakeEvaluation(setup: .init(name: "z", rate: 10, axis: 2, shakeLabels: [])).samples(of: series, from: 2)
        #expect(onZ == [AccelerometerSample(timestamp: 2, x: 0, y: 0, z: 0.5)])
        let ms2 = ShakeEvaluation(setup: .init(name: "m", rate: 10, scale: 1 / 9.80665, shakeLabels: []))
        let three = ms2.samples(of: LabelledSeries(label: "a", dimensions: [[9.80665], [0], [-9.80665]]), from: 0)
        #expect(three == [AccelerometerSample(timestamp: 0, x: 1, y: 0, z: -1)])
    }

    /// File, rate (Hz), scale into g, axis, shake labels.
    static let knownArchives: [(String, Double, Double, Int, [String]?)] = [
        ("x/Epilepsy_TRAIN.ts", 16, 1, 0, ["EPILEPSY"]),
        ("BasicMotions_TRAIN.ts", 10, 1 / 9.80665, 0, []),
        ("AllGestureWiimoteX_TRAIN.tsv", 100, 1, 0, ["2"]),
        ("AllGestureWiimoteY_TRAIN.tsv", 100, 1, 1, ["2"]),
        ("ShakeGestureWiimoteZ_TRAIN.tsv", 100, 1, 2, nil),
        ("PickupGestureWiimoteZ_TRAIN.tsv", 100, 1, 2, []),
        ("GesturePebbleZ1_TRAIN.tsv", 100, 1 / 9.80665, 2, []),
        ("GesturePebbleZ2_TEST.tsv", 100, 1 / 9.80665, 2, []),
    ]

    @Test(arguments: knownArchives)
    func knownArchivesHaveDefaults(file: String, rate: Double, scale: Double, axis: Int, shakes: [String]?) throws {
        let setup = try #require(ShakeEvaluation.Setup.defaults(forFile: file))
        #expect(setup.rate == rate)
        #expect(setup.scale == scale)
        #expect(setup.axis == axis)
        #expect(setup.shakeLabels == shakes.map(Set.init))
    }

    @Test func resamplingInterpolatesBetweenTheSeriesSamples() {
        // x: 0, 1, 0.5 g at 10 Hz (0.2 s from first to last).
        let series = LabelledSeries(label: "a", dimensions: [[0, 1, 0.5]])
        func resampled(_ rate: Double) -> [AccelerometerSample] {
            ShakeEvaluation(setup: .init(name: "r", rate: 10, axis: 0, shakeLabels: [], resampleRate: rate)).samples(of: series, from: 2)
        }
        let up = resampled(20)
        #expect(up.count == 5)
        for (sample, (time, x)) in zip(up, [(2.0, 0.0), (2.05, 0.5), (2.1, 1.0), (2.15, 0.75), (2.2, 0.5)]) {
            #expect(abs(sample.timestamp - time) < 1e-12 && abs(sample.x - x) < 1e-12, "\(sample)")
            #expect(sample.y == 0 && sample.z == 1)
        }
        // Read less often: every other sample, with nothing filtered.
        #expect(resampled(5).map(\.x) == [0, 0.5])
        // Not a whole number of periods: the last sample stays inside the series.
        let odd = resampled(12)
        #expect(odd.count == 3 && odd.last.map { $0.timestamp <= 2.2 } == true)
        #expect(ShakeEvaluation(setup: .init(name: "e", rate: 10, shakeLabels: [], resampleRate: 20))
            .samples(of: LabelledSeries(label: "a", dimensions: [[]]), from: 0).isEmpty)
    }

    @Test(arguments: [25.0, 100, 200])
    func aShakeIsFoundAtAnyRate(resampledTo rate: Double) {
        let archive = [series(label: "shake", shaking: true), series(label: "rest", shaking: false)]
        let setup = ShakeEvaluation.Setup(name: "demo", rate: 50, axis: 0, shakeLabels: ["shake"], resampleRate: rate)
        let result = ShakeEvaluation(setup: setup).run(archive)
        #expect(result.truePositives == 1 && result.falsePositives == 0)
        // The stream is as long as the series, whatever the rate they are played at.
        #expect(result.streamSeconds == 4)
        let latency = result.classes[0].latencies
        #expect(latency.count == 1 && latency.allSatisfy { $0 > 1 && $0 < 1.6 })
    }

    @Test func anArchiveIsNamedByItsFileUpToTheFirstDot() {
        #expect(ShakeEvaluation.Setup.name(forFile: "../shared/datasets/epilepsy/Epilepsy_TRAIN.ts") == "Epilepsy_TRAIN")
        #expect(ShakeEvaluation.Setup.name(forFile: "walk.2026.tsv") == "walk")
        #expect(ShakeEvaluation.Setup.name(forFile: "walk") == "walk")
        #expect(ShakeEvaluation.Setup.defaults(forFile: "x/AllGestureWiimoteY_TEST.tsv")?.name == "AllGestureWiimoteY_TEST")
    }

    @Test func seismicModeFiresOnHardMotion() {
        let archive = [series(label: "shake", shaking: true)]
        let result = ShakeEvaluation(setup: .init(name: "demo", rate: 50, shakeLabels: ["shake"]), detector: .seismic).run(archive)
        // 1.5 g sideways with 1 g of gravity exceeds 13 m/s² in most samples.
        #expect(result.classes[0].detections == 1)
    }

    static let datasets = "../shared/datasets"
    static var haveDatasets: Bool { access(datasets + "/epilepsy/Epilepsy_TRAIN.ts", R_OK) == 0 }

    /// The figures the detector meets on the real archives, kept as a regression check (skipped when
    /// ../shared/datasets is absent). Sawing is not met yet; see the README.
    @Test(.enabled(if: haveDatasets, "../shared/datasets is absent"))
    func realArchivesRegression() throws {
        func run(_ path: String) throws -> ShakeEvaluation.Result {
            let full = Self.datasets + "/" + path
            let setup = try #require(ShakeEvaluation.Setup.defaults(forFile: full))
            return ShakeEvaluation(setup: setup).run(try LabelledSeries.read(path: full))
        }
        let epilepsy = try run("epilepsy/Epilepsy_TRAIN.ts")
        #expect(try #require(epilepsy.recall) >= 0.9)
        for label in ["WALKING", "RUNNING"] {
            let item = try #require(epilepsy.classes.first { $0.label == label })
            #expect(Double(item.detections) <= 0.05 * Double(item.series), "\(label)")
        }
        #expect(try run("basicmotions/BasicMotions_TRAIN.ts").falsePositives <= 2)
        #expect(try #require(try run("ucr/PickupGestureWiimoteZ/PickupGestureWiimoteZ_TRAIN.tsv").falseRate) <= 0.05)
        // Six everyday wrist gestures on a Pebble watch (not a target of the issue; 1/132 and 1/146 now).
        for set in ["GesturePebbleZ1", "GesturePebbleZ2"] {
            #expect(try #require(try run("ucr/\(set)/\(set)_TRAIN.tsv").falseRate) <= 0.05, "\(set)")
        }
        let wiimote = try run("ucr/AllGestureWiimoteX/AllGestureWiimoteX_TRAIN.tsv")
        #expect(try #require(wiimote.precision) >= 0.8)
        #expect(try #require(wiimote.recall) >= 0.85)
    }
}
