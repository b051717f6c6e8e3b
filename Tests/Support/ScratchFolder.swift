import Foundation
import Testing

/// A test trait that gives each test (each case of a parameterized test) a folder of its own under the
/// temporary directory, and deletes the folder with everything in it when the test ends, passed or
/// failed, so that a test run leaves nothing behind: `@Suite(.scratchFolder)` or `@Test(.scratchFolder)`.
///
/// Inside such a test, ``write(_:extension:)`` and ``path(_:)`` name files in that folder. Outside one
/// they throw ``ScratchFolder/Unavailable`` rather than fall back to a shared place that nobody cleans.
public struct ScratchFolder: SuiteTrait, TestTrait, TestScoping {
    /// Thrown when a file is asked for outside a test that has the trait.
    public struct Unavailable: Error, CustomStringConvertible {
        public var description: String { "no scratch folder: give the test or its suite the .scratchFolder trait" }
    }

    /// The folder of the test running in this task, if it has the trait.
    @TaskLocal private static var current: URL?

    public init() {}

    /// Applied to a suite, the trait reaches every test in it.
    public var isRecursive: Bool { true }

    /// A folder per test case; none for a suite or for a test function as a whole.
    public func scopeProvider(for test: Test, testCase: Test.Case?) -> ScratchFolder? {
        testCase == nil ? nil : self
    }

    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("gesturekit-test-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(at: folder) }
        try await Self.$current.withValue(folder) { try await function() }
    }

    /// The path of `name` in the current test's folder (the file need not exist).
    public static func path(_ name: String) throws -> String {
        guard let folder = current else { throw Unavailable() }
        return folder.appendingPathComponent(name).path
    }

    /// Writes `text` to a new file with the given extension in the current test's folder; returns its path.
    public static func write(_ text: String, extension ext: String) throws -> String {
        let path = try path("\(UUID().uuidString).\(ext)")
        try text.write(toFile: path, atomically: false, encoding: .utf8)
        return path
    }
}

extension Trait where Self == ScratchFolder {
    /// A folder of the test's own, deleted when it ends (see ``ScratchFolder``).
    public static var scratchFolder: ScratchFolder { ScratchFolder() }
}
