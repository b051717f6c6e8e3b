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

    /// Bytes decode to the same keys whether they arrive at once or in pieces, wherever the pieces are cut
    /// (except right after an ESC, where a read that ends means the Escape key): 2,000 seeded streams of
    /// keys, escape sequences, mouse reports, UTF-8 and junk bytes, each cut at random.
    @Test func readsCutAnywhereGiveTheSameKeys() {
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        let pieces: [[UInt8]] = [
            Array("q".utf8), Array(" ".utf8), [0x03], [0x0D], [0x7F], Array("\u{1B}[A".utf8), Array("\u{1B}OD".utf8),
            Array("\u{1B}[15~".utf8), Array("\u{1B}[<0;12;5M".utf8), Array("\u{1B}[<32;130;44m".utf8),
            Array("é".utf8), Array("😀".utf8), [0xFF], [0x80], [0xC3], [0x00], [0x1C], Array("\u{1B}[<0;0;".utf8),
        ]
        for _ in 0..<2000 {
            var bytes: [UInt8] = []
            for _ in 0..<(1 + next(12)) { bytes += pieces[next(pieces.count)] }
            if bytes.last == 0x1B { bytes.append(UInt8(ascii: "x")) }
            var whole = KeyDecoder()
            let expected = whole.decode(bytes)
            var split = KeyDecoder()
            var keys: [Key] = []
            var start = 0
            while start < bytes.count {
                var end = min(bytes.count, start + 1 + next(6))
                while end < bytes.count, bytes[end - 1] == 0x1B { end += 1 }
                keys += split.decode(bytes[start..<end])
                start = end
            }
            #expect(keys == expected, "\(bytes)")
            if keys != expected { return }
        }
    }
}
