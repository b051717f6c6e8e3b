import GestureKit

/// A scene file's content, checked and typed, before any object is built (see `Datasets/SCENES.md`).
public struct SceneDescription: Equatable, Sendable {
    /// A view: `{"id", "frame", "subviews", "bounds", "transform", "hidden", "alpha", …, "handles"}`.
    public struct ViewDescription: Equatable, Sendable {
        public var id: String
        public var frame: Rect
        public var boundsOrigin = Point.zero
        public var transform = AffineTransform.identity
        public var isHidden = false
        public var alpha = 1.0
        public var isUserInteractionEnabled = true
        public var isMultipleTouchEnabled = false
        public var isExclusiveTouch = false
        public var canBecomeFirstResponder = false
        public var handles = HandledKinds()
        public var subviews: [ViewDescription] = []
        /// The gesture recognizers attached to the view, in order.
        public var recognizers: [RecognizerDescription] = []
        /// The control the view is, if any.
        public var control: ControlDescription?

        /// Creates a view description; every flag not given has UIKit's default.
        public init(
            id: String, frame: Rect, boundsOrigin: Point = .zero, transform: AffineTransform = .identity,
            isHidden: Bool = false, alpha: Double = 1, isUserInteractionEnabled: Bool = true,
            isMultipleTouchEnabled: Bool = false, isExclusiveTouch: Bool = false, canBecomeFirstResponder: Bool = false,
            handles: HandledKinds = HandledKinds(), subviews: [ViewDescription] = [], recognizers: [RecognizerDescription] = []
        ) {
            self.recognizers = recognizers
            self.id = id
            self.frame = frame
            self.boundsOrigin = boundsOrigin
            self.transform = transform
            self.isHidden = isHidden
            self.alpha = alpha
            self.isUserInteractionEnabled = isUserInteractionEnabled
            self.isMultipleTouchEnabled = isMultipleTouchEnabled
            self.isExclusiveTouch = isExclusiveTouch
            self.canBecomeFirstResponder = canBecomeFirstResponder
            self.handles = handles
            self.subviews = subviews
        }
    }

    /// A view controller: `{"id", "view", "handles", "canBecomeFirstResponder"}`.
    public struct ControllerDescription: Equatable, Sendable {
        public var id: String
        public var view: String
        public var canBecomeFirstResponder = false
        public var handles = HandledKinds()

        /// Creates a controller description.
        public init(id: String, view: String, canBecomeFirstResponder: Bool = false, handles: HandledKinds = HandledKinds()) {
            self.id = id
            self.view = view
            self.canBecomeFirstResponder = canBecomeFirstResponder
            self.handles = handles
        }
    }

    /// The window's frame in screen coordinates (points).
    public var windowFrame: Rect
    /// What the window handles.
    public var windowHandles = HandledKinds()
    /// The window's views, back to front.
    public var views: [ViewDescription] = []
    /// The view controllers.
    public var controllers: [ControllerDescription] = []
    /// The id of the responder to make first responder, if any.
    public var firstResponder: String?
    /// What the application handles.
    public var applicationHandles = HandledKinds()
    /// What the app delegate handles; `nil` when the scene has no app delegate.
    public var appDelegateHandles: HandledKinds?

    /// Creates a scene description.
    public init(
        windowFrame: Rect, windowHandles: HandledKinds = HandledKinds(), views: [ViewDescription] = [],
        controllers: [ControllerDescription] = [], firstResponder: String? = nil,
        applicationHandles: HandledKinds = HandledKinds(), appDelegateHandles: HandledKinds? = nil
    ) {
        self.windowFrame = windowFrame
        self.windowHandles = windowHandles
        self.views = views
        self.controllers = controllers
        self.firstResponder = firstResponder
        self.applicationHandles = applicationHandles
        self.appDelegateHandles = appDelegateHandles
    }

    /// The names scene responders go by in traces that are not view or controller ids.
    public static let reservedIDs: Set<String> = ["window", "application", "appDelegate"]

    /// Reads and checks a scene file.
    /// - Throws: ``SceneError`` naming the file, and the line and column or JSON path at fault.
    public static func load(path: String) throws(SceneError) -> SceneDescription {
        let bytes = try readAll(path)
        let document: JSONValue
        do {
            document = try JSONParser.parse(bytes)
        } catch {
            throw SceneError(file: path, reason: .syntax(line: error.line, column: error.column, error.reason))
        }
        return try SceneDecoder(file: path).decode(document)
    }

    private static func readAll(_ path: String) throws(SceneError) -> [UInt8] {
        var bytes: [UInt8] = []
        do {
            var reader = try LineReader(path: path)
            var first = true
            while let line = try reader.nextLine() {
                if !first { bytes.append(0x0A) }
                first = false
                bytes.append(contentsOf: line)
            }
        } catch {
            let why: String = switch error.reason {
            case .cannotOpen(let text), .unreadable(let text): text
            default: error.description
            }
            throw SceneError(file: path, reason: .cannotOpen(why))
        }
        return bytes
    }
}
