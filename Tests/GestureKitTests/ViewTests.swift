import Testing
@testable import GestureKit

@Suite struct ViewTests {
    /// A window with a 100×100 view at (10, 10) holding a 50×50 child at (0, 0).
    func tree() -> (Window, View, View) {
        let window = Window(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let parent = View(frame: Rect(x: 10, y: 10, width: 100, height: 100))
        let child = View(frame: Rect(x: 0, y: 0, width: 50, height: 50))
        window.addSubview(parent)
        parent.addSubview(child)
        return (window, parent, child)
    }

    // MARK: - Geometry

    @Test func frameCenterAndBoundsAgree() {
        let view = View(frame: Rect(x: 10, y: 20, width: 30, height: 40))
        #expect(view.center == Point(x: 25, y: 40))
        #expect(view.bounds == Rect(x: 0, y: 0, width: 30, height: 40))
        view.frame = Rect(x: 0, y: 0, width: 10, height: 10)
        #expect(view.center == Point(x: 5, y: 5) && view.bounds.size == Size(width: 10, height: 10))
        view.transform = .scale(x: 2, y: 2)
        #expect(view.frame == Rect(x: -5, y: -5, width: 20, height: 20))
    }

    @Test func convertsPointsBetweenViews() {
        let (window, parent, child) = tree()
        #expect(child.convert(Point(x: 1, y: 2), to: nil) == Point(x: 11, y: 12))
        #expect(parent.convert(Point(x: 11, y: 12), from: nil) == Point(x: 1, y: 2))
        #expect(window.convert(Point(x: 11, y: 12), to: child) == Point(x: 1, y: 2))
        parent.bounds.origin = Point(x: 5, y: 0)
        #expect(child.convert(.zero, to: window) == Point(x: 5, y: 10))
        #expect(child.convert(Point(x: 3, y: 3), to: child) == Point(x: 3, y: 3))
    }

    @Test func convertsThroughTransforms() {
        let (window, parent, child) = tree()
        defer { withExtendedLifetime(window) {} }
        parent.transform = .rotation(.pi / 2)
        let inWindow = child.convert(.zero, to: nil)
        #expect(abs(inWindow.x - 110) < 1e-9 && abs(inWindow.y - 10) < 1e-9)
        let back = child.convert(inWindow, from: nil)
        #expect(abs(back.x) < 1e-9 && abs(back.y) < 1e-9)
    }

    // MARK: - Hit-testing

    @Test func hitTestReturnsTheDeepestViewContainingThePoint() {
        let (window, parent, child) = tree()
        #expect(window.hitTest(Point(x: 20, y: 20), with: nil) === child)
        #expect(window.hitTest(Point(x: 100, y: 100), with: nil) === parent)
        #expect(window.hitTest(Point(x: 200, y: 300), with: nil) === window)
        #expect(window.hitTest(Point(x: -1, y: 0), with: nil) == nil)
    }

    @Test func item5HiddenViewsAndTheirSubtreesAreNeverHit() {
        let (window, parent, child) = tree()
        child.isHidden = true
        #expect(window.hitTest(Point(x: 20, y: 20), with: nil) === parent)
        child.isHidden = false
        parent.isHidden = true
        #expect(window.hitTest(Point(x: 20, y: 20), with: nil) === window)
    }

    @Test func item6ViewsWithoutUserInteractionHideTheirSubtree() {
        let (window, parent, _) = tree()
        parent.isUserInteractionEnabled = false
        #expect(window.hitTest(Point(x: 20, y: 20), with: nil) === window)
    }

    @Test(arguments: [(0.0099, false), (0.01, true), (0.5, true)])
    func item7AlphaBelowOneHundredthIsNotHit(alpha: Double, hit: Bool) {
        let (window, parent, child) = tree()
        parent.alpha = alpha
        let result = window.hitTest(Point(x: 20, y: 20), with: nil)
        #expect(hit ? result === child : result === window)
    }

    @Test func item8FrontMostSiblingWinsAndParentOnlyIfNoChildClaims() {
        let (window, parent, child) = tree()
        let front = View(frame: Rect(x: 0, y: 0, width: 50, height: 50))
        parent.addSubview(front)
        #expect(window.hitTest(Point(x: 20, y: 20), with: nil) === front)
        parent.bringSubviewToFront(child)
        #expect(window.hitTest(Point(x: 20, y: 20), with: nil) === child)
        parent.sendSubviewToBack(child)
        #expect(window.hitTest(Point(x: 20, y: 20), with: nil) === front)
        #expect(parent.subviews.first === child)
    }

    @Test func item8ChildOutsideItsParentIsNotHit() {
        let (window, parent, _) = tree()
        let outside = View(frame: Rect(x: 150, y: 0, width: 20, height: 20))
        parent.addSubview(outside)
        #expect(window.hitTest(Point(x: 165, y: 15), with: nil) === window)
    }

    @Test func item9HitTestHonoursBoundsOrigin() {
        let (window, parent, child) = tree()
        parent.bounds.origin = Point(x: 30, y: 30)
        // The child's frame (0,0,50,50) now shows at window (−20…30) inside the parent's (10…110).
        #expect(window.hitTest(Point(x: 20, y: 20), with: nil) === child)
        #expect(window.hitTest(Point(x: 35, y: 35), with: nil) === parent)
    }

    @Test func item9HitTestHonoursTransformsOfSelfAndChildren() {
        let (window, parent, child) = tree()
        parent.transform = .scale(x: 0.5, y: 0.5)  // the parent shows at 35…85
        #expect(window.hitTest(Point(x: 20, y: 20), with: nil) === window)
        #expect(window.hitTest(Point(x: 40, y: 40), with: nil) === child)
        child.transform = .translation(x: 50, y: 50)
        #expect(window.hitTest(Point(x: 40, y: 40), with: nil) === parent)
        #expect(window.hitTest(Point(x: 70, y: 70), with: nil) === child)
    }

    @Test func collapsedTransformIsNeverHit() {
        let (window, parent, _) = tree()
        parent.transform = .scale(x: 0, y: 1)
        #expect(window.hitTest(Point(x: 60, y: 60), with: nil) === window)
    }

    @Test func pointInsideCanBeOverridden() {
        final class Round: View {
            override func point(inside point: Point, with event: Event?) -> Bool {
                point.distance(to: bounds.center) <= bounds.size.width / 2
            }
        }
        let window = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let round = Round(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(round)
        #expect(window.hitTest(Point(x: 50, y: 50), with: nil) === round)
        #expect(window.hitTest(Point(x: 2, y: 2), with: nil) === window)
    }

    @Test func aHitTestOverrideThatEmptiesItsSuperviewDoesNotPullTheRestOutFromUnderTheLoop() {
        /// Misses, and on the way removes every subview of its superview (itself and the one behind it).
        final class Clearing: View {
            override func hitTest(_ point: Point, with event: Event?) -> View? {
                for sibling in superview?.subviews ?? [] { sibling.removeFromSuperview() }
                return nil
            }
        }
        let window = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        var behind: View? = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        weak let behindWhenFreed = behind
        window.addSubview(behind!)
        window.addSubview(Clearing(frame: Rect(x: 0, y: 0, width: 100, height: 100)))
        behind = nil
        // The loop goes on over the subviews as they were when it started: the view behind is still tried.
        #expect(window.hitTest(Point(x: 50, y: 50), with: nil) === behindWhenFreed)
        #expect(window.subviews.isEmpty)
    }

    // MARK: - Hierarchy and chain

    @Test func addingMovesAViewAndRemovingDetachesIt() {
        let (window, parent, child) = tree()
        window.addSubview(child)
        #expect(child.superview === window && parent.subviews.isEmpty)
        window.insertSubview(child, at: 0)
        #expect(window.subviews.first === child)
        child.removeFromSuperview()
        #expect(child.superview == nil && child.window == nil && !window.subviews.contains { $0 === child })
        #expect(parent.window === window && window.window === window)
        #expect(parent.isDescendant(of: window) && !window.isDescendant(of: parent))
    }

    @Test func item83ViewNextIsItsControllerWhenRootElseSuperview() {
        let (window, parent, child) = tree()
        #expect(child.next === parent)
        let controller = ViewController(view: parent)
        #expect(parent.next === controller)
        #expect(controller.next === window)
        #expect(child.next === parent)
    }

    @Test func item84RemovingAViewFromItsWindowResignsItsFirstResponder() throws {
        let (window, parent, _) = tree()
        let field = FocusableView(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        parent.addSubview(field)
        #expect(field.becomeFirstResponder())
        field.allowsResign = false
        parent.removeFromSuperview()
        #expect(field.resignCalls == 1)
        #expect(window.firstResponder == nil && !field.isFirstResponder)
    }
}
