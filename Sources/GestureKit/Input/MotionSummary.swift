public import GSL

/// A running summary of accelerometer samples: count, time span, rate, and per-axis and magnitude
/// statistics in g, in constant memory.
///
/// Samples are gathered in blocks of ``blockSize``; GSL computes each full block's statistics in one
/// call per figure and the blocks are merged exactly (``BlockStatistics``). The steady state allocates
/// nothing.
public struct MotionSummary: Sendable {
    /// How many samples make one block handed to GSL.
    public static let blockSize = 1024

    /// How many samples were added.
    public private(set) var count = 0
    /// The first sample's time, in seconds (`nil` before any sample).
    public private(set) var firstTimestamp: Double?
    /// The last sample's time, in seconds.
    public private(set) var lastTimestamp: Double?

    private var x = BlockAccumulator()
    private var y = BlockAccumulator()
    private var z = BlockAccumulator()
    private var magnitude = BlockAccumulator()

    /// Creates an empty summary.
    public init() {}

    /// Adds one reading.
    public mutating func add(_ sample: AccelerometerSample) {
        count += 1
        if firstTimestamp == nil { firstTimestamp = sample.timestamp }
        lastTimestamp = sample.timestamp
        x.add(sample.x)
        y.add(sample.y)
        z.add(sample.z)
        magnitude.add(sample.magnitude)
    }

    /// Seconds from the first to the last sample (0 with fewer than two).
    public var duration: Double {
        guard let first = firstTimestamp, let last = lastTimestamp else { return 0 }
        return last - first
    }

    /// Mean sampling rate in Hz (0 when it cannot be told).
    public var rate: Double { duration > 0 ? Double(count - 1) / duration : 0 }

    /// Statistics of x, y and z in g.
    public var axes: (x: BlockStatistics, y: BlockStatistics, z: BlockStatistics) {
        (x.statistics, y.statistics, z.statistics)
    }

    /// Statistics of the magnitude |a| in g.
    public var magnitudeStatistics: BlockStatistics { magnitude.statistics }
}

/// Values gathered into fixed-size blocks, each summarised by GSL and merged into a running total.
struct BlockAccumulator: Sendable {
    private var block: [Double]
    private var merged = BlockStatistics.empty

    init() {
        block = []
        block.reserveCapacity(MotionSummary.blockSize)
    }

    mutating func add(_ value: Double) {
        block.append(value)
        if block.count == MotionSummary.blockSize {
            merged = merged.merged(with: BlockStatistics(of: block))
            block.removeAll(keepingCapacity: true)
        }
    }

    /// The statistics of every value added so far, the partial block included.
    var statistics: BlockStatistics { merged.merged(with: BlockStatistics(of: block)) }
}
