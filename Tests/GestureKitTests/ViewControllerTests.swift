import Testing
@testable import GestureKit

@Suite struct ViewControllerTests {
    @Test func item83ControllerNextIsItsViewsSuperview() {
        let (_, window) = Fixture.application()
        let view = View()
        let controller = ViewController(view: view)
        #expect(controller.next == nil)
        window.addSubview(view)
        #expect(controller.next === window && view.next === controller)
    }

    @Test func aViewBelongsToOneControllerAtATime() {
        let view = View()
        let first = ViewController(view: view)
        let second = ViewController()
        second.view = view
        #expect(first.view == nil && second.view === view && view.viewController === second)
        second.view = nil
        #expect(view.viewController == nil)
    }

    @Test func item84AControllerCanBeFirstResponderWhileItsViewIsInAWindow() {
        final class Focusable: ViewController {
            override var canBecomeFirstResponder: Bool { true }
        }
        let (_, window) = Fixture.application()
        let controller = Focusable(view: View())
        #expect(!controller.becomeFirstResponder())
        window.addSubview(controller.view!)
        #expect(controller.becomeFirstResponder() && window.firstResponder === controller)
        controller.view?.removeFromSuperview()
        #expect(window.firstResponder == nil)
    }
}
