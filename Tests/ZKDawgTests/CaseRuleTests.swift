import Foundation
import Testing
import ZKCore

@testable import DawgReader
@testable import ZKDawg

/// The alphabet's case rule (issue 26 item 2, issue 24 item 8): decided from the letter table,
/// strict by default, `"case": "fold"` for languages that capitalise common words, all-caps lines
/// never lower-cased silently, unknown alphabet keys reported, and `lookup` normalising as `build`.
struct CaseRuleTests {
    /// The erudit_ru fixture alphabet with `extra` members added.
    static func russian(_ extra: String) -> SourceFile {
        let base = Support.alphabet("erudit_ru")
        var text = String(decoding: base.bytes, as: UTF8.self)
        if let close = text.lastIndex(of: "}") { text.replaceSubrange(close...close, with: extra + "\n}") }
        return SourceFile(path: base.path, text: text)
    }

    static func compile(_ alphabet: SourceFile, _ words: String, lenient: Bool = false) -> DictionaryCompiler.Outcome {
        DictionaryCompiler.compile(
            alphabet: alphabet, lists: [SourceFile(path: "Content/dictionaries/erudit_ru/words.txt", text: words)],
            variant: "erudit_ru",
            options: DictionaryCompiler.Options(lenient: lenient))
    }

    static func place(_ diagnostic: Diagnostic) -> String {
        "\(diagnostic.location?.start?.line ?? 0):\(diagnostic.location?.start?.column ?? 0)"
    }

    @Test func strictRejectsAllCapitalsAndMixedCaseAtTheirLines() {
        let outcome = Self.compile(Support.alphabet("erudit_ru"), "кот\nЧПУ\nМосква\nдом\n")
        #expect(outcome.bytes == nil)
        #expect(outcome.diagnostics.map(\.code) == ["ZK1023", "ZK1021"])
        #expect(outcome.diagnostics.map(\.severity) == [.error, .error])
        #expect(outcome.diagnostics.map(Self.place) == ["2:1", "3:1"])
        #expect(outcome.diagnostics.first?.message.hasPrefix("word 'ЧПУ' is written in capitals") == true)
    }

    @Test func englishAllCapitalsIsAnErrorNotLowerCasedSilently() {
        let outcome = Support.compile("scrabble_en", "cat\nNATO\n")
        #expect(outcome.bytes == nil)
        #expect(outcome.diagnostics.map(\.code) == ["ZK1023"])
        #expect(outcome.diagnostics.map(Self.place) == ["2:1"])
    }

    @Test func foldLowerCasesCapitalisedWordsAndWarnsOnAllCapitals() throws {
        let alphabet = Self.russian(#", "case": "fold""#)
        let outcome = Self.compile(alphabet, "Дом\nкот\nЧПУ\nдом\n")
        let bytes = try #require(outcome.bytes, "\(outcome.diagnostics)")
        let file = try DawgFile(bytes: bytes)
        #expect(file.allWords() == ["дом", "кот", "чпу"])
        #expect(file.alphabet.caseRule == .fold)
        #expect(outcome.diagnostics.map(\.code).sorted() == ["ZK1013", "ZK1023"])
        let capitals = try #require(outcome.diagnostics.first { $0.code == "ZK1023" })
        #expect(capitals.severity == .warning)
        #expect(Self.place(capitals) == "3:1")
        #expect(
            capitals.message
                == "word 'ЧПУ' is written in capitals (usually an abbreviation); folded to lower case by the alphabet's \"case\": \"fold\""
        )
    }

