#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import GestureKit

/// Reads touch samples from an evemu recording of a Linux touch device (`evemu-record` text).
///
/// Supported: multitouch protocol B (`ABS_MT_SLOT`, `ABS_MT_TRACKING_ID`, `ABS_MT_POSITION_X/Y`,
/// `ABS_MT_PRESSURE`, `ABS_MT_TOUCH_MAJOR`) and single-touch devices (`ABS_X/Y` with `BTN_TOUCH`).
/// Each `SYN_REPORT` closes a frame: its samples share the frame's timestamp, so the tracker sees them
/// as one event dispatch.
///
/// - Time: seconds since the recording's first frame (`SYN_REPORT`); kernel timestamps are microseconds.
/// - Contacts: the kernel's tracking id (multitouch) or 0 (single touch).
/// - Position: axis value minus the axis minimum, divided by the axis resolution (units per mm) and
///   multiplied by ``pointsPerMillimetre`` (163 points per inch, iPhone's density); an axis without a
///   resolution is taken in device units (1 unit = 1 point). Axes come from the recording's `A:` lines,
///   or from a description file (`NAME.desc`) when the recording has none.
/// - Pressure: the value divided by the axis maximum (so 1.0 is the hardest press); radius: half the
///   touch major axis in points.
public final class EvemuSampleReader: SampleReader {
    /// Points per millimetre at 163 points per inch.
    public static let pointsPerMillimetre = 163.0 / 25.4

    /// An absolute axis as declared by an `A:` line: minimum, maximum, resolution (units per mm).
    struct Axis {
        var minimum: Double
        var maximum: Double
        var resolution: Double
    }

    /// One multitouch slot's state.
    struct Slot {
        var trackingID: Int = -1
        var contact: Int = -1
        var x = 0.0
        var y = 0.0
        var pressure: Double?
        var radius: Double?
        var began = false
        var moved = false
        var ended = false
    }

    private var lines: LineReader
    private var axes: [Int: Axis] = [:]
    private var slots: [Slot] = [Slot()]
    private var currentSlot = 0
    private var origin: (seconds: Int, microseconds: Int)?
    private var pending: [Sample] = []
    private var pendingIndex = 0
    private var usesMultitouch = false
    private var singleTouchDown = false
    private var singleTouchChanged = false
    private var descriptionPath: String?
    private var loadedDescription = false

    /// Opens a recording. `descriptionPath` names a `.desc` file for recordings without `A:` lines.
    public init(path: String, descriptionPath: String? = nil) throws(DatasetError) {
        lines = try LineReader(path: path)
        self.descriptionPath = descriptionPath
    }

    public var name: String { lines.name }
    public var lineNumber: Int { lines.lineNumber }

    public func next() throws(DatasetError) -> Sample? {
        while true {
            if pendingIndex < pending.count {
                defer { pendingIndex += 1 }
                return pending[pendingIndex]
            }
            pending.removeAll(keepingCapacity: true)
            pendingIndex = 0
            guard let line = try lines.nextLine() else { return nil }
            do {
                try parse(line)
            } catch {
                throw error.located(file: name, line: lines.lineNumber)
            }
        }
    }

    private func parse(_ line: UnsafeBufferPointer<UInt8>) throws(LineProblem) {
        guard line.count >= 2, line[1] == UInt8(ascii: ":") else {
            if line.isEmpty || line[0] == UInt8(ascii: "#") { return }
            throw LineProblem(.malformed("expected an evemu line such as \"E: 0.000000 0003 0035 100\""))
        }
        // evemu 2 appends "\t# EV_ABS / ABS_MT_POSITION_X 340" to each event: a comment to drop.
        let text = String(decoding: line, as: UTF8.self)
        let content = text.firstIndex(of: "#").map { text[..<$0] } ?? Substring(text)
        let words = content.split(whereSeparator: { $0 == " " || $0 == "\t" })
        switch line[0] {
        case UInt8(ascii: "A"):
            guard words.count >= 6, let code = Int(words[1], radix: 16), let minimum = Double(words[2]),
                let maximum = Double(words[3]), let resolution = words.count >= 7 ? Double(words[6]) : 0
            else { throw LineProblem(.malformed("expected \"A: code min max fuzz flat resolution\"")) }
            axes[code] = Axis(minimum: minimum, maximum: maximum, resolution: resolution)
        case UInt8(ascii: "E"):
            try event(words)
        default:
            return  // N:, I:, P:, B:, L:, S: describe the device; nothing to read from them.
        }
    }

