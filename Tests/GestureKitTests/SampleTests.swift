import Testing
@testable import GestureKit

@Suite struct SampleTests {
    @Test func timestampOfEveryKind() {
        #expect(Sample.touch(TouchSample(timestamp: 1, contact: 1, state: .down, x: 0, y: 0)).timestamp == 1)
        #expect(Sample.accelerometer(AccelerometerSample(timestamp: 2, x: 0, y: 0, z: 0)).timestamp == 2)
        #expect(Sample.key(KeySample(timestamp: 3, key: "a", state: .down)).timestamp == 3)
        #expect(Sample.remote(RemoteControlSample(timestamp: 4, command: .play)).timestamp == 4)
    }

    @Test func remoteCommandsAreUIKits() {
        #expect(RemoteControlSample.Command.allCases.map(\.rawValue) == [
            "play", "pause", "stop", "togglePlayPause", "nextTrack", "previousTrack",
            "beginSeekingBackward", "endSeekingBackward", "beginSeekingForward", "endSeekingForward",
        ])
    }

    @Test func accelerometerMagnitudeAndPointDistance() {
        #expect(AccelerometerSample(timestamp: 0, x: 3, y: 4, z: 12).magnitude == 13)
        #expect(Point(x: 1, y: 1).distance(to: Point(x: 4, y: 5)) == 5)
    }

    @Test func sampleErrorsDescribeThemselves() {
        #expect(SampleError.contactNotDown(contact: 4, state: .up).description == "up for contact 4, which is not down")
        #expect(SampleError.timeWentBackwards(previous: 2, current: 1).description.contains("backwards"))
    }
}
