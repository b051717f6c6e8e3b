#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import GestureKit

/// The fields of one sample as a reader found them (JSON Lines keys or CSV columns), before they are
/// checked and turned into a ``Sample``. Shared by every text format so the rules are written once.
struct SampleFields {
    /// A `state` value as written.
    enum StateWord: Equatable {
        case down, move, up, cancel
        case other(String)

        init(_ bytes: UnsafeBufferPointer<UInt8>) {
            switch bytes.count {
            case 2 where bytes[0] == UInt8(ascii: "u") && bytes[1] == UInt8(ascii: "p"): self = .up
            case 4 where Self.equals(bytes, "down"): self = .down
            case 4 where Self.equals(bytes, "move"): self = .move
            case 6 where Self.equals(bytes, "cancel"): self = .cancel
            default: self = .other(String(decoding: bytes, as: UTF8.self))
            }
        }

        init(_ text: String) {
            var copy = text
            self = copy.withUTF8 { StateWord($0) }
        }

        private static func equals(_ bytes: UnsafeBufferPointer<UInt8>, _ word: StaticString) -> Bool {
            guard bytes.count == word.utf8CodeUnitCount else { return false }
            return memcmp(bytes.baseAddress!, word.utf8Start, bytes.count) == 0
        }

        var text: String {
            switch self {
            case .down: "down"
            case .move: "move"
            case .up: "up"
            case .cancel: "cancel"
            case .other(let text): text
            }
        }
    }

    var t: Double?
    var touch: Double?
    var state: StateWord?
    var x: Double?
    var y: Double?
    var pressure: Double?
    var radius: Double?
    var accel: (Double, Double, Double)?
    var key: String?
    var remote: String?

    /// Checks the fields and builds the sample they describe.
    func makeSample() throws(LineProblem) -> Sample {
        guard let t else { throw LineProblem(field: "t", .missingField) }
        let kinds = (touch != nil ? 1 : 0) + (accel != nil ? 1 : 0) + (key != nil ? 1 : 0) + (remote != nil ? 1 : 0)
        guard kinds == 1 else {
            throw LineProblem(
                kinds == 0
                    ? .malformed("no sample kind: expected one of \"touch\", \"accel\", \"key\", \"remote\"")
                    : .malformed("more than one sample kind (\"touch\", \"accel\", \"key\", \"remote\")"))
        }
        if let touch { return .touch(try makeTouch(t: t, id: touch)) }
        if let accel {
            return .accelerometer(AccelerometerSample(timestamp: t, x: accel.0, y: accel.1, z: accel.2))
        }
        if let key {
            guard let state else { throw LineProblem(field: "state", .missingField) }
            let keyState: KeySample.State
            switch state {
            case .down: keyState = .down
            case .up: keyState = .up
            default: throw LineProblem(field: "state", value: state.text, .unknownState)
            }
            return .key(KeySample(timestamp: t, key: key, state: keyState))
        }
        let name = remote ?? ""
        guard let command = RemoteControlSample.Command(rawValue: name) else {
            throw LineProblem(field: "remote", value: name, .unknownCommand)
        }
        return .remote(RemoteControlSample(timestamp: t, command: command))
    }

    private func makeTouch(t: Double, id: Double) throws(LineProblem) -> TouchSample {
        guard id == id.rounded(), abs(id) <= 9_007_199_254_740_992 else {
            throw LineProblem(field: "touch", value: "\(id)", .invalidValue("an integer contact id"))
        }
        guard let state else { throw LineProblem(field: "state", .missingField) }
        let touchState: TouchSample.State
        switch state {
        case .down: touchState = .down
        case .move: touchState = .move
        case .up: touchState = .up
        case .cancel: touchState = .cancel
        case .other(let text): throw LineProblem(field: "state", value: text, .unknownState)
        }
        var location: Point?
        switch (x, y) {
        case (let x?, let y?): location = Point(x: x, y: y)
        case (nil, nil) where touchState == .up || touchState == .cancel: location = nil
        case (nil, _): throw LineProblem(field: "x", .missingField)
        case (_, nil): throw LineProblem(field: "y", .missingField)
        }
        return TouchSample(
            timestamp: t, contact: Int(id), state: touchState, location: location,
            pressure: pressure, radius: radius)
    }
}
