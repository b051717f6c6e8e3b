import Testing
@testable import GestureKit

@Suite struct RectTests {
    @Test func containsTopLeftEdgesButNotBottomRight() {
        let rect = Rect(x: 10, y: 20, width: 30, height: 40)
        #expect(rect.contains(Point(x: 10, y: 20)))
        #expect(rect.contains(Point(x: 39.999, y: 59.999)))
        #expect(!rect.contains(Point(x: 40, y: 30)))
        #expect(!rect.contains(Point(x: 20, y: 60)))
        #expect(!Rect.zero.contains(.zero))
        #expect(rect.center == Point(x: 25, y: 40))
        #expect(rect.outset(dx: 5, dy: 5) == Rect(x: 5, y: 15, width: 40, height: 50))
    }
}
