/// Settings of a synthetic dataset. Times in seconds, rates in Hz, distances in points.
public struct GeneratorOptions: Sendable {
    /// The seed of the GSL MT19937 generator; the same seed and options give the same samples.
    public var seed: UInt64 = 1
    /// How many gestures (or shake bursts) to write.
    public var count: Int = 10
    /// How long a `still` or `walking` recording lasts, in seconds.
    public var duration: Double = 10
    /// Touch frame rate in Hz (touch kinds). iPhone digitisers report at 60–240 Hz.
    public var touchRate: Double = 120
    /// Accelerometer rate in Hz (motion kinds), 10–200.
    public var motionRate: Double = 100
    /// The screen's size in points; gestures stay inside it.
    public var screenWidth: Double = 320
    /// The screen's height in points.
    public var screenHeight: Double = 480
    /// The first sample's time, in seconds.
    public var startTime: Double = 0

    /// The default settings.
    public init() {}
}
