import Testing
@testable import GestureKit

@Suite struct WindowTests {
    /// An application with two side-by-side 100×100 views, `a` and `b`, each logging what it handles.
    func scene() -> (Application, Window, View, View, DeliveryLog) {
        let (application, window) = Fixture.application()
        let a = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let b = View(frame: Rect(x: 100, y: 0, width: 100, height: 100))
        window.addSubview(a)
        window.addSubview(b)
        let log = DeliveryLog()
        Fixture.record(a, as: "a", in: log)
        Fixture.record(b, as: "b", in: log)
        return (application, window, a, b, log)
    }

    @Test func touchesGoToTheirHitTestViewOnePhaseAtATime() {
        let (application, _, _, _, log) = scene()
        application.sendEvent(Fixture.touchEvent(Fixture.touch(1, .began, at: Point(x: 10, y: 10))))
        application.sendEvent(Fixture.touchEvent(Fixture.touch(1, .moved, at: Point(x: 20, y: 10))))
        application.sendEvent(Fixture.touchEvent(Fixture.touch(1, .ended, at: Point(x: 20, y: 10))))
        #expect(log.lines == ["a touchesBegan 1", "a touchesMoved 1", "a touchesEnded 1"])
    }

    @Test func item10ATouchStaysWithItsViewWhenItMovesOutside() {
        let (application, window, a, _, log) = scene()
        application.sendEvent(Fixture.touchEvent(Fixture.touch(1, .began, at: Point(x: 10, y: 10))))
        let outside = Fixture.touch(1, .moved, at: Point(x: 150, y: 10))
        application.sendEvent(Fixture.touchEvent(outside))
        #expect(window.view(for: outside) === a)
        application.sendEvent(Fixture.touchEvent(Fixture.touch(1, .cancelled, at: Point(x: 150, y: 10))))
        #expect(log.lines == ["a touchesBegan 1", "a touchesMoved 1", "a touchesCancelled 1"])
        #expect(window.view(for: outside) == nil)
    }

    @Test func stationaryTouchesAreNotSentAndViewsGetTheirOwnTouches() {
        let (application, _, a, _, log) = scene()
        a.isMultipleTouchEnabled = true
        let began = Fixture.touchEvent(
            Fixture.touch(1, .began, at: Point(x: 10, y: 10)), Fixture.touch(2, .began, at: Point(x: 150, y: 10)),
            Fixture.touch(3, .began, at: Point(x: 20, y: 10)))
        application.sendEvent(began)
        application.sendEvent(
            Fixture.touchEvent(
                Fixture.touch(1, .stationary, at: Point(x: 10, y: 10)), Fixture.touch(2, .moved, at: Point(x: 160, y: 10)),
                Fixture.touch(3, .ended, at: Point(x: 20, y: 10))))
        #expect(log.lines == ["a touchesBegan 1,3", "b touchesBegan 2", "b touchesMoved 2", "a touchesEnded 3"])
    }

    @Test func item15AViewWithoutMultipleTouchGetsOnlyTheFirstTouch() {
        let (application, window, a, _, log) = scene()
        let second = Fixture.touch(2, .began, at: Point(x: 50, y: 50))
        application.sendEvent(Fixture.touchEvent(Fixture.touch(1, .began, at: Point(x: 10, y: 10)), second))
        application.sendEvent(
            Fixture.touchEvent(Fixture.touch(1, .ended, at: Point(x: 10, y: 10)), Fixture.touch(2, .moved, at: Point(x: 60, y: 50))))
        #expect(log.lines == ["a touchesBegan 1", "a touchesEnded 1"])
        #expect(window.view(for: second) === a)  // still bound: recognizers see it
    }

