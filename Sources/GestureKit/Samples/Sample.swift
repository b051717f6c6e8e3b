/// Any low-level input sample the engine consumes, in the order a source produced them.
public enum Sample: Equatable, Sendable {
    /// A touch contact report.
    case touch(TouchSample)
    /// An accelerometer reading.
    case accelerometer(AccelerometerSample)
    /// A key press or release.
    case key(KeySample)
    /// A remote-control command.
    case remote(RemoteControlSample)

    /// The sample's time in seconds.
    @inlinable
    public var timestamp: Double {
        switch self {
        case .touch(let sample): sample.timestamp
        case .accelerometer(let sample): sample.timestamp
        case .key(let sample): sample.timestamp
        case .remote(let sample): sample.timestamp
        }
    }
}
