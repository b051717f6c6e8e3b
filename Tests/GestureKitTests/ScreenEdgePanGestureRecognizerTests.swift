import Testing
@testable import GestureKit

@Suite struct ScreenEdgePanGestureRecognizerTests {
    @Test(arguments: [(20.0, true), (20.5, false)])
    func item64BeginsOnlyFromTheEdgeBand(x: Double, begins: Bool) {
        let h = GestureHarness()
        h.add(ScreenEdgePanGestureRecognizer(edges: .left), "edge")
        h.drag(from: Point(x: x, y: 300), to: Point(x: x + 100, y: 300), at: 0, duration: 0.1)
        h.finish()
        #expect(h.log.contains("edge.began@0.02") == begins)
    }

    @Test func item64LaterTouchesAreIgnored() {
        let h = GestureHarness()
        let edge = h.add(ScreenEdgePanGestureRecognizer(edges: [.right]), "edge")
        var translation = Point.zero
        edge.addAction { _ in translation = edge.translation(in: nil) }
        h.down(1, 395, 300, at: 0)
        h.move(1, 370, 300, at: 0.02)
        h.down(2, 100, 100, at: 0.03)
        h.move(2, 300, 100, at: 0.04)
        h.move(1, 360, 300, at: 0.05)
        h.up(2, at: 0.06)
        h.up(1, at: 0.07)
        h.finish()
        #expect(translation == Point(x: -10, y: 0))
        #expect(h.log == ["edge.began@0.02", "edge.changed@0.05", "edge.ended@0.07"])
    }

    @Test func standaloneEdgesUseTheReferenceBounds() {
        let edge = ScreenEdgePanGestureRecognizer(edges: [.top, .bottom])
        edge.referenceBounds = Rect(x: 0, y: 0, width: 100, height: 200)
        #expect(edge.startsAtEdge(Point(x: 50, y: 5)) && edge.startsAtEdge(Point(x: 50, y: 185)))
        #expect(!edge.startsAtEdge(Point(x: 5, y: 100)))
        #expect(RectEdge(name: "all") == .all && RectEdge(name: "middle") == nil)
    }
}
