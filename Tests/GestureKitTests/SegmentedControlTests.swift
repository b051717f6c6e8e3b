import Testing
@testable import GestureKit

@Suite struct SegmentedControlTests {
    @Test func aTapSelectsTheSegmentUnderIt() {
        let h = ControlHarness(SegmentedControl(segments: ["Red", "Green", "Blue", "Grey"]))
        h.listen(.valueChanged)
        h.down(160, 120, at: 0)  // 60 of 100: the third of four segments
        h.up(at: 0.05)
        h.finish()
        #expect(h.control.selectedSegmentIndex == 2)
        #expect(h.log == ["a:valueChanged"])
        h.down(160, 120, at: 1)
        h.up(at: 1.05)
        h.finish()
        #expect(h.log.count == 1)  // the same segment again: no change
    }

    @Test func segmentBoundaries() {
        let control = SegmentedControl(frame: Rect(x: 0, y: 0, width: 100, height: 20), segments: ["a", "b"])
        #expect(control.segment(at: Point(x: 49.9, y: 5)) == 0)
        #expect(control.segment(at: Point(x: 50, y: 5)) == 1)
        #expect(control.segment(at: Point(x: 99.9, y: 5)) == 1)
        #expect(control.segment(at: Point(x: 100, y: 5)) == SegmentedControl.noSegment)
    }

    @Test func removingSegmentsClearsAnOutOfRangeSelection() {
        let control = SegmentedControl(segments: ["a", "b", "c"])
        control.selectedSegmentIndex = 2
        control.segments = ["a"]
        #expect(control.selectedSegmentIndex == SegmentedControl.noSegment)
    }
}
