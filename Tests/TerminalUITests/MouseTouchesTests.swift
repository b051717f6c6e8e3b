import GestureKit
import Testing
import TerminalUI

@Suite struct MouseTouchesTests {
    @Test func theLeftButtonIsAFinger() {
        var mouse = MouseTouches()
        let down = mouse.sample(for: MouseReport(button: 0, column: 3, row: 2, isPress: true), at: 1)
        #expect(down == TouchSample(timestamp: 1, contact: 1, state: .down, location: Point(x: 20, y: 24)))
        let move = mouse.sample(for: MouseReport(button: 0, column: 4, row: 2, isPress: true, isMotion: true), at: 1.1)
        #expect(move?.state == .move && move?.location == Point(x: 28, y: 24))
        let up = mouse.sample(for: MouseReport(button: 0, column: 4, row: 2, isPress: false), at: 1.2)
        #expect(up?.state == .up && up?.contact == 1)
        let next = mouse.sample(for: MouseReport(button: 0, column: 1, row: 1, isPress: true), at: 2)
        #expect(next?.contact == 2)
    }

    @Test func otherButtonsTheWheelAndStrayReportsAreIgnored() {
        var mouse = MouseTouches()
        #expect(mouse.sample(for: MouseReport(button: 2, column: 1, row: 1, isPress: true), at: 0) == nil)
        #expect(mouse.sample(for: MouseReport(button: 64, column: 1, row: 1, isPress: true), at: 0) == nil)
        #expect(mouse.sample(for: MouseReport(button: 0, column: 1, row: 1, isPress: false), at: 0) == nil)
        #expect(mouse.sample(for: MouseReport(button: 3, column: 1, row: 1, isPress: true, isMotion: true), at: 0) == nil)
        #expect(mouse.sample(for: MouseReport(button: 0, column: 1, row: 1, isPress: true, isMotion: true), at: 0) == nil)
    }

    @Test func cellsAndPointsRoundTrip() {
        let mouse = MouseTouches()
        for (column, row) in [(1, 1), (80, 24), (13, 7)] {
            let cell = mouse.cell(of: mouse.point(column: column, row: row))
            #expect(cell.column == column && cell.row == row)
        }
    }

    /// A point from a file can be anywhere: 1e300 points crashed the Event Reporter's drawing.
    @Test func pointsFarAwayOrNotFiniteStillHaveACell() {
        let mouse = MouseTouches()
        #expect(mouse.cell(of: Point(x: 1e300, y: -1e300)) == (1_000_001, -999_999))
        #expect(mouse.cell(of: Point(x: .infinity, y: .nan)) == (1, 1))
        #expect(mouse.cell(of: Point(x: -0.5, y: 15.9)) == (0, 1))
    }
}
