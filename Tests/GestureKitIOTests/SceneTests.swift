import Testing
import TestSupport
@testable import GestureKit
@testable import GestureKitIO

@Suite struct SceneTests {
    func chain() throws -> Scene {
        var description = SceneDescription(windowFrame: Rect(x: 0, y: 0, width: 100, height: 100))
        var outer = SceneDescription.ViewDescription(id: "outer", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        outer.handles = HandledKinds(names: ["touches"])
        var inner = SceneDescription.ViewDescription(id: "inner", frame: Rect(x: 0, y: 0, width: 50, height: 50))
        inner.canBecomeFirstResponder = true
        outer.subviews = [inner]
        description.views = [outer]
        description.controllers = [SceneDescription.ControllerDescription(id: "c", view: "outer", handles: HandledKinds(names: ["motion"]))]
        description.firstResponder = "inner"
        description.appDelegateHandles = HandledKinds(names: ["remote", "copy"])
        return try Scene(description)
    }

    @Test func buildsTheHierarchyAndReportsWhoHandledWhat() throws {
        let scene = try chain()
        var handled: [String] = []
        var dropped: [String] = []
        scene.onHandled = { handled.append("\($0.responder) \($0.delivery?.message.rawValue ?? $0.action?.name ?? "")") }
        scene.application.onDroppedEvent = { dropped.append($0.message.rawValue) }
        let inner = try #require(scene.responders["inner"] as? View)
        #expect(inner.isFirstResponder && inner.superview === scene.responders["outer"])
        #expect(scene.responders["outer"]?.next === scene.responders["c"])
        var touch = Touch(id: 1, contact: 1, timestamp: 0, location: Point(x: 10, y: 10), tapCount: 1)
        scene.application.sendEvent(Event(kind: .touches, timestamp: 0, sequence: 1, allTouches: [touch]))
        touch.phase = .ended
        scene.application.sendEvent(Event(kind: .touches, timestamp: 0.1, sequence: 1, allTouches: [touch]))
        scene.application.sendEvent(.motion(.began, at: 1))
        scene.application.sendEvent(.remoteControl(.play, at: 2))
        scene.application.sendEvent(.presses([Press(key: "a", phase: .began, timestamp: 3)], at: 3))
        #expect(scene.application.sendAction(Action("copy"), to: nil, from: nil, for: nil))
        #expect(handled == ["outer touchesBegan", "outer touchesEnded", "c motionBegan", "appDelegate remoteControlReceived", "appDelegate copy"])
        #expect(dropped == ["pressesBegan"])
    }

    @Test func aFirstResponderThatCannotBeOneIsRefused() {
        var description = SceneDescription(windowFrame: Rect(x: 0, y: 0, width: 10, height: 10))
        description.views = [SceneDescription.ViewDescription(id: "a", frame: .zero)]
        description.firstResponder = "a"
        #expect(throws: SceneError.self) { try Scene(description, file: "x.json") }
    }

    @Test func theDefaultSceneTakesEverything() {
        let scene = Scene.makeDefault()
        let root = scene.responders["root"] as? View
        #expect(root?.isFirstResponder == true && root?.isMultipleTouchEnabled == true)
        #expect(scene.window.frame == Rect(x: 0, y: 0, width: 2048, height: 2048))
    }
}

/// Nothing in a scene keeps itself alive: once its user lets go, after a replay with recognizers, controls,
/// timers and the motion pipeline at work, every object is freed.
@Suite struct SceneLifetimeTests {
    @Test(arguments: [
        ("default", "mixed"), ("default", "pinches"), ("default", "long-presses"), ("default", "shakes"),
        ("controls", "controls"), ("chain", "mixed"), ("layers", "taps"),
    ])
    func aSceneIsFreedAfterAReplay(scene name: String, dataset: String) throws {
        let root = ExecutableRunner.packageRoot.path
        weak var application: Application?
        weak var window: Window?
        weak var loop: RunLoop?
        weak var recognizer: GestureRecognizer?
        weak var responder: Responder?
        weak var motionSource: MotionEventSource?
        try {
            let scene = try Scene(SceneDescription.load(path: "\(root)/Datasets/scenes/\(name).json"))
            application = scene.application
            window = scene.window
            recognizer = scene.recognizers.values.first
            responder = scene.responders.values.first
            let runLoop = RunLoop()
            loop = runLoop
            let input = ApplicationInput(application: scene.application)
            let motion = MotionEventSource(application: scene.application)
            motionSource = motion
            motion.attach(to: input)
            let reader = try DatasetFormat.openReader(path: "\(root)/Datasets/\(dataset).jsonl")
            let outcome = try Replay.run(reader, loop: runLoop, handler: input, lenient: false)
            #expect(outcome.samples > 0)
        }()
        #expect(application == nil && window == nil && loop == nil && motionSource == nil)
        #expect(recognizer == nil && responder == nil)
    }
}
