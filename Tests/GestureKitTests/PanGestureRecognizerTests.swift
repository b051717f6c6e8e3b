import Testing
@testable import GestureKit

@Suite struct PanGestureRecognizerTests {
    @Test(arguments: [(10.0, false), (10.001, true)])
    func item56BeginsOnlyAfterMovingMoreThanTheSlop(distance: Double, begins: Bool) {
        let h = GestureHarness()
        h.add(PanGestureRecognizer(), "pan")
        h.down(1, 100, 100, at: 0)
        h.move(1, 100 + distance, 100, at: 0.05)
        h.up(1, at: 0.2)
        h.finish()
        #expect(h.log == (begins ? ["pan.began@0.05", "pan.ended@0.2"] : []))
    }

    @Test func item57StartBehaviourDecidesWhereTranslationStarts() {
        for behavior in [PanGestureRecognizer.StartBehavior.start, .down] {
            let h = GestureHarness()
            let pan = h.add(PanGestureRecognizer(), "pan")
            pan.startBehavior = behavior
            var translations: [Point] = []
            pan.addAction { _ in translations.append(pan.translation(in: nil)) }
            h.down(1, 100, 100, at: 0)
            h.move(1, 112, 100, at: 0.02)
            h.move(1, 120, 100, at: 0.04)
            h.up(1, at: 0.05)
            h.finish()
            let expected: [Point] = behavior == .start
                ? [Point(x: 0, y: 0), Point(x: 8, y: 0), Point(x: 8, y: 0)]
                : [Point(x: 12, y: 0), Point(x: 20, y: 0), Point(x: 20, y: 0)]
            #expect(translations == expected)
        }
    }

    @Test func item58TranslationIsCumulativeAndSetTranslationRebasesAndZeroesVelocity() {
        let h = GestureHarness()
        let pan = h.add(PanGestureRecognizer(), "pan")
        pan.startBehavior = .down
        h.down(1, 100, 100, at: 0)
        for step in 1...10 { h.move(1, 100 + Double(step) * 10, 100, at: Double(step) * 0.01) }
        h.tick(at: 0.105)  // frames are delivered when the clock moves on
        #expect(pan.translation(in: nil).x == 100)
        #expect(abs(pan.velocity(in: nil).x - 1000) < 1e-6)
        pan.setTranslation(Point(x: 5, y: 0), in: nil)
        #expect(pan.translation(in: nil) == Point(x: 5, y: 0) && pan.velocity(in: nil) == .zero)
        h.move(1, 210, 100, at: 0.11)
        h.tick(at: 0.12)
        #expect(pan.translation(in: nil).x == 15)
        h.up(1, at: 0.13)
        h.finish()
    }

    @Test func translationAndVelocityAreInTheViewsSpace() {
        let h = GestureHarness()
        let child = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        child.transform = .scale(x: 2, y: 2)
        h.view.addSubview(child)
        let pan = h.add(PanGestureRecognizer(), "pan", to: child)
        h.down(1, 100, 100, at: 0)
        h.move(1, 140, 100, at: 0.05)
        h.tick(at: 0.06)
        #expect(pan.translation(in: nil) == Point(x: 0, y: 0))
        #expect(pan.translation(in: h.view) == Point(x: 0, y: 0))
        h.move(1, 160, 100, at: 0.07)
        h.tick(at: 0.08)
        #expect(pan.translation(in: h.view) == Point(x: 20, y: 0))
        #expect(pan.translation(in: child) == Point(x: 10, y: 0))
        h.up(1, at: 0.09)
        h.finish()
    }

    @Test func item59VelocityComesFromTheLast100MillisecondsAndIsZeroAfterA40MillisecondStop() {
        let h = GestureHarness()
        let pan = h.add(PanGestureRecognizer(), "pan")
        var ended: Point?
        pan.addAction { if $0.state == .ended { ended = pan.velocity(in: nil) } }
        h.down(1, 100, 100, at: 0)
        for step in 1...20 {
            let x = step <= 10 ? 100 + Double(step) : 110 + Double(step - 10) * 10  // 100 pt/s, then 1000 pt/s
            h.move(1, x, 100, at: Double(step) * 0.01)
        }
        h.up(1, at: 0.2 + 0.04)
        h.finish()
        #expect(abs((ended?.x ?? 0) - 1000) < 1e-6)

        let stopped = GestureHarness()
        let pan2 = stopped.add(PanGestureRecognizer(), "pan")
        var ended2: Point?
        pan2.addAction { if $0.state == .ended { ended2 = pan2.velocity(in: nil) } }
        stopped.drag(from: Point(x: 100, y: 100), to: Point(x: 300, y: 100), at: 0, duration: 0.2, pause: 0.041)
        stopped.finish()
        #expect(ended2 == .zero)
    }

