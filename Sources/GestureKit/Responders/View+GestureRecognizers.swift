extension View {
    /// Attaches `recognizer` (taking it from the view it was attached to).
    public func addGestureRecognizer(_ recognizer: GestureRecognizer) {
        if let owner = recognizer.view {
            if owner === self { return }
            owner.removeGestureRecognizer(recognizer)
        }
        recognizerList.append(recognizer)
        recognizer.view = self
    }

    /// Detaches `recognizer`; a gesture under way is cancelled, a possible one fails.
    public func removeGestureRecognizer(_ recognizer: GestureRecognizer) {
        guard recognizer.view === self else { return }
        if recognizer.arena != nil, recognizer.isEnabled {
            recognizer.isEnabled = false
            recognizer.isEnabled = true
        }
        recognizerList.removeAll { $0 === recognizer }
        recognizer.view = nil
    }
}
