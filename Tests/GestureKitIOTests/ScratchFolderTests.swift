import Foundation
import Testing
import TestSupport

@Suite struct ScratchFolderTests {
    @Test func theFolderHoldsTheTestsFilesAndGoesWhenTheTestEnds() async throws {
        let test = try #require(Test.current)
        let recorder = PathRecorder()
        try await ScratchFolder().provideScope(for: test, testCase: Test.Case.current) {
            let path = try ScratchFolder.write("a\n", extension: "txt")
            #expect(try String(contentsOfFile: path, encoding: .utf8) == "a\n")
            let named = try ScratchFolder.path("b.json")
            #expect(URL(fileURLWithPath: named).deletingLastPathComponent().path
                == URL(fileURLWithPath: path).deletingLastPathComponent().path)
            await recorder.record(path)
        }
        let path = try #require(await recorder.path)
        #expect(!FileManager.default.fileExists(atPath: path))
        #expect(!FileManager.default.fileExists(atPath: URL(fileURLWithPath: path).deletingLastPathComponent().path))
    }

    @Test func eachTestGetsAFolderOfItsOwn() async throws {
        let test = try #require(Test.current)
        let recorder = PathRecorder()
        for _ in 0..<2 {
            try await ScratchFolder().provideScope(for: test, testCase: Test.Case.current) {
                await recorder.record(try ScratchFolder.path("same-name.txt"))
            }
        }
        #expect(await Set(recorder.paths).count == 2)
    }

    @Test func aTestWithoutTheTraitHasNoFolder() {
        #expect(throws: ScratchFolder.Unavailable.self) { try ScratchFolder.write("", extension: "txt") }
    }

    @Test func theTraitGivesAFolderToEachCaseButNotToASuiteOrAWholeFunction() throws {
        let test = try #require(Test.current)
        #expect(ScratchFolder().scopeProvider(for: test, testCase: nil) == nil)
        #expect(ScratchFolder().scopeProvider(for: test, testCase: Test.Case.current) != nil)
        #expect(ScratchFolder().isRecursive)
    }
}

/// Paths handed out of a scratch folder's scope, kept for looking at after it ends.
private actor PathRecorder {
    private(set) var paths: [String] = []
    var path: String? { paths.last }
    func record(_ path: String) { paths.append(path) }
}
