import GSL
import GestureKit

/// The ball: a view that becomes first responder and answers shakes, as the classic UIKit sample does.
///
/// - `motionBegan(.motionShake)`: the answer disappears while the ball is shaken.
/// - `motionEnded(.motionShake)`: a new answer appears, drawn at random (GSL MT19937, seeded) from the
///   nineteen classic answers other than the one shown last, so every shake visibly changes it.
/// - `motionCancelled(.motionShake)`: the answer shown before the shake comes back.
///
/// Other motion subtypes go up the responder chain untouched.
public final class EightBallView: View {
    /// What the ball shows.
    public enum Face: Equatable, Sendable {
        /// Text in the window of the ball: the greeting or an answer.
        case showing(String)
        /// Being shaken: no answer.
        case shaking
    }

    /// What the ball shows now.
    public private(set) var face: Face
    /// The text shown before the current shake (or now, when not shaking).
    public private(set) var lastShown: String
    /// Called after every change of ``face``.
    public var onChange: ((EightBallChange) -> Void)?
    private var random: RandomSource

    /// A ball showing `greeting`, drawing its answers from a generator seeded with `seed`.
    public init(frame: Rect, seed: UInt64, greeting: String = EightBallAnswers.greeting) throws(GSLError) {
        random = try RandomSource(.mt19937, seed: seed)
        face = .showing(greeting)
        lastShown = greeting
        super.init(frame: frame)
        identifier = "ball"
    }

    public override var canBecomeFirstResponder: Bool { true }

    public override func motionBegan(_ subtype: Event.Subtype, with event: Event) {
        guard subtype == .motionShake else { return super.motionBegan(subtype, with: event) }
        show(.shaking, kind: .shaking, at: event.timestamp)
    }

    public override func motionEnded(_ subtype: Event.Subtype, with event: Event) {
        guard subtype == .motionShake else { return super.motionEnded(subtype, with: event) }
        let others = EightBallAnswers.all.filter { $0 != lastShown }
        let answer = others[random.integer(below: others.count)]
        lastShown = answer
        show(.showing(answer), kind: .answer, at: event.timestamp)
    }

    public override func motionCancelled(_ subtype: Event.Subtype, with event: Event) {
        guard subtype == .motionShake else { return super.motionCancelled(subtype, with: event) }
        show(.showing(lastShown), kind: .restored, at: event.timestamp)
    }

    private func show(_ newFace: Face, kind: EightBallChange.Kind, at time: Double) {
        face = newFace
        if case .showing(let text) = newFace {
            onChange?(EightBallChange(time: time, kind: kind, text: text))
        } else {
            onChange?(EightBallChange(time: time, kind: kind, text: nil))
        }
    }
}
