import Testing
import GestureKit
@testable import GestureKitIO

@Suite struct SceneDecoderControlTests {
    private func decode(_ text: String) throws(SceneError) -> SceneDescription {
        try SceneDecoder.decode(text, file: "t.json")
    }

    private func scene(_ control: String) -> String {
        #"{"window":{"frame":[0,0,100,100]},"views":[{"id":"v","frame":[0,0,100,100],"control":"# + control
            + #"}],"controllers":[{"id":"c","view":"v"}]}"#
    }

    @Test func controlsDecodeWithSettingsAndActions() throws {
        let description = try decode(scene(
            #"{"type":"slider","minimumValue":-1,"maximumValue":5,"value":2,"continuous":false,"enabled":false,"#
                + #""actions":[{"event":"valueChanged","target":"c","action":"changed"},{"event":"allTouchEvents","target":null,"action":"any"}]}"#))
        let control = try #require(description.views[0].control)
        #expect(control.kind == .slider)
        #expect(control.settings["minimumValue"] == .number(-1))
        #expect(control.settings["continuous"] == .flag(false))
        #expect(control.settings["enabled"] == .flag(false))
        #expect(control.actions == [
            .init(eventName: "valueChanged", events: .valueChanged, target: "c", action: "changed"),
            .init(eventName: "allTouchEvents", events: .allTouchEvents, target: nil, action: "any"),
        ])
    }

    @Test func everyKindHasItsKeys() {
        #expect(ControlDescription.keys(for: .button)["title"] == .text)
        #expect(ControlDescription.keys(for: .switch)["on"] == .flag)
        #expect(ControlDescription.keys(for: .segmentedControl)["segments"] == .texts)
        #expect(ControlDescription.keys(for: .textField)["placeholder"] == .text)
        for kind in ControlDescription.Kind.allCases {
            #expect(ControlDescription.keys(for: kind)["enabled"] == .flag)
        }
    }

    @Test(arguments: [
        (#""button""#, "$.views[0].control", "expected an object, found a string"),
        (#"{"title":"x"}"#, "$.views[0].control.type", "missing"),
        (#"{"type":"knob"}"#, "$.views[0].control.type",
         "unknown control type \"knob\" (expected one of: button, switch, slider, segmentedControl, textField)"),
        (#"{"type":"button","on":true}"#, "$.views[0].control.on",
         "unknown key (expected one of: actions, enabled, selected, title, trackingOutset, type)"),
        (#"{"type":"switch","on":1}"#, "$.views[0].control.on", "expected true or false, found a number"),
        (#"{"type":"segmentedControl","selectedSegmentIndex":1.5}"#, "$.views[0].control.selectedSegmentIndex",
         "expected a segment index (−1 for none), found 1.5"),
        (#"{"type":"button","actions":[{"event":"tap","target":"c","action":"a"}]}"#, "$.views[0].control.actions[0].event",
         "unknown control event \"tap\" (expected one of: touchDown, touchDownRepeat, touchDragInside, touchDragOutside, touchDragEnter, touchDragExit, touchUpInside, touchUpOutside, touchCancel, valueChanged, primaryActionTriggered, editingDidBegin, editingChanged, editingDidEnd, editingDidEndOnExit, allTouchEvents, allEditingEvents, allEvents)"),
        (#"{"type":"button","actions":[{"event":"touchUpInside","action":"a"}]}"#, "$.views[0].control.actions[0].target", "missing"),
        (#"{"type":"button","actions":[{"event":"touchUpInside","target":"nobody","action":"a"}]}"#,
         "$.views[0].control.actions[0].target", "no responder has the id \"nobody\""),
        (#"{"type":"button","actions":[{"event":"touchUpInside","target":null,"action":""}]}"#,
         "$.views[0].control.actions[0].action", "an action needs a name"),
    ])
    func errorsNameTheJSONPath(control: String, path: String, reason: String) {
        #expect(throws: SceneError(file: "t.json", reason: .invalid(path: path, reason))) { try decode(scene(control)) }
    }

    @Test func aTextFieldCanBeTheFirstResponder() throws {
        let text = #"{"window":{"frame":[0,0,100,100]},"views":[{"id":"f","frame":[0,0,100,30],"control":{"type":"textField"}}],"firstResponder":"f"}"#
        #expect(try decode(text).firstResponder == "f")
    }
}