    private func event(_ words: [Substring]) throws(LineProblem) {
        guard words.count == 5 else { throw LineProblem(.malformed("expected \"E: seconds type code value\"")) }
        guard let type = Int(words[2], radix: 16), let code = Int(words[3], radix: 16), let value = Int(words[4])
        else { throw LineProblem(value: words[2...].joined(separator: " "), .malformed("expected hexadecimal type and code and a decimal value")) }
        let stamp = words[1].split(separator: ".", omittingEmptySubsequences: false)
        guard stamp.count == 2, stamp[1].count == 6, stamp.allSatisfy(Self.isDigits),
            let seconds = Int(stamp[0]), let micro = Int(stamp[1]), seconds <= Self.latestSecond
        else {
            throw LineProblem(field: "time", value: String(words[1]), .invalidValue("seconds.microseconds"))
        }
        if axes.isEmpty { loadDescription() }
        if origin == nil, type == 0, code == 0 { origin = (seconds, micro) }
        switch (type, code) {
        case (0x00, 0x00): emitFrame(seconds: seconds, microseconds: micro)
        case (0x00, 0x03): throw LineProblem(.malformed("SYN_DROPPED: the kernel dropped events here"))
        case (0x03, 0x2F):
            guard (0..<64).contains(value) else { throw LineProblem(field: "ABS_MT_SLOT", value: "\(value)", .invalidValue("a slot 0…63")) }
            usesMultitouch = true
            while slots.count <= value { slots.append(Slot()) }
            currentSlot = value
        case (0x03, 0x39):
            usesMultitouch = true
            if value < 0 {
                if slots[currentSlot].trackingID >= 0 { slots[currentSlot].ended = true }
                slots[currentSlot].trackingID = -1
            } else {
                if slots[currentSlot].trackingID >= 0 { slots[currentSlot].ended = true }
                slots[currentSlot].trackingID = value
                slots[currentSlot].began = true
            }
        case (0x03, 0x35): usesMultitouch = true; slots[currentSlot].x = scaled(value, axis: 0x35); slots[currentSlot].moved = true
        case (0x03, 0x36): usesMultitouch = true; slots[currentSlot].y = scaled(value, axis: 0x36); slots[currentSlot].moved = true
        case (0x03, 0x3A): slots[currentSlot].pressure = normalised(value, axis: 0x3A); slots[currentSlot].moved = true
        case (0x03, 0x30): slots[currentSlot].radius = scaled(value, axis: 0x30, offset: false) / 2; slots[currentSlot].moved = true
        case (0x03, 0x00) where !usesMultitouch: slots[0].x = scaled(value, axis: 0x00); singleTouchChanged = true
        case (0x03, 0x01) where !usesMultitouch: slots[0].y = scaled(value, axis: 0x01); singleTouchChanged = true
        case (0x01, 0x14A) where !usesMultitouch:
            if value != 0 && !singleTouchDown { slots[0].began = true }
            if value == 0 && singleTouchDown { slots[0].ended = true }
            singleTouchDown = value != 0
        default: return
        }
    }

    /// The latest kernel timestamp taken, in seconds (2⁴⁰, some 34,800 years): any difference of two
    /// timestamps then fits in microseconds without overflow.
    static let latestSecond = 1 << 40

    /// Whether `text` is one or more ASCII digits (no sign, no spaces).
    private static func isDigits(_ text: Substring) -> Bool {
        !text.isEmpty && text.utf8.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
    }

    private func emitFrame(seconds: Int, microseconds: Int) {
        guard let origin else { return }
        let time = Double((seconds - origin.seconds) * 1_000_000 + (microseconds - origin.microseconds)) / 1_000_000
        if !usesMultitouch {
            var slot = slots[0]
            if slot.ended { pending.append(sample(slot, .up, time)) }
            if slot.began {
                slot.contact = 0
                pending.append(sample(slot, .down, time))
            } else if singleTouchChanged && singleTouchDown && !slot.ended {
                pending.append(sample(slot, .move, time))
            }
            slot.began = false
            slot.ended = false
            slots[0] = slot
            singleTouchChanged = false
            return
        }
        for index in slots.indices {
            var slot = slots[index]
            if slot.ended && slot.contact >= 0 {
                pending.append(sample(slot, .up, time))
                slot.contact = -1
            }
            if slot.began && slot.trackingID >= 0 {
                slot.contact = slot.trackingID
                pending.append(sample(slot, .down, time))
            } else if slot.moved && slot.contact >= 0 {
                pending.append(sample(slot, .move, time))
            }
            slot.began = false
            slot.moved = false
            slot.ended = false
            slots[index] = slot
        }
    }

    private func sample(_ slot: Slot, _ state: TouchSample.State, _ time: Double) -> Sample {
        .touch(TouchSample(timestamp: time, contact: slot.contact, state: state, x: slot.x, y: slot.y,
                           pressure: slot.pressure, radius: slot.radius))
    }

    private func scaled(_ value: Int, axis code: Int, offset: Bool = true) -> Double {
        guard let axis = axes[code] else { return Double(value) }
        let units = Double(value) - (offset ? axis.minimum : 0)
        guard axis.resolution > 0 else { return units }
        return units / axis.resolution * Self.pointsPerMillimetre
    }

    private func normalised(_ value: Int, axis code: Int) -> Double {
        guard let axis = axes[code], axis.maximum > axis.minimum else { return Double(value) }
        return (Double(value) - axis.minimum) / (axis.maximum - axis.minimum)
    }

    /// Reads axes from the description file: the one named, or `NAME.desc` beside `NAME.WHAT.events`.
    private func loadDescription() {
        guard !loadedDescription else { return }
        loadedDescription = true
        let path = descriptionPath ?? Self.siblingDescription(of: name)
        guard let path, var reader = try? LineReader(path: path) else { return }
        while let line = try? reader.nextLine() {
            guard line.count > 2, line[0] == UInt8(ascii: "A"), line[1] == UInt8(ascii: ":") else { continue }
            try? parse(line)
        }
    }

    /// `dir/NAME.desc` for `dir/NAME.WHAT.events`, if such a file exists.
    static func siblingDescription(of path: String) -> String? {
        guard path != "-" else { return nil }
        var stem = Substring(path)
        while let dot = stem.lastIndex(of: "."), !stem[dot...].contains("/") {
            stem = stem[..<dot]
            let candidate = String(stem) + ".desc"
            if access(candidate, F_OK) == 0 { return candidate }
        }
        return nil
    }
}
