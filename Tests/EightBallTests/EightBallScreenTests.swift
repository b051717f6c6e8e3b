import Testing
@testable import EightBall

@Suite struct EightBallScreenTests {
    @Test func theAnswerSitsInTheWindowOfTheBall() {
        let screen = EightBallScreen(status: " q: quit")
        let lines = screen.draw(.showing("Outlook good."), rows: 24, columns: 60).lines
        #expect(lines[0] == "                     E I G H T   B A L L")
        let answerRow = lines.firstIndex { $0.contains("Outlook good.") }
        #expect(answerRow == 11)  // the ball's centre: title, a blank row, then a radius of 9
        #expect(lines[11] == "           ########     Outlook good.     ########")
        #expect(lines[2] == "                        #############")
        #expect(lines[23] == " q: quit")
    }

    @Test func longAnswersWrapInsideTheWindow() {
        let lines = EightBallScreen(status: "").draw(.showing("Concentrate and ask again."), rows: 24, columns: 60).lines
        #expect(lines.contains { $0.contains("Concentrate and") })
        #expect(lines.contains { $0.contains("again.") })
        #expect(EightBallScreen.wrap("Concentrate and ask again.", width: 10) == ["Concentrat", "and ask", "again."])
    }

    @Test func aShakenBallShowsNoAnswerAndMovesFromFrameToFrame() {
        var screen = EightBallScreen(status: "")
        screen.frame = 0
        let left = screen.draw(.shaking, rows: 24, columns: 60).lines
        screen.frame = 2
        let right = screen.draw(.shaking, rows: 24, columns: 60).lines
        #expect(left[11].contains("o  .  o"))
        #expect(!left.contains { $0.contains(".") && $0.contains("Outlook") })
        #expect(left[11] != right[11])
        let leftEdge = left[11].firstIndex(of: "#").map { left[11].distance(from: left[11].startIndex, to: $0) }
        let rightEdge = right[11].firstIndex(of: "#").map { right[11].distance(from: right[11].startIndex, to: $0) }
        #expect(leftEdge.map { $0 + 4 } == rightEdge)
    }

    @Test func aTinyTerminalStillGetsABall() {
        let lines = EightBallScreen(status: "").draw(.showing("Yes."), rows: 8, columns: 20).lines
        #expect(lines.count == 8)
        #expect(lines.contains { $0.contains("#") })
    }
}
