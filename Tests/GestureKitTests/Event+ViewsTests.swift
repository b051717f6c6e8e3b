import Testing
@testable import GestureKit

@Suite struct EventViewsTests {
    @Test func touchesForAViewAndForAWindowDuringDelivery() {
        let (application, window) = Fixture.application()
        let a = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let b = View(frame: Rect(x: 100, y: 0, width: 100, height: 100))
        window.addSubview(a)
        window.addSubview(b)
        var forA: [Int] = [], forB: [Int] = [], forWindow: [Int] = []
        a.messageHandler = { delivery in
            forA = delivery.event.touches(for: a).map(\.id)
            forB = delivery.event.touches(for: b).map(\.id)
            forWindow = delivery.event.touches(for: window).map(\.id)
            return true
        }
        application.sendEvent(
            Fixture.touchEvent(Fixture.touch(1, .began, at: Point(x: 10, y: 10)), Fixture.touch(2, .began, at: Point(x: 150, y: 10))))
        #expect(forA == [1] && forB == [2] && forWindow == [1, 2])
        #expect(Fixture.touchEvent(Fixture.touch(9, .began, at: .zero)).touches(for: View()).isEmpty)
    }
}
