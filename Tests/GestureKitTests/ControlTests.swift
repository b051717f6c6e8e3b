import Testing
@testable import GestureKit

/// The control base: tracking (items 75–80) and the dispatch table (items 81–82).
@Suite struct ControlTests {
    // The control spans x 100–200, y 100–140 on screen; with the 70-point outset, inside is x ∈ [30, 270),
    // y ∈ [30, 210).

    @Test func item75TouchDownHighlightsAndRepeatsWithATapCountAboveOne() {
        let h = ControlHarness(Control())
        h.listen(.allTouchEvents)
        h.down(150, 120, at: 0)
        h.finish()
        #expect(h.log == ["a:touchDown"])
        #expect(h.control.isHighlighted)
        #expect(h.control.isTracking)
        h.up(at: 0.05)
        h.down(150, 120, at: 0.1)
        h.up(at: 0.15)
        h.finish()
        #expect(h.log == ["a:touchDown", "a:touchUpInside", "a:touchDown", "a:touchDownRepeat", "a:touchUpInside"])
        #expect(!h.control.isHighlighted)
        #expect(!h.control.isTracking)
    }

    @Test func item76DragExitAndEnterAtTheOutsetEdge() {
        let h = ControlHarness(Control())
        h.listen(.allTouchEvents)
        h.down(150, 120, at: 0)
        h.move(269.99, 120, at: 0.01)  // still inside: 169.99 < 170 in the control's coordinates
        h.move(270.01, 120, at: 0.02)  // out: exit once
        h.move(300, 120, at: 0.03)  // still out: no second exit
        h.move(269, 120, at: 0.04)  // back: enter once
        h.finish()
        #expect(h.log == [
            "a:touchDown", "a:touchDragInside", "a:touchDragOutside", "a:touchDragExit", "a:touchDragOutside",
            "a:touchDragInside", "a:touchDragEnter",
        ])
        #expect(h.control.isHighlighted)
        #expect(h.control.isTouchInside)
    }

    @Test func item76HighlightFollowsInsideness() {
        let h = ControlHarness(Control())
        h.down(150, 120, at: 0)
        h.move(150, 210.5, at: 0.01)  // below: 110.5 ≥ 40 + 70
        h.finish()
        #expect(!h.control.isHighlighted)
        #expect(!h.control.isTouchInside)
        h.move(150, 209, at: 0.02)
        h.finish()
        #expect(h.control.isHighlighted)
    }

    @Test func item76TheOutsetIsConfigurable() {
        let h = ControlHarness(Control())
        h.control.trackingOutset = 0
        h.listen([.touchDragExit, .touchUpOutside])
        h.down(150, 120, at: 0)
        h.move(200.5, 120, at: 0.01)
        h.up(at: 0.02)
        h.finish()
        #expect(h.log == ["a:touchDragExit", "a:touchUpOutside"])
    }

    @Test func item77ExactlyOneUpEventInsideOrOutside() {
        let inside = ControlHarness(Control())
        inside.listen([.touchUpInside, .touchUpOutside])
        inside.down(150, 120, at: 0)
        inside.move(269.5, 120, at: 0.01)
        inside.up(at: 0.02)
        inside.finish()
        #expect(inside.log == ["a:touchUpInside"])

        let outside = ControlHarness(Control())
        outside.listen([.touchUpInside, .touchUpOutside])
        outside.down(150, 120, at: 0)
        outside.move(270.5, 120, at: 0.01)
        outside.up(at: 0.02)
        outside.finish()
        #expect(outside.log == ["a:touchUpOutside"])
    }

    @Test func item78CancelSendsTouchCancelAndNoUp() {
        let h = ControlHarness(Control())
        h.listen(.allTouchEvents)
        h.down(150, 120, at: 0)
        h.cancel(at: 0.05)
        h.finish()
        #expect(h.log == ["a:touchDown", "a:touchCancel"])
        #expect(!h.control.isHighlighted)
        #expect(!h.control.isTracking)
    }

    @Test func item78ARecognizerThatClaimsTheTouchCancelsTracking() {
        let h = ControlHarness(Control())
        h.listen(.allTouchEvents)
        let pan = PanGestureRecognizer()
        h.root.addGestureRecognizer(pan)
        h.down(150, 120, at: 0)
        h.move(160, 120, at: 0.02)
        h.move(180, 120, at: 0.04)  // beyond the pan's slop: the pan begins and cancels the touch in the view
        h.up(at: 0.06)
        h.finish()
        #expect(h.log.first == "a:touchDown")
        #expect(h.log.last == "a:touchCancel")
        #expect(!h.log.contains("a:touchUpInside"))
    }

    final class StopsTracking: Control {
        var ended = 0
        override func continueTracking(_ touch: Touch, with event: Event?) -> Bool { false }
        override func endTracking(_ touch: Touch?, with event: Event?) { ended += 1 }
    }

    @Test func item79ContinueTrackingFalseStopsDragEventsAndEndsTracking() {
        let h = ControlHarness(StopsTracking())
        h.listen(.allTouchEvents)
        h.down(150, 120, at: 0)
        h.move(155, 120, at: 0.01)
        h.move(160, 120, at: 0.02)
        h.up(at: 0.03)
        h.finish()
        #expect(h.log == ["a:touchDown"])
        #expect(h.control.ended == 1)
        #expect(!h.control.isTracking)
    }

    @Test func item80ADisabledControlSendsNothingAndIsNotHighlighted() {
        let h = ControlHarness(Control())
        h.listen(.allEvents)
        h.control.isEnabled = false
        var behind: [String] = []
        h.root.messageHandler = { delivery in
            behind.append(delivery.message.rawValue)
            return true
        }
        h.down(150, 120, at: 0)
        h.up(at: 0.05)
        h.finish()
        #expect(h.log.isEmpty)
        #expect(!h.control.isHighlighted)
        #expect(behind == ["touchesBegan", "touchesEnded"])  // the touch went to the view behind
    }

    @Test func item80DisablingWhileTrackingEndsItSilently() {
        let h = ControlHarness(Control())
        h.listen(.allTouchEvents)
        h.down(150, 120, at: 0)
        h.finish()
        h.control.isEnabled = false
        h.move(160, 120, at: 0.01)
        h.up(at: 0.02)
        h.finish()
        #expect(h.log == ["a:touchDown"])
        #expect(!h.control.isHighlighted)
    }

    @Test func item81EveryTargetIsCalledInRegistrationOrder() {
        let h = ControlHarness(Control())
        let second = ActionLog()
        h.control.addTarget(h.target, action: Action("first"), for: .touchUpInside)
        h.control.addTarget(second, action: Action("second"), for: .touchUpInside)
        h.control.addTarget(h.target, action: Action("third"), for: [.touchDown, .touchUpInside])
        h.down(150, 120, at: 0)
        h.up(at: 0.05)
        h.finish()
        #expect(h.log == ["third:touchDown", "first:touchUpInside", "third:touchUpInside"])
        #expect(second.lines == ["second:touchUpInside"])
    }

    @Test func item81RemovingAPairRemovesOnlyIt() {
        let control = Control()
        let a = ActionLog(), b = ActionLog()
        control.addTarget(a, action: Action("x"), for: .touchUpInside)
        control.addTarget(a, action: Action("y"), for: .touchUpInside)
        control.addTarget(b, action: Action("x"), for: [.touchUpInside, .valueChanged])
        control.removeTarget(a, action: Action("x"), for: .touchUpInside)
        #expect(control.actions(forTarget: a, forControlEvent: .touchUpInside) == [Action("y")])
        #expect(control.actions(forTarget: b, forControlEvent: .touchUpInside) == [Action("x")])
        control.removeTarget(b, action: nil, for: .touchUpInside)
        #expect(control.actions(forTarget: b, forControlEvent: .touchUpInside) == nil)
        #expect(control.actions(forTarget: b, forControlEvent: .valueChanged) == [Action("x")])
        control.removeAllTargets(for: .valueChanged)
        #expect(control.allControlEvents == .touchUpInside)
        #expect(control.allTargets.count == 1)
        #expect(control.allTargets.first! === a)
    }

    @Test func introspectionListsTargetsEventsAndActions() {
        let control = Control()
        let a = ActionLog()
        control.addTarget(a, action: Action("x"), for: .touchDown)
        control.addTarget(nil, action: Action("chain"), for: .valueChanged)
        control.addTarget(a, action: Action("x"), for: .touchUpInside)  // merges into the first row
        #expect(control.allControlEvents == [.touchDown, .touchUpInside, .valueChanged])
        #expect(control.allTargets.count == 2)
        #expect(control.allTargets[1] == nil)
        #expect(control.actions(forTarget: a, forControlEvent: .allEvents) == [Action("x")])
        #expect(control.actions(forTarget: nil, forControlEvent: .valueChanged) == [Action("chain")])
        #expect(control.actions(forTarget: a, forControlEvent: .valueChanged) == nil)
    }

    @Test func targetsAreHeldWeakly() {
        let control = Control()
        var target: ActionLog? = ActionLog()
        weak let weakTarget = target
        control.addTarget(target, action: Action("x"), for: .touchUpInside)
        target = nil
        #expect(weakTarget == nil)
        #expect(control.allTargets.isEmpty)
        #expect(control.allControlEvents.isEmpty)
    }

    @Test func item82ANilTargetGoesToTheFirstResponderAndUpTheChain() {
        let h = ControlHarness(Control())
        let field = FirstResponderView()
        h.root.addSubview(field)
        #expect(field.becomeFirstResponder())
        var performed: [String] = []
        h.root.actionHandlers[Action("save")] = { sender, _ in performed.append(sender === h.control ? "root from control" : "root") }
        h.control.addTarget(nil, action: Action("save"), for: .touchUpInside)
        h.down(150, 120, at: 0)
        h.up(at: 0.05)
        h.finish()
        #expect(performed == ["root from control"])  // the field cannot perform it: its superview can
    }

    @Test func item82ANilTargetNobodyPerformsIsDropped() {
        let h = ControlHarness(Control())
        var dropped: [String] = []
        h.application.onDroppedEvent = { dropped.append($0.action?.name ?? "?") }
        h.control.addTarget(nil, action: Action("undo"), for: .touchUpInside)
        h.down(150, 120, at: 0)
        h.up(at: 0.05)
        h.finish()
        #expect(dropped == ["undo"])
    }

    final class Controller {
        var calls: [String] = []
        func reset() { calls.append("reset") }
        func changed(_ sender: Control) { calls.append("changed \(sender.isTracking)") }
        func handled(_ sender: Control, event: Event?) { calls.append("handled \(event?.kind == .touches)") }
    }

    @Test func typedActionsInTheirThreeForms() {
        let h = ControlHarness(Control())
        let controller = Controller()
        h.control.addTarget(controller, action: Action("reset"), method: Controller.reset, for: .touchUpInside)
        h.control.addTarget(controller, action: Action("changed"), method: Controller.changed, for: .touchDown)
        h.control.addTarget(controller, action: Action("handled"), method: Controller.handled, for: .touchUpInside)
        h.down(150, 120, at: 0)
        h.up(at: 0.05)
        h.finish()
        #expect(controller.calls == ["changed true", "reset", "handled true"])
    }

    final class ControllerView: View {
        var resets = 0
        func reset() { resets += 1 }
    }

    @Test func aTypedNilTargetActionFindsTheFirstResponderOfItsClassUpTheChain() {
        let h = ControlHarness(Control())
        let owner = ControllerView(frame: Rect(x: 0, y: 0, width: 400, height: 800))
        h.root.removeFromSuperview()
        h.window.addSubview(owner)
        owner.addSubview(h.root)
        let field = FirstResponderView()
        h.root.addSubview(field)
        #expect(field.becomeFirstResponder())
        h.control.addTarget(nil as ControllerView?, action: Action("reset"), method: ControllerView.reset, for: .touchUpInside)
        h.down(150, 120, at: 0)
        h.up(at: 0.05)
        h.finish()
        #expect(owner.resets == 1)
    }

    @Test func aControlInNoWindowSendsNothing() {
        let control = Control()
        let target = ActionLog()
        control.addTarget(target, action: Action("x"), for: .valueChanged)
        control.sendActions(for: .valueChanged)
        #expect(target.lines.isEmpty)
    }
}

/// A view that can become first responder and performs nothing.
final class FirstResponderView: View {
    override var canBecomeFirstResponder: Bool { true }
}
