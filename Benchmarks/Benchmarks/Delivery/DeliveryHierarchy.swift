import GestureKit

/// A window that takes every touch message that reaches it, counting them, so chains end here.
final class CountingWindow: Window {
    var delivered = 0
    override func touchesBegan(_ touches: [Touch], with event: Event) { delivered += touches.count }
    override func touchesEnded(_ touches: [Touch], with event: Event) { delivered += touches.count }
}

/// The benchmark's scene: a 1,000-view hierarchy 8 levels deep in a 1024 × 1024 pt window.
///
/// Every view from level 1 to 7 is split in two halves by two subviews (a full binary tree: 510 views),
/// and 490 small "decoration" views (labels, icons) sit in front of them, in the corners of views, so
/// hit-testing tries and rejects them on the way down. No view handles touches: each message is hit-tested
/// to a level-8 leaf and walks up 8 levels of superviews to the window.
struct DeliveryHierarchy {
    static let viewCount = 1000
    static let depth = 8
    let application: Application
    let window: CountingWindow
    let views: Int

    init() {
        application = Application()
        window = CountingWindow(frame: Rect(x: 0, y: 0, width: 1024, height: 1024))
        window.isMultipleTouchEnabled = true
        application.addWindow(window)
        var count = 0
        var branches: [View] = []
        func split(_ parent: View, level: Int) {
            guard level <= Self.depth else { return }
            let size = parent.bounds.size
            let horizontal = level % 2 == 1
            for half in 0..<2 {
                let frame = horizontal
                    ? Rect(x: Double(half) * size.width / 2, y: 0, width: size.width / 2, height: size.height)
                    : Rect(x: 0, y: Double(half) * size.height / 2, width: size.width, height: size.height / 2)
                let child = View(frame: frame)
                child.isMultipleTouchEnabled = true
                parent.addSubview(child)
                count += 1
                if level < Self.depth { branches.append(child) }
                split(child, level: level + 1)
            }
        }
        split(window, level: 1)
        // Decorations: tiny views in front, in the top-left corner of internal views, round-robin.
        var index = 0
        while count < Self.viewCount {
            let parent = branches[index % branches.count]
            let decoration = View(frame: Rect(x: Double(index / branches.count) * 2, y: 0, width: 1, height: 1))
            parent.addSubview(decoration)
            count += 1
            index += 1
        }
        views = count
    }

    /// The longest chain of superviews from any view to the window.
    func maximumDepth() -> Int {
        func depth(_ view: View) -> Int { 1 + (view.subviews.map(depth).max() ?? 0) }
        return window.subviews.map(depth).max() ?? 0
    }
}
