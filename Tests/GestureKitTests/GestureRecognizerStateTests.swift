import Testing
@testable import GestureKit

@Suite struct GestureRecognizerStateTests {
    @Test func item18OnlyTheLegalTransitionsAreAllowed() {
        let legal: Set<String> = [
            "possible>ended", "possible>failed", "possible>began", "began>changed", "began>ended", "began>cancelled",
            "changed>changed", "changed>ended", "changed>cancelled",
        ]
        for from in GestureRecognizerState.allCases {
            for to in GestureRecognizerState.allCases {
                #expect(from.canTransition(to: to) == legal.contains("\(from.rawValue)>\(to.rawValue)"), "\(from) → \(to)")
            }
        }
        #expect(GestureRecognizerState.recognized == .ended)
    }
}
