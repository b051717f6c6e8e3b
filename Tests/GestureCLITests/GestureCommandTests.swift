import ArgumentParser
import Foundation
import Testing
import TestSupport
@testable import GestureCLI

@Suite struct GestureCommandTests {
    /// Every command of the tool, `gesture` itself and the subcommands below it.
    static func allCommands(from command: any ParsableCommand.Type = GestureCommand.self) -> [any ParsableCommand.Type] {
        [command] + command.configuration.subcommands.flatMap { allCommands(from: $0) }
    }

    @Test func everyCommandIsReachableFromTheTool() {
        let names = Self.allCommands().map { $0.configuration.commandName ?? "" }
        #expect(names == ["gesture", "run", "generate", "convert", "eval", "shake"])
    }

    /// ArgumentParser wraps the discussion at the terminal's width but keeps its line breaks, so a prose
    /// paragraph broken at the source's line ends prints as ragged half lines. Only a paragraph that opens
    /// with a heading ending in a colon (`Examples:`, one command a line) may hold several lines.
    @Test(arguments: allCommands().map { $0.configuration.commandName ?? "" })
    func proseParagraphsAreSingleLines(of name: String) throws {
        let command = try #require(Self.allCommands().first { $0.configuration.commandName == name })
        for paragraph in command.configuration.discussion.components(separatedBy: "\n\n") {
            let lines = paragraph.split(separator: "\n")
            guard let first = lines.first, !first.hasSuffix(":") else { continue }
            #expect(lines.count == 1, "\(name): a paragraph spans \(lines.count) lines: \(first)")
        }
    }

    /// The `Datasets/…` paths a text names (a full stop, colon or semicolon after one is not part of it; globs are skipped).
    static func datasetPaths(in text: String) -> [String] {
        text.components(separatedBy: CharacterSet.whitespacesAndNewlines.union(CharacterSet(charactersIn: "`'\"()[],|")))
            .filter { $0.hasPrefix("Datasets/") && !$0.contains("*") }
            .map { $0.trimmingCharacters(in: CharacterSet(charactersIn: ".:;")) }
    }

    /// The examples in the help must run as printed: every bundled file they name exists.
    @Test(arguments: allCommands().map { $0.configuration.commandName ?? "" })
    func theHelpNamesOnlyBundledFilesThatExist(of name: String) throws {
        let command = try #require(Self.allCommands().first { $0.configuration.commandName == name })
        let help = GestureCommand.helpMessage(for: command, columns: 1_000)
        for path in Self.datasetPaths(in: help) {
            #expect(FileManager.default.fileExists(atPath: CommandRunner.packageRoot.appendingPathComponent(path).path), "\(name) --help names \(path)")
        }
    }

    @Test func theReadmeNamesOnlyBundledFilesThatExist() throws {
        let readme = try String(contentsOf: CommandRunner.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let paths = Self.datasetPaths(in: readme)
        #expect(paths.count > 10)
        for path in paths {
            #expect(FileManager.default.fileExists(atPath: CommandRunner.packageRoot.appendingPathComponent(path).path), "README names \(path)")
        }
    }
}
