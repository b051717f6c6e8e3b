import Testing
@testable import TerminalUI

@Suite struct KeyDecoderTests {
    func keys(_ text: String) -> [Key] {
        var decoder = KeyDecoder()
        return decoder.decode(Array(text.utf8))
    }

    @Test func printableCharactersAndControls() {
        #expect(keys("q ") == [.character("q"), .character(" ")])
        #expect(keys("\u{03}") == [.control("c")])
        #expect(keys("\r\t\u{7F}") == [.enter, .tab, .backspace])
    }

    @Test func arrowsInCSIAndSS3Form() {
        #expect(keys("\u{1B}[A\u{1B}[B\u{1B}OC\u{1B}OD") == [.up, .down, .right, .left])
    }

    @Test func aLoneEscapeIsTheEscapeKey() {
        #expect(keys("\u{1B}") == [.escape])
        #expect(keys("\u{1B}x") == [.escape, .character("x")])
    }

    @Test func unknownSequencesAreDroppedWhole() {
        // A function key and a malformed mouse report: none of their bytes may come out as typed characters.
        #expect(keys("\u{1B}[15~\u{1B}[<0;12Ma") == [.character("a")])
    }

    @Test func sgrMouseReportsDecode() {
        #expect(keys("\u{1B}[<0;12;5M") == [.mouse(MouseReport(button: 0, column: 12, row: 5, isPress: true))])
        #expect(keys("\u{1B}[<32;13;5M") == [.mouse(MouseReport(button: 0, column: 13, row: 5, isPress: true, isMotion: true))])
        #expect(keys("\u{1B}[<0;13;6m") == [.mouse(MouseReport(button: 0, column: 13, row: 6, isPress: false))])
        #expect(keys("\u{1B}[<2;1;1M") == [.mouse(MouseReport(button: 2, column: 1, row: 1, isPress: true))])
        #expect(keys("\u{1B}[<64;3;4M") == [.mouse(MouseReport(button: 64, column: 3, row: 4, isPress: true))])
        #expect(keys("\u{1B}[<20;3;4M") == [.mouse(MouseReport(button: 0, column: 3, row: 4, isPress: true, shift: true, control: true))])
        #expect(keys("\u{1B}[<0;0;4M") == [])  // column 0 does not exist
    }

    @Test func aMouseReportSplitAcrossReadsIsJoined() {
        var decoder = KeyDecoder()
        #expect(decoder.decode(Array("\u{1B}[<0;1".utf8)) == [])
        #expect(decoder.decode(Array("20;33Mx".utf8)) == [.mouse(MouseReport(button: 0, column: 120, row: 33, isPress: true)), .character("x")])
    }

    @Test func aSequenceSplitAcrossReadsIsJoined() {
        var decoder = KeyDecoder()
        #expect(decoder.decode(Array("\u{1B}[".utf8)) == [])
        #expect(decoder.decode(Array("Ax".utf8)) == [.up, .character("x")])
    }

    @Test func utf8CharactersIncludingSplitOnes() {
        var decoder = KeyDecoder()
        let bytes = Array("é".utf8)
        #expect(decoder.decode(bytes[0..<1]) == [])
        #expect(decoder.decode(bytes[1...]) == [.character("é")])
        #expect(keys("ß") == [.character("ß")])
    }
}
