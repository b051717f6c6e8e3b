import GestureKitIO
import Testing
@testable import EightBall

@Suite struct EightBallChangeTests {
    @Test func writesOneJSONLinesRecord() {
        let output = OutputBuffer(.memory)
        EightBallChange(time: 2.5, kind: .answer, text: "Don't count on it.").write(to: output)
        EightBallChange(time: 3, kind: .shaking, text: nil).write(to: output)
        EightBallChange(time: 0, kind: .start, text: "Say \"hi\"").write(to: output)
        #expect(output.text == """
            {"t":2.5,"change":"answer","answer":"Don't count on it."}
            {"t":3,"change":"shaking","answer":null}
            {"t":0,"change":"start","answer":"Say \\"hi\\""}

            """)
    }
}
