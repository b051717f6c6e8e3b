import Testing
import TestSupport
import GestureKit
@testable import GestureKitIO

@Suite(.scratchFolder) struct JSONLinesSampleReaderTests {
    @Test func readsTheFourDocumentedShapes() throws {
        let samples = try TestFiles.jsonl("""
            {"t":0.016,"touch":1,"state":"down","x":100,"y":200}
            {"t":0.02,"accel":[0.01,-0.98,0.03]}
            {"t":0.5,"key":"Return","state":"down"}
            {"t":0.6,"remote":"togglePlayPause"}
            """)
        #expect(samples == [
            .touch(TouchSample(timestamp: 0.016, contact: 1, state: .down, x: 100, y: 200)),
            .accelerometer(AccelerometerSample(timestamp: 0.02, x: 0.01, y: -0.98, z: 0.03)),
            .key(KeySample(timestamp: 0.5, key: "Return", state: .down)),
            .remote(RemoteControlSample(timestamp: 0.6, command: .togglePlayPause)),
        ])
    }

    @Test func optionalTouchFieldsAndUpWithoutLocation() throws {
        let samples = try TestFiles.jsonl("""
            {"t":1,"touch":2,"state":"move","x":1.5,"y":-2e1,"pressure":0.7,"radius":4.25}
            {"t":2,"touch":2,"state":"up"}
            {"t":3,"touch":2,"state":"cancel","x":3,"y":4}
            """)
        #expect(samples[0] == .touch(TouchSample(timestamp: 1, contact: 2, state: .move, x: 1.5, y: -20, pressure: 0.7, radius: 4.25)))
        #expect(samples[1] == .touch(TouchSample(timestamp: 2, contact: 2, state: .up, location: nil)))
        #expect(samples[2] == .touch(TouchSample(timestamp: 3, contact: 2, state: .cancel, x: 3, y: 4)))
    }

    @Test func otherFieldsAreIgnoredWhateverTheirShape() throws {
        let samples = try TestFiles.jsonl("""
            {"device":"iPad","t":0.1,"meta":{"a":[1,{"b":null}],"c":"x\\"y"},"touch":1,"ok":true,"state":"down","n":-1.5e3,"x":1,"y":2,"z":false}
            """)
        #expect(samples == [.touch(TouchSample(timestamp: 0.1, contact: 1, state: .down, x: 1, y: 2))])
    }

    @Test func whitespaceEscapesAndBlankLines() throws {
        let samples = try TestFiles.jsonl("""

              { "t" : 1 , "key" : "Sh\\u0069ft\\n" , "state" : "\\u0064own" }\r

            {"t":2,"k\\u0065y":"\\uD83D\\uDE00","state":"up"}
            """)
        #expect(samples == [
            .key(KeySample(timestamp: 1, key: "Shift\n", state: .down)),
            .key(KeySample(timestamp: 2, key: "😀", state: .up)),
        ])
    }

    @Test func readsStandardInputNamedDash() throws {
        let reader = try DatasetFormat.openReader(path: "-")
        #expect(reader.name == "-")
        #expect(reader is JSONLinesSampleReader)
    }

    // MARK: - Bad input: each names file, line, field and reason

    @Test(arguments: [
        ("{\"t\":1,\"touch\":1,\"state\":\"down\",\"x\":1", DatasetError.Reason.malformed("expected ',' or '}' after a value"), nil as String?),
        ("not json", .malformed("expected a JSON object starting with '{'"), nil),
        ("{\"t\":1,\"touch\":1,\"state\":\"down\",\"x\":1,\"y\":2} extra", .malformed("text after the closing '}'"), nil),
        ("{\"t\":1}", .malformed("no sample kind: expected one of \"touch\", \"accel\", \"key\", \"remote\""), nil),
        ("{\"t\":1,\"touch\":1,\"accel\":[0,0,0],\"state\":\"down\",\"x\":1,\"y\":1}", .malformed("more than one sample kind (\"touch\", \"accel\", \"key\", \"remote\")"), nil),
        ("{\"touch\":1,\"state\":\"down\",\"x\":1,\"y\":1}", .missingField, "t"),
        ("{\"t\":1,\"touch\":1,\"x\":1,\"y\":1}", .missingField, "state"),
        ("{\"t\":1,\"touch\":1,\"state\":\"down\",\"y\":1}", .missingField, "x"),
        ("{\"t\":1,\"touch\":1,\"state\":\"hover\",\"x\":1,\"y\":1}", .unknownState, "state"),
        ("{\"t\":1,\"key\":\"a\",\"state\":\"move\"}", .unknownState, "state"),
        ("{\"t\":1,\"remote\":\"rewind\"}", .unknownCommand, "remote"),
        ("{\"t\":\"1\",\"remote\":\"play\"}", .invalidValue("a number"), "t"),
        ("{\"t\":1,\"touch\":1.5,\"state\":\"down\",\"x\":1,\"y\":1}", .invalidValue("an integer contact id"), "touch"),
        ("{\"t\":1,\"accel\":[0,0]}", .malformed("expected three numbers"), "accel"),
        ("{\"t\":1,\"accel\":[0,0,0,0]}", .malformed("expected exactly three numbers"), "accel"),
        ("{\"t\":1,\"t\":2,\"remote\":\"play\"}", .malformed("duplicate key \"t\""), "t"),
        ("{\"t\":1,\"remote\":\"play\",\"s\":\"\\q\"}", .malformed("bad escape '\\q' in a string"), nil),
        ("{\"t\":1,\"remote\":\"play\",\"s\":\"open}", .malformed("unterminated string"), nil),
    ])
    func malformedLinesAreReportedPrecisely(line: String, reason: DatasetError.Reason, field: String?) throws {
        let error = try #require(try TestFiles.firstError("{\"t\":0,\"remote\":\"play\"}\n" + line + "\n"))
        #expect(error.line == 2)
        #expect(error.reason == reason)
        #expect(error.field == field)
        #expect(error.description.contains(":2: "))
    }

    @Test(arguments: [
        ("{\"t\":NaN,\"remote\":\"play\"}", "t"),
        ("{\"t\":1,\"touch\":1,\"state\":\"down\",\"x\":Infinity,\"y\":1}", "x"),
        ("{\"t\":1,\"touch\":1,\"state\":\"down\",\"x\":1,\"y\":-Infinity}", "y"),
        ("{\"t\":1e999,\"remote\":\"play\"}", "t"),
        ("{\"t\":1,\"accel\":[0,nan,0]}", "accel[1]"),
    ])
    func nonFiniteNumbersAreRefused(line: String, field: String) throws {
        let error = try #require(try TestFiles.firstError(line))
        #expect(error.reason == .invalidSample(.nonFinite(field: field)))
        #expect(error.field == field)
        #expect(error.line == 1)
    }

    @Test func readingGoesOnAfterABadLine() throws {
        let reader = try JSONLinesSampleReader(path: TestFiles.write("""
            {"t":1,"remote":"play"}
            garbage
            {"t":2,"remote":"stop"}
            """))
        #expect(try reader.next() == .remote(RemoteControlSample(timestamp: 1, command: .play)))
        #expect(throws: DatasetError.self) { try reader.next() }
        #expect(reader.lineNumber == 2)
        #expect(try reader.next() == .remote(RemoteControlSample(timestamp: 2, command: .stop)))
        #expect(try reader.next() == nil)
    }

    @Test func aMissingFileCannotBeOpened() {
        #expect {
            _ = try JSONLinesSampleReader(path: "/nonexistent/file.jsonl")
        } throws: { error in
            guard let error = error as? DatasetError, case .cannotOpen = error.reason else { return false }
            return error.file == "/nonexistent/file.jsonl" && !error.isSkippable
        }
    }
}
