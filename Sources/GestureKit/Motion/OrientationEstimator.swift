/// Device orientation from gravity, with hysteresis so it does not flicker near 45°.
///
/// The candidate is the device axis closest to the gravity direction: gravity along −y is portrait,
/// +y portrait upside down, −x landscape left (the device's right side up), +x landscape right, −z face
/// up, +z face down (iOS device axes). The orientation changes only when gravity leans towards the new
/// axis by at least ``hysteresis`` more than towards the current one (components of the unit gravity
/// vector; 0.25 switches at about 55° instead of 45° within a plane, and back at 35°), when gravity is
/// between 0.5 and 1.5 g long (not in free fall or a hard jolt), and when user acceleration is below
/// ``maximumUserAcceleration`` (g), so shaking does not flip the screen.
public struct OrientationEstimator: Sendable {
    /// How much more (in units of the normalised gravity component) the new axis must hold.
    public var hysteresis: Double
    /// No change while user acceleration is larger than this (g).
    public var maximumUserAcceleration: Double
    /// The current orientation; `.unknown` before the first usable reading.
    public private(set) var orientation: DeviceOrientation = .unknown

    public static let defaultHysteresis = 0.25
    public static let defaultMaximumUserAcceleration = 0.3

    public init(hysteresis: Double = defaultHysteresis, maximumUserAcceleration: Double = defaultMaximumUserAcceleration) {
        self.hysteresis = hysteresis
        self.maximumUserAcceleration = maximumUserAcceleration
    }

    /// Takes gravity and user acceleration (g); returns the new orientation when it changed.
    @inline(__always)
    public mutating func update(gravity: Vector3, userAcceleration: Vector3) -> DeviceOrientation? {
        // The candidate first: gravity moves slowly, so this exit is taken nearly always and predicted well,
        // while the size of user acceleration swings with every shake.
        let (candidate, strength) = Self.closest(gravity)
        guard candidate != orientation else { return nil }
        let squaredLength = gravity.dot(gravity)
        guard squaredLength > 0.25, squaredLength < 2.25,
            userAcceleration.dot(userAcceleration) < maximumUserAcceleration * maximumUserAcceleration
        else { return nil }
        let scale = 1 / squaredLength.squareRoot()
        if orientation != .unknown {
            let current = Self.component(of: gravity, along: orientation) * scale
            guard strength * scale >= current + hysteresis else { return nil }
        }
        orientation = candidate
        return candidate
    }

    /// The orientation whose axis is closest to gravity, and gravity's component along it (g).
    static func closest(_ g: Vector3) -> (DeviceOrientation, Double) {
        let ax = abs(g.x), ay = abs(g.y), az = abs(g.z)
        if ay >= ax, ay >= az { return (g.y < 0 ? .portrait : .portraitUpsideDown, ay) }
        if ax >= az { return (g.x < 0 ? .landscapeLeft : .landscapeRight, ax) }
        return (g.z < 0 ? .faceUp : .faceDown, az)
    }

    /// Gravity's component along an orientation's axis (g; negative when it points away).
    static func component(of g: Vector3, along orientation: DeviceOrientation) -> Double {
        switch orientation {
        case .portrait: -g.y
        case .portraitUpsideDown: g.y
        case .landscapeLeft: -g.x
        case .landscapeRight: g.x
        case .faceUp: -g.z
        case .faceDown: g.z
        case .unknown: 0
        }
    }
}
