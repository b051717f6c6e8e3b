import Testing
import GestureKit

@Suite struct ApplicationActivityTests {
    @Test func resigningAndBecomingActivePostOnceEach() {
        let application = Application()
        var names: [String] = []
        application.notificationCenter.addObserver(forName: nil) { names.append($0.name.description) }
        #expect(application.isActive)
        application.resignActive()
        application.resignActive()
        #expect(!application.isActive)
        application.becomeActive()
        application.becomeActive()
        #expect(application.isActive)
        #expect(names == ["applicationWillResignActive", "applicationDidBecomeActive"])
    }
}
