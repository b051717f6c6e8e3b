import Testing
import GestureKit
@testable import GestureKitIO

@Suite struct SampleFieldsTests {
    /// A line of text and the fields a reader found in it; a text field is named by its contents (``range(of:escaped:)``).
    struct Line {
        let bytes: [UInt8]
        var fields = SampleFields()

        init(_ text: String) {
            bytes = Array(text.utf8)
        }

        /// The range of the first occurrence of `text` in the line.
        func range(of text: String, escaped: Bool = false) -> SampleFields.TextRange {
            let needle = Array(text.utf8)
            let start = (0...(bytes.count - needle.count)).first { Array(bytes[$0..<($0 + needle.count)]) == needle }!
            return SampleFields.TextRange(range: start..<(start + needle.count), escaped: escaped)
        }

        mutating func state(_ text: String, escaped: Bool = false) {
            let text = range(of: text, escaped: escaped)
            bytes.withUnsafeBufferPointer { fields.setState(text, in: $0) }
        }

        func sample() -> Result<Sample, LineProblem> {
            bytes.withUnsafeBufferPointer { buffer in Result { () throws(LineProblem) in try fields.makeSample(in: buffer) } }
        }

        /// The sample the fields make, or nil when they make none.
        func value() -> Sample? {
            try? sample().get()
        }

        /// What is wrong with the fields, or nil when they make a sample.
        func problem() -> (field: String?, value: String?, reason: DatasetError.Reason)? {
            guard case .failure(let problem) = sample() else { return nil }
            return (problem.field, problem.value, problem.reason)
        }
    }

    @Test(arguments: [
        ("down", SampleFields.StateWord.down), ("move", .move), ("up", .up), ("cancel", .cancel),
        ("Down", .other), ("UP", .other), ("moved", .other), ("cancelled", .other), ("", .other), ("u", .other), ("mov", .other),
    ])
    func stateWordsAreExactAndCaseSensitive(text: String, word: SampleFields.StateWord) {
        #expect(Array(text.utf8).withUnsafeBufferPointer { SampleFields.StateWord($0) } == word)
    }

    @Test func anEscapedStateIsUnescapedFirst() {
        var line = Line(#"\u0064own"#)
        line.state(#"\u0064own"#, escaped: true)
        #expect(line.fields.state == .down)
    }

    /// A touch line: its time, contact, state word and location.
    func touch(t: Double, id: Double, _ state: String, x: Double?, y: Double?, text: String? = nil) -> Line {
        var line = Line(text ?? state)
        line.fields.t = t
        line.fields.touch = id
        line.state(state)
        line.fields.x = x
        line.fields.y = y
        return line
    }

    @Test func aTouchTakesItsStateAndLocation() {
        var line = touch(t: 0.5, id: 3, "move", x: 10, y: 20)
        line.fields.pressure = 0.7
        #expect(line.value() == .touch(TouchSample(timestamp: 0.5, contact: 3, state: .move, x: 10, y: 20, pressure: 0.7)))
    }

    @Test func aLiftOrCancelMayOmitItsLocationButNotHalfOfIt() {
        var line = touch(t: 1, id: 1, "up", x: nil, y: nil, text: "up cancel down")
        #expect(line.value() == .touch(TouchSample(timestamp: 1, contact: 1, state: .up, location: nil)))
        line.state("cancel")
        #expect(line.value() == .touch(TouchSample(timestamp: 1, contact: 1, state: .cancel, location: nil)))
        line.state("down")
        #expect(line.problem()?.field == "x" && line.problem()?.reason == .missingField)
        line.fields.x = 4
        #expect(line.problem()?.field == "y" && line.problem()?.reason == .missingField)
        line.state("up")
        #expect(line.problem()?.field == "y")
    }

    @Test func aContactIdIsAnInteger() {
        var line = touch(t: 1, id: 1.5, "down", x: 0, y: 0)
        #expect(line.problem()?.field == "touch" && line.problem()?.value == "1.5")
        #expect(line.problem()?.reason == .invalidValue("an integer contact id"))
        line.fields.touch = 1e300
        #expect(line.problem()?.field == "touch")
        line.fields.touch = -7
        #expect(line.value() == .touch(TouchSample(timestamp: 1, contact: -7, state: .down, x: 0, y: 0)))
    }

    @Test func aTouchNeedsAKnownState() {
        var line = Line("hover")
        line.fields.t = 1
        line.fields.touch = 1
        #expect(line.problem()?.field == "state" && line.problem()?.reason == .missingField)
        line.state("hover")
        #expect(line.problem()?.field == "state" && line.problem()?.value == "hover" && line.problem()?.reason == .unknownState)
    }

    @Test func aKeyIsDownOrUp() {
        var line = Line("Shift down move")
        line.fields.t = 2
        line.fields.key = line.range(of: "Shift")
        #expect(line.problem()?.field == "state" && line.problem()?.reason == .missingField)
        line.state("down")
        #expect(line.value() == .key(KeySample(timestamp: 2, key: "Shift", state: .down)))
        line.state("move")
        #expect(line.problem()?.value == "move" && line.problem()?.reason == .unknownState)
    }

    @Test func anAccelerometerReadingAndARemoteCommand() {
        var line = Line("play warp")
        line.fields.t = 3
        line.fields.accel = (0.1, -1, 0)
        #expect(line.value() == .accelerometer(AccelerometerSample(timestamp: 3, x: 0.1, y: -1, z: 0)))
        line.fields.accel = nil
        line.fields.remote = line.range(of: "play")
        #expect(line.value() == .remote(RemoteControlSample(timestamp: 3, command: .play)))
        line.fields.remote = line.range(of: "warp")
        #expect(line.problem()?.field == "remote" && line.problem()?.value == "warp" && line.problem()?.reason == .unknownCommand)
    }

    @Test func exactlyOneKindAndATime() {
        var line = Line("x")
        line.fields.accel = (0, 0, 1)
        #expect(line.problem()?.field == "t" && line.problem()?.reason == .missingField)
        line.fields.t = 0
        line.fields.touch = 1
        #expect(line.problem()?.reason == .malformed("more than one sample kind (\"touch\", \"accel\", \"key\", \"remote\")"))
        line.fields.touch = nil
        line.fields.accel = nil
        #expect(line.problem()?.reason == .malformed("no sample kind: expected one of \"touch\", \"accel\", \"key\", \"remote\""))
    }

    @Test(arguments: [
        (#"a\"b\\c\/d"#, "a\"b\\c/d"), (#"\n\t\r\b\f"#, "\n\t\r\u{08}\u{0C}"), (#"caf\u00e9"#, "café"),
        (#"\uD83D\uDE00!"#, "😀!"), (#"\uD83Dx"#, "\u{FFFD}x"), (#"\uDE00"#, "\u{FFFD}"), ("plain é", "plain é"), (#"end\"#, #"end\"#),
    ])
    func jsonEscapesDecode(raw: String, text: String) {
        #expect(Array(raw.utf8).withUnsafeBufferPointer { JSONEscapes.decode($0) } == text)
    }

    @Test func hexDigitsOfEitherCase() {
        #expect("09afAF".utf8.map(JSONEscapes.hexValue) == [0, 9, 10, 15, 10, 15])
        #expect(JSONEscapes.hexValue(UInt8(ascii: "g")) == nil)
    }
}
