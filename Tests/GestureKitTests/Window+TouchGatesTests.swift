import Testing
@testable import GestureKit

@Suite struct WindowTouchGatesTests {
    @Test func item11RecognizingCancelsTheTouchInTheViewAndItsViewReadsNil() {
        let h = GestureHarness()
        h.recordView()
        h.add(PanGestureRecognizer(), "pan")
        var checked = false, viewDuringPan: View?
        h.view.gestureRecognizers[0].addAction { r in
            if r.state == .changed, let touch = h.window.gestureArena.participants.first?.trackedTouches.first {
                checked = true
                viewDuringPan = h.window.view(for: touch)
            }
        }
        h.drag(from: Point(x: 100, y: 100), to: Point(x: 200, y: 100), at: 0, duration: 0.1, steps: 4)
        h.finish()
        #expect(h.log == [
            "view touchesBegan 1@0.0", "pan.began@0.025", "view touchesCancelled 1@0.025", "pan.changed@0.05", "pan.changed@0.075",
            "pan.changed@0.1", "pan.ended@0.1",
        ])
        #expect(checked && viewDuringPan == nil)
    }

    @Test func item12RecognizersOfEveryAncestorUpToTheWindowSeeTheTouchBeforeTheView() {
        let h = GestureHarness()
        let child = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        h.view.addSubview(child)
        h.recordView(child, as: "child")
        var order: [String] = []
        for (name, view) in [("window", h.window as View), ("root", h.view), ("child", child)] {
            let r = ScriptedRecognizer()
            r.identifier = name
            view.addGestureRecognizer(r)
        }
        child.messageHandler = { delivery in
            order.append("child \(delivery.message.rawValue)")
            return true
        }
        h.down(1, 50, 50, at: 0)
        h.tick(at: 0.1)
        for recognizer in [child.gestureRecognizers[0], h.view.gestureRecognizers[0], h.window.gestureRecognizers[0]] {
            #expect((recognizer as! ScriptedRecognizer).seenTouchIDs == [1])
        }
        #expect(h.window.gestureArena.participants.map(\.identifier) == ["child", "root", "window"])
        #expect(order == ["child touchesBegan"])
        h.up(1, at: 0.2)
        h.finish()
    }

    @Test func item13DelaysTouchesBeganWithholdsUntilFailureAndDropsOnRecognition() {
        let failing = GestureHarness()
        failing.recordView()
        let tap = failing.add(TapGestureRecognizer(), "tap")
        tap.delaysTouchesBegan = true
        failing.down(1, 100, 100, at: 0)
        failing.move(1, 200, 100, at: 0.1)  // beyond the slop: the tap fails
        failing.move(1, 210, 100, at: 0.2)
        failing.up(1, at: 0.3)
        failing.finish()
        #expect(failing.log == [
            "view touchesBegan 1@0.1", "view touchesMoved 1@0.1", "view touchesMoved 1@0.2", "view touchesEnded 1@0.3",
        ])
        let recognizing = GestureHarness()
        recognizing.recordView()
        recognizing.add(TapGestureRecognizer(), "tap").delaysTouchesBegan = true
        recognizing.tap(at: 0)
        recognizing.finish()
        #expect(recognizing.log == ["tap.ended@0.05"])
    }

    @Test func item14DelaysTouchesEndedWithholdsTheEndUntilTheRecognizerDecides() {
        let h = GestureHarness()
        h.recordView()
        h.add(TapGestureRecognizer(taps: 2), "double")
        h.tap(at: 0)  // the double tap waits 0.35 s, then fails: the withheld end arrives then
        h.tick(at: 1)
        #expect(h.log == ["view touchesBegan 1@0.0", "view touchesEnded 1@0.4"])
        h.tap(at: 2)
        h.tap(at: 2.2)  // recognition turns the withheld end into a cancel
        h.finish()
        #expect(Array(h.log.dropFirst(2)) == [
            "view touchesBegan 2@2.0", "view touchesBegan 3@2.2", "double.ended@2.25", "view touchesCancelled 2@2.25",
            "view touchesCancelled 3@2.25",
        ])
    }

    @Test func item15And16RecognizersStillGetTouchesTheViewDoesNot() {
        let h = GestureHarness()
        h.view.isMultipleTouchEnabled = false
        h.recordView()
        let pinch = h.add(PinchGestureRecognizer(), "pinch")
        pinch.cancelsTouchesInView = false
        h.down(1, 100, 100, at: 0)
        h.down(2, 200, 100, at: 0)
        h.move(2, 260, 100, at: 0.05)
        h.up(1, at: 0.1)
        h.up(2, at: 0.1)
        h.finish()
        #expect(h.log == ["view touchesBegan 1@0.0", "pinch.began@0.05", "pinch.ended@0.1", "view touchesEnded 1@0.1"])
    }
}
