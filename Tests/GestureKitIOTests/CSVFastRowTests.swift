import Foundation
import Testing
import GestureKit
@testable import GestureKitIO

/// The CSV fast path must read plain rows exactly as the general parser does and hand every other row over.
@Suite struct CSVFastRowTests {
    static let header: [CSVSampleReader.Column?] = [.t, .touch, .state, .x, .y, .pressure, .radius, .ax, .ay, .az, .key, .remote]

    func fast(_ row: String, header: [CSVSampleReader.Column?] = Self.header) -> Sample? {
        let plan = header.map(FastRow.code)
        var bytes = Array(row.utf8)
        return bytes.withUnsafeMutableBufferPointer { line in
            plan.withUnsafeBufferPointer { FastRow.parse(UnsafeBufferPointer(line), plan: $0) }
        }
    }

    @Test func readsPlainTouchAndAccelerometerRows() {
        #expect(fast("0.016,1,down,100,200,,,,,,,") == .touch(TouchSample(timestamp: 0.016, contact: 1, state: .down, x: 100, y: 200)))
        #expect(fast("0.5,7,move,-1.25,3.,0.5,12,,,,,")
            == .touch(TouchSample(timestamp: 0.5, contact: 7, state: .move, location: Point(x: -1.25, y: 3), pressure: 0.5, radius: 12)))
        #expect(fast("2,1,up,,,,,,,,,") == .touch(TouchSample(timestamp: 2, contact: 1, state: .up, location: nil)))
        #expect(fast("2,1,cancel,,,,,,,,,") == .touch(TouchSample(timestamp: 2, contact: 1, state: .cancel, location: nil)))
        #expect(fast("0.02,,,,,,,0.01,-0.98,.03,,") == .accelerometer(AccelerometerSample(timestamp: 0.02, x: 0.01, y: -0.98, z: 0.03)))
    }

    @Test func followsTheHeaderOrderAndSkipsUnknownColumns() {
        let header: [CSVSampleReader.Column?] = [.y, nil, .state, .t, .x, .touch]
        #expect(fast("20,whatever,down,0.5,10,3", header: header)
            == .touch(TouchSample(timestamp: 0.5, contact: 3, state: .down, x: 10, y: 20)))
    }

    @Test(arguments: [
        "0.016,1,down,100,,,,,,,,",  // x without y
        "0.016,1,move,,,,,,,,,",  // a move needs a location
        "0.016,1.5,down,100,200,,,,,,,",  // fractional contact id
        "0.016,1,hover,100,200,,,,,,,",  // unknown state
        "0.016,1,down,1e2,200,,,,,,,",  // exponent: general parser
        "0.016,1,down,+100,200,,,,,,,",  // explicit plus: general parser
        "0.016,1,down, 100,200,,,,,,,",  // padded field: general parser
        "0.016,1,down,100 ,200,,,,,,,",  // padded field: general parser
        "0.016,1,down,\"100\",200,,,,,,,",  // quoted field: general parser
        "0.016,1,down,12345678901234567890,200,,,,,,,",  // more than 19 digits
        "0.016,1,down,NaN,200,,,,,,,",  // not a finite number
        "0.016,1,down,100,200,,,,,,",  // one field short
        "0.016,1,down,100,200,,,,,,,,",  // one field too many
        "0.016,1,down,100,200,,,0.1,0.2,0.3,,",  // two kinds in one row
        "0.02,,,,,,,0.01,-0.98,,,",  // accelerometer row missing az
        "0.5,,down,,,,,,,,Return,",  // key rows: general parser
        "0.6,,,,,,,,,,,play",  // remote rows: general parser
        ",1,down,100,200,,,,,,,",  // no time
        "0.016,1,down,-,200,,,,,,,",  // a sign alone
    ])
    func handsEveryOtherRowToTheGeneralParser(row: String) {
        #expect(fast(row) == nil)
    }

    @Test func numbersAreBitForBitWhatTheGeneralParserReads() throws {
        var generator = SplitMix64(seed: 42)
        for _ in 0..<20_000 {
            let places = Int(generator.next() % 10)
            let magnitude = Double(generator.next() % 1_000_000_000) / 1000
            let text = (generator.next() % 2 == 0 ? "-" : "") + String(format: "%.\(places)f", magnitude)
            let row = "\(text),1,down,\(text),0,,,,,,,"
            guard case .touch(let sample)? = fast(row) else {
                Issue.record("fast path refused \(row)")
                continue
            }
            var bytes = Array(text.utf8)
            let expected = bytes.withUnsafeMutableBufferPointer { NumberParser.parse(UnsafeBufferPointer($0), 0..<$0.count) }
            #expect(NumberParser.Result.number(sample.timestamp) == expected)
            #expect(sample.location?.x.bitPattern == Double(text)?.bitPattern)
        }
    }
}

/// A small deterministic generator for test inputs.
private struct SplitMix64 {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
