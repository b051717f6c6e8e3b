import Testing
import GSL

@Suite struct QuantilesTests {
    @Test func medianAndPercentilesInterpolateBetweenOrderStatistics() throws {
        let q = try #require(Quantiles.of([5, 1, 3, 2, 4], at: [0, 0.5, 0.95, 1]))
        #expect(q == [1, 3, 4.8, 5])
    }

    @Test func emptyHasNoQuantiles() {
        #expect(Quantiles.of([], at: [0.5]) == nil)
    }
}
