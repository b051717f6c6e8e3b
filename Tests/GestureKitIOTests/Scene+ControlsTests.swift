import Testing
import GestureKit
@testable import GestureKitIO

@Suite struct SceneControlTests {
    private func scene() throws -> Scene {
        let root = #filePath.split(separator: "/").dropLast(3).joined(separator: "/")
        let description = try SceneDescription.load(path: "/\(root)/Datasets/scenes/controls.json")
        return try Scene(description)
    }

    @Test func controlsAreBuiltWithTheirSettings() throws {
        let scene = try scene()
        let slider = try #require(scene.responders["volume"] as? Slider)
        #expect(slider.maximumValue == 100 && slider.value == 50)
        let mode = try #require(scene.responders["mode"] as? SegmentedControl)
        #expect(mode.segments == ["a", "b", "c"] && mode.selectedSegmentIndex == 0)
        #expect((scene.responders["resetButton"] as? Button)?.title == "Reset")
        #expect((scene.responders["name"] as? TextField)?.placeholder == "Name")
        #expect((scene.responders["disabledButton"] as? Button)?.isEnabled == false)
    }

    @Test func actionsReachTheirTargetAndAreReportedWithTheControlEvent() throws {
        let scene = try scene()
        var reported: [Scene.ControlAction] = []
        scene.onControlAction = { reported.append($0) }
        let button = try #require(scene.responders["resetButton"] as? Button)
        button.sendActions(for: .touchUpInside)
        #expect(reported == [Scene.ControlAction(control: "resetButton", event: "touchUpInside", action: "reset", target: "c", time: nil)])
    }

    @Test func aNilTargetGoesUpTheChainToAResponderThatHandlesTheAction() throws {
        let scene = try scene()
        var reported: [Scene.ControlAction] = []
        scene.onControlAction = { reported.append($0) }
        let toggle = try #require(scene.responders["toggle"] as? Switch)
        toggle.sendActions(for: .valueChanged)
        #expect(reported.map(\.target) == ["c"])  // panel (first responder) → its controller c
    }
}
