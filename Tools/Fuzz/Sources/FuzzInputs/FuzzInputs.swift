#if canImport(Glibc)
import Glibc
#endif
import GestureKit
import GestureKitIO

/// libFuzzer's entry point: one input, whatever its bytes, must never crash the engine.
///
/// The first byte chooses what reads the rest (``FuzzedInput``); the rest is written to a file with that
/// input's extension (every reader takes a path) and read the way `gesture` reads it. Samples are replayed
/// through the default scene (its seven recognizers, its responders, a shake detector, orientation and
/// tilt); a scene is built and has a short touch and motion recording replayed into it; an archive's series
/// go through the shake detector. Errors are the expected outcome of most inputs: only a crash, a
/// sanitizer report or a hang is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    guard size > 0 else { return 0 }
    let input = FuzzedInput.allCases[Int(data[0]) % FuzzedInput.allCases.count]
    let path = FuzzFolder.path(for: input.fileExtension)
    guard FuzzFolder.write(UnsafeBufferPointer(start: data + 1, count: size - 1), to: path) else { return 0 }
    input.exercise(path)
    return 0
}

/// What an input is read as, chosen by its first byte.
enum FuzzedInput: CaseIterable {
    case jsonLines, jsonLinesLenient, csv, csvLenient, evemu, scene, uea, ucr

    var fileExtension: String {
        switch self {
        case .jsonLines, .jsonLinesLenient: "jsonl"
        case .csv, .csvLenient: "csv"
        case .evemu: "events"
        case .scene: "json"
        case .uea: "ts"
        case .ucr: "tsv"
        }
    }

    func exercise(_ path: String) {
        switch self {
        case .jsonLines, .csv, .evemu:
            SampleRoundTrip.check(path)
            SampleReplay.run(path, scene: Scene.makeDefault(), lenient: false)
        case .jsonLinesLenient, .csvLenient: SampleReplay.run(path, scene: Scene.makeDefault(), lenient: true)
        case .scene:
            guard let description = try? SceneDescription.load(path: path), let scene = try? Scene(description, file: path)
            else { return }
            SampleReplay.run(FuzzFolder.sceneRecording, scene: scene, lenient: false)
        case .uea, .ucr:
            guard let series = try? LabelledSeries.read(path: path) else { return }
            for one in series { ShakeOverSeries.run(one) }
        }
    }
}

/// Replays a sample file into a scene as `gesture run` does, motion pipeline included.
enum SampleReplay {
    static func run(_ path: String, scene: Scene, lenient: Bool) {
        let loop = RunLoop()
        let input = ApplicationInput(application: scene.application)
        let motion = MotionEventSource(application: scene.application)
        motion.attach(to: input)
        guard let reader = try? DatasetFormat.openReader(path: path) else { return }
        _ = try? Replay.run(reader, loop: loop, handler: input, lenient: lenient)
    }
}

/// What `gesture convert` writes, the readers read back as the same samples: the samples read before the
/// first bad line are written as JSON Lines and as CSV, read again, and compared. A difference stops the
/// run (a finding), naming the format, the sample and both versions.
enum SampleRoundTrip {
    static func check(_ path: String) {
        guard let reader = try? DatasetFormat.openReader(path: path) else { return }
        var samples: [Sample] = []
        while samples.count < 100_000, let sample = try? reader.next() { samples.append(sample) }
        guard !samples.isEmpty else { return }  // no samples: the CSV writer writes no header either
        for format in SampleWriter.Format.allCases {
            let output = OutputBuffer(.memory)
            var writer = SampleWriter(format: format, output: output)
            for sample in samples { writer.write(sample) }
            let copy = FuzzFolder.path(for: "copy.\(format.rawValue)")
            let bytes = output.takeBytes()
            guard bytes.withUnsafeBufferPointer({ FuzzFolder.write($0, to: copy) }) else { return }
            var again: [Sample] = []
            do throws(DatasetError) {
                let copyReader = try DatasetFormat.openReader(path: copy)
                while let sample = try copyReader.next() { again.append(sample) }
            } catch {
                fatalError("\(format) written from \(path) does not read back: \(error)")
            }
            guard again != samples else { continue }
            let index = zip(samples, again).enumerated().first { $0.element.0 != $0.element.1 }?.offset
                ?? min(samples.count, again.count)
            let written = index < samples.count ? "\(samples[index])" : "nothing"
            let read = index < again.count ? "\(again[index])" : "nothing"
            fatalError("\(format) round trip differs at sample \(index): wrote \(written), read \(read)")
        }
    }
}

