import Testing
import GestureKit
@testable import GestureKitIO

@Suite struct SceneRecognizerTests {
    /// Every stored property of `object`, its superclasses' included, as text: what a setting can change.
    func snapshot(_ object: AnyObject) -> [String: String] {
        var fields: [String: String] = [:]
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror {
            for child in current.children {
                fields["\(current.subjectType).\(child.label ?? "?")"] = String(describing: child.value)
            }
            mirror = current.superclassMirror
        }
        return fields
    }

    /// Values to try for a key: at least one of them differs from any default.
    func candidates(for key: String, _ kind: RecognizerDescription.ValueKind) -> [RecognizerDescription.Setting] {
        switch kind {
        case .number: [.number(3), .number(0.25)]
        case .flag: [.flag(true), .flag(false)]
        case .name: (key == "axis" ? ["horizontal", "vertical"] : ["start", "down"]).map { .name($0) }
        case .names: (key == "edges" ? ["top", "left", "bottom", "right"] : ["left", "right", "up", "down"]).map { .names([$0]) }
        }
    }

    /// Each key a scene may give a recognizer type changes the recognizer: the decoder's table of keys
    /// and the builder's cannot drift apart and silently drop a setting.
    @Test(arguments: RecognizerDescription.Kind.allCases)
    func everyKeyATypeTakesChangesTheRecognizer(kind: RecognizerDescription.Kind) {
        let fresh = snapshot(Scene.makeRecognizer(RecognizerDescription(kind: kind, id: "r")))
        // Fields that differ between two fresh recognizers (none expected) say nothing about a setting.
        let unstable = Set(snapshot(Scene.makeRecognizer(RecognizerDescription(kind: kind, id: "r"))).filter { fresh[$0.key] != $0.value }.keys)
        for (key, valueKind) in RecognizerDescription.keys(for: kind) {
            let changes = candidates(for: key, valueKind).contains { setting in
                let built = snapshot(Scene.makeRecognizer(RecognizerDescription(kind: kind, id: "r", settings: [key: setting])))
                return built.contains { !unstable.contains($0.key) && fresh[$0.key] != $0.value }
            }
            #expect(changes, "\(kind).\(key) changes nothing")
        }
    }

    /// A number setting may be any finite number ≥ 0 (the decoder's rule). A number too large for an `Int`
    /// crashed building every recognizer, and a duration that put a deadline past the largest time
    /// crashed the run loop. Now such a recognizer is built, and a deadline that never comes is not set.
    @Test(arguments: RecognizerDescription.Kind.allCases)
    func hugeNumberSettingsBuildAndRun(kind: RecognizerDescription.Kind) throws {
        let counts: Set<String> = ["taps", "touches", "minimumTouches", "maximumTouches"]
        var settings: [String: RecognizerDescription.Setting] = [:]
        for (key, valueKind) in RecognizerDescription.keys(for: kind) where valueKind == .number && !counts.contains(key) {
            settings[key] = .number(1e308)
        }
        let recognizer = Scene.makeRecognizer(RecognizerDescription(kind: kind, id: "r", settings: settings))
        let application = Application()
        let window = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        application.addWindow(window)
        window.addGestureRecognizer(recognizer)
        let input = ApplicationInput(application: application)
        let loop = RunLoop()
        let touches: [(Double, TouchSample.State, Double)] = [(1e308, .down, 5), (1e308, .move, 30), (1.7e308, .up, 60)]
        for (time, state, x) in touches {
            try loop.feed(.touch(TouchSample(timestamp: time, contact: 1, state: state, x: x, y: 5)), to: input)
        }
        try loop.finish(input)
        #expect(loop.nextTimerDue == nil)
    }

    @Test func settingsReachTheirProperties() throws {
        let press = try #require(Scene.makeRecognizer(RecognizerDescription(
            kind: .longPress, id: "p", settings: ["minimumDuration": .number(1.25), "touches": .number(2), "enabled": .flag(false)])) as? LongPressGestureRecognizer)
        #expect(press.identifier == "p" && press.minimumPressDuration == 1.25 && press.numberOfTouchesRequired == 2 && !press.isEnabled)
        let pan = try #require(Scene.makeRecognizer(RecognizerDescription(
            kind: .pan, id: "d", settings: ["axis": .name("vertical"), "startBehavior": .name("down"), "maximumTouches": .number(2)])) as? PanGestureRecognizer)
        #expect(pan.axis == .vertical && pan.startBehavior == .down && pan.maximumNumberOfTouches == 2)
        let edge = try #require(Scene.makeRecognizer(RecognizerDescription(
            kind: .edgePan, id: "e", settings: ["edges": .names(["top", "bottom"]), "edgeRegion": .number(30)])) as? ScreenEdgePanGestureRecognizer)
        #expect(edge.edges == [.top, .bottom] && edge.edgeRegion == 30)
        let pinch = try #require(Scene.makeRecognizer(RecognizerDescription(
            kind: .pinch, id: "z", settings: ["allowsQuickScale": .flag(true), "delaysTouchesBegan": .flag(true)])) as? PinchGestureRecognizer)
        #expect(pinch.allowsQuickScale && pinch.delaysTouchesBegan)
        let rotation = try #require(Scene.makeRecognizer(RecognizerDescription(
            kind: .rotation, id: "o", settings: ["minimumRotation": .number(0.3), "cancelsTouchesInView": .flag(false)])) as? RotationGestureRecognizer)
        #expect(rotation.minimumRotation == 0.3 && !rotation.cancelsTouchesInView)
        let tap = try #require(Scene.makeRecognizer(RecognizerDescription(
            kind: .tap, id: "t", settings: ["reportsEveryTap": .flag(true), "delaysTouchesEnded": .flag(false)])) as? TapGestureRecognizer)
        #expect(tap.reportsEveryTap && !tap.delaysTouchesEnded)
        let swipe = try #require(Scene.makeRecognizer(RecognizerDescription(
            kind: .swipe, id: "s", settings: ["touches": .number(2), "minimumVelocity": .number(400)])) as? SwipeGestureRecognizer)
        #expect(swipe.numberOfTouchesRequired == 2 && swipe.minimumVelocity == 400)
    }
}
