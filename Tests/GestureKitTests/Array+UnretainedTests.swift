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
}
