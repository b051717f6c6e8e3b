import Testing
@testable import GestureKit

@Suite struct SizeTests {
    @Test func describesItself() {
        #expect(Size(width: 3, height: 4).description == "3.0×4.0")
        #expect(Size.zero == Size(width: 0, height: 0))
    }
}
