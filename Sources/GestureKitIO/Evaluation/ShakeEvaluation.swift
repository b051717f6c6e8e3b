import GSL
import GestureKit

/// Runs a shake detector over a labelled accelerometer archive and measures it: per class, how many
/// series it fires on and how quickly; over the archive, recall on the shake classes, false detections
/// on the others, precision, F1, and false shakes per hour with the non-shake series played back to back.
public struct ShakeEvaluation: Sendable {
    /// How an archive's series become accelerometer samples, and which classes are shakes.
    public struct Setup: Equatable, Sendable {
        /// The dataset's name in reports.
        public var name: String
        /// Samples per second (`gesture eval` takes 0.01 to 100,000; with ``resampleRate``, a series must
        /// last fewer than 2⁶³ resampled steps).
        public var rate: Double
        /// Multiplies the values into g (1 for g, 1 / 9.80665 for m/s²).
        public var scale: Double
        /// For one-dimensional series, the device axis it is (0 x, 1 y, 2 z). The other axes are held at
        /// rest: 0 g, except z, which holds 1 g of gravity when the given axis is x or y (a z series
        /// carries gravity itself). Multi-dimensional series use their first three dimensions as x, y, z.
        public var axis: Int
        /// The labels of the shake classes (empty: none; `nil`: every class is a shake).
        public var shakeLabels: Set<String>?
        /// When set, each series is played at this rate (Hz) instead of its own: the values are linearly
        /// interpolated between neighbouring samples, from the series' first sample to its last. Upsampling
        /// adds points on the lines between samples; downsampling reads the series less often, with no
        /// low-pass filter first. It checks that decisions do not hang on the sampling rate.
        public var resampleRate: Double?

        public init(name: String, rate: Double, scale: Double = 1, axis: Int = 0, shakeLabels: Set<String>?, resampleRate: Double? = nil) {
            self.name = name
            self.rate = rate
            self.scale = scale
            self.axis = axis
            self.shakeLabels = shakeLabels
            self.resampleRate = resampleRate
        }

        public func isShake(_ label: String) -> Bool { shakeLabels?.contains(label) ?? true }

        /// The defaults for the archives in `../shared/datasets`, from the file name: Epilepsy (16 Hz, g,
        /// EPILEPSY), BasicMotions (10 Hz, m/s², no shakes), AllGestureWiimoteX/Y/Z (100 Hz, g, class 2,
        /// the axis in the name), ShakeGestureWiimoteZ (every series a shake), PickupGestureWiimoteZ (no
        /// shakes), GesturePebbleZ1/Z2 (100 Hz, no shakes; the archive does not state its units, but a
        /// watch at rest reads up to about 10 on z, so its values are taken as m/s²). `nil` for an unknown
        /// archive.
        public static func defaults(forFile path: String) -> Setup? {
            let name = name(forFile: path)
            let lower = name.lowercased()
            if lower.hasPrefix("epilepsy") { return Setup(name: name, rate: 16, shakeLabels: ["EPILEPSY"]) }
            if lower.hasPrefix("basicmotions") { return Setup(name: name, rate: 10, scale: 1 / 9.80665, shakeLabels: []) }
            if lower.hasPrefix("allgesturewiimote") {
                let axis = lower.contains("wiimotex") ? 0 : lower.contains("wiimotey") ? 1 : 2
                return Setup(name: name, rate: 100, axis: axis, shakeLabels: ["2"])
            }
            if lower.hasPrefix("shakegesturewiimote") { return Setup(name: name, rate: 100, axis: 2, shakeLabels: nil) }
            if lower.hasPrefix("pickupgesturewiimote") { return Setup(name: name, rate: 100, axis: 2, shakeLabels: []) }
            if lower.hasPrefix("gesturepebble") { return Setup(name: name, rate: 100, scale: 1 / 9.80665, axis: 2, shakeLabels: []) }
            return nil
        }

        /// An archive's name in reports: its file name up to the first dot (`Epilepsy_TRAIN`).
        public static func name(forFile path: String) -> String {
            let file = path.split(separator: "/").last.map(String.init) ?? path
            return file.split(separator: ".").first.map(String.init) ?? file
        }
    }

    /// Which detector to measure.
    public enum Detector: String, Sendable, CaseIterable {
        /// ``ShakeDetector`` with its default parameters.
        case engine
        /// ``SeismicShakeDetector`` at medium sensitivity.
        case seismic
    }

    /// The figures of one class.
    public struct ClassResult: Equatable, Sendable {
        public var label: String
        public var isShake: Bool
        public var series = 0
        public var detections = 0
        /// Seconds from series start to the first detection, per detected series.
        public var latencies: [Double] = []

        /// Median and 95th percentile of the latencies (GSL), seconds.
        public var latencyMedianAndP95: (Double, Double)? {
            guard let q = Quantiles.of(latencies, at: [0.5, 0.95]) else { return nil }
            return (q[0], q[1])
        }
    }

    /// The figures of one archive.
    public struct Result: Equatable, Sendable {
        public var setup: Setup
        public var detector: Detector
        /// Classes in the order they first appear.
        public var classes: [ClassResult]
        /// Detections in the non-shake series played back to back as one stream.
        public var streamFalseShakes = 0
        /// That stream's length, seconds.
        public var streamSeconds = 0.0

