import Testing
@testable import GestureKit

@Suite struct TextFieldTests {
    final class Delegate: TextFieldDelegate {
        var allowReturn = true
        var returns = 0
        func textFieldShouldReturn(_ textField: TextField) -> Bool {
            returns += 1
            if allowReturn { textField.resignFirstResponder() }
            return allowReturn
        }
    }

    @Test func aTapBeginsEditingAndKeysEditTheText() {
        let h = ControlHarness(TextField())
        h.listen(.allEditingEvents)
        h.down(150, 120, at: 0)
        h.up(at: 0.05)
        h.finish()
        #expect(h.control.isEditing)
        #expect(h.control.isFirstResponder)
        h.key("r", at: 0.1)
        h.key("e", at: 0.2)
        h.key("d", at: 0.3)
        h.key("Space", at: 0.4)
        h.key("x", at: 0.5)
        h.key("Backspace", at: 0.6)
        h.key("Backspace", at: 0.7)
        h.finish()
        #expect(h.control.text == "red")
        #expect(h.log == ["a:editingDidBegin"] + Array(repeating: "a:editingChanged", count: 7))
    }

    @Test func returnAsksTheDelegateWhoseUsualAnswerResigns() {
        let h = ControlHarness(TextField(text: "blue"))
        let delegate = Delegate()
        h.control.delegate = delegate
        h.listen([.editingDidEnd, .editingDidEndOnExit])
        #expect(h.control.becomeFirstResponder())
        h.key("Return", at: 0.1)
        h.finish()
        #expect(delegate.returns == 1)
        #expect(!h.control.isEditing)
        #expect(h.log == ["a:editingDidEnd", "a:editingDidEndOnExit"])
    }

    @Test func aDelegateThatRefusesReturnKeepsEditing() {
        let h = ControlHarness(TextField())
        let delegate = Delegate()
        delegate.allowReturn = false
        h.control.delegate = delegate
        h.listen(.allEditingEvents)
        #expect(h.control.becomeFirstResponder())
        h.key("Return", at: 0.1)
        h.finish()
        #expect(h.control.isEditing)
        #expect(h.log == ["a:editingDidBegin"])
    }

    @Test func withoutADelegateReturnResignsWhenSomeoneListensForEndOnExit() {
        let h = ControlHarness(TextField())
        h.listen(.editingDidEndOnExit)
        #expect(h.control.becomeFirstResponder())
        h.key("Return", at: 0.1)
        h.finish()
        #expect(!h.control.isEditing)
        #expect(h.log == ["a:editingDidEndOnExit"])
    }

    @Test func keysOutsideEditingAndOtherKeysPassUpTheChain() {
        let h = ControlHarness(TextField())
        var passed: [String] = []
        h.root.messageHandler = { delivery in
            passed.append(delivery.presses.map(\.key).joined())
            return true
        }
        #expect(h.control.becomeFirstResponder())
        h.key("Escape", at: 0.1)
        h.key("a", at: 0.2)
        h.finish()
        #expect(h.control.text == "a")
        #expect(passed == ["Escape", "Escape"])  // its began and its ended
    }

    @Test func aDisabledFieldCannotBecomeFirstResponder() {
        let h = ControlHarness(TextField())
        h.control.isEnabled = false
        #expect(!h.control.becomeFirstResponder())
    }
}
