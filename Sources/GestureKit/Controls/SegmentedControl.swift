/// A row of segments, as UIKit's `UISegmentedControl`: a lift inside the control selects the segment
/// under the touch (segments share the width equally) and sends `valueChanged` when the selection changed.
open class SegmentedControl: Control {
    /// The value of ``selectedSegmentIndex`` when no segment is selected.
    public static let noSegment = -1

    /// The segments' titles, left to right.
    public var segments: [String] {
        didSet { if selectedSegmentIndex >= segments.count { selectedSegmentIndex = Self.noSegment } }
    }
    /// The selected segment, or ``noSegment``. Setting it sends no event.
    public var selectedSegmentIndex = SegmentedControl.noSegment

    /// The number of segments.
    public var numberOfSegments: Int { segments.count }

    /// Creates a segmented control with a frame (points) and segment titles.
    public init(frame: Rect = .zero, segments: [String] = []) {
        self.segments = segments
        super.init(frame: frame)
    }

    /// The segment under a point (control coordinates), or ``noSegment`` outside the bounds.
    public func segment(at point: Point) -> Int {
        guard !segments.isEmpty, bounds.contains(point), bounds.size.width > 0 else { return Self.noSegment }
        let fraction = (point.x - bounds.origin.x) / bounds.size.width
        return Swift.min(segments.count - 1, Int(fraction * Double(segments.count)))
    }

    open override func endTracking(_ touch: Touch?, with event: Event?) {
        guard let touch else { return }
        let index = segment(at: touch.location(in: self))
        guard index != Self.noSegment, index != selectedSegmentIndex else { return }
        selectedSegmentIndex = index
        sendActions(for: .valueChanged)
    }
}
