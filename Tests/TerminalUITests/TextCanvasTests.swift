import Testing
@testable import TerminalUI

@Suite struct TextCanvasTests {
    @Test func drawingIsClippedToTheCanvas() {
        var canvas = TextCanvas(rows: 2, columns: 5)
        canvas.put("abcdefg", row: 0, column: 2)
        canvas.put("xy", row: 1, column: -1)
        canvas.put("zz", row: 5, column: 0)
        #expect(canvas.lines == ["  abc", "y"])
        #expect(canvas[9, 9] == " ")
    }

    @Test func centredTextSitsOnTheMiddle() {
        var canvas = TextCanvas(rows: 1, columns: 11)
        canvas.putCentred("abc", row: 0)
        #expect(canvas.lines == ["    abc"])
        canvas.putCentred("x", row: 0, centre: 1)
        #expect(canvas.lines == [" x  abc"])
    }

    @Test func renderingPositionsEveryRow() {
        var canvas = TextCanvas(rows: 2, columns: 3)
        canvas.put("ab", row: 1, column: 1)
        #expect(canvas.rendered == "\u{1B}[1;1H   \u{1B}[2;1H ab")
    }

    @Test func anEmptyCanvasHasNoCells() {
        let canvas = TextCanvas(rows: -1, columns: 4)
        #expect(canvas.lines.isEmpty)
        #expect(canvas.rendered.isEmpty)
    }
}
