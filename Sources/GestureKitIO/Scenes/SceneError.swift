/// Why a scene file could not be loaded, and where: the file, and the line and column of a syntax error
/// or the JSON path (`$.views[0].frame`) of a value that is wrong.
public struct SceneError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The kind of problem.
    public enum Reason: Equatable, Sendable {
        /// The file cannot be opened or read; the text is the system's reason.
        case cannotOpen(String)
        /// The file is not valid JSON: 1-based line and column, and what was expected.
        case syntax(line: Int, column: Int, String)
        /// A value is missing, of the wrong type, or inconsistent: the JSON path and what is wrong.
        case invalid(path: String, String)
    }

    /// The scene file, as named on the command line.
    public var file: String
    /// What is wrong.
    public var reason: Reason

    /// Creates an error.
    public init(file: String, reason: Reason) {
        self.file = file
        self.reason = reason
    }

    public var description: String {
        switch reason {
        case .cannotOpen(let why): "\(file): cannot open scene: \(why)"
        case .syntax(let line, let column, let why): "\(file):\(line):\(column): scene is not valid JSON: \(why)"
        case .invalid(let path, let why): "\(file): \(path): \(why)"
        }
    }
}
