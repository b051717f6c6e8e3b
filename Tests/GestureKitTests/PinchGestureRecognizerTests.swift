import Testing
@testable import GestureKit

@Suite struct PinchGestureRecognizerTests {
    /// Two fingers at x = 200, `start` apart about y = 400, then spreading to each span in `spans`.
    private func pinch(_ h: GestureHarness, spans: [Double], start: Double = 100, at time: Double = 0) {
        h.down(1, 200, 400 - start / 2, at: time)
        h.down(2, 200, 400 + start / 2, at: time)
        for (index, span) in spans.enumerated() {
            let t = time + Double(index + 1) * 0.02
            h.move(1, 200, 400 - span / 2, at: t)
            h.move(2, 200, 400 + span / 2, at: t)
        }
        let end = time + Double(spans.count + 1) * 0.02
        h.up(1, at: end)
        h.up(2, at: end)
    }

    @Test(arguments: [(104.9, false), (105.1, true)])
    func item68BeginsOnARatioAbove105(span: Double, begins: Bool) {
        let h = GestureHarness()
        h.add(PinchGestureRecognizer(), "pinch")
        pinch(h, spans: [span])
        h.finish()
        #expect(h.log.contains("pinch.began@0.02") == begins)
    }

    @Test(arguments: [(17.9, false), (18.1, true)])
    func item68BeginsOnASpanChangeAbove18Points(change: Double, begins: Bool) {
        let h = GestureHarness()
        h.add(PinchGestureRecognizer(), "pinch")
        pinch(h, spans: [500 + change], start: 500)
        h.finish()
        #expect(h.log.contains("pinch.began@0.02") == begins)
    }

    @Test func item68OneFingerNeverPinches() {
        let h = GestureHarness()
        h.add(PinchGestureRecognizer(), "pinch")
        h.drag(from: Point(x: 100, y: 100), to: Point(x: 300, y: 300), at: 0, duration: 0.1)
        h.finish()
        #expect(h.log.isEmpty)
    }

    @Test func item69TheSpanOfTwoTouchesIsTheirDistance() {
        let a = Touch(id: 1, contact: 1, timestamp: 0, location: Point(x: 0, y: 0), tapCount: 1)
        let b = Touch(id: 2, contact: 2, timestamp: 0, location: Point(x: 30, y: 40), tapCount: 1)
        #expect(abs(FingerSet.span(of: [a, b]) - 50) < 1e-12)
    }

    @Test func item70ScaleIsAbsoluteSinceBeganAndSettingItZeroesVelocity() {
        let h = GestureHarness()
        let recognizer = h.add(PinchGestureRecognizer(), "pinch")
        var scales: [Double] = []
        recognizer.addAction { _ in scales.append(recognizer.scale) }
        h.down(1, 150, 300, at: 0)
        h.down(2, 250, 300, at: 0)
        for (index, span) in [120.0, 180, 240].enumerated() {
            h.move(1, 200 - span / 2, 300, at: Double(index + 1) * 0.02)
            h.move(2, 200 + span / 2, 300, at: Double(index + 1) * 0.02)
        }
        h.tick(at: 0.07)
        #expect(scales == [1, 1.5, 2])
        #expect(recognizer.velocity > 0)
        recognizer.scale = 1
        #expect(recognizer.velocity == 0)
        h.move(1, 200 - 180, 300, at: 0.08)
        h.move(2, 200 + 180, 300, at: 0.08)
        h.tick(at: 0.09)
        #expect(scales.last == 1.5)
        h.up(1, at: 0.1)
        h.up(2, at: 0.1)
        h.finish()
    }

    @Test func item72LiftingAFingerEmitsNoSpuriousValueAndAReturningFingerRebases() {
        let h = GestureHarness()
        let recognizer = h.add(PinchGestureRecognizer(), "pinch")
        var scales: [Double] = []
        recognizer.addAction { _ in scales.append(recognizer.scale) }
        h.down(1, 150, 300, at: 0)
        h.down(2, 250, 300, at: 0)
        h.move(2, 350, 300, at: 0.02)  // span 200: began (scale 1)
        h.move(2, 450, 300, at: 0.04)  // span 300: 1.5
        h.up(2, at: 0.06)  // lifted far from where it last was: nothing emitted
        h.down(3, 160, 300, at: 0.1)  // back, 10 pt away: a new baseline
        h.move(3, 170, 300, at: 0.12)  // span 20: scale doubles from 1.5
        h.up(1, at: 0.14)
        h.up(3, at: 0.14)
        h.finish()
        #expect(scales == [1, 1.5, 3, 3])
        #expect(h.log.last == "pinch.ended@0.14")
    }

    @Test func item74QuickScaleIsOptIn() {
        for allowed in [false, true] {
            let h = GestureHarness()
            let recognizer = h.add(PinchGestureRecognizer(), "pinch")
            recognizer.allowsQuickScale = allowed
            var last: (Double, Bool)?
            recognizer.addAction { _ in last = (recognizer.scale, recognizer.isQuickScale) }
            h.tap(200, 300, at: 0)
            h.down(1, 200, 300, at: 0.2)
            h.move(1, 200, 400, at: 0.25)
            h.move(1, 200, 500, at: 0.3)
            h.up(1, at: 0.35)
            h.finish()
            #expect(h.log.isEmpty != allowed)
            if allowed { #expect(last?.0 == 1 + 100.0 / 300 && last?.1 == true) }  // 300 → 400 pt of reference span
        }
    }
}
