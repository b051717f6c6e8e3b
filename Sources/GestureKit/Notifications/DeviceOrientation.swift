/// The physical orientation of the device, as UIKit's `UIDeviceOrientation`.
public enum DeviceOrientation: String, CaseIterable, Sendable {
    /// Not known yet, or notifications are off.
    case unknown
    /// Upright, home button (bottom edge) down.
    case portrait
    /// Upside down.
    case portraitUpsideDown
    /// On its side, the top edge to the left (home button on the right).
    case landscapeLeft
    /// On its side, the top edge to the right (home button on the left).
    case landscapeRight
    /// Flat, screen up.
    case faceUp
    /// Flat, screen down.
    case faceDown
}
