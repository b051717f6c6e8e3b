/// Decides a new touch's `tapCount` (CONFORMANCE.md item 17).
///
/// A touch that begins at most ``interval`` seconds after the previous touch **ended** (up₁ → down₂,
/// both edges inclusive), and at most ``radius`` points from where that touch ended, counts one more tap
/// than it; otherwise it counts 1. A cancelled touch ends any run of taps.
///
/// Defaults: 0.35 s (UIKit's decompiled `maximumIntervalBetweenSuccessiveTaps`) and 54 points
/// (WinObjC's `UITouch`: one third of an inch at 163 points per inch).
///
/// Both comparisons allow ``tolerance`` (10⁻⁹ s and 10⁻⁹ points) so that decimal timestamps compare as
/// written: `0.40 − 0.05` is `0.35000000000000003` in binary floating point, yet is an interval of 0.35 s.
public struct TapCountRule: Equatable, Sendable {
    /// Longest time from the previous touch's end to the new touch's start, in seconds.
    public var interval: Double
    /// Largest distance from the previous touch's end location to the new touch's start, in points.
    public var radius: Double

    /// UIKit's interval, 0.35 s.
    public static let defaultInterval = 0.35
    /// One third of an inch at 163 points per inch, about 54.3 points.
    public static let defaultRadius = 163.0 / 3.0

    /// Rounding allowance for both edges: 10⁻⁹ (seconds, points).
    public static let tolerance = 1e-9

    /// The default rule: 0.35 s and 54.3 points.
    public static let `default` = TapCountRule(interval: defaultInterval, radius: defaultRadius)

    /// Creates a rule from an interval in seconds and a radius in points.
    public init(interval: Double, radius: Double) {
        self.interval = interval
        self.radius = radius
    }

    /// The tap count of a touch beginning at `time` and `location`, given how the previous touch ended.
    @inlinable
    public func tapCount(beginningAt time: Double, at location: Point, after previous: EndedTouch?) -> Int {
        guard let previous, !previous.wasCancelled,
            time - previous.timestamp <= interval + Self.tolerance,
            previous.location.distance(to: location) <= radius + Self.tolerance
        else { return 1 }
        return previous.tapCount + 1
    }

    /// What the rule needs to know of the touch that ended last.
    public struct EndedTouch: Equatable, Sendable {
        /// When it ended, in seconds.
        public var timestamp: Double
        /// Where it ended, in points.
        public var location: Point
        /// Its tap count.
        public var tapCount: Int
        /// Whether it was cancelled rather than lifted.
        public var wasCancelled: Bool

        /// Creates the record of an ended touch.
        public init(timestamp: Double, location: Point, tapCount: Int, wasCancelled: Bool) {
            self.timestamp = timestamp
            self.location = location
            self.tapCount = tapCount
            self.wasCancelled = wasCancelled
        }
    }
}
