#if canImport(Glibc)
import Glibc
#endif
import Testing
@testable import GestureKit

@Suite struct SwipeGestureRecognizerTests {
    @Test func item65DiscreteOnlyAllowedDirectionsAndTheRequiredFingers() {
        let h = GestureHarness()
        let right = h.add(SwipeGestureRecognizer(), "right")
        right.cancelsTouchesInView = false
        h.drag(from: Point(x: 100, y: 100), to: Point(x: 250, y: 100), at: 0, duration: 0.1)
        h.drag(from: Point(x: 250, y: 100), to: Point(x: 100, y: 100), at: 1, duration: 0.1)
        h.down(1, 100, 300, at: 2)
        h.down(2, 100, 350, at: 2)
        for step in 1...5 {
            h.move(1, 100 + Double(step) * 30, 300, at: 2 + Double(step) * 0.02)
            h.move(2, 100 + Double(step) * 30, 350, at: 2 + Double(step) * 0.02)
        }
        h.up(1, at: 2.1)
        h.up(2, at: 2.1)
        h.finish()
        #expect(h.log == ["right.ended@0.1"])
        #expect(right.recognizedDirection == .right && right.touchesInSwipe == 1)
    }

    @Test func item65ATwoFingerSwipe() {
        let h = GestureHarness()
        let swipe = h.add(SwipeGestureRecognizer(direction: [.left, .up]), "swipe")
        swipe.numberOfTouchesRequired = 2
        h.down(1, 300, 300, at: 0)
        h.down(2, 300, 350, at: 0)
        for step in 1...5 {
            h.move(1, 300, 300 - Double(step) * 30, at: Double(step) * 0.02)
            h.move(2, 300, 350 - Double(step) * 30, at: Double(step) * 0.02)
        }
        h.up(1, at: 0.1)
        h.up(2, at: 0.1)
        h.finish()
        #expect(h.log == ["swipe.ended@0.1"])
        #expect(swipe.recognizedDirection == .up && swipe.touchesInSwipe == 2)
    }

    @Test func item66AFlickAfterASlowDragIsASwipeAFastDragThatStopsIsNot() {
        let h = GestureHarness()
        h.add(SwipeGestureRecognizer(), "swipe")
        h.down(1, 100, 100, at: 0)
        for step in 1...20 { h.move(1, 100 + Double(step), 100, at: Double(step) * 0.05) }  // 20 pt/s for 1 s
        for step in 1...5 { h.move(1, 120 + Double(step) * 10, 100, at: 1 + Double(step) * 0.01) }  // 1000 pt/s
        h.up(1, at: 1.05)
        h.drag(from: Point(x: 100, y: 200), to: Point(x: 300, y: 200), at: 2, duration: 0.1, pause: 0.05)
        h.drag(from: Point(x: 100, y: 300), to: Point(x: 140, y: 300), at: 3, duration: 0.02)  // fast but short
        h.finish()
        #expect(h.log == ["swipe.ended@1.05"])
    }

    @Test(arguments: [(19.0, true), (21.0, false), (45.0, false)])
    func item67DirectionUsesAConeOf20Degrees(degrees: Double, recognized: Bool) {
        let h = GestureHarness()
        h.add(SwipeGestureRecognizer(), "swipe")
        let radians = degrees * Double.pi / 180
        let length = 150.0
        h.drag(from: Point(x: 100, y: 300), to: Point(x: 100 + length * cos(radians), y: 300 + length * sin(radians)), at: 0, duration: 0.1)
        h.finish()
        #expect(h.log == (recognized ? ["swipe.ended@0.1"] : []))
    }

    @Test func directionNamesRoundTrip() {
        for name in ["left", "right", "up", "down"] {
            #expect(SwipeGestureRecognizer.Direction(name: name)?.name == name)
        }
        #expect(SwipeGestureRecognizer.Direction(name: "sideways") == nil)
        #expect(SwipeGestureRecognizer.Direction.right.rawValue == 1 && SwipeGestureRecognizer.Direction.down.rawValue == 8)
    }
}
