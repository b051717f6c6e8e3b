import Testing
@testable import GestureKit

@Suite struct ArrayUnretainedTests {
    private final class Box {
        let value: Int
        init(_ value: Int) { self.value = value }
    }

    @Test func visitsEveryElementInOrder() {
        let boxes = [Box(1), Box(2), Box(3)]
        var seen: [Int] = []
        boxes.forEachUnretained { seen.append($0.value) }
        #expect(seen == [1, 2, 3])
    }

    @Test func theElementsStayAliveWhenTheBodyEmptiesTheVariableTheyCameFrom() {
        var boxes: [Box] = [Box(1), Box(2), Box(3)]
        weak let last = boxes[2]
        var seen: [Int] = []
        boxes.forEachUnretained { box in
            boxes.removeAll()  // the loop goes on over the value it was given
            seen.append(box.value)
        }
        #expect(seen == [1, 2, 3] && boxes.isEmpty && last == nil)
    }

    @Test func rethrowsTheBodysErrorAndStops() {
        struct Stop: Error {}
        let boxes = [Box(1), Box(2), Box(3)]
        var seen: [Int] = []
        #expect(throws: Stop.self) {
            try boxes.forEachUnretained { box in
                seen.append(box.value)
                if box.value == 2 { throw Stop() }
            }
        }
        #expect(seen == [1, 2])
    }

    @Test func lastToFirstVisitsFromTheBackAndStopsAtTheFirstResult() {
        let boxes = [Box(1), Box(2), Box(3), Box(4)]
        var seen: [Int] = []
        let found = boxes.lastToFirstUnretained { box -> Int? in
            seen.append(box.value)
            return box.value.isMultiple(of: 2) && box.value < 4 ? box.value * 10 : nil
        }
        #expect(found == 20 && seen == [4, 3, 2])
    }

    @Test func lastToFirstGivesNilWhenNoCallDoesOrThereAreNoElements() {
        var seen: [Int] = []
        let none = [Box(1), Box(2)].lastToFirstUnretained { box -> Int? in
            seen.append(box.value)
            return nil
        }
        #expect(none == nil && seen == [2, 1])
        #expect([Box]().lastToFirstUnretained { $0.value } == nil)
    }

    @Test func lastToFirstKeepsTheElementsAliveWhenTheBodyEmptiesTheVariableTheyCameFrom() {
        var boxes: [Box] = [Box(1), Box(2), Box(3)]
        weak let first = boxes[0]
        var seen: [Int] = []
        let found = boxes.lastToFirstUnretained { box -> Int? in
            boxes.removeAll()
            seen.append(box.value)
            return box.value == 1 ? box.value : nil
        }
        #expect(found == 1 && seen == [3, 2, 1] && boxes.isEmpty && first == nil)
    }

    @Test func lastToFirstRethrowsTheBodysError() {
        struct Stop: Error {}
        let boxes = [Box(1), Box(2), Box(3)]
        var seen: [Int] = []
        #expect(throws: Stop.self) {
            _ = try boxes.lastToFirstUnretained { box -> Int? in
                seen.append(box.value)
                if box.value == 2 { throw Stop() }
                return nil
            }
        }
        #expect(seen == [3, 2])
    }
}
