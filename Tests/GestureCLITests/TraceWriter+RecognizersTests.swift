import Foundation
import Testing
import TestSupport

/// The gesture records of `gesture run` are a contract (README, "Recognizer records"): each type has its
/// keys in a fixed order, in JSON Lines, and its own line shape in text.
@Suite(.scratchFolder) struct TraceWriterRecognizerTests {
    /// The keys of a flat JSON record, in order.
    static func keys(of record: String) -> [String] {
        let pattern = try! NSRegularExpression(pattern: #"[{,]"([A-Za-z]+)":"#)
        return pattern.matches(in: record, range: NSRange(record.startIndex..., in: record)).map {
            String(record[Range($0.range(at: 1), in: record)!])
        }
    }

    /// The records of `type` that `gesture run` prints for `arguments`, in `format`.
    static func records(_ type: String, _ arguments: [String], format: String = "jsonl", input: String = "") throws -> [String] {
        let output = try CommandRunner.run(["run", "--format", format] + arguments, input: input)
        #expect(output.status == 0, "\(output.stderr)")
        let lines = output.stdout.split(separator: "\n").map(String.init)
        return format == "jsonl"
            ? lines.filter { $0.contains(#","type":"\#(type)","#) }
            : lines.filter { $0.dropFirst(14).hasPrefix("\(type) ") }
    }

    static let common = ["t", "type", "id"]
    static let placed = ["x", "y", "view"]

    @Test(arguments: [
        ("Datasets/taps.jsonl", "tap", common + ["taps", "touches"] + placed + ["down", "up"]),
        ("Datasets/swipes.jsonl", "swipe", common + ["direction", "touches"] + placed),
        ("Datasets/long-presses.jsonl", "longPress", common + ["state"] + placed),
        ("Datasets/drags.csv", "pan", common + ["state"] + placed + ["dx", "dy", "vx", "vy"]),
        ("Datasets/pinches.jsonl", "pinch", common + ["state"] + placed + ["scale", "velocity"]),
        ("Datasets/rotations.jsonl", "rotation", common + ["state"] + placed + ["rotation", "velocity"]),
    ])
    func everyRecordOfATypeHasItsKeysInOrder(file: String, type: String, keys: [String]) throws {
        let records = try Self.records(type, [file])
        #expect(!records.isEmpty)
        for record in records { #expect(Self.keys(of: record) == keys, "\(record)") }
    }

    /// An edge pan (no bundled scene has one): a finger landing 5 pt from the left edge and moving right.
    @Test func anEdgePanRecordIsAPanRecordWithItsOwnType() throws {
        let scene = try ScratchFolder.write(
            #"{"window":{"frame":[0,0,400,400]},"views":[{"id":"root","frame":[0,0,400,400],"recognizers":[{"type":"edgePan","id":"back","edges":["left"]}]}]}"#,
            extension: "json")
        let input = (0...20).map { step in
            let state = step == 0 ? "down" : step == 20 ? "up" : "move"
            return #"{"t":\#(Double(step) * 0.01),"touch":1,"state":"\#(state)","x":\#(5 + 6 * step),"y":200}"#
        }.joined(separator: "\n")
        let records = try Self.records("edgePan", ["--scene", scene, "-"], input: input)
        #expect(records.first?.contains(#""id":"back","state":"began""#) == true)
        #expect(records.last?.contains(#""state":"ended""#) == true)
        for record in records { #expect(Self.keys(of: record) == Self.common + ["state"] + Self.placed + ["dx", "dy", "vx", "vy"]) }
        let text = try Self.records("edgePan", ["--scene", scene, "-"], format: "text", input: input)
        #expect(text.count == records.count)
        #expect(text.allSatisfy { $0.contains(" in root Δ (") && $0.contains(") v (") })
    }

    @Test(arguments: [
        ("Datasets/taps.jsonl", "tap", #"^ *\d+\.\d{6}  tap tap taps \d+ touches \d+ at \(-?\d+\.\d\d, -?\d+\.\d\d\) in root$"#),
        ("Datasets/swipes.jsonl", "swipe", #"^ *\d+\.\d{6}  swipe swipe (left|right|up|down) touches \d+ at \(-?\d+\.\d\d, -?\d+\.\d\d\) in root$"#),
        ("Datasets/long-presses.jsonl", "longPress", #"^ *\d+\.\d{6}  longPress longPress (began|changed|ended|cancelled) at \(-?\d+\.\d\d, -?\d+\.\d\d\) in root$"#),
        ("Datasets/drags.csv", "pan",
         #"^ *\d+\.\d{6}  pan pan (began|changed|ended|cancelled) at \(-?\d+\.\d\d, -?\d+\.\d\d\) in root Δ \(-?\d+\.\d\d, -?\d+\.\d\d\) v \(-?\d+\.\d\d, -?\d+\.\d\d\)$"#),
        ("Datasets/pinches.jsonl", "pinch", #"^ *\d+\.\d{6}  pinch pinch (began|changed|ended|cancelled) at \(-?\d+\.\d\d, -?\d+\.\d\d\) in root scale \d+\.\d{3} v -?\d+\.\d{3}$"#),
        ("Datasets/rotations.jsonl", "rotation",
         #"^ *\d+\.\d{6}  rotation rotation (began|changed|ended|cancelled) at \(-?\d+\.\d\d, -?\d+\.\d\d\) in root rotation -?\d+\.\d{3} v -?\d+\.\d{3}$"#),
    ])
    func everyTextLineOfATypeHasItsShape(file: String, type: String, shape: String) throws {
        let lines = try Self.records(type, [file], format: "text")
        let pattern = try NSRegularExpression(pattern: shape)
        #expect(!lines.isEmpty)
        for line in lines {
            #expect(pattern.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)) != nil, "\(line)")
        }
    }
}
