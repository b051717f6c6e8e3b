import Testing
@testable import GestureKit

@Suite struct DeviceTests {
    @Test func orientationNotificationsAreOffUntilBegunAndNest() {
        let application = Application()
        var posted: [DeviceOrientation] = []
        application.notificationCenter.addObserver(forName: .deviceOrientationDidChange) {
            posted.append($0.userInfo["orientation"] as? DeviceOrientation ?? .unknown)
        }
        let device = application.device
        device.updateOrientation(.portrait)
        #expect(posted.isEmpty && device.orientation == .unknown)
        device.beginGeneratingDeviceOrientationNotifications()
        device.beginGeneratingDeviceOrientationNotifications()
        device.updateOrientation(.portrait)
        device.updateOrientation(.portrait)
        device.updateOrientation(.faceUp)
        device.endGeneratingDeviceOrientationNotifications()
        #expect(device.isGeneratingDeviceOrientationNotifications)
        device.endGeneratingDeviceOrientationNotifications()
        device.endGeneratingDeviceOrientationNotifications()
        device.updateOrientation(.landscapeLeft)
        #expect(posted == [.portrait, .faceUp] && device.orientation == .unknown)
    }
}
