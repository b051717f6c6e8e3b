import Testing
import TestSupport
import GestureKit
@testable import GestureKitIO

@Suite(.scratchFolder) struct SceneDescriptionTests {
    @Test func loadsAFileAndReportsWhereItIsBroken() throws {
        let good = try TestFiles.write(#"{"window":{"frame":[0,0,10,10]},"views":[{"id":"a","frame":[0,0,5,5]}]}"#, extension: "json")
        #expect(try SceneDescription.load(path: good).views.map(\.id) == ["a"])
        let broken = try TestFiles.write("{\"window\":\n  {\"frame\": [0,0,10,10]", extension: "json")
        #expect(throws: SceneError(file: broken, reason: .syntax(line: 2, column: 24, "expected ',' or '}' in an object"))) {
            try SceneDescription.load(path: broken)
        }
        let missing = "/nonexistent/scene.json"
        #expect(throws: SceneError(file: missing, reason: .cannotOpen("No such file or directory"))) {
            try SceneDescription.load(path: missing)
        }
    }

    @Test func theBundledDefaultSceneFileMatchesTheBuiltInDefault() throws {
        let root = #filePath.split(separator: "/").dropLast(3).joined(separator: "/")
        #expect(try SceneDescription.load(path: "/\(root)/Datasets/scenes/default.json") == Scene.defaultDescription)
    }

    @Test func errorsDescribeThemselves() {
        #expect(SceneError(file: "s.json", reason: .invalid(path: "$.views[0]", "bad")).description == "s.json: $.views[0]: bad")
        #expect(SceneError(file: "s.json", reason: .syntax(line: 2, column: 3, "bad")).description == "s.json:2:3: scene is not valid JSON: bad")
        #expect(SceneError(file: "s.json", reason: .cannotOpen("gone")).description == "s.json: cannot open scene: gone")
    }
}
