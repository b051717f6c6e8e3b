import GestureKit

/// A live scene built from a ``SceneDescription``: an application with one window, its views and view
/// controllers, and an app delegate, each handling what the description says and passing on the rest.
///
/// Every message a scene responder handles is reported to ``onHandled`` with the responder's id
/// (`window`, `application` and `appDelegate` for those); every message nobody handles reaches the
/// application's ``Application/onDroppedEvent``.
public final class Scene {
    /// One message a scene responder handled.
    public struct Handled: Equatable, Sendable {
        /// The id of the responder that handled it.
        public let responder: String
        /// The message, for events.
        public let delivery: Delivery?
        /// The action, for actions.
        public let action: Action?
    }

    /// The application.
    public let application: Application
    /// The window.
    public let window: Window
    /// Every view and controller by id.
    public private(set) var responders: [String: Responder] = [:]
    /// Called with every message a scene responder handles.
    public var onHandled: ((Handled) -> Void)?
    /// Every gesture recognizer by id.
    public private(set) var recognizers: [String: GestureRecognizer] = [:]
    /// Called each time a scene recognizer calls its actions, with the id of the view it is attached to.
    public var onRecognizerAction: ((GestureRecognizer, String) -> Void)?
    /// Called with every action a scene control sent that a scene responder performed.
    public var onControlAction: ((ControlAction) -> Void)?

    /// The app delegate, kept alive here (the application holds its delegate weakly).
    private let appDelegate: SceneAppDelegate?
    private let file: String
    /// What the responders' and recognizers' closures hold instead of `weak self` (which would slow
    /// every retain of the scene; see ``ObjectHandle``).
    private let handle = ObjectHandle<Scene>()

    /// The scene used when none is given: a 2048 × 2048 pt window (room for every bundled recording)
    /// filled by one view, `root`, that handles touches, motion, remote-control and press events, takes
    /// every touch (multiple-touch enabled) and is first responder, with the standard recognizers.
    public static let defaultDescription = SceneDescription(
        windowFrame: Rect(x: 0, y: 0, width: 2048, height: 2048),
        views: [
            SceneDescription.ViewDescription(
                id: "root", frame: Rect(x: 0, y: 0, width: 2048, height: 2048), isMultipleTouchEnabled: true,
                canBecomeFirstResponder: true,
                handles: HandledKinds(names: ["touches", "motion", "remote", "presses"]),
                recognizers: standardRecognizers)
        ],
        firstResponder: "root")

    /// The default scene's recognizers, with every default parameter: `doubleTap` (2 taps), `tap` (waits
    /// for `doubleTap` to fail), `longPress`, `pan`, `swipe` (all four directions), `pinch` and
    /// `rotation`. `pan` and `swipe` may recognize together (a drag that ends in a flick is both), as may
    /// `pinch`, `rotation` and `pan` (a two-finger gesture can move, zoom and turn at once).
    public static let standardRecognizers: [RecognizerDescription] = [
        RecognizerDescription(kind: .tap, id: "doubleTap", settings: ["taps": .number(2)]),
        RecognizerDescription(kind: .tap, id: "tap", requireToFail: ["doubleTap"]),
        RecognizerDescription(kind: .longPress, id: "longPress"),
        RecognizerDescription(kind: .pan, id: "pan", simultaneousWith: ["swipe", "pinch", "rotation"]),
        RecognizerDescription(
            kind: .swipe, id: "swipe", settings: ["directions": .names(["left", "right", "up", "down"])]),
        RecognizerDescription(kind: .pinch, id: "pinch", simultaneousWith: ["rotation"]),
        RecognizerDescription(kind: .rotation, id: "rotation"),
    ]

