import Testing
import GestureKit
@testable import GestureKitIO

@Suite struct SceneDecoderTests {
    static let window = #""window":{"frame":[0,0,320,480]}"#

    func decode(_ text: String) throws(SceneError) -> SceneDescription {
        try SceneDecoder.decode(text, file: "s.json")
    }

    @Test func readsEveryKey() throws {
        let scene = try decode(
            #"{"window":{"frame":[0,0,320,480],"handles":["remote"]},"views":[{"id":"a","frame":[1,2,3,4],"#
                + #""bounds":[5,6],"transform":[1,0,0,1,7,8],"hidden":true,"alpha":0.5,"userInteractionEnabled":false,"#
                + #""multipleTouchEnabled":true,"exclusiveTouch":true,"canBecomeFirstResponder":true,"handles":["touches","copy"],"#
                + #""subviews":[{"id":"b","frame":[0,0,1,1]}]}],"controllers":[{"id":"c","view":"a","handles":["motion"],"#
                + #""canBecomeFirstResponder":true}],"firstResponder":"c","application":{"handles":["presses"]},"appDelegate":{}}"#)
        let a = try #require(scene.views.first)
        #expect(scene.windowFrame == Rect(x: 0, y: 0, width: 320, height: 480) && scene.windowHandles.remote)
        #expect(a.frame == Rect(x: 1, y: 2, width: 3, height: 4) && a.boundsOrigin == Point(x: 5, y: 6))
        #expect(a.transform == AffineTransform.translation(x: 7, y: 8))
        #expect(a.isHidden && a.alpha == 0.5 && !a.isUserInteractionEnabled && a.isMultipleTouchEnabled && a.isExclusiveTouch)
        #expect(a.canBecomeFirstResponder && a.handles.touches && a.handles.actions == [Action("copy")])
        #expect(a.subviews.map(\.id) == ["b"])
        #expect(scene.controllers.first?.view == "a" && scene.controllers.first?.handles.motion == true)
        #expect(scene.firstResponder == "c" && scene.applicationHandles.presses)
        #expect(scene.appDelegateHandles == HandledKinds())
    }

    @Test(arguments: [
        ("{}", "$.window", "missing"),
        ("[]", "$", "expected an object, found an array"),
        (#"{"window":{"frame":[0,0,-1,1]}}"#, "$.window.frame", "width and height cannot be negative"),
        (#"{"window":{"frame":[0,0,1,"1"]}}"#, "$.window.frame[3]", "expected a number, found a string"),
        (#"{\#(window),"views":[{"frame":[0,0,1,1]}]}"#, "$.views[0].id", "missing"),
        (#"{\#(window),"views":[{"id":"a","frame":[0,0,1,1],"subviews":[{"id":"b","frame":[0,0,1]}]}]}"#,
         "$.views[0].subviews[0].frame", "expected 4 numbers [x, y, width, height], found 3"),
        (#"{\#(window),"views":[{"id":"a","frame":[0,0,1,1],"hidden":1}]}"#, "$.views[0].hidden", "expected true or false, found a number"),
        (#"{\#(window),"views":[{"id":"a","frame":[0,0,1,1],"alpha":2}]}"#, "$.views[0].alpha", "alpha must be between 0 and 1"),
        (#"{\#(window),"views":[{"id":"a","frame":[0,0,1,1],"bounds":[1]}]}"#, "$.views[0].bounds", "expected 2 numbers [x, y] (the bounds origin), found 1"),
        (#"{\#(window),"views":[{"id":"a","frame":[0,0,1,1],"handles":"touches"}]}"#, "$.views[0].handles", "expected an array, found a string"),
        (#"{\#(window),"views":[{"id":"a","frame":[0,0,1,1],"handles":[""]}]}"#, "$.views[0].handles[0]", "an event kind or action name cannot be empty"),
        (#"{\#(window),"views":[{"id":"window","frame":[0,0,1,1]}]}"#, "$.views[0].id", "\"window\" is reserved for the scene's own responders"),
        (#"{\#(window),"views":[{"id":"a","frame":[0,0,1,1]},{"id":"a","frame":[0,0,1,1]}]}"#, "$.views[1].id", "id \"a\" is already used at $.views[0]"),
        (#"{\#(window),"views":[{"id":"a","frame":[0,0,1,1]}],"controllers":[{"id":"a","view":"a"}]}"#, "$.controllers[0].id", "id \"a\" is already used at $.views[0]"),
        (#"{\#(window),"views":[{"id":"a","frame":[0,0,1,1]}],"controllers":[{"id":"c","view":"a"},{"id":"d","view":"a"}]}"#, "$.controllers[1].view", "view \"a\" already has a controller (c)"),
        (#"{\#(window),"firstResponder":"x"}"#, "$.firstResponder", "no view or controller has the id \"x\""),
        (#"{\#(window),"views":[{"id":"a","frame":[0,0,1,1]}],"firstResponder":"a"}"#, "$.firstResponder", "\"a\" cannot become first responder (set \"canBecomeFirstResponder\": true)"),
        (#"{\#(window),"window":{}}"#, "$.window", "the key appears twice"),
        (#"{\#(window),"extra":1}"#, "$.extra", "unknown key (expected one of: appDelegate, application, controllers, firstResponder, views, window)"),
    ])
    func errorsNameTheJSONPathAndTheReason(text: String, path: String, reason: String) {
        #expect(throws: SceneError(file: "s.json", reason: .invalid(path: path, reason))) { try decode(text) }
    }
}
