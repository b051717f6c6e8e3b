import GestureKit
import GestureKitIO

/// The gesture records `gesture run` prints each time a recognizer of the scene calls its actions
/// (README, "Recognizer records"). Every record has `t` (the engine's clock when the recognizer decided,
/// in seconds), `type` (the recognizer type), `id` (the recognizer's id), `view` (the id of the view it is
/// attached to), and `x`, `y`: where the touches are, in that view's coordinates (points). Then:
/// - `tap`: `taps` (the tap count), `touches`, and `down`, `up` (when the last tap landed and lifted, so a
///   tap confirmed later keeps its own times);
/// - `longPress`, `pan`, `edgePan`, `pinch`, `rotation`: `state` (`began`, `changed`, `ended`,
///   `cancelled`); `pan` and `edgePan` add `dx`, `dy` (translation, points) and `vx`, `vy` (velocity,
///   points per second); `pinch` adds `scale` and `velocity` (scale per second); `rotation` adds
///   `rotation` (radians, clockwise positive) and `velocity` (radians per second);
/// - `swipe`: `direction` (`left`, `right`, `up`, `down`) and `touches`.
extension TraceWriter {
    /// A recognizer's action, attached to the view `viewID`.
    func recognized(_ recognizer: GestureRecognizer, view viewID: String) {
        let view = recognizer.view
        let location = recognizer.location(in: view)
        let type = Self.typeName(recognizer)
        let id = recognizer.identifier ?? ""
        switch style {
        case .jsonl:
            jsonHead(recognizer.now, type, then: ",\"id\":")
            output.writeJSONString(id)
            switch recognizer {
            case let tap as TapGestureRecognizer:
                output.writeJSONField("taps", tap.tapCount)
                output.writeJSONField("touches", tap.touchesInLastTap)
            case let swipe as SwipeGestureRecognizer:
                output.write(",\"direction\":\"\(swipe.recognizedDirection.name)\"")
                output.writeJSONField("touches", swipe.touchesInSwipe)
            default:
                output.write(",\"state\":\"\(recognizer.state.rawValue)\"")
            }
            output.writeJSONField("x", location.x)
            output.writeJSONField("y", location.y)
            output.write(",\"view\":")
            output.writeJSONString(viewID)
            switch recognizer {
            case let tap as TapGestureRecognizer:
                output.writeJSONField("down", tap.tapDownTime)
                output.writeJSONField("up", tap.tapUpTime)
            case let pan as PanGestureRecognizer:
                let translation = pan.translation(in: view), velocity = pan.velocity(in: view)
                output.writeJSONField("dx", translation.x)
                output.writeJSONField("dy", translation.y)
                output.writeJSONField("vx", velocity.x)
                output.writeJSONField("vy", velocity.y)
            case let pinch as PinchGestureRecognizer:
                output.writeJSONField("scale", pinch.scale)
                output.writeJSONField("velocity", pinch.velocity)
            case let rotation as RotationGestureRecognizer:
                output.writeJSONField("rotation", rotation.rotation)
                output.writeJSONField("velocity", rotation.velocity)
            default:
                break
            }
            output.write("}\n")
        case .text:
            func f(_ value: Double) -> String { TextFormat.fixed(value, digits: 2) }
            var text = "\(type) \(id)"
            switch recognizer {
            case let tap as TapGestureRecognizer: text += " taps \(tap.tapCount) touches \(tap.touchesInLastTap)"
            case let swipe as SwipeGestureRecognizer: text += " \(swipe.recognizedDirection.name) touches \(swipe.touchesInSwipe)"
            default: text += " \(recognizer.state.rawValue)"
            }
            text += " at (\(f(location.x)), \(f(location.y))) in \(viewID)"
            switch recognizer {
            case let pan as PanGestureRecognizer:
                let translation = pan.translation(in: view), velocity = pan.velocity(in: view)
                text += " Δ (\(f(translation.x)), \(f(translation.y))) v (\(f(velocity.x)), \(f(velocity.y)))"
            case let pinch as PinchGestureRecognizer:
                text += " scale \(TextFormat.fixed(pinch.scale, digits: 3)) v \(TextFormat.fixed(pinch.velocity, digits: 3))"
            case let rotation as RotationGestureRecognizer:
                text += " rotation \(TextFormat.fixed(rotation.rotation, digits: 3)) v \(TextFormat.fixed(rotation.velocity, digits: 3))"
            default:
                break
            }
            line(recognizer.now, text)
        }
    }

    /// The record type of a recognizer: its scene `type`.
    static func typeName(_ recognizer: GestureRecognizer) -> String {
        switch recognizer {
        case is TapGestureRecognizer: "tap"
        case is LongPressGestureRecognizer: "longPress"
        case is ScreenEdgePanGestureRecognizer: "edgePan"
        case is PanGestureRecognizer: "pan"
        case is SwipeGestureRecognizer: "swipe"
        case is PinchGestureRecognizer: "pinch"
        case is RotationGestureRecognizer: "rotation"
        default: "gesture"
        }
    }
}
