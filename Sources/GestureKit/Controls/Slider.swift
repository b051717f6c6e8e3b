/// A slider, as UIKit's `UISlider`: a value between ``minimumValue`` and ``maximumValue`` set by where
/// the tracked touch is along the control's width.
///
/// The touch's x in the control's bounds maps linearly onto the range (left edge: minimum, right edge:
/// maximum; beyond the edges the value stays clamped), from the moment it lands. With ``isContinuous``
/// (the default) every change sends `valueChanged` while dragging; otherwise one `valueChanged` is sent
/// when the touch lifts, if the value changed.
open class Slider: Control {
    /// The lowest value (default 0).
    public var minimumValue = 0.0 {
        didSet { value = clamp(value) }
    }
    /// The highest value (default 1).
    public var maximumValue = 1.0 {
        didSet { value = clamp(value) }
    }
    /// The value, kept within the range. Setting it sends no event.
    public var value = 0.0 {
        didSet { if value != clamp(value) { value = clamp(value) } }
    }
    /// Whether `valueChanged` is sent on every change while dragging (true) or once at the end.
    public var isContinuous = true

    private var valueAtStart = 0.0

    /// Creates a slider with a frame (points).
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
    }

    /// The value the point (control coordinates) stands for.
    public func value(at point: Point) -> Double {
        let width = bounds.size.width
        guard width > 0 else { return minimumValue }
        let fraction = Swift.min(1, Swift.max(0, (point.x - bounds.origin.x) / width))
        return minimumValue + fraction * (maximumValue - minimumValue)
    }

    open override func beginTracking(_ touch: Touch, with event: Event?) -> Bool {
        valueAtStart = value
        follow(touch)
        return true
    }

    open override func continueTracking(_ touch: Touch, with event: Event?) -> Bool {
        follow(touch)
        return true
    }

    open override func endTracking(_ touch: Touch?, with event: Event?) {
        if let touch { follow(touch) }
        if !isContinuous, value != valueAtStart { sendActions(for: .valueChanged) }
    }

    private func follow(_ touch: Touch) {
        let new = value(at: touch.location(in: self))
        guard new != value else { return }
        value = new
        if isContinuous { sendActions(for: .valueChanged) }
    }

    private func clamp(_ x: Double) -> Double {
        Swift.min(Swift.max(x, minimumValue), Swift.max(minimumValue, maximumValue))
    }
}
