import Testing
import TestSupport
import GestureKit
@testable import GestureKitIO

@Suite(.scratchFolder) struct SampleWriterTests {
    static let samples: [Sample] = [
        .touch(TouchSample(timestamp: 0.016, contact: 1, state: .down, x: 100, y: 200.5, pressure: 0.4, radius: 3)),
        .touch(TouchSample(timestamp: 0.032, contact: 1, state: .move, x: -1.25, y: 1e-7)),
        .touch(TouchSample(timestamp: 0.05, contact: 1, state: .up, location: nil)),
        .accelerometer(AccelerometerSample(timestamp: 0.1, x: 0.01, y: -0.98, z: 0.03)),
        .key(KeySample(timestamp: 0.5, key: "a, \"b\"", state: .down)),
        .key(KeySample(timestamp: 0.6, key: "Return", state: .up)),
        .remote(RemoteControlSample(timestamp: 0.7, command: .endSeekingForward)),
    ]

    @Test(arguments: SampleWriter.Format.allCases)
    func whatIsWrittenReadsBackIdentically(format: SampleWriter.Format) throws {
        let output = OutputBuffer(.memory)
        var writer = SampleWriter(format: format, output: output)
        for sample in Self.samples { writer.write(sample) }
        let path = try TestFiles.write(output.text, extension: format.rawValue)
        let read = try TestFiles.samples(DatasetFormat.openReader(path: path))
        #expect(read == Self.samples)
    }

    @Test func jsonLinesUseTheDocumentedShapes() {
        let output = OutputBuffer(.memory)
        var writer = SampleWriter(format: .jsonl, output: output)
        writer.write(.touch(TouchSample(timestamp: 0.016, contact: 1, state: .down, x: 100, y: 200)))
        writer.write(.accelerometer(AccelerometerSample(timestamp: 0.02, x: 0.01, y: -0.98, z: 0.03)))
        writer.write(.key(KeySample(timestamp: 0.5, key: "Return", state: .down)))
        writer.write(.remote(RemoteControlSample(timestamp: 0.6, command: .togglePlayPause)))
        #expect(output.text == """
            {"t":0.016,"touch":1,"state":"down","x":100,"y":200}
            {"t":0.02,"accel":[0.01,-0.98,0.03]}
            {"t":0.5,"key":"Return","state":"down"}
            {"t":0.6,"remote":"togglePlayPause"}

            """)
    }

    @Test func csvStartsWithTheHeader() {
        let output = OutputBuffer(.memory)
        var writer = SampleWriter(format: .csv, output: output)
        writer.write(.accelerometer(AccelerometerSample(timestamp: 0.02, x: 0.01, y: -0.98, z: 0.03)))
        #expect(output.text == "t,touch,state,x,y,pressure,radius,ax,ay,az,key,remote\n0.02,,,,,,,0.01,-0.98,0.03,,\n")
    }

    @Test func finishGivesCSVWithNoSampleItsHeaderAndChangesNothingElse() throws {
        let empty = OutputBuffer(.memory)
        var csv = SampleWriter(format: .csv, output: empty)
        csv.finish()
        csv.finish()
        #expect(empty.text == SampleWriter.csvHeader + "\n")
        let path = try TestFiles.write(empty.text, extension: "csv")
        #expect(try TestFiles.samples(DatasetFormat.openReader(path: path)).isEmpty)

        let some = OutputBuffer(.memory)
        var written = SampleWriter(format: .csv, output: some)
        written.write(Self.samples[3])
        written.finish()
        #expect(some.text == "t,touch,state,x,y,pressure,radius,ax,ay,az,key,remote\n0.1,,,,,,,0.01,-0.98,0.03,,\n")

        let jsonLines = OutputBuffer(.memory)
        var json = SampleWriter(format: .jsonl, output: jsonLines)
        json.finish()
        #expect(jsonLines.text.isEmpty)
    }
}
