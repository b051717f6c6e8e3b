extension Notification.Name {
    /// Posted by ``Device`` when its orientation changes, while orientation notifications are on; the
    /// notification's object is the device, `userInfo["orientation"]` the new ``DeviceOrientation``.
    public static let deviceOrientationDidChange = Notification.Name("deviceOrientationDidChange")
}

/// The device, as UIKit's `UIDevice`: its orientation, and the orientation notifications.
///
/// Orientation notifications are off until ``beginGeneratingDeviceOrientationNotifications()``; the calls
/// nest, each undone by one ``endGeneratingDeviceOrientationNotifications()``. While they are off the
/// orientation reads ``DeviceOrientation/unknown`` and ``updateOrientation(_:)`` does nothing.
public final class Device {
    /// The current orientation (``DeviceOrientation/unknown`` while notifications are off).
    public private(set) var orientation: DeviceOrientation = .unknown
    private var generatingCount = 0
    private unowned let notificationCenter: NotificationCenter

    /// Creates a device that posts through `notificationCenter`.
    public init(notificationCenter: NotificationCenter) {
        self.notificationCenter = notificationCenter
    }

    /// Whether orientation notifications are on.
    public var isGeneratingDeviceOrientationNotifications: Bool { generatingCount > 0 }

    /// Turns orientation notifications on (calls nest).
    public func beginGeneratingDeviceOrientationNotifications() {
        generatingCount += 1
    }

    /// Undoes one ``beginGeneratingDeviceOrientationNotifications()``; when the last is undone the
    /// orientation goes back to unknown. Extra calls are ignored.
    public func endGeneratingDeviceOrientationNotifications() {
        guard generatingCount > 0 else { return }
        generatingCount -= 1
        if generatingCount == 0 { orientation = .unknown }
    }

    /// Records a new orientation (the orientation detector calls this) and posts
    /// ``Notification/Name/deviceOrientationDidChange`` when it changed. A no-op while notifications are off.
    public func updateOrientation(_ newOrientation: DeviceOrientation) {
        guard isGeneratingDeviceOrientationNotifications, newOrientation != orientation else { return }
        orientation = newOrientation
        notificationCenter.post(
            name: .deviceOrientationDidChange, object: self, userInfo: ["orientation": newOrientation])
    }
}
