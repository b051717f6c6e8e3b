import Testing
import TestSupport
import GestureKit
@testable import GestureKitIO

@Suite(.scratchFolder) struct EvemuSampleReaderTests {
    func touches(_ samples: [Sample]) -> [TouchSample] {
        samples.compactMap { if case .touch(let touch) = $0 { touch } else { nil } }
    }

    @Test func twoFingerTapBecomesOneFrameDownAndOneFrameUp() throws {
        let path = try TestFiles.fixture("wacom-finger.2fg-tap.events")
        let samples = touches(try TestFiles.samples(EvemuSampleReader(path: path)))
        #expect(samples.map(\.state) == [.down, .down, .up, .up])
        #expect(samples.map(\.contact) == [7, 8, 7, 8])
        #expect(samples.map(\.timestamp) == [0, 0, 0.031979, 0.031979])
        // The description beside it declares no resolution: device units, offset by the axis minimum (0).
        #expect(samples[0].location == Point(x: 1488, y: 692))
        #expect(samples[1].location == Point(x: 1287, y: 732))
    }

    @Test func findsTheDescriptionBesideTheRecording() throws {
        let path = try TestFiles.fixture("wacom-finger.2fg-tap.events")
        let sibling = EvemuSampleReader.siblingDescription(of: path)
        #expect(sibling?.hasSuffix("wacom-finger.desc") == true)
    }

    @Test func evemu2RecordingsWithCommentsAndInlineHeader() throws {
        let path = try TestFiles.fixture("atmel-fast-taps.events")
        let samples = touches(try TestFiles.samples(EvemuSampleReader(path: path)))
        #expect(samples.filter { $0.state == .down }.count == 9)
        #expect(samples.filter { $0.state == .up }.count == 9)
        #expect(samples.first?.location == Point(x: 340, y: 242))
        #expect(samples.first?.timestamp == 0)
    }

    @Test func resolutionScalesToPointsAndSingleTouchDevicesWork() throws {
        let text = """
            # EVEMU 1.3
            N: Example single touch
            A: 00 100 4100 0 0 40
            A: 01 0 3000 0 0 40
            E: 10.000000 0003 0000 500
            E: 10.000000 0003 0001 400
            E: 10.000000 0001 014a 1
            E: 10.000000 0000 0000 0
            E: 10.010000 0003 0000 540
            E: 10.010000 0000 0000 0
            E: 10.020000 0001 014a 0
            E: 10.020000 0000 0000 0
            """
        let samples = touches(try TestFiles.samples(EvemuSampleReader(path: TestFiles.write(text, extension: "events"))))
        #expect(samples.map(\.state) == [.down, .move, .up])
        #expect(samples.map(\.contact) == [0, 0, 0])
        let pointsPerUnit = EvemuSampleReader.pointsPerMillimetre / 40
        #expect(abs(samples[0].location!.x - 400 * pointsPerUnit) < 1e-9)
        #expect(abs(samples[1].location!.x - 440 * pointsPerUnit) < 1e-9)
        #expect(samples.map(\.timestamp) == [0, 0.01, 0.02])
    }

    @Test func aNewTrackingIDWithoutLiftEndsTheOldContact() throws {
        let text = """
            E: 0.000000 0003 0039 1
            E: 0.000000 0003 0035 10
            E: 0.000000 0003 0036 10
            E: 0.000000 0000 0000 0
            E: 0.010000 0003 0039 2
            E: 0.010000 0000 0000 0
            E: 0.020000 0003 0039 -1
            E: 0.020000 0000 0000 0
            """
        let samples = touches(try TestFiles.samples(EvemuSampleReader(path: TestFiles.write(text, extension: "events"))))
        #expect(samples.map { "\($0.state)\($0.contact)" } == ["down1", "up1", "down2", "up2"])
    }

    @Test(arguments: [
        ("E: 0.000000 0003 0039", "expected \"E: seconds type code value\""),
        ("E: 0.000000 zz 0039 1", "expected hexadecimal type and code and a decimal value"),
        ("E: 0.000000 0000 0003 0", "SYN_DROPPED: the kernel dropped events here"),
        ("hello", "expected an evemu line such as \"E: 0.000000 0003 0035 100\""),
    ])
    func badLinesAreReported(line: String, message: String) throws {
        let error = try #require(try TestFiles.firstError("E: 0.000000 0000 0000 0\n" + line + "\n", extension: "events"))
        #expect(error.reason == .malformed(message))
        #expect(error.line == 2)
    }

    @Test(arguments: [
        "12", "-1.000000", "1.-00001", "+1.000000", "1.+00001", ".000000", "1.00000", "1.0000001",
        // Found by Tools/fuzz: a timestamp this far from the first frame overflowed the time in
        // microseconds and crashed the reader.
        "99999999999999999.000000", "1099511627777.000000",
    ])
    func badTimestampIsReported(stamp: String) throws {
        let text = "E: 0.000000 0000 0000 0\nE: \(stamp) 0003 0039 1\nE: \(stamp) 0000 0000 0\n"
        let error = try #require(try TestFiles.firstError(text, extension: "events"))
        #expect(error.reason == .invalidValue("seconds.microseconds"))
        #expect(error.field == "time" && error.value == stamp && error.line == 2)
    }

    @Test func theLatestTimestampTakenStillGivesItsTime() throws {
        let latest = EvemuSampleReader.latestSecond
        let text = """
            E: 0.000000 0003 0039 1
            E: 0.000000 0003 0035 10
            E: 0.000000 0003 0036 10
            E: 0.000000 0000 0000 0
            E: \(latest).000001 0003 0039 -1
            E: \(latest).000001 0000 0000 0
            """
        let samples = touches(try TestFiles.samples(EvemuSampleReader(path: TestFiles.write(text, extension: "events"))))
        #expect(samples.count == 2 && samples[0].timestamp == 0)
        #expect(abs(samples[1].timestamp - Double(latest)) < 0.001)
    }
}
