import ArgumentParser
import GestureKitIO

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The `event-reporter` terminal demo: touches from the terminal's mouse, reported as the classic iOS
/// Event Reporter does, and a second screen of controls.
public struct EventReporterCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "event-reporter",
        abstract: "The classic Event Reporter in the terminal, driven by the mouse through the gesture engine.",
        discussion: """
            Press the mouse button anywhere: "Begin" moves to where the touch began, "End" to where it ended, \
            and the bottom line reports moves, the end and the tap count. The Reset button puts them back. \
            Tab switches to a second screen, where a text field (a colour name) and a slider (brightness) set \
            the background. Ctrl-C quits.

            Examples:
              event-reporter
              event-reporter --script Datasets/event-reporter.jsonl
            """
    )

    @Option(name: .long, help: ArgumentHelp("No terminal: run a dataset through the demo and print each frame's text.", valueName: "FILE"))
    var script: String?

    @Option(name: .long, help: ArgumentHelp("The screen size for --script, as COLUMNSxROWS.", valueName: "SIZE"))
    var size = "80x24"

    public init() {}

    public func validate() throws {
        guard Self.parseSize(size) != nil else { throw ValidationError("--size must be COLUMNSxROWS, at least 20x10 (e.g. 80x24)") }
    }

    static func parseSize(_ text: String) -> (columns: Int, rows: Int)? {
        let parts = text.split(separator: "x")
        guard parts.count == 2, let columns = Int(parts[0]), let rows = Int(parts[1]),
            (20...1000).contains(columns), (10...1000).contains(rows)
        else { return nil }
        return (columns, rows)
    }

    public func run() throws {
        do {
            if let script {
                let (columns, rows) = Self.parseSize(size)!
                let output = OutputBuffer(.fileDescriptor(STDOUT_FILENO))
                try EventReporterScript.run(path: script, columns: columns, rows: rows, output: output)
                do { try output.flush() } catch { throw EventReporterError.dataset(error) }
                return
            }
            let colourTerm = getenv("COLORTERM").map { String(cString: $0) } ?? ""
            let status = try EventReporterTerminal.run(trueColour: colourTerm.contains("truecolor") || colourTerm.contains("24bit"))
            if status != 0 { throw ExitCode(status) }
        } catch let error as EventReporterError {
            let standardError = OutputBuffer(.fileDescriptor(STDERR_FILENO))
            standardError.write("event-reporter: \(error)\n")
            try? standardError.flush()
            throw ExitCode(error.exitStatus)
        }
    }
}
