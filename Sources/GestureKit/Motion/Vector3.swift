/// A three-axis vector in device axes as on iOS (x right, y up, z out of the screen), used for
/// accelerations in g (1 g = 9.80665 m/s²).
public struct Vector3: Equatable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double
    public var z: Double

    public init(x: Double, y: Double, z: Double) {
        self.x = x
        self.y = y
        self.z = z
    }

    /// The vector of an accelerometer sample (g, gravity included).
    public init(_ sample: AccelerometerSample) {
        self.init(x: sample.x, y: sample.y, z: sample.z)
    }

    public static let zero = Vector3(x: 0, y: 0, z: 0)

    @inline(__always) public static func + (a: Vector3, b: Vector3) -> Vector3 { Vector3(x: a.x + b.x, y: a.y + b.y, z: a.z + b.z) }
    @inline(__always) public static func - (a: Vector3, b: Vector3) -> Vector3 { Vector3(x: a.x - b.x, y: a.y - b.y, z: a.z - b.z) }
    @inline(__always) public static func * (a: Vector3, k: Double) -> Vector3 { Vector3(x: a.x * k, y: a.y * k, z: a.z * k) }
    /// The dot product.
    @inline(__always) public func dot(_ other: Vector3) -> Double { x * other.x + y * other.y + z * other.z }
    /// The length, in the vector's unit.
    @inline(__always) public var length: Double { dot(self).squareRoot() }

    public var description: String { "(\(x), \(y), \(z))" }
}
