import Testing
@testable import GestureKit

@Suite struct ApplicationInputTests {
    @Test func samplesBecomeEventsForTheApplication() throws {
        let (application, window) = Fixture.application()
        let field = FocusableView(frame: window.bounds)
        window.addSubview(field)
        #expect(field.becomeFirstResponder())
        var lines: [String] = []
        field.messageHandler = { delivery in
            let detail = delivery.touches.map { "\($0.id)" } + delivery.presses.map(\.key) + [delivery.event.subtype.name]
            lines.append("\(delivery.message.rawValue) \(detail.joined(separator: " "))")
            return true
        }
        let input = ApplicationInput(application: application)
        var accelerometer = 0
        input.accelerometerHandler = { _, _ in accelerometer += 1 }
        let loop = RunLoop()
        let samples: [Sample] = [
            .touch(TouchSample(timestamp: 0, contact: 0, state: .down, location: Point(x: 5, y: 5))),
            .accelerometer(AccelerometerSample(timestamp: 0.01, x: 0, y: 0, z: -1)),
            .touch(TouchSample(timestamp: 0.02, contact: 0, state: .up, location: Point(x: 5, y: 5))),
            .key(KeySample(timestamp: 0.03, key: "a", state: .down)),
            .remote(RemoteControlSample(timestamp: 0.04, command: .nextTrack)),
        ]
        for sample in samples { try loop.feed(sample, to: input) }
        try loop.finish(input)
        #expect(lines == ["touchesBegan 1 none", "touchesEnded 1 none", "pressesBegan a none", "remoteControlReceived nextTrack"])
        #expect(accelerometer == 1 && input.currentSequence == 1)
    }
}
