import Testing
import TestSupport
import GestureKit
@testable import GestureKitIO

@Suite(.scratchFolder) struct CSVSampleReaderTests {
    func read(_ text: String) throws -> [Sample] {
        try TestFiles.samples(CSVSampleReader(path: TestFiles.write(text, extension: "csv")))
    }

    @Test func readsEveryKindFromTheFullHeader() throws {
        let samples = try read("""
            t,touch,state,x,y,pressure,radius,ax,ay,az,key,remote
            0.016,1,down,100,200,,,,,,,
            0.02,,,,,,,0.01,-0.98,0.03,,
            0.5,,down,,,,,,,,Return,
            0.6,,,,,,,,,,,togglePlayPause
            0.7,1,up,,,,,,,,,
            """)
        #expect(samples == [
            .touch(TouchSample(timestamp: 0.016, contact: 1, state: .down, x: 100, y: 200)),
            .accelerometer(AccelerometerSample(timestamp: 0.02, x: 0.01, y: -0.98, z: 0.03)),
            .key(KeySample(timestamp: 0.5, key: "Return", state: .down)),
            .remote(RemoteControlSample(timestamp: 0.6, command: .togglePlayPause)),
            .touch(TouchSample(timestamp: 0.7, contact: 1, state: .up, location: nil)),
        ])
    }

    @Test func anySubsetOfColumnsInAnyOrderAndUnknownColumnsIgnored() throws {
        let samples = try read("""
            ay, note ,t,az,ax
            -1,hello,0.5,0.1,0.2
            """)
        #expect(samples == [.accelerometer(AccelerometerSample(timestamp: 0.5, x: 0.2, y: -1, z: 0.1))])
    }

    @Test func quotedFieldsAndCRLF() throws {
        let samples = try read("t,key,state,note\r\n1,\"a,b\",down,\"say \"\"hi\"\"\"\r\n2, \"c\" ,up,\r\n")
        #expect(samples == [
            .key(KeySample(timestamp: 1, key: "a,b", state: .down)),
            .key(KeySample(timestamp: 2, key: "c", state: .up)),
        ])
    }

    @Test(arguments: [
        ("t,touch,state,x,y\n1,1,down,1\n", DatasetError.Reason.malformed("expected 5 fields as in the header, found 4"), nil as String?, 2),
        ("t,touch,state,x,y\n1,1,press,1,1\n", .unknownState, "state", 2),
        ("t,remote\n1,fastForward\n", .unknownCommand, "remote", 2),
        ("t,ax,ay,az\n1,0,,0\n", .missingField, "ay", 2),
        ("t,ax,ay,az\n1,0,NaN,0\n", .invalidSample(.nonFinite(field: "ay")), "ay", 2),
        ("t,ax,ay,az\n1,0,inf,0\n", .invalidSample(.nonFinite(field: "ay")), "ay", 2),
        ("t,ax,ay,az\nabc,0,0,0\n", .invalidValue("a number"), "t", 2),
        ("x,y\n1,2\n", .malformed("the header has no \"t\" column"), "t", 1),
        ("t,x,x\n", .malformed("duplicate column \"x\""), "x", 1),
        ("", .malformed("empty file: expected a header line"), nil, 1),
        ("t,key,state\n1,\"open,down\n", .malformed("unterminated quoted field"), nil, 2),
    ])
    func badRowsAreReportedPrecisely(text: String, reason: DatasetError.Reason, field: String?, line: Int) throws {
        let error = try #require(try TestFiles.firstError(text, extension: "csv"))
        #expect(error.reason == reason)
        #expect(error.field == field)
        #expect(error.line == line)
    }
}