    @Test func foldsSortedAndShuffledListsToTheSameBytes() throws {
        let alphabet = Self.russian(#", "case": "fold""#)
        let sorted = try #require(Self.compile(alphabet, "дом\nкот\nмама\n").bytes)
        #expect(Self.compile(alphabet, "Мама\nДом\nкот\n").bytes == sorted)
        #expect(Self.compile(alphabet, "Дом\nКот\nМама\n").bytes == sorted)
    }

    @Test func manyAllCapitalsUnderFoldSummariseAsAWarning() throws {
        let letters = Array("АБВГДЕЖЗ")
        let words = (0..<60).map { index in "КОТ" + String(letters[index % 8]) + String(letters[index / 8]) }
        let outcome = Self.compile(Self.russian(#", "case": "fold""#), words.joined(separator: "\n"))
        #expect(outcome.bytes != nil)
        #expect(outcome.diagnostics.allSatisfy { $0.severity == .warning })
        #expect(outcome.diagnostics.filter { $0.code == "ZK1023" }.count == 51)
    }

    @Test func anUnknownKeyIsReportedAtTheKeyAndABadCaseValueIsAnError() {
        let unknown = Self.compile(Self.russian(#", "cases": "fold""#), "кот\n")
        #expect(unknown.diagnostics.map(\.code) == ["ZK1007"])
        #expect(unknown.diagnostics.first?.severity == .warning)
        #expect(
            unknown.diagnostics.first?.message
                == "property 'cases' is not allowed in the object at /; did you mean 'case'?")
        let text = String(decoding: Self.russian(#", "cases": "fold""#).bytes, as: UTF8.self)
        let line = text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("\"cases\"") }
            .map { $0 + 1 }
        #expect(unknown.diagnostics.first?.location?.start?.line == line)
        let bad = Self.compile(Self.russian(#", "case": "upper""#), "кот\n")
        #expect(bad.diagnostics.map(\.code) == ["ZK1001"])
        #expect(bad.diagnostics.first?.message == #""upper" at /case is not one of "strict", "fold""#)
        #expect(bad.bytes == nil)
    }

    @Test func theCoderDecidesCaseFromItsTable() throws {
        let coder = LetterCoder(try DawgFile(bytes: try #require(Support.compile("erudit_ru", "кот\n").bytes)).alphabet)
        for (word, expected) in [
            ("кот", LetterCoder.lowerCase), ("КОТ", LetterCoder.upperCase),
            ("Кот", LetterCoder.lowerCase | LetterCoder.upperCase), ("ЁЖ", LetterCoder.upperCase),
        ] {
            var cases: UInt8 = 0
            var codes = [UInt8](repeating: 0, count: 16)
            let count = Array(word.utf8).withUnsafeBufferPointer { bytes in
                codes.withUnsafeMutableBufferPointer { coder.fastCodes(bytes, into: $0.baseAddress!, cases: &cases) }
            }
            #expect(count == word.count, "\(word)")
            #expect(cases == expected, "\(word)")
        }
    }

    @Test func lookupNormalisesAsBuildDoes() throws {
        let strict = try Support.file("scrabble_en", "cat\n")
        #expect(strict.coder.input("cat") == .word(try #require(strict.codes(of: "cat"))))
        #expect(strict.coder.input("Cat") == .mixedCase)
        #expect(strict.coder.input("CAT") == .allCapitals)
        let fold = try DawgFile(bytes: try #require(Self.compile(Self.russian(#", "case": "fold""#), "дом\n").bytes))
        #expect(fold.coder.input("Дом") == fold.coder.input("дом"))
        #expect(fold.coder.input("ДОМ") == fold.coder.input("дом"))
    }

    @Test func aFileWithUnknownFlagsIsRefused() throws {
        var bytes = try #require(Support.compile("scrabble_en", "cat\n").bytes)
        bytes[47] = 4
        // Recompute the header checksum so that the flag itself is what is refused.
        let headerSize = Int(bytes[12]) | Int(bytes[13]) << 8
        var crc = bytes.withUnsafeBytes { DawgCRC32C.update(0, UnsafeRawBufferPointer(rebasing: $0[0..<24])) }
        crc = withUnsafeBytes(of: UInt32(0)) { DawgCRC32C.update(crc, $0) }
        crc = bytes.withUnsafeBytes { DawgCRC32C.update(crc, UnsafeRawBufferPointer(rebasing: $0[28..<headerSize])) }
        withUnsafeBytes(of: crc.littleEndian) { for (index, byte) in $0.enumerated() { bytes[24 + index] = byte } }
        #expect(throws: DawgFormatError.self) { try DawgFile(bytes: bytes) }
    }

    @Test func aStreamedListBuildsTheBytesOfTheSameListInMemory() throws {
        let folder = NSTemporaryDirectory() + "zk-dawg-stream-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // Longer than one read chunk, shuffled, with a line split across chunks.
        let words = Support.randomWords(300_000, letters: Array("abct"), seed: 7)
        let text = words.joined(separator: "\n") + "\n"
        try Data(text.utf8).write(to: URL(fileURLWithPath: folder + "/list.txt"))
        #expect(text.utf8.count > WordListSource.chunkSize)
        let source = try WordListSource.read(folder + "/list.txt", displayPath: "list.txt").get()
        let alphabet = Support.smallAlphabet("abct")
        let streamed = DictionaryCompiler.compile(
            alphabet: alphabet, sources: [source], variant: "small", options: .init(lenient: true))
        let inMemory = DictionaryCompiler.compile(
            alphabet: alphabet, sources: [WordListSource(path: "list.txt", bytes: Array(text.utf8))], variant: "small",
            options: .init(lenient: true))
        #expect(streamed.bytes != nil)
        #expect(streamed.bytes == inMemory.bytes)
        #expect(streamed.diagnostics.map(\.code) == inMemory.diagnostics.map(\.code))
        #expect(streamed.diagnostics.map(Self.place) == inMemory.diagnostics.map(Self.place))
    }

    @Test func aListThatGrewWhileItWasReadIsAnError() throws {
        let folder = NSTemporaryDirectory() + "zk-dawg-grow-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data("cat\n".utf8).write(to: URL(fileURLWithPath: folder + "/list.txt"))
        let source = try WordListSource.read(folder + "/list.txt", displayPath: "list.txt").get()
        try Data("cat\nbat\n".utf8).write(to: URL(fileURLWithPath: folder + "/list.txt"))
        let outcome = DictionaryCompiler.compile(
            alphabet: Support.alphabet("scrabble_en"), sources: [source], variant: "en")
        #expect(outcome.bytes == nil)
        #expect(
            outcome.diagnostics.contains {
                $0.code == "ZK0001" && $0.message.hasPrefix("'list.txt' grew while it was read")
            })
    }
}
