import GestureKit
import GestureKitIO

/// Writes what `gesture run` observed, as human-readable text or as JSON Lines.
///
/// JSON Lines records (every record has `t` in seconds and `type`; see README, "Output records"):
/// - `eventBegan` / `eventEnded`: `event` (the sequence number)
/// - `touch`: `event`, `touch` (id), `contact`, `phase`, `x`, `y`, `tapCount`, and `pressure`, `radius`
///   when the source reports them; one record per touch of the dispatch, stationary ones included
/// - `key`: `key`, `state`; `remote`: `command`
/// - `motionSummary` (at the end of the stream): `samples`, `first` and `last` (s), `duration`, `rate`, `mean` and `sd` ([x, y, z] in g), `magnitude`
///   (`mean`, `sd`, `min`, `max` in g)
/// - `summary`: `source`, `samples`, `touches`, `events`, `accelerometer`, `keys`, `remotes`, `skipped`
/// - with `--trace`, one record per delivery (see `TraceWriter+Deliveries.swift`)
struct TraceWriter {
    /// How records are written.
    enum Style {
        case text
        case jsonl
    }

    let style: Style
    let output: OutputBuffer

    func eventBegan(_ event: Event) {
        switch style {
        case .jsonl: jsonHead(event.timestamp, "eventBegan", then: ",\"event\":\(event.sequence)}\n")
        case .text: line(event.timestamp, "event \(event.sequence) began")
        }
    }

    func eventEnded(_ event: Event) {
        switch style {
        case .jsonl: jsonHead(event.timestamp, "eventEnded", then: ",\"event\":\(event.sequence)}\n")
        case .text: line(event.timestamp, "event \(event.sequence) ended")
        }
    }

    func touch(_ touch: Touch, in event: Event) {
        switch style {
        case .jsonl:
            jsonHead(event.timestamp, "touch", then: "")
            output.writeJSONField("event", event.sequence)
            output.writeJSONField("touch", touch.id)
            output.writeJSONField("contact", touch.contact)
            output.write(",\"phase\":\"")
            output.write(touch.phase.rawValue)
            output.write("\"")
            output.writeJSONField("x", touch.location.x)
            output.writeJSONField("y", touch.location.y)
            output.writeJSONField("tapCount", touch.tapCount)
            if let pressure = touch.pressure { output.writeJSONField("pressure", pressure) }
            if let radius = touch.radius { output.writeJSONField("radius", radius) }
            output.write("}\n")
        case .text:
            let location = "(\(TextFormat.fixed(touch.location.x, digits: 2)), \(TextFormat.fixed(touch.location.y, digits: 2)))"
            line(
                event.timestamp,
                "  touch \(TextFormat.padRight(String(touch.id), 4)) \(TextFormat.padRight(touch.phase.rawValue, 10)) "
                    + "\(TextFormat.padRight(location, 20)) taps \(touch.tapCount)  contact \(touch.contact)")
        }
    }

    func key(_ sample: KeySample) {
        switch style {
        case .jsonl:
            jsonHead(sample.timestamp, "key", then: ",\"key\":")
            output.writeJSONString(sample.key)
            output.write(",\"state\":\"\(sample.state.rawValue)\"}\n")
        case .text: line(sample.timestamp, "key \(sample.key) \(sample.state.rawValue)")
        }
    }

    func remote(_ sample: RemoteControlSample) {
        switch style {
        case .jsonl: jsonHead(sample.timestamp, "remote", then: ",\"command\":\"\(sample.command.rawValue)\"}\n")
        case .text: line(sample.timestamp, "remote \(sample.command.rawValue)")
        }
    }

    /// The motion summary, stamped `time` (the end of the stream) so records stay in time order.
    func motionSummary(_ summary: MotionSummary, at time: Double) {
        guard summary.count > 0, let first = summary.firstTimestamp, let last = summary.lastTimestamp else { return }
        let axes = summary.axes
        let magnitude = summary.magnitudeStatistics
        switch style {
        case .jsonl:
            jsonHead(time, "motionSummary", then: "")
            output.writeJSONField("samples", summary.count)
            output.writeJSONField("first", first)
            output.writeJSONField("last", last)
            output.writeJSONField("duration", summary.duration)
            output.writeJSONField("rate", summary.rate)
            output.write(",\"mean\":")
            array(axes.x.mean, axes.y.mean, axes.z.mean)
            output.write(",\"sd\":")
            array(axes.x.standardDeviation, axes.y.standardDeviation, axes.z.standardDeviation)
            output.write(",\"magnitude\":{\"mean\":")
            output.write(magnitude.mean)
            output.writeJSONField("sd", magnitude.standardDeviation)
            output.writeJSONField("min", magnitude.minimum)
            output.writeJSONField("max", magnitude.maximum)
            output.write("}}\n")
        case .text:
            func g(_ value: Double) -> String { TextFormat.fixed(value, digits: 3) }
            line(
                time,
                "motion: \(summary.count) accelerometer samples over \(TextFormat.fixed(summary.duration, digits: 3)) s "
                    + "(\(TextFormat.fixed(summary.rate, digits: 1)) Hz); mean (\(g(axes.x.mean)), \(g(axes.y.mean)), "
                    + "\(g(axes.z.mean))) g; |a| mean \(g(magnitude.mean)) sd \(g(magnitude.standardDeviation)) "
                    + "min \(g(magnitude.minimum)) max \(g(magnitude.maximum)) g")
        }
    }

    func summary(_ counts: TraceCounts, source: String, skipped: Int, at time: Double) {
        switch style {
        case .jsonl:
            jsonHead(time, "summary", then: ",\"source\":")
            output.writeJSONString(source)
            output.write(
                ",\"samples\":\(counts.samples),\"touches\":\(counts.touches),\"events\":\(counts.events),"
                    + "\"accelerometer\":\(counts.accelerometer),\"keys\":\(counts.keys),\"remotes\":\(counts.remotes),"
                    + "\"skipped\":\(skipped),\"gestures\":\(counts.gestures),\"actions\":\(counts.actions)}\n")
        case .text:
            line(
                time,
                "summary: \(source): \(counts.samples) samples, \(counts.touches) touches in \(counts.events) events, "
                    + "\(counts.accelerometer) accelerometer, \(counts.keys) key, \(counts.remotes) remote, "
                    + "\(counts.gestures) gesture actions, \(counts.actions) control actions"
                    + (skipped > 0 ? ", \(skipped) bad lines skipped" : ""))
        }
    }

    // MARK: - Pieces

    func jsonHead(_ time: Double, _ type: String, then rest: String) {
        output.write("{\"t\":")
        output.write(time)
        output.write(",\"type\":\"")
        output.write(type)
        output.write("\"")
        output.write(rest)
    }

    private func array(_ a: Double, _ b: Double, _ c: Double) {
        output.write("[")
        output.write(a)
        output.write(",")
        output.write(b)
        output.write(",")
        output.write(c)
        output.write("]")
    }

    func line(_ time: Double, _ text: String) {
        output.write(TextFormat.padLeft(TextFormat.fixed(time, digits: 6), 12))
        output.write("  ")
        output.write(text)
        output.write("\n")
    }
}

/// What a trace counted.
struct TraceCounts: Equatable {
    var samples = 0
    var touches = 0
    var events = 0
    var accelerometer = 0
    var keys = 0
    var remotes = 0
    var gestures = 0
    /// Actions scene controls sent that a responder performed.
    var actions = 0
}
