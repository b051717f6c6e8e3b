import Testing
@testable import GestureKit

@Suite struct ApplicationTests {
    final class Delegate: Responder, ApplicationDelegate {}

    /// window ⊃ root (controller c) ⊃ field (can become first responder); everything logs.
    func scene() -> (Application, Window, ViewController, FocusableView, Delegate, DeliveryLog) {
        let (application, window) = Fixture.application()
        let root = View(frame: window.bounds)
        let controller = ViewController(view: root)
        window.rootViewController = controller
        let field = FocusableView(frame: Rect(x: 0, y: 0, width: 50, height: 50))
        root.addSubview(field)
        let delegate = Delegate()
        application.delegate = delegate
        let log = DeliveryLog()
        for (responder, name) in [(field, "field"), (root, "root"), (controller, "c"), (window, "window"), (application, "application")] as [(Responder, String)] {
            Fixture.record(responder, as: name, in: log, handles: false)
        }
        Fixture.record(delegate, as: "delegate", in: log, handles: false)
        application.onDroppedEvent = { log.lines.append("dropped \($0.kindName) \($0.message.rawValue)") }
        return (application, window, controller, field, delegate, log)
    }

    @Test func item83TheChainRunsViewControllerSuperviewWindowApplicationDelegate() {
        let (application, _, _, _, delegate, log) = scene()
        defer { withExtendedLifetime(delegate) {} }
        application.sendEvent(Fixture.touchEvent(Fixture.touch(1, .began, at: Point(x: 10, y: 10))))
        #expect(log.lines == [
            "field touchesBegan 1", "root touchesBegan 1", "c touchesBegan 1", "window touchesBegan 1",
            "application touchesBegan 1", "delegate touchesBegan 1", "dropped touches touchesBegan",
        ])
    }

    @Test func item83ADelegateThatIsNotAResponderEndsTheChainAtTheApplication() {
        final class PlainDelegate: ApplicationDelegate {}
        let application = Application()
        let plain = PlainDelegate()
        application.delegate = plain
        #expect(application.next == nil)
        var dropped: [String] = []
        application.onDroppedEvent = { dropped.append($0.kindName) }
        application.sendEvent(.remoteControl(.pause, at: 0))
        #expect(dropped == ["remoteControl"])
    }

    @Test func item85MotionRemoteAndPressesGoToTheFirstResponder() {
        let (application, _, _, field, _, log) = scene()
        #expect(field.becomeFirstResponder())
        log.lines.removeAll()
        application.sendEvent(.motion(.began, at: 1))
        #expect(log.lines.first == "field motionBegan")
        log.lines.removeAll()
        application.sendEvent(.remoteControl(.play, at: 2))
        #expect(log.lines.first == "field remoteControlReceived")
        log.lines.removeAll()
        application.sendEvent(.presses([Press(key: "a", phase: .began, timestamp: 3)], at: 3))
        #expect(log.lines.first == "field pressesBegan")
        #expect(log.lines.last == "dropped presses pressesBegan")
    }

    @Test func item85WithoutAFirstResponderNonTouchEventsStartAtTheKeyWindow() {
        let (application, _, _, _, delegate, log) = scene()
        defer { withExtendedLifetime(delegate) {} }
        application.sendEvent(.motion(.ended, at: 1))
        #expect(log.lines == ["window motionEnded", "application motionEnded", "delegate motionEnded", "dropped motion motionEnded"])
    }

    @Test func withoutWindowsNonTouchEventsStartAtTheApplication() {
        let application = Application()
        var lines: [String] = []
        application.messageHandler = { lines.append($0.message.rawValue); return true }
        application.sendEvent(.motion(.cancelled, at: 0))
        #expect(lines == ["motionCancelled"])
    }

    @Test func item82NilTargetActionsWalkFromTheFirstResponder() {
        let (application, _, controller, field, _, _) = scene()
        var performed: [String] = []
        controller.actionHandlers[Action("save")] = { _, _ in performed.append("c") }
        #expect(field.becomeFirstResponder())
        #expect(application.sendAction(Action("save"), to: nil, from: nil, for: nil))
        #expect(performed == ["c"])
        field.actionHandlers[Action("save")] = { _, _ in performed.append("field") }
        #expect(application.sendAction(Action("save"), to: nil, from: nil, for: nil))
        #expect(performed == ["c", "field"])
    }

    @Test func item82AnActionNobodyPerformsReturnsFalseAndIsReported() {
        let (application, _, _, field, _, log) = scene()
        #expect(field.becomeFirstResponder())
        #expect(!application.sendAction(Action("undo"), to: nil, from: nil, for: nil))
        #expect(log.lines == ["dropped action action"])
    }

    @Test func explicitTargetsGetTheActionOnlyIfTheyPerformIt() {
        let (application, window, _, _, _, _) = scene()
        var performed = 0
        window.actionHandlers[Action("zoom")] = { _, _ in performed += 1 }
        #expect(application.sendAction(Action("zoom"), to: window, from: nil, for: nil))
        #expect(!application.sendAction(Action("zoom"), to: application, from: nil, for: nil))
        #expect(performed == 1)
    }

    @Test func ignoringInteractionEventsNestsAndCoversATouchsWholeLife() {
        let (application, _, _, _, delegate, log) = scene()
        defer { withExtendedLifetime(delegate) {} }
        application.beginIgnoringInteractionEvents()
        application.beginIgnoringInteractionEvents()
        application.endIgnoringInteractionEvents()
        #expect(application.isIgnoringInteractionEvents)
        application.sendEvent(Fixture.touchEvent(Fixture.touch(1, .began, at: Point(x: 10, y: 10))))
        application.endIgnoringInteractionEvents()
        application.endIgnoringInteractionEvents()
        #expect(!application.isIgnoringInteractionEvents)
        application.sendEvent(Fixture.touchEvent(Fixture.touch(1, .ended, at: Point(x: 10, y: 10))))
        #expect(log.lines.isEmpty)
        application.sendEvent(Fixture.touchEvent(Fixture.touch(2, .began, at: Point(x: 10, y: 10)), sequence: 2))
        #expect(log.lines.first == "field touchesBegan 2")
    }

    @Test func touchesOutsideEveryWindowAreReportedDroppedInEachPhase() {
        let (application, _, _, _, delegate, log) = scene()
        defer { withExtendedLifetime(delegate) {} }
        application.sendEvent(Fixture.touchEvent(Fixture.touch(1, .began, at: Point(x: 500, y: 10))))
        application.sendEvent(Fixture.touchEvent(Fixture.touch(1, .ended, at: Point(x: 10, y: 10))))
        #expect(log.lines == ["dropped touches touchesBegan", "dropped touches touchesEnded"])
    }

    @Test func newTouchesGoToTheFrontMostWindowContainingThem() {
        let (application, back) = Fixture.application()
        let front = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        application.addWindow(front)
        let log = DeliveryLog()
        Fixture.record(back, as: "back", in: log)
        Fixture.record(front, as: "front", in: log)
        application.sendEvent(Fixture.touchEvent(Fixture.touch(1, .began, at: Point(x: 10, y: 10))))
        application.sendEvent(Fixture.touchEvent(Fixture.touch(2, .began, at: Point(x: 200, y: 10)), sequence: 2))
        application.sendEvent(Fixture.touchEvent(Fixture.touch(2, .ended, at: Point(x: 200, y: 10)), sequence: 2))
        front.isHidden = true
        application.sendEvent(Fixture.touchEvent(Fixture.touch(3, .began, at: Point(x: 10, y: 10)), sequence: 3))
        #expect(log.lines == ["front touchesBegan 1", "back touchesBegan 2", "back touchesEnded 2", "back touchesBegan 3"])
        #expect(application.keyWindow === back)
        front.makeKey()
        #expect(front.isKeyWindow)
        application.removeWindow(front)
        #expect(application.keyWindow === back && front.application == nil)
    }

    @Test func applicationMonitorsSeeEveryEvent() {
        let (application, _, _, _, _, _) = scene()
        var kinds: [Event.Kind] = []
        application.addEventMonitor { kinds.append($0.kind) }
        application.sendEvent(.motion(.began, at: 0))
        application.sendEvent(.presses([], at: 0))
        #expect(kinds == [.motion, .presses])
    }

    @Test func subclassesCanWatchAndFilterTheSendEventFunnels() {
        final class Filtering: Application {
            var seen: [Event.Kind] = []
            override func sendEvent(_ event: Event) {
                seen.append(event.kind)
                if event.kind != .remoteControl { super.sendEvent(event) }  // swallow remote control
            }
        }
        final class Watching: Window {
            var seen = 0
            override func sendEvent(_ event: Event) {
                seen += 1
                super.sendEvent(event)
            }
        }
        let application = Filtering()
        let window = Watching(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        application.addWindow(window)
        var handled: [String] = []
        window.messageHandler = { handled.append($0.message.rawValue); return true }
        application.sendEvent(.remoteControl(.play, at: 0))
        application.sendEvent(.motion(.began, at: 1))
        application.sendEvent(Fixture.touchEvent(Fixture.touch(1, .began, at: Point(x: 5, y: 5)), time: 2))
        #expect(application.seen == [.remoteControl, .motion, .touches])
        #expect(window.seen == 2 && handled == ["motionBegan", "touchesBegan"])
    }
}
