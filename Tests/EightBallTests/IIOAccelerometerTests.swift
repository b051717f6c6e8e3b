import Foundation
import Testing
import TestSupport
@testable import EightBall

@Suite(.scratchFolder) struct IIOAccelerometerTests {
    /// A folder laid out like `/sys/bus/iio/devices/iio:deviceN` with the given raw values and scale, in the
    /// test's scratch folder.
    static func deviceFolder(raw: (Int, Int, Int), scale: String?, extra: [String: String] = [:]) throws -> String {
        let folder = URL(fileURLWithPath: try ScratchFolder.path("iio-\(UUID().uuidString)"), isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var files = ["in_accel_x_raw": "\(raw.0)\n", "in_accel_y_raw": "\(raw.1)\n", "in_accel_z_raw": "\(raw.2)\n"]
        if let scale { files["in_accel_scale"] = scale + "\n" }
        files.merge(extra) { $1 }
        for (name, text) in files {
            try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        return folder.path
    }

    @Test func aDeviceLyingFaceUpReadsMinusOneGOnZ() throws {
        // IIO reports the reaction to gravity: +9.80665 m/s² on z face up; UIKit's samples read −1 g.
        let folder = try Self.deviceFolder(raw: (0, 0, 1000), scale: "0.00980665")
        let sample = try IIOAccelerometer(path: folder).read(at: 2.5)
        #expect(sample.timestamp == 2.5)
        #expect(sample.x == 0 && sample.y == 0)
        #expect(abs(sample.z + 1) < 1e-12)
    }

    @Test func perAxisScalesAndOffsetsWinOverSharedOnes() throws {
        let folder = try Self.deviceFolder(
            raw: (100, 200, -300), scale: "1.0",
            extra: ["in_accel_x_scale": "0.5", "in_accel_offset": "10", "in_accel_y_offset": "-200"])
        let device = try IIOAccelerometer(path: folder)
        #expect(device.scales == [0.5, 1, 1])
        #expect(device.offsets == [10, -200, 10])
        let sample = try device.read(at: 0)
        #expect(abs(sample.x + 55 / IIOAccelerometer.standardGravity) < 1e-12)
        #expect(sample.y == 0)
        #expect(abs(sample.z - 290 / IIOAccelerometer.standardGravity) < 1e-12)
    }

    @Test func rawValuesAreReadAgainOnEveryReading() throws {
        let folder = try Self.deviceFolder(raw: (0, 0, 0), scale: "0.00980665")
        let device = try IIOAccelerometer(path: folder)
        try "2000\n".write(toFile: folder + "/in_accel_x_raw", atomically: true, encoding: .utf8)
        #expect(abs(try device.read(at: 1).x + 2) < 1e-12)
    }

    @Test func aMissingScaleNamesTheFilesItLookedFor() throws {
        let folder = try Self.deviceFolder(raw: (0, 0, 0), scale: nil)
        let error = try #require(throws: IIOError.self) { try IIOAccelerometer(path: folder) }
        #expect(error.description.contains("in_accel_x_scale"))
        #expect(error.description.contains("in_accel_scale"))
    }

    @Test func aMissingDeviceNamesTheRawFile() throws {
        let error = try #require(throws: IIOError.self) { try IIOAccelerometer(path: "/nonexistent/iio:device9") }
        #expect(error.path == "/nonexistent/iio:device9/in_accel_x_raw")
    }

    @Test func aMalformedValueIsQuoted() throws {
        let folder = try Self.deviceFolder(raw: (0, 0, 0), scale: "fast")
        let error = try #require(throws: IIOError.self) { try IIOAccelerometer(path: folder) }
        #expect(error.description.hasSuffix("expected a number, found \"fast\""))
    }
}
