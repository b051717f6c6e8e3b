/// A pointer to an object, for closures, timers and back-references that must not keep the object alive,
/// that the object clears in its own `deinit`.
///
/// It replaces `weak` on hot paths: a weak reference gives its target a side table, and every retain and
/// release of the target then takes the Swift runtime's slow path; loading it costs a side-table access
/// too. The pointer is `unowned(unsafe)` and never dangles, because each owner creates its handle, points
/// it at itself, and sets `object` to `nil` first thing in its `deinit`, so anyone holding the handle
/// after that reads `nil`. Handles, like the objects that use them, are used from one task.
package final class ObjectHandle<Object: AnyObject> {
    /// The object, or `nil` once it is gone.
    package unowned(unsafe) var object: Object?

    package init() {}
}
