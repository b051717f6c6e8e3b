/// A remote-control command (headset buttons, media keys), as UIKit's remote-control event subtypes.
public struct RemoteControlSample: Equatable, Sendable {
    /// The commands, named as UIKit's `UIEvent.EventSubtype.remoteControl…` cases.
    public enum Command: String, CaseIterable, Sendable {
        case play
        case pause
        case stop
        case togglePlayPause
        case nextTrack
        case previousTrack
        case beginSeekingBackward
        case endSeekingBackward
        case beginSeekingForward
        case endSeekingForward
    }

    /// Time of the command, in seconds.
    public var timestamp: Double
    /// Which command.
    public var command: Command

    /// Creates a remote-control sample.
    public init(timestamp: Double, command: Command) {
        self.timestamp = timestamp
        self.command = command
    }
}
