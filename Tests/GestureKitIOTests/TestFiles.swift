import Foundation
import GestureKit
@testable import GestureKitIO
import TestSupport

/// Files for reader tests, and helpers to read every sample or the first error. The files live in the
/// test's scratch folder (its suite has the `.scratchFolder` trait), which is deleted when the test ends.
enum TestFiles {
    /// Writes `text` to a new file with the given extension in the test's scratch folder; returns its path.
    static func write(_ text: String, extension ext: String = "jsonl") throws -> String {
        try ScratchFolder.write(text, extension: ext)
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
    static func firstError(_ text: String, extension ext: String = "jsonl") throws -> DatasetError? {
        let path = try write(text, extension: ext)
        do {
            let reader = try DatasetFormat.openReader(path: path)
            while try reader.next() != nil {}
            return nil
        } catch {
            return error
        }
    }
}
