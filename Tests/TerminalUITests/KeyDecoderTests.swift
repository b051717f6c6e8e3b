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
        // A mouse report and a function key: none of their bytes may come out as typed characters.
        #expect(keys("\u{1B}[<0;12;5M\u{1B}[15~a") == [.character("a")])
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
