import Testing
import GestureKit
@testable import GestureKitIO

@Suite struct SceneDecoderRecognizerTests {
    private func decode(_ text: String) throws(SceneError) -> SceneDescription {
        try SceneDecoder.decode(text, file: "t.json")
    }

    private func scene(_ recognizers: String) -> String {
        #"{"window":{"frame":[0,0,100,100]},"views":[{"id":"v","frame":[0,0,100,100],"recognizers":"# + recognizers + "}]}"
    }

    @Test func recognizersDecodeWithTheirParametersAndRelations() throws {
        let description = try decode(scene(#"[{"type":"tap","id":"double","taps":2},{"type":"tap","id":"single","requireToFail":["double"],"cancelsTouchesInView":false},{"type":"swipe","id":"s","directions":["left","up"]},{"type":"edgePan","id":"e","edges":["left"],"simultaneousWith":["s"]}]"#))
        let recognizers = description.views[0].recognizers
        #expect(recognizers.map(\.id) == ["double", "single", "s", "e"])
        #expect(recognizers[0].settings["taps"] == .number(2))
        #expect(recognizers[1].requireToFail == ["double"] && recognizers[1].settings["cancelsTouchesInView"] == .flag(false))
        let scene = try Scene(description)
        let single = try #require(scene.recognizers["single"])
        #expect(single.requiredToFail.first === scene.recognizers["double"] && !single.cancelsTouchesInView)
        #expect((scene.recognizers["s"] as? SwipeGestureRecognizer)?.direction == [.left, .up])
        #expect((scene.recognizers["e"] as? ScreenEdgePanGestureRecognizer)?.edges == .left)
        #expect((scene.recognizers["double"] as? TapGestureRecognizer)?.numberOfTapsRequired == 2)
    }

    @Test(arguments: [
        (#"[{"type":"wave","id":"w"}]"#, "$.views[0].recognizers[0].type"),
        (#"[{"type":"tap","id":"t","minimumDuration":1}]"#, "$.views[0].recognizers[0].minimumDuration"),
        (#"[{"type":"tap","id":"t","taps":1.5}]"#, "$.views[0].recognizers[0].taps"),
        (#"[{"type":"swipe","id":"s","directions":["sideways"]}]"#, "$.views[0].recognizers[0].directions[0]"),
        (#"[{"type":"tap","id":"t","requireToFail":["nobody"]}]"#, "$.views[0].recognizers[0].requireToFail[0]"),
        (#"[{"type":"tap","id":"t"},{"type":"pan","id":"t"}]"#, "$.views[0].recognizers[1].id"),
        (#"[{"type":"pan","id":"p","axis":"diagonal"}]"#, "$.views[0].recognizers[0].axis"),
        (#"[{"type":"tap","id":"t","taps":0}]"#, "$.views[0].recognizers[0].taps"),
        (#"[{"type":"pan","id":"p","maximumTouches":1001}]"#, "$.views[0].recognizers[0].maximumTouches"),
        (#"[{"type":"pan","id":"p","minimumDistance":-1}]"#, "$.views[0].recognizers[0].minimumDistance"),
        (#"[{"type":"edgePan","id":"e","edges":[]}]"#, "$.views[0].recognizers[0].edges"),
        (#"[{"type":"edgePan","id":"e","edges":"left"}]"#, "$.views[0].recognizers[0].edges"),
        (#"[{"type":"pinch","id":"p","allowsQuickScale":"yes"}]"#, "$.views[0].recognizers[0].allowsQuickScale"),
        (#"[{"type":"rotation","id":"r","simultaneousWith":["r"]}]"#, "$.views[0].recognizers[0].simultaneousWith[0]"),
        (#"[{"id":"t"}]"#, "$.views[0].recognizers[0].type"),
        (#"[{"type":"tap"}]"#, "$.views[0].recognizers[0].id"),
        (#"["tap"]"#, "$.views[0].recognizers[0]"),
    ])
    func badRecognizersNameTheirPath(recognizers: String, path: String) {
        #expect {
            _ = try decode(scene(recognizers))
        } throws: { error in
            guard let error = error as? SceneError, case .invalid(let at, _) = error.reason else { return false }
            return at == path
        }
    }

    @Test func idsAreUniqueAcrossNestedViews() {
        let text = #"{"window":{"frame":[0,0,100,100]},"views":[{"id":"v","frame":[0,0,100,100],"recognizers":[{"type":"tap","id":"t"}],"#
            + #""subviews":[{"id":"w","frame":[0,0,10,10],"recognizers":[{"type":"pan","id":"t"}]}]}]}"#
        #expect(throws: SceneError(file: "t.json", reason: .invalid(
            path: "$.views[0].subviews[0].recognizers[0].id", "recognizer id \"t\" is already used at $.views[0].recognizers[0]"))) {
            try decode(text)
        }
    }

    @Test func everyTypeTakesTheCommonKeysAndTheDocumentedOnes() {
        for kind in RecognizerDescription.Kind.allCases {
            let keys = RecognizerDescription.keys(for: kind)
            for (key, valueKind) in RecognizerDescription.commonKeys { #expect(keys[key] == valueKind, "\(kind) \(key)") }
        }
        #expect(RecognizerDescription.keys(for: .edgePan)["edges"] == .names)
        #expect(RecognizerDescription.keys(for: .edgePan)["axis"] == .name)
        #expect(RecognizerDescription.keys(for: .pan)["edges"] == nil)
        #expect(RecognizerDescription.keys(for: .rotation).count == RecognizerDescription.commonKeys.count + 1)
    }
}