    @Test func item60FlingVelocityNeedsFiftyPointsPerSecondAndIsClampedTo8000() {
        func endVelocity(speed: Double) -> Double {
            let h = GestureHarness()
            let pan = h.add(PanGestureRecognizer(), "pan")
            var velocity = -1.0
            pan.addAction { if $0.state == .ended { velocity = pan.velocity(in: nil).x } }
            h.down(1, 100, 100, at: 0)
            for step in 1...40 { h.move(1, 100 + Double(step) * speed * 0.01, 100, at: Double(step) * 0.01) }
            h.up(1, at: 0.4)
            h.finish()
            return velocity
        }
        #expect(endVelocity(speed: 49) == 0)
        #expect(abs(endVelocity(speed: 60) - 60) < 1)
        #expect(endVelocity(speed: 20_000) == 8000)
    }

    @Test func item61AddingOrLiftingAFingerNeverMakesTranslationJump() {
        let h = GestureHarness()
        let pan = h.add(PanGestureRecognizer(), "pan")
        var translations: [Double] = []
        pan.addAction { _ in translations.append(pan.translation(in: nil).x) }
        h.down(1, 100, 100, at: 0)
        h.move(1, 120, 100, at: 0.01)
        h.move(1, 130, 100, at: 0.02)
        h.down(2, 360, 100, at: 0.03)  // far away: the centroid jumps, the translation must not
        h.move(1, 140, 100, at: 0.04)
        h.move(2, 370, 100, at: 0.04)
        h.up(1, at: 0.05)
        h.move(2, 380, 100, at: 0.06)
        h.up(2, at: 0.07)
        h.finish()
        #expect(translations == [0, 10, 20, 30, 30])
    }

    @Test func item62MinimumTouchesGateBeginning() {
        let h = GestureHarness()
        let pan = h.add(PanGestureRecognizer(), "pan")
        pan.minimumNumberOfTouches = 2
        h.drag(from: Point(x: 100, y: 100), to: Point(x: 200, y: 100), at: 0, duration: 0.1)
        h.down(1, 100, 100, at: 1)
        h.down(2, 150, 100, at: 1)
        h.move(1, 130, 100, at: 1.05)
        h.move(2, 180, 100, at: 1.05)
        h.up(1, at: 1.1)
        h.up(2, at: 1.1)
        h.finish()
        #expect(h.log == ["pan.began@1.05", "pan.ended@1.1"])
    }

    @Test func item62MaximumTouchesGateBeginning() {
        let h = GestureHarness()
        let pan = h.add(PanGestureRecognizer(), "pan")
        pan.maximumNumberOfTouches = 1
        h.down(1, 100, 100, at: 0)
        h.down(2, 150, 100, at: 0)
        h.move(1, 130, 100, at: 0.05)
        h.move(2, 180, 100, at: 0.05)
        h.up(1, at: 0.1)
        h.up(2, at: 0.1)
        h.finish()
        #expect(h.log.isEmpty)
    }

    @Test func item63AHorizontalPanIgnoresVerticalMotionAndLetsAVerticalPanWin() {
        let h = GestureHarness()
        let horizontal = h.add(PanGestureRecognizer(), "horizontal")
        horizontal.axis = .horizontal
        let vertical = h.add(PanGestureRecognizer(), "vertical")
        vertical.axis = .vertical
        h.drag(from: Point(x: 100, y: 100), to: Point(x: 106, y: 300), at: 0, duration: 0.1)
        h.drag(from: Point(x: 100, y: 100), to: Point(x: 300, y: 106), at: 1, duration: 0.1)
        h.finish()
        #expect(h.log.first == "vertical.began@0.01")
        #expect(!h.log.contains { $0.hasPrefix("horizontal") && $0.hasSuffix("@0.1") })
        #expect(h.log.contains("horizontal.began@1.01"))
        #expect(!h.log.contains { $0.hasPrefix("vertical") && $0.contains("@1.") })
        #expect(horizontal.translation(in: nil).y == 0)
    }

    @Test func item35ChildTapVersusParentPan() {
        let h = GestureHarness()
        let child = View(frame: Rect(x: 50, y: 50, width: 100, height: 100))
        h.view.addSubview(child)
        h.add(TapGestureRecognizer(), "childTap", to: child)
        h.add(PanGestureRecognizer(), "parentPan")
        h.tap(100, 100, at: 0)
        h.drag(from: Point(x: 100, y: 100), to: Point(x: 130, y: 100), at: 1, duration: 0.1, steps: 3)
        h.finish()
        #expect(h.log == ["childTap.ended@0.05", "parentPan.began@1.067", "parentPan.changed@1.1", "parentPan.ended@1.1"])
    }
}
