import Testing
@testable import GestureKit

@Suite struct ResponderTests {
    final class Handler: Responder {
        var began: [Int] = []
        override func touchesBegan(_ touches: [Touch], with event: Event) {
            began += touches.map(\.id)
        }
    }

    final class PassThrough: Responder {
        let following: Responder
        init(next: Responder) { following = next }
        override var next: Responder? { following }
    }

    @Test func defaultImplementationsPassMessagesToTheNextResponder() {
        let handler = Handler()
        let first = PassThrough(next: PassThrough(next: handler))
        first.touchesBegan([Fixture.touch(7, .began, at: .zero)], with: Fixture.touchEvent())
        #expect(handler.began == [7])
    }

    @Test func everyMessageReachesTheMessageHandler() {
        let responder = Responder()
        var seen: [ResponderMessage] = []
        responder.messageHandler = { seen.append($0.message); return true }
        let touches = Fixture.touchEvent()
        responder.touchesBegan([], with: touches)
        responder.touchesMoved([], with: touches)
        responder.touchesEnded([], with: touches)
        responder.touchesCancelled([], with: touches)
        responder.motionBegan(.motionShake, with: .motion(.began, at: 0))
        responder.motionEnded(.motionShake, with: .motion(.ended, at: 0))
        responder.motionCancelled(.motionShake, with: .motion(.cancelled, at: 0))
        responder.remoteControlReceived(with: .remoteControl(.stop, at: 0))
        responder.pressesBegan([], with: .presses([], at: 0))
        responder.pressesEnded([], with: .presses([], at: 0))
        responder.pressesCancelled([], with: .presses([], at: 0))
        #expect(seen == ResponderMessage.allCases.filter { $0 != .action })
    }

    @Test func item84BecomingFirstResponderNeedsPermissionAWindowAndTheCurrentOnesConsent() {
        let (_, window) = Fixture.application()
        let plain = View()
        window.addSubview(plain)
        #expect(!plain.becomeFirstResponder())  // canBecomeFirstResponder is false by default
        let detached = FocusableView()
        #expect(!detached.becomeFirstResponder())  // not in a window
        let first = FocusableView(), second = FocusableView()
        window.addSubview(first)
        window.addSubview(second)
        #expect(first.becomeFirstResponder() && first.becomeFirstResponder())
        first.allowsResign = false
        #expect(!second.becomeFirstResponder())
        #expect(first.isFirstResponder && first.resignCalls == 0)
        first.allowsResign = true
        #expect(second.becomeFirstResponder() && first.resignCalls == 1)
        #expect(second.resignFirstResponder() && window.firstResponder == nil)
    }

    @Test func item84TheCurrentFirstResponderResignsBeforeTheNewOneTakesOver() {
        final class Watcher: View {
            var windowFirstResponderWhenAsked: Responder?
            override var canBecomeFirstResponder: Bool { true }
            override func resignFirstResponder() -> Bool {
                windowFirstResponderWhenAsked = window?.firstResponder
                return super.resignFirstResponder()
            }
        }
        let (_, window) = Fixture.application()
        let old = Watcher(), new = FocusableView()
        window.addSubview(old)
        window.addSubview(new)
        #expect(old.becomeFirstResponder() && new.becomeFirstResponder())
        #expect(old.windowFirstResponderWhenAsked === old)
    }

    @Test func targetForActionWalksTheChain() {
        let end = Responder()
        end.actionHandlers[Action("copy")] = { _, _ in }
        let start = PassThrough(next: end)
        #expect(start.target(forAction: Action("copy"), withSender: nil) === end)
        #expect(start.target(forAction: Action("paste"), withSender: nil) == nil)
    }
}
