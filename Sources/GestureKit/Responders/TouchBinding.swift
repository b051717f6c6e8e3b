/// Which view a touch belongs to for its whole life (item 10), whether that view is sent the touch, and
/// what gesture recognizers did to its delivery.
///
/// A touch is bound to its hit-test view when it begins. It is not sent to the view when the view is
/// already tracking a touch and is not multiple-touch enabled (item 15), or when exclusive touch forbids
/// it (item 16); it stays bound all the same, so gesture recognizers still see it.
///
/// Recognizers may hold its messages back (``withheld``, items 13–14) or cancel it in the view
/// (``isCancelledInView``, item 11): from then on the view gets nothing more for it.
struct TouchBinding {
    /// The touch's ``Touch/id``.
    let touchID: Int
    /// The hit-test view.
    let view: View
    /// Whether the view receives the touch's messages.
    let deliversToView: Bool
    /// A recognizer that cancels touches in the view recognized it; the view is done with it.
    var isCancelledInView = false
    /// A recognizer asked for the touch to be cancelled in the view; done at the next settle.
    var cancelRequested = false
    /// Whether the view was sent `touchesBegan` for it.
    var viewGotBegan = false
    /// Whether the view was sent `touchesEnded` or `touchesCancelled` for it.
    var viewGotFinal = false
    /// The touch's latest snapshot and the sequence it belongs to.
    var lastTouch: Touch
    var sequence: Int
    /// Messages held back from the view, in order.
    var withheld: [WithheldTouch] = []

    init(touch: Touch, view: View, deliversToView: Bool, sequence: Int) {
        self.touchID = touch.id
        self.view = view
        self.deliversToView = deliversToView
        self.lastTouch = touch
        self.sequence = sequence
    }

    /// Whether the touch has lifted or was cancelled.
    var isFinished: Bool { lastTouch.phase.isFinal }
}

/// A touch message held back from a view while a recognizer decides.
struct WithheldTouch {
    let touch: Touch
    let event: Event
}