/// Feeds a series to the shake detector as `gesture eval shake` does: one or three dimensions as axes, at
/// 100 Hz.
enum ShakeOverSeries {
    static func run(_ series: LabelledSeries) {
        var detector = ShakeDetector()
        for step in 0..<series.length {
            let value = { (axis: Int) in axis < series.dimensions.count ? series.dimensions[axis][step] : 0 }
            let sample = AccelerometerSample(timestamp: Double(step) / 100, x: value(0), y: value(1), z: value(2))
            detector.process(sample) { _ in }
        }
        detector.advance(to: Double(series.length) / 100 + 20) { _ in }
    }
}

/// Where inputs are written: a folder of this process's own in shared memory (or /tmp).
enum FuzzFolder {
    static let root: String = {
        let base = access("/dev/shm", W_OK) == 0 ? "/dev/shm" : "/tmp"
        let folder = "\(base)/gesturekit-fuzz-\(getpid())"
        mkdir(folder, 0o700)
        return folder
    }()

    /// A short recording replayed into every fuzzed scene: taps, a drag, keys, a remote command, a shake and
    /// a touch near the largest time, so that views, controls and recognizers all receive something.
    static let sceneRecording: String = {
        var lines: [String] = []
        for (index, point) in [(20.0, 20.0), (160.0, 240.0), (300.0, 460.0)].enumerated() {
            let t = Double(index) * 0.4
            lines.append(#"{"t":\#(t),"touch":1,"state":"down","x":\#(point.0),"y":\#(point.1)}"#)
            lines.append(#"{"t":\#(t + 0.05),"touch":1,"state":"up","x":\#(point.0),"y":\#(point.1)}"#)
        }
        for step in 0...20 {
            let t = 1.5 + Double(step) * 0.02
            let state = step == 0 ? "down" : step == 20 ? "up" : "move"
            lines.append(#"{"t":\#(t),"touch":2,"state":"\#(state)","x":\#(40 + Double(step) * 10),"y":200}"#)
        }
        lines.append(#"{"t":2.5,"key":"a","state":"down"}"#)
        lines.append(#"{"t":2.6,"key":"a","state":"up"}"#)
        lines.append(#"{"t":2.7,"remote":"play"}"#)
        for step in 0..<200 {
            let t = 3 + Double(step) * 0.01
            lines.append(#"{"t":\#(t),"accel":[\#((step / 5).isMultiple(of: 2) ? 2.5 : -2.5),0,-1]}"#)
        }
        // Then a touch near the largest time, where a deadline can overflow to infinity.
        lines.append(#"{"t":1e308,"touch":3,"state":"down","x":150,"y":150}"#)
        lines.append(#"{"t":1e308,"touch":3,"state":"move","x":190,"y":150}"#)
        lines.append(#"{"t":1.7e308,"touch":3,"state":"up","x":250,"y":150}"#)
        let path = FuzzFolder.path(for: "recording.jsonl")
        let text = lines.joined(separator: "\n") + "\n"
        _ = Array(text.utf8).withUnsafeBufferPointer { write($0, to: path) }
        return path
    }()

    static func path(for fileExtension: String) -> String { "\(root)/input.\(fileExtension)" }

    /// Writes `bytes` to `path`, replacing it.
    static func write(_ bytes: UnsafeBufferPointer<UInt8>, to path: String) -> Bool {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var offset = 0
        while offset < bytes.count {
            let written = Glibc.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            guard written > 0 else { return false }
            offset += written
        }
        return true
    }
}
