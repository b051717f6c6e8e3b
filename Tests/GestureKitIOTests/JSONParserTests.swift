import Testing
@testable import GestureKitIO

@Suite struct JSONParserTests {
    func parse(_ text: String) throws(JSONParser.SyntaxError) -> JSONValue {
        try JSONParser.parse(Array(text.utf8))
    }

    @Test func parsesEveryKindOfValue() throws {
        let value = try parse(#" {"a": [1, -2.5e2, true, false, null], "b": {"c": "d\n\u00e9\ud83d\ude00\"/"}} "#)
        #expect(value == .object([
            ("a", .array([.number(1), .number(-250), .bool(true), .bool(false), .null])),
            ("b", .object([("c", .string("d\né😀\"/"))])),
        ]))
        #expect(try parse("[]") == .array([]) && parse("{}") == .object([]))
        #expect(try parse("\"caf\u{e9}\"") == .string("café"))
    }

    @Test(arguments: [
        ("{\"a\" 1}", 1, 6, "expected ':' after the key \"a\""),
        ("[1,\n 2", 2, 3, "expected ',' or ']' in an array"),
        ("{\"a\":1,}", 1, 8, "expected a key in double quotes"),
        ("[01]", 1, 2, "a number cannot start with 0 followed by digits"),
        ("[1.]", 1, 4, "expected digits after the decimal point"),
        ("\"a\\x\"", 1, 4, "invalid escape '\\x'"),
        ("\"\\ud800\"", 1, 8, "a high surrogate must be followed by a \\u low surrogate"),
        ("tru", 1, 1, "expected 'true'"),
        ("[1] 2", 1, 5, "unexpected text after the document"),
        ("", 1, 1, "unexpected end of file, expected a value"),
        ("\"abc", 1, 5, "unterminated string"),
        ("[1e999]", 1, 2, "number out of range"),
    ])
    func syntaxErrorsSayWhereAndWhat(text: String, line: Int, column: Int, reason: String) {
        #expect(throws: JSONParser.SyntaxError(line: line, column: column, reason: reason)) { try parse(text) }
    }

    @Test func deepNestingIsRefused() {
        let text = String(repeating: "[", count: 600) + String(repeating: "]", count: 600)
        #expect(throws: JSONParser.SyntaxError.self) { try parse(text) }
    }
}
