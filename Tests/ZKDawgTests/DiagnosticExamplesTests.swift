import Testing
import ZKCore
@testable import ZKDawg

/// Every declared code: the broken example yields it at exactly the marked place, the fixed
/// example does not yield it.
struct DiagnosticExamplesTests {
    @Test(arguments: ZKDawgCodes.all.map(\.code).filter { code in !ZKDawgCodes.withoutExamples.contains { $0.code == code } })
    func exampleTriggersAtTheMarker(name: String) throws {
        let code = try #require(ZKDawgCodes.all.first { $0.code == name })
        let broken = try #require(code.broken, "\(code.code) lacks a broken example")
        let fixed = try #require(code.fixed, "\(code.code) lacks a fixed example")
        let marked = try #require(broken.markedLocation, "\(code.code)'s broken example lacks the marker")
        let found = ZKDawgChecks.run(files: broken.cleanFiles).filter { $0.code == code.code }
        #expect(
            found.contains { $0.location?.path == marked.path && $0.location?.start?.line == marked.line && $0.location?.start?.column == marked.column },
            "\(code.code) expected at \(marked.path):\(marked.line):\(marked.column), found \(found.map { ($0.location?.description ?? "-") + " " + $0.message })")
        let clean = ZKDawgChecks.run(files: fixed.files).filter { $0.code == code.code }
        #expect(clean.isEmpty, "\(code.code) fixed example still yields \(clean.map(\.message))")
    }

    @Test func codesAreDeclaredOnceAndInRange() {
        let registry = CodeRegistry([ZKDawgCodes.all])
        #expect(registry.duplicateCodes.isEmpty)
        for code in ZKDawgCodes.all { #expect(code.code.hasPrefix("ZK1") && code.code.count == 6) }
    }

    /// The codes without examples, each with its own test: ZK1014 in WordListTests
    /// (nonUTF8Line), ZK1018/ZK1019 here, ZK1020 in ReaderValidationTests.
    @Test func missingAlphabetAndMissingListAreReported() {
        let noAlphabet = ZKDawgChecks.run(files: [.init("Content/dictionaries/x/words.txt", "cat\n")])
        #expect(noAlphabet.map(\.code) == ["ZK1019"])
        #expect(noAlphabet.first?.location?.path == "Content/dictionaries/x/alphabet.json")
        let noList = ZKDawgChecks.run(files: [ZKDawgCodes.alphabet()])
        #expect(noList.map(\.code) == ["ZK1018"])
        #expect(noList.first?.location?.path == "Content/dictionaries/scrabble_en/words.txt")
    }
}
