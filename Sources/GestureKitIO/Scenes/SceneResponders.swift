import GestureKit

/// A scene's view: a ``View`` whose `canBecomeFirstResponder` comes from the scene file.
final class SceneView: View {
    var acceptsFirstResponder = false
    override var canBecomeFirstResponder: Bool { acceptsFirstResponder }
}

/// A scene's view controller: `canBecomeFirstResponder` comes from the scene file.
final class SceneViewController: ViewController {
    var acceptsFirstResponder = false
    override var canBecomeFirstResponder: Bool { acceptsFirstResponder }
}

/// A scene's app delegate: a responder after the application in the chain.
final class SceneAppDelegate: Responder, ApplicationDelegate {}
