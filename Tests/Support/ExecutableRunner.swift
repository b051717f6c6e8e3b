import Foundation

/// Runs an executable built beside the test bundle (`gesture`, `eight-ball`), as a user would, in the
/// package root, and captures what it prints.
public struct ExecutableRunner: Sendable {
    /// What a run printed and how it ended.
    public struct Output: Sendable {
        public var status: Int32
        public var stdout: String
        public var stderr: String
    }

    /// The package's root folder.
    public static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The executable's name.
    public let name: String

    public init(name: String) {
        self.name = name
    }

    /// The executable built beside the test bundle.
    public var executable: URL {
        let testBinary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var folder = testBinary.deletingLastPathComponent()
        // On Linux the test runner is `…/debug/<Package>PackageTests.xctest`; elsewhere it may be nested deeper.
        for _ in 0..<4 where !FileManager.default.isExecutableFile(atPath: folder.appendingPathComponent(name).path) {
            folder = folder.deletingLastPathComponent()
        }
        return folder.appendingPathComponent(name)
    }

    /// Runs the executable with `arguments` in the package root, feeding `input` to its standard input
    /// (a pipe, never a terminal).
    public func run(_ arguments: [String], input: String = "") throws -> Output {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = Self.packageRoot
        let stdin = Pipe()
        let stdout = Pipe()
        let stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        let out = stdout.fileHandleForReading.readDataToEndOfFile()
        let err = stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Output(
            status: process.terminationStatus, stdout: String(decoding: out, as: UTF8.self),
            stderr: String(decoding: err, as: UTF8.self))
    }
}
