/// Which view a touch belongs to for its whole life (item 10), and whether that view is sent the touch.
///
/// A touch is bound to its hit-test view when it begins. It is not sent to the view when the view is
/// already tracking a touch and is not multiple-touch enabled (item 15), or when exclusive touch forbids
/// it (item 16); it stays bound all the same, so gesture recognizers still see it.
struct TouchBinding {
    /// The touch's ``Touch/id``.
    let touchID: Int
    /// The hit-test view.
    let view: View
    /// Whether the view receives the touch's messages.
    let deliversToView: Bool
}
