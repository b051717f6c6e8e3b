import Testing
@testable import GSL

@Suite struct BlockStatisticsTests {
    @Test func computesMeanVarianceAndExtremes() {
        let statistics = BlockStatistics(of: [2, 4, 4, 4, 5, 5, 7, 9])
        #expect(statistics.count == 8)
        #expect(statistics.mean == 5)
        #expect(abs(statistics.variance - 32.0 / 7.0) < 1e-12)
        #expect(statistics.minimum == 2)
        #expect(statistics.maximum == 9)
    }

    @Test func emptyAndSingleBlocks() {
        let empty = BlockStatistics(of: [Double]())
        #expect(empty == .empty)
        #expect(empty.variance == 0)
        let single = BlockStatistics(of: [3.5])
        #expect(single.mean == 3.5 && single.variance == 0 && single.minimum == 3.5 && single.maximum == 3.5)
    }

    @Test(arguments: [1, 7, 500, 999])
    func mergingBlocksEqualsTheWhole(split: Int) {
        let values = (0..<1000).map { Double(($0 * 7919) % 1013) / 13.0 - 20 }
        let whole = BlockStatistics(of: values)
        let merged = BlockStatistics(of: Array(values[..<split])).merged(with: BlockStatistics(of: Array(values[split...])))
        #expect(merged.count == whole.count)
        #expect(abs(merged.mean - whole.mean) < 1e-9)
        #expect(abs(merged.variance - whole.variance) < 1e-9)
        #expect(merged.minimum == whole.minimum && merged.maximum == whole.maximum)
        #expect(merged.merged(with: .empty) == merged)
        #expect(BlockStatistics.empty.merged(with: merged) == merged)
    }
}
