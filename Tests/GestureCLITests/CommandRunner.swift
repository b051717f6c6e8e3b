import Foundation
import TestSupport

/// Runs the built `gesture` executable, as a user would, and captures what it prints.
enum CommandRunner {
    /// The package's root folder.
    static let packageRoot = ExecutableRunner.packageRoot

    /// Runs `gesture` with `arguments` in the package root, feeding `input` to its standard input.
    static func run(_ arguments: [String], input: String = "") throws -> ExecutableRunner.Output {
        try ExecutableRunner(name: "gesture").run(arguments, input: input)
    }
}
