/// One accelerometer reading, in g (1 g = 9.80665 m/s²), gravity included.
///
/// Axes are the device's, as on iOS: x to the right of the screen, y toward its top, z out of the
/// screen toward the viewer. A phone lying face up on a table reads about (0, 0, −1); held upright in
/// portrait, about (0, −1, 0).
public struct AccelerometerSample: Equatable, Sendable {
    /// Time of the reading, in seconds.
    public var timestamp: Double
    /// Acceleration along x, in g.
    public var x: Double
    /// Acceleration along y, in g.
    public var y: Double
    /// Acceleration along z, in g.
    public var z: Double

    /// Creates a reading from its three axes in g.
    @inlinable
    public init(timestamp: Double, x: Double, y: Double, z: Double) {
        self.timestamp = timestamp
        self.x = x
        self.y = y
        self.z = z
    }

    /// The length of the acceleration vector, in g.
    @inlinable
    public var magnitude: Double { (x * x + y * y + z * z).squareRoot() }
}
