import Testing
import GestureKit

@Suite struct ControlEventsTests {
    @Test func bitValuesAreUIKits() {
        #expect(ControlEvents.touchDown.rawValue == 1)
        #expect(ControlEvents.touchDownRepeat.rawValue == 2)
        #expect(ControlEvents.touchDragInside.rawValue == 4)
        #expect(ControlEvents.touchDragOutside.rawValue == 8)
        #expect(ControlEvents.touchDragEnter.rawValue == 16)
        #expect(ControlEvents.touchDragExit.rawValue == 32)
        #expect(ControlEvents.touchUpInside.rawValue == 64)
        #expect(ControlEvents.touchUpOutside.rawValue == 128)
        #expect(ControlEvents.touchCancel.rawValue == 256)
        #expect(ControlEvents.valueChanged.rawValue == 4096)
        #expect(ControlEvents.primaryActionTriggered.rawValue == 8192)
        #expect(ControlEvents.editingDidBegin.rawValue == 0x10000)
        #expect(ControlEvents.editingChanged.rawValue == 0x20000)
        #expect(ControlEvents.editingDidEnd.rawValue == 0x40000)
        #expect(ControlEvents.editingDidEndOnExit.rawValue == 0x80000)
        #expect(ControlEvents.allTouchEvents.rawValue == 0xFFF)
        #expect(ControlEvents.allEditingEvents.rawValue == 0xF0000)
        #expect(ControlEvents.allEvents.rawValue == 0xFFFF_FFFF)
    }

    @Test func compositesHoldTheirMembers() {
        for (_, event) in ControlEvents.named where event.rawValue <= 0x100 {
            #expect(ControlEvents.allTouchEvents.contains(event))
            #expect(!ControlEvents.allEditingEvents.contains(event))
        }
        #expect(ControlEvents.allEditingEvents == [.editingDidBegin, .editingChanged, .editingDidEnd, .editingDidEndOnExit])
    }

    @Test func namesRoundTrip() {
        for (name, event) in ControlEvents.named {
            #expect(ControlEvents(name: name) == event)
            #expect(event.names == [name])
        }
        #expect(ControlEvents(name: "allEditingEvents") == .allEditingEvents)
        #expect(ControlEvents(name: "tap") == nil)
        #expect(ControlEvents([.touchUpInside, .touchDown]).description == "touchDown|touchUpInside")
    }
}