    /// Builds a scene from a description; `file` names it in errors.
    /// - Throws: ``SceneError`` when the first responder cannot become first responder.
    public init(_ description: SceneDescription, file: String = "<scene>") throws(SceneError) {
        self.file = file
        application = Application()
        window = Window(frame: description.windowFrame)
        application.addWindow(window)
        appDelegate = description.appDelegateHandles == nil ? nil : SceneAppDelegate()
        handle.object = self
        application.delegate = appDelegate
        attach(window, id: "window", handles: description.windowHandles)
        attach(application, id: "application", handles: description.applicationHandles)
        if let appDelegate, let handles = description.appDelegateHandles { attach(appDelegate, id: "appDelegate", handles: handles) }
        for view in description.views { window.addSubview(build(view)) }
        for view in description.views { relate(view) }
        for controller in description.controllers {
            let built = SceneViewController(view: responders[controller.view] as? View)
            built.identifier = controller.id
            built.acceptsFirstResponder = controller.canBecomeFirstResponder
            responders[controller.id] = built
            attach(built, id: controller.id, handles: controller.handles)
        }
        for view in description.views { wireControls(view) }
        if let first = description.firstResponder, let responder = responders[first], !responder.becomeFirstResponder() {
            throw SceneError(
                file: file,
                reason: .invalid(path: "$.firstResponder", "\"\(first)\" cannot become first responder (set \"canBecomeFirstResponder\": true)"))
        }
    }

    deinit {
        handle.object = nil
    }

    /// The default scene (``defaultDescription``).
    public static func makeDefault() -> Scene {
        // The default description names a view that can become first responder, so building cannot fail.
        try! Scene(defaultDescription, file: "<default scene>")
    }

    // MARK: - Building

    private func build(_ description: SceneDescription.ViewDescription) -> View {
        let view: View
        if let control = description.control {
            view = Scene.makeControl(control, frame: description.frame)
        } else {
            let plain = SceneView(frame: description.frame)
            plain.acceptsFirstResponder = description.canBecomeFirstResponder
            view = plain
        }
        view.identifier = description.id
        view.bounds.origin = description.boundsOrigin
        view.transform = description.transform
        view.isHidden = description.isHidden
        view.alpha = description.alpha
        view.isUserInteractionEnabled = description.isUserInteractionEnabled
        view.isMultipleTouchEnabled = description.isMultipleTouchEnabled
        view.isExclusiveTouch = description.isExclusiveTouch
        responders[description.id] = view
        attach(view, id: description.id, handles: description.handles)
        for recognizerDescription in description.recognizers {
            let recognizer = Scene.makeRecognizer(recognizerDescription)
            view.addGestureRecognizer(recognizer)
            recognizers[recognizerDescription.id] = recognizer
            let viewID = description.id
            let handle = handle
            recognizer.addAction { recognizer in handle.object?.onRecognizerAction?(recognizer, viewID) }
        }
        for subview in description.subviews { view.addSubview(build(subview)) }
        return view
    }

    /// Sets up `requireToFail` and `simultaneousWith` once every recognizer exists.
    private func relate(_ description: SceneDescription.ViewDescription) {
        for recognizerDescription in description.recognizers {
            guard let recognizer = recognizers[recognizerDescription.id] else { continue }
            for id in recognizerDescription.requireToFail {
                if let other = recognizers[id] { recognizer.require(toFail: other) }
            }
            for id in recognizerDescription.simultaneousWith {
                if let other = recognizers[id] { recognizer.recognizeSimultaneously(with: other) }
            }
        }
        for subview in description.subviews { relate(subview) }
    }

    private func wireControls(_ description: SceneDescription.ViewDescription) {
        if let control = description.control, let built = responders[description.id] as? Control {
            wireActions(of: built, control)
        }
        for subview in description.subviews { wireControls(subview) }
    }

    /// What a scene responder does to perform `action`: report it, as a control action when a scene
    /// control sent it, else as a handled action.
    func actionHandler(_ id: String, _ action: Action) -> (AnyObject?, Event?) -> Void {
        let handle = handle
        return { sender, event in
            guard let scene = handle.object else { return }
            if let control = sender as? Control, let controlID = control.identifier, let single = control.sendingEvent {
                scene.onControlAction?(
                    ControlAction(control: controlID, event: single.description, action: action.name, target: id, time: event?.timestamp))
            } else {
                scene.onHandled?(Handled(responder: id, delivery: nil, action: action))
            }
        }
    }

    /// Makes `responder` handle (and report) what `handles` lists, and pass on everything else.
    private func attach(_ responder: Responder, id: String, handles: HandledKinds) {
        let handle = handle
        responder.messageHandler = { delivery in
            guard handles.handles(delivery.message) else { return false }
            handle.object?.onHandled?(Handled(responder: id, delivery: delivery, action: nil))
            return true
        }
        for action in handles.actions {
            responder.actionHandlers[action] = actionHandler(id, action)
        }
    }
}
