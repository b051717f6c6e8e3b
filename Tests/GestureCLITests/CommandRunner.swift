import Foundation

/// Runs the built `gesture` executable, as a user would, and captures what it prints.
enum CommandRunner {
    /// The package's root folder.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The `gesture` executable built beside the test bundle.
    static var executable: URL {
        let testBinary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var folder = testBinary.deletingLastPathComponent()
        // On Linux the test runner is `…/debug/<Package>PackageTests.xctest`; elsewhere it may be nested deeper.
        for _ in 0..<4 where !FileManager.default.isExecutableFile(atPath: folder.appendingPathComponent("gesture").path) {
            folder = folder.deletingLastPathComponent()
        }
        return folder.appendingPathComponent("gesture")
    }

    struct Output {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// Runs `gesture` with `arguments` in the package root, feeding `input` to its standard input.
    static func run(_ arguments: [String], input: String = "") throws -> Output {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = packageRoot
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
