import Testing
@testable import GestureKit

@Suite struct NotificationCenterTests {
    final class Sender {}

    @Test func postsToMatchingObserversInRegistrationOrder() {
        let center = NotificationCenter()
        let name = Notification.Name("score"), other = Notification.Name("other")
        let mine = Sender(), theirs = Sender()
        var calls: [String] = []
        center.addObserver(forName: name) { _ in calls.append("any sender") }
        center.addObserver(forName: name, object: mine) { _ in calls.append("mine") }
        center.addObserver(forName: nil) { calls.append("all names: \($0.name)") }
        center.addObserver(forName: other) { _ in calls.append("other") }
        center.post(name: name, object: theirs)
        center.post(name: name, object: mine, userInfo: ["points": 3])
        #expect(calls == ["any sender", "all names: score", "any sender", "mine", "all names: score"])
    }

    @Test func removedObserversAreNotCalledEvenDuringAPost() {
        let center = NotificationCenter()
        let name = Notification.Name("n")
        var calls: [String] = []
        var second: NotificationCenter.ObserverToken?
        let first = center.addObserver(forName: name) { _ in
            calls.append("first")
            if let second { center.removeObserver(second) }
        }
        second = center.addObserver(forName: name) { _ in calls.append("second") }
        center.post(name: name)
        center.removeObserver(first)
        center.removeObserver(first)
        center.post(name: name)
        #expect(calls == ["first"] && center.observerCount == 0)
    }

    @Test func enqueuedNotificationsArriveOnALaterTurnInOrder() throws {
        let center = NotificationCenter()
        let loop = RunLoop()
        var calls: [String] = []
        center.addObserver(forName: nil) { calls.append($0.name.rawValue) }
        loop.perform { _ in
            center.enqueue(Notification(name: Notification.Name("a")), on: loop)
            center.enqueue(Notification(name: Notification.Name("b")), on: loop)
            calls.append("posted")
        }
        final class Nothing: SampleHandler {
            func handle(_ sample: Sample, in loop: RunLoop) throws(SampleError) {}
            func instantDidEnd(in loop: RunLoop) {}
        }
        try loop.feed(.remote(RemoteControlSample(timestamp: 0, command: .play)), to: Nothing())
        #expect(calls == ["posted", "a", "b"])
    }
}