    @Test func item15MultipleTouchEnabledViewGetsEveryTouch() {
        let (application, _, a, _, log) = scene()
        a.isMultipleTouchEnabled = true
        application.sendEvent(Fixture.touchEvent(Fixture.touch(1, .began, at: Point(x: 10, y: 10))))
        application.sendEvent(
            Fixture.touchEvent(Fixture.touch(1, .stationary, at: Point(x: 10, y: 10)), Fixture.touch(2, .began, at: Point(x: 50, y: 50))))
        #expect(log.lines == ["a touchesBegan 1", "a touchesBegan 2"])
    }

    @Test func item16WhileAnExclusiveViewTracksNoOtherViewGetsNewTouches() {
        let (application, _, a, _, log) = scene()
        a.isExclusiveTouch = true
        application.sendEvent(Fixture.touchEvent(Fixture.touch(1, .began, at: Point(x: 10, y: 10))))
        application.sendEvent(
            Fixture.touchEvent(Fixture.touch(1, .stationary, at: Point(x: 10, y: 10)), Fixture.touch(2, .began, at: Point(x: 150, y: 10))))
        application.sendEvent(
            Fixture.touchEvent(Fixture.touch(1, .ended, at: Point(x: 10, y: 10)), Fixture.touch(2, .ended, at: Point(x: 150, y: 10))))
        application.sendEvent(Fixture.touchEvent(Fixture.touch(3, .began, at: Point(x: 150, y: 10)), sequence: 2))
        #expect(log.lines == ["a touchesBegan 1", "a touchesEnded 1", "b touchesBegan 3"])
    }

    @Test func item16AnExclusiveViewGetsNoTouchWhileAnotherViewTracksOne() {
        let (application, _, _, b, log) = scene()
        b.isExclusiveTouch = true
        application.sendEvent(Fixture.touchEvent(Fixture.touch(1, .began, at: Point(x: 10, y: 10))))
        application.sendEvent(
            Fixture.touchEvent(Fixture.touch(1, .stationary, at: Point(x: 10, y: 10)), Fixture.touch(2, .began, at: Point(x: 150, y: 10))))
        #expect(log.lines == ["a touchesBegan 1"])
    }

    @Test func touchesOnTheWindowItselfGoToTheWindowAndUpTheChain() {
        let (application, window, _, _, log) = scene()
        Fixture.record(window, as: "window", in: log, handles: false)
        Fixture.record(application, as: "application", in: log)
        application.sendEvent(Fixture.touchEvent(Fixture.touch(1, .began, at: Point(x: 10, y: 300))))
        #expect(log.lines == ["window touchesBegan 1", "application touchesBegan 1"])
    }

    @Test func eventMonitorsSeeEveryEventBeforeDelivery() {
        let (application, window, _, _, log) = scene()
        window.addEventMonitor { log.lines.append("monitor \($0.kind.rawValue)") }
        application.sendEvent(Fixture.touchEvent(Fixture.touch(1, .began, at: Point(x: 10, y: 10))))
        application.sendEvent(.remoteControl(.play, at: 1))
        #expect(log.lines == ["monitor touches", "a touchesBegan 1", "monitor remoteControl"])
    }

    @Test func rootViewControllerPutsItsViewInTheWindow() {
        let (_, window) = Fixture.application()
        let controller = ViewController(view: View())
        window.rootViewController = controller
        #expect(controller.view?.superview === window)
        #expect(controller.view?.frame == window.bounds)
        window.rootViewController = nil
        #expect(controller.view?.superview == nil)
    }

    @Test func item84OneFirstResponderPerWindow() {
        let (application, window) = Fixture.application()
        let other = Window(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        application.addWindow(other)
        let first = FocusableView(), second = FocusableView(), elsewhere = FocusableView()
        window.addSubview(first)
        window.addSubview(second)
        other.addSubview(elsewhere)
        #expect(first.becomeFirstResponder() && elsewhere.becomeFirstResponder())
        #expect(first.isFirstResponder && elsewhere.isFirstResponder)
        #expect(second.becomeFirstResponder())
        #expect(!first.isFirstResponder && first.resignCalls == 1 && window.firstResponder === second)
        #expect(other.firstResponder === elsewhere)
    }
}
