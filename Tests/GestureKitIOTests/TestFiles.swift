import Foundation
import GestureKit
@testable import GestureKitIO

/// Temporary files for reader tests, and helpers to read every sample or the first error.
enum TestFiles {
    /// Writes `text` to a new temporary file with the given extension and returns its path.
    static func write(_ text: String, extension ext: String = "jsonl") -> String {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("gesturekit-test-\(UUID().uuidString).\(ext)")
        FileManager.default.createFile(atPath: url.path, contents: Data(text.utf8))
        return url.path
    }

    /// The path of a fixture shipped with the tests.
    static func fixture(_ name: String) throws -> String {
        guard let url = Bundle.module.url(forResource: "Fixtures/\(name)", withExtension: nil) else {
            throw CocoaError(.fileNoSuchFile)
        }
        return url.path
    }

    /// Every sample the reader yields.
    static func samples(_ reader: any SampleReader) throws -> [Sample] {
        var samples: [Sample] = []
        while let sample = try reader.next() { samples.append(sample) }
        return samples
    }

    /// The samples of a JSON Lines text.
    static func jsonl(_ text: String) throws -> [Sample] {
        try samples(JSONLinesSampleReader(path: write(text)))
    }

    /// The first error reading a JSON Lines (or other) text raises.
    static func firstError(_ text: String, extension ext: String = "jsonl") -> DatasetError? {
        do {
            let reader = try DatasetFormat.openReader(path: write(text, extension: ext))
            while try reader.next() != nil {}
            return nil
        } catch {
            return error
        }
    }
}
