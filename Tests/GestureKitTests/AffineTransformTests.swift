import Testing
@testable import GestureKit

@Suite struct AffineTransformTests {
    @Test func appliesAndInverts() throws {
        let transform = AffineTransform.rotation(.pi / 2).concatenating(.translation(x: 10, y: 5))
        let point = transform.apply(to: Point(x: 1, y: 0))
        #expect(abs(point.x - 10) < 1e-12 && abs(point.y - 6) < 1e-12)
        let back = try #require(transform.inverted).apply(to: point)
        #expect(abs(back.x - 1) < 1e-12 && abs(back.y) < 1e-12)
    }

    @Test func collapsingTransformHasNoInverse() {
        #expect(AffineTransform.scale(x: 0, y: 1).inverted == nil)
        #expect(AffineTransform.identity.isIdentity)
        #expect(!AffineTransform.scale(x: 2, y: 2).isIdentity)
    }
}
