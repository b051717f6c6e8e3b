import Testing
import TestSupport
import GestureKit
@testable import GestureKitIO

@Suite(.scratchFolder) struct LabelledSeriesTests {
    @Test func readsUEATimeSeriesFiles() throws {
        let path = try TestFiles.write("""
            #comment
            @problemName Demo
            @dimensions 3
            @classLabel true A B
            @data
            0.1,0.2,0.3:1,2,3:-1,-2,-3:A
            4,5,6:7,8,9:1,1,1:B
            """, extension: "ts")
        let series = try LabelledSeries.read(path: path)
        #expect(series == [
            LabelledSeries(label: "A", dimensions: [[0.1, 0.2, 0.3], [1, 2, 3], [-1, -2, -3]]),
            LabelledSeries(label: "B", dimensions: [[4, 5, 6], [7, 8, 9], [1, 1, 1]]),
        ])
    }

    @Test func readsUCRTabSeparatedFilesAndDropsNaNPadding() throws {
        let path = try TestFiles.write("2\t0.5\t-0.25\t1\tNaN\tNaN\n1.0\t3\t4\tNaN\tNaN\tNaN\n", extension: "tsv")
        let series = try LabelledSeries.read(path: path)
        #expect(series == [
            LabelledSeries(label: "2", dimensions: [[0.5, -0.25, 1]]),
            LabelledSeries(label: "1", dimensions: [[3, 4]]),
        ])
    }

    /// Found by Tools/fuzz: a numeric label too large for a whole number crashed the reader.
    @Test(arguments: [
        ("2.0", "2"), ("-3", "-3"), ("2.5", "2.5"), ("inf", "inf"), ("nan", "nan"),
        (String(repeating: "6", count: 86), String(repeating: "6", count: 86)), ("1e300", "1e300"),
    ])
    func wholeNumberLabelsAreNormalisedAndOthersKeptAsWritten(label: String, expected: String) throws {
        let path = try TestFiles.write("\(label)\t0.5\t1\n", extension: "tsv")
        #expect(try LabelledSeries.read(path: path) == [LabelledSeries(label: expected, dimensions: [[0.5, 1]])])
    }

    @Test func aBadValueNamesFileLineAndField() throws {
        let path = try TestFiles.write("@data\n1,2:3,4:A\n1,x:3,4:B\n", extension: "ts")
        let error = try #require(throws: DatasetError.self) { try LabelledSeries.read(path: path) }
        #expect(error.line == 3)
        #expect(error.field == "dimension 0")
        #expect(error.value == "x")
    }

    @Test func missingValuesInsideASeriesAreRejected() throws {
        let path = try TestFiles.write("1\t0.5\tNaN\t1\n", extension: "tsv")
        #expect(throws: DatasetError.self) { try LabelledSeries.read(path: path) }
    }

    @Test func dimensionsOfDifferentLengthsAreRejected() throws {
        let path = try TestFiles.write("@data\n1,2,3:4,5:A\n", extension: "ts")
        #expect(throws: DatasetError.self) { try LabelledSeries.read(path: path) }
    }

    @Test func aMissingFileCannotBeOpened() {
        let error = try? #require(throws: DatasetError.self) { try LabelledSeries.read(path: "/nonexistent/x.ts") }
        guard case .cannotOpen = error?.reason else {
            Issue.record("expected cannotOpen, got \(String(describing: error))")
            return
        }
    }
}
