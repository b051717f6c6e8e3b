import Testing
@testable import GestureKit

@Suite struct ActionMethodTests {
    final class Target {
        var calls: [String] = []
        func plain() { calls.append("plain") }
        func withSender(_ sender: Button) { calls.append("sender \(sender.title)") }
        func withEvent(_ sender: Button, event: Event?) { calls.append("event \(event == nil)") }
    }

    @Test func acceptsOnlyTargetsOfItsClass() {
        let method = ActionMethod(Target.plain)
        #expect(method.accepts(Target()))
        #expect(!method.accepts(View()))
    }

    @Test func callsEachFormWithWhatItTakes() {
        let target = Target()
        let button = Button(title: "OK")
        ActionMethod(Target.plain).invoke(target, nil, nil)
        ActionMethod(Target.withSender).invoke(target, button, nil)
        ActionMethod(Target.withEvent).invoke(target, button, nil)
        #expect(target.calls == ["plain", "sender OK", "event true"])
    }

    @Test func aSenderOfTheWrongClassIsRefused() {
        let method = ActionMethod(Target.withSender)
        #expect(method.acceptsSender(Button()))
        #expect(!method.acceptsSender(Slider()))
        #expect(ActionMethod(Target.plain).acceptsSender(nil))
    }
}
