import Foundation
import Testing
import TestSupport
@testable import GestureCLI

@Suite(.scratchFolder) struct EvalCommandTests {
    /// A tiny UCR-style archive: class 2 shakes along x at 5 Hz, class 1 at rest, 50 Hz.
    func archive() throws -> String {
        func row(_ label: Int, shaking: Bool) -> String {
            let values = (0..<200).map { index -> String in
                let t = Double(index) / 50
                return String(shaking && t >= 1 && t < 3 ? 1.5 * sin(2 * Double.pi * 5 * t) : 0)
            }
            return "\(label)\t" + values.joined(separator: "\t")
        }
        let text = [row(2, shaking: true), row(1, shaking: false), row(2, shaking: true)].joined(separator: "\n") + "\n"
        return try ScratchFolder.write(text, extension: "tsv")
    }

    @Test func textReportHasClassesAndFigures() throws {
        let result = try CommandRunner.run(["eval", "shake", archive(), "--rate", "50", "--axis", "x", "--shake-class", "2"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("  2           yes    2       2         1.00"))
        #expect(result.stdout.contains("  1           no     1       0         0.00   -"))
        #expect(result.stdout.contains("recall 1.00  false detections 0/1 (0.00)  precision 1.00  F1 1.00"))
    }

    @Test func jsonReportParses() throws {
        let result = try CommandRunner.run(["eval", "shake", archive(), "--rate", "50", "--shake-class", "2", "--format", "json"])
        #expect(result.status == 0)
        let parsed = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]]
        let first = try #require(parsed?.first)
        #expect(first["recall"] as? Double == 1)
        #expect(first["falseDetections"] as? Int == 0)
        #expect((first["classes"] as? [[String: Any]])?.count == 2)
    }

    @Test func resamplingIsNamedInBothReports() throws {
        let path = try archive()
        let text = try CommandRunner.run(["eval", "shake", path, "--rate", "50", "--shake-class", "2", "--resample", "100"])
        #expect(text.status == 0)
        #expect(text.stdout.contains("(50 Hz, resampled to 100 Hz, detector engine)"))
        #expect(text.stdout.contains("recall 1.00  false detections 0/1"))
        for (arguments, expected) in [(["--resample", "25"], 25 as Double?), ([], nil)] {
            let json = try CommandRunner.run(["eval", "shake", path, "--rate", "50", "--format", "json"] + arguments)
            let parsed = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]]
            let first = try #require(parsed?.first)
            #expect(first["rate"] as? Double == 50)
            if let expected { #expect(first["resampledRate"] as? Double == expected) } else { #expect(first["resampledRate"] is NSNull) }
        }
    }

    @Test(arguments: ["0", "-5", "1001", "nan"])
    func aResampleRateOutOfRangeIsAUsageError(_ value: String) throws {
        let result = try CommandRunner.run(["eval", "shake", archive(), "--rate", "50", "--resample", value])
        #expect(result.status == 64)
        #expect(result.stderr.contains("--resample"))
    }

    @Test func anUnknownArchiveNeedsARate() throws {
        let result = try CommandRunner.run(["eval", "shake", archive()])
        #expect(result.status == 64)
        #expect(result.stderr.contains("give --rate"))
    }

    /// A rate of 1e-300 Hz made the resampled length overflow and crashed the command.
    @Test(arguments: ["0", "-5", "0.001", "1e-300", "100001", "inf", "nan"])
    func aRateOutOfRangeIsAUsageError(_ value: String) throws {
        let result = try CommandRunner.run(["eval", "shake", archive(), "--rate=\(value)", "--resample", "100"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("--rate must be 0.01 to 100000 Hz"))
    }
}