        var shakeSeries: Int { classes.filter(\.isShake).map(\.series).reduce(0, +) }
        /// True positives: shake series with a detection.
        public var truePositives: Int { classes.filter(\.isShake).map(\.detections).reduce(0, +) }
        /// Non-shake series with a detection.
        public var falsePositives: Int { classes.filter { !$0.isShake }.map(\.detections).reduce(0, +) }
        public var negativeSeries: Int { classes.filter { !$0.isShake }.map(\.series).reduce(0, +) }
        /// Share of shake series detected; `nil` without shake classes.
        public var recall: Double? { shakeSeries > 0 ? Double(truePositives) / Double(shakeSeries) : nil }
        /// Share of non-shake series with a detection; `nil` without them.
        public var falseRate: Double? { negativeSeries > 0 ? Double(falsePositives) / Double(negativeSeries) : nil }
        /// Detected series that are shakes; `nil` when nothing was detected.
        public var precision: Double? {
            truePositives + falsePositives > 0 ? Double(truePositives) / Double(truePositives + falsePositives) : nil
        }
        public var f1: Double? {
            guard let recall, let precision, recall + precision > 0 else { return nil }
            return 2 * recall * precision / (recall + precision)
        }
        /// False shakes per hour in the back-to-back stream; `nil` without non-shake series.
        public var falseShakesPerHour: Double? { streamSeconds > 0 ? Double(streamFalseShakes) / streamSeconds * 3600 : nil }
    }

    public var setup: Setup
    public var detector: Detector

    public init(setup: Setup, detector: Detector = .engine) {
        self.setup = setup
        self.detector = detector
    }

    /// The samples of one series, starting at `start` seconds: the archive's own, or resampled to
    /// ``Setup/resampleRate``.
    public func samples(of series: LabelledSeries, from start: Double) -> [AccelerometerSample] {
        guard series.length > 0 else { return [] }
        guard let resampleRate = setup.resampleRate else {
            let period = 1 / setup.rate
            return (0..<series.length).map { index in sample(at: start + Double(index) * period, reading(of: series, at: index)) }
        }
        // Sample k falls at k / resampleRate s, between the series' samples i and i + 1 (i / rate s apart).
        let last = series.length - 1
        let span = Double(last) / setup.rate
        let count = Int((span * resampleRate * (1 + 1e-12)).rounded(.down)) + 1
        var out: [AccelerometerSample] = []
        out.reserveCapacity(count)
        for k in 0..<count {
            let time = Double(k) / resampleRate
            let position = min(time * setup.rate, Double(last))
            let index = Int(position.rounded(.down))
            let fraction = position - Double(index)
            let before = reading(of: series, at: index)
            let value = fraction > 0 ? before + (reading(of: series, at: index + 1) - before) * fraction : before
            out.append(sample(at: start + time, value))
        }
        return out
    }

    /// The reading in g of sample `index` of `series`: its first three dimensions as x, y, z, or a
    /// one-dimensional series on ``Setup/axis`` with the other axes at rest.
    private func reading(of series: LabelledSeries, at index: Int) -> Vector3 {
        let dimensions = series.dimensions
        if dimensions.count >= 3 {
            return Vector3(x: dimensions[0][index], y: dimensions[1][index], z: dimensions[2][index]) * setup.scale
        }
        let value = dimensions[0][index] * setup.scale
        switch setup.axis {
        case 0: return Vector3(x: value, y: 0, z: 1)
        case 1: return Vector3(x: 0, y: value, z: 1)
        default: return Vector3(x: 0, y: 0, z: value)
        }
    }

    private func sample(at time: Double, _ value: Vector3) -> AccelerometerSample {
        AccelerometerSample(timestamp: time, x: value.x, y: value.y, z: value.z)
    }

    /// The times (s) at which the detector reports a shake beginning in `samples`, from a fresh state.
    public func detections(in samples: [AccelerometerSample]) -> [Double] {
        var times: [Double] = []
        switch detector {
        case .engine:
            var shake = ShakeDetector()
            for sample in samples {
                shake.process(sample) { if case .began(let time) = $0 { times.append(time) } }
            }
        case .seismic:
            var seismic = SeismicShakeDetector()
            for sample in samples where seismic.add(sample) { times.append(sample.timestamp) }
        }
        return times
    }

    /// Measures the archive; `progress` is called after each series with (done, total).
    public func run(_ archive: [LabelledSeries], progress: (Int, Int) -> Void = { _, _ in }) -> Result {
        var classes: [ClassResult] = []
        var index: [String: Int] = [:]
        var negatives: [LabelledSeries] = []
        for (done, series) in archive.enumerated() {
            let slot = index[series.label] ?? {
                classes.append(ClassResult(label: series.label, isShake: setup.isShake(series.label)))
                index[series.label] = classes.count - 1
                return classes.count - 1
            }()
            classes[slot].series += 1
            if let first = detections(in: samples(of: series, from: 0)).first {
                classes[slot].detections += 1
                classes[slot].latencies.append(first)
            }
            if !classes[slot].isShake { negatives.append(series) }
            progress(done + 1, archive.count)
        }
        var result = Result(setup: setup, detector: detector, classes: classes)
        // The non-shake series back to back, one sample period apart, through one detector.
        var stream: [AccelerometerSample] = []
        var start = 0.0
        for series in negatives {
            stream += samples(of: series, from: start)
            start += Double(series.length) / setup.rate
        }
        result.streamFalseShakes = detections(in: stream).count
        result.streamSeconds = start
        return result
    }
}
