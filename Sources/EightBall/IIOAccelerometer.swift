#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import GestureKit
import TerminalUI

/// Why an IIO accelerometer cannot be read: the file and, when it was read, the text found.
public struct IIOError: Error, Equatable, CustomStringConvertible {
    /// The attribute file concerned.
    public let path: String
    /// What is wrong with it.
    public let problem: String

    public var description: String { "\(path): \(problem)" }
}

/// A Linux Industrial I/O accelerometer read through sysfs, such as `/sys/bus/iio/devices/iio:device0`.
///
/// Each reading takes `in_accel_{x,y,z}_raw`, adds `in_accel_{x,y,z}_offset` (or the shared
/// `in_accel_offset`; 0 when absent) and multiplies by `in_accel_{x,y,z}_scale` (or the shared
/// `in_accel_scale`), which gives m/s² as the IIO ABI defines. IIO reports the *reaction* to gravity
/// (a device lying face up reads z ≈ +9.81 m/s²); the engine's samples follow UIKit (face up reads
/// z = −1 g), so each axis is divided by −9.80665 m/s² per g. Scales and offsets are read once when the
/// device is opened; the raw values on every reading. The folder may also be any directory holding these
/// files (tests use one).
public struct IIOAccelerometer: Sendable {
    /// Standard gravity, m/s² per g.
    public static let standardGravity = 9.80665

    /// The device folder.
    public let path: String
    /// Per-axis scale (m/s² per raw unit) and offset (raw units), x, y, z.
    public let scales: [Double]
    public let offsets: [Double]

    /// Opens the device at `path`, reading its scales and offsets.
    /// - Throws: ``IIOError`` naming the missing or malformed file.
    public init(path: String) throws(IIOError) {
        self.path = path
        var scales: [Double] = []
        var offsets: [Double] = []
        for axis in ["x", "y", "z"] {
            _ = try Self.number(in: "\(path)/in_accel_\(axis)_raw")
            scales.append(try Self.firstNumber(in: ["\(path)/in_accel_\(axis)_scale", "\(path)/in_accel_scale"]))
            offsets.append(try Self.firstNumber(in: ["\(path)/in_accel_\(axis)_offset", "\(path)/in_accel_offset"], default: 0))
        }
        self.scales = scales
        self.offsets = offsets
    }

    /// Reads the three axes now, as a sample stamped `time` seconds, in g (UIKit's sign convention).
    public func read(at time: Double) throws(IIOError) -> AccelerometerSample {
        var values: [Double] = []
        for (index, axis) in ["x", "y", "z"].enumerated() {
            let raw = try Self.number(in: "\(path)/in_accel_\(axis)_raw")
            values.append(-(raw + offsets[index]) * scales[index] / Self.standardGravity)
        }
        return AccelerometerSample(timestamp: time, x: values[0], y: values[1], z: values[2])
    }

    private static func firstNumber(in paths: [String], default fallback: Double? = nil) throws(IIOError) -> Double {
        for path in paths where access(path, R_OK) == 0 { return try number(in: path) }
        if let fallback { return fallback }
        throw IIOError(path: paths.last ?? "", problem: "missing (expected one of \(paths.joined(separator: ", ")))")
    }

    /// The number in a sysfs attribute file (one line of text).
    static func number(in path: String) throws(IIOError) -> Double {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw IIOError(path: path, problem: String(cString: strerror(errno))) }
        defer { close(descriptor) }
        var buffer = [UInt8](repeating: 0, count: 64)
        let count: Int = buffer.withUnsafeMutableBytes { bytes in POSIX.read(descriptor, bytes.baseAddress, bytes.count) }
        guard count >= 0 else { throw IIOError(path: path, problem: String(cString: strerror(errno))) }
        let text = String(decoding: buffer[0..<count], as: UTF8.self)
        let words = text.split(whereSeparator: { (character: Character) in character.isWhitespace })
        let trimmed = words.first.map { String($0) } ?? ""
        guard let value = Double(trimmed), value.isFinite else {
            throw IIOError(path: path, problem: "expected a number, found \"\(trimmed)\"")
        }
        return value
    }
}
