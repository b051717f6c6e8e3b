import Testing
@testable import TerminalUI

@Suite struct MouseReportTests {
    @Test func theButtonCodeSplitsIntoButtonMotionAndModifiers() {
        // 35 = 32 (motion) + 3 (no button held): a hover.
        #expect(MouseReport(code: 35, column: 7, row: 2, final: UInt8(ascii: "M")) == MouseReport(button: 3, column: 7, row: 2, isPress: true, isMotion: true))
        // 66 = 64 + 2: not a wheel button; 72 = 64 (wheel up) + 8 (Alt); 65 + 16: wheel down with Ctrl.
        #expect(MouseReport(code: 72, column: 1, row: 1, final: UInt8(ascii: "M")) == MouseReport(button: 64, column: 1, row: 1, isPress: true, alt: true))
        #expect(MouseReport(code: 81, column: 1, row: 1, final: UInt8(ascii: "M")) == MouseReport(button: 65, column: 1, row: 1, isPress: true, control: true))
        // 38 = 32 + 4 + 2: dragging with the right button, Shift held.
        #expect(MouseReport(code: 38, column: 200, row: 60, final: UInt8(ascii: "M")) == MouseReport(button: 2, column: 200, row: 60, isPress: true, isMotion: true, shift: true))
    }

    @Test func aLowerCaseFinalByteIsARelease() {
        #expect(MouseReport(code: 1, column: 4, row: 9, final: UInt8(ascii: "m")) == MouseReport(button: 1, column: 4, row: 9, isPress: false))
    }

    @Test func cellsAre1BasedAndOnlyMOrmEndsAReport() {
        #expect(MouseReport(code: 0, column: 0, row: 1, final: UInt8(ascii: "M")) == nil)
        #expect(MouseReport(code: 0, column: 1, row: 0, final: UInt8(ascii: "M")) == nil)
        #expect(MouseReport(code: 0, column: 1, row: 1, final: UInt8(ascii: "~")) == nil)
    }
}
