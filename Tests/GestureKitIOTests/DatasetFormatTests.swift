import Testing
import TestSupport
@testable import GestureKitIO

@Suite(.scratchFolder) struct DatasetFormatTests {
    @Test(arguments: [
        ("a.jsonl", DatasetFormat.jsonl), ("a.NDJSON", .jsonl), ("a.json", .jsonl), ("-", .jsonl),
        ("b.csv", .csv), ("dir/Atmel.1-finger.events", .evemu), ("x.evemu", .evemu),
    ])
    func inferredFromTheExtension(path: String, format: DatasetFormat) {
        #expect(DatasetFormat.inferred(from: path) == format)
    }

    @Test func unknownExtensionsImplyNothingAndReadAsJSONLines() throws {
        #expect(DatasetFormat.inferred(from: "samples.txt") == nil)
        let reader = try DatasetFormat.openReader(path: TestFiles.write("{\"t\":1,\"remote\":\"play\"}", extension: "txt"))
        #expect(reader is JSONLinesSampleReader)
        let forced = try DatasetFormat.openReader(path: TestFiles.write("t,remote\n1,play\n", extension: "txt"), format: .csv)
        #expect(try forced.next() != nil)
    }
}
