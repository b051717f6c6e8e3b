/// Manages a root view, as UIKit's `UIViewController`. It sits in the responder chain between its root
/// view and that view's superview (item 83).
open class ViewController: Responder {
    /// The root view. Setting it makes that view's next responder this controller (and takes the view
    /// from any controller that had it).
    public var view: View? {
        get { rootView }
        set { adopt(newValue) }
    }
    private var rootView: View?

    /// A name for the controller in traces and scene files.
    public var identifier: String?

    /// Creates a controller, optionally with its root view.
    public init(view: View? = nil) {
        super.init()
        adopt(view)
    }

    /// Its view's superview (item 83).
    open override var next: Responder? { rootView?.superview }

    override var hostWindow: Window? { rootView?.window }

    deinit {
        if let rootView, rootView.controller === self { rootView.controller = nil }
    }

    private func adopt(_ view: View?) {
        guard view !== rootView else { return }
        if let old = rootView, old.controller === self { old.controller = nil }
        if let previousOwner = view?.controller { previousOwner.rootView = nil }
        rootView = view
        view?.controller = self
    }
}
