import Foundation
import Testing
import ZKCore

@testable import DawgReader
@testable import ZKDawg

/// Bad word lists: each is rejected or accepted with its diagnostic at the exact place, and
/// accepted variants build the same bytes as the clean list.
struct WordListTests {
    static let clean = "bat\ncar\ncat\ncats\n"

    @Test func unsortedAndDuplicateListBuildsTheSortedBytes() throws {
        let sorted = try #require(Support.compile("scrabble_en", Self.clean).bytes)
        let shuffled = Support.compile("scrabble_en", "cats\ncat\ncar\nbat\ncat\n\n# comment\n  bat  \n")
        #expect(shuffled.bytes == sorted)
        let duplicates = shuffled.diagnostics.filter { $0.code == "ZK1013" }
        #expect(duplicates.count == 2)
        let first = try #require(duplicates.first { $0.location?.start?.line == 5 })
        #expect(first.location?.start?.column == 1)
        #expect(first.notes.first?.location?.start?.line == 2)
        #expect(first.message == "duplicate word 'cat'")
        let second = try #require(duplicates.first { $0.location?.start?.line == 8 })
        #expect(second.location?.start?.column == 3)
        #expect(second.notes.first?.location?.start?.line == 4)
    }

    @Test func latinLetterInARussianListIsLocated() {
        // "кот" with a Latin "o" (U+006F) in the middle.
        let outcome = Support.compile("erudit_ru", "мама\nкoт\n")
        let found = outcome.diagnostics.filter { $0.code == "ZK1010" }
        #expect(found.count == 1)
        #expect(found.first?.location?.path == "Content/dictionaries/erudit_ru/words.txt")
        #expect(found.first?.location?.start?.line == 2)
        #expect(found.first?.location?.start?.column == 2)
        #expect(found.first?.message == "letter 'o' (U+006F) is not in the alphabet of 'erudit_ru'")
        #expect(found.first?.notes.first?.location?.path == "Content/dictionaries/erudit_ru/alphabet.json")
        #expect(outcome.bytes == nil)
    }

    @Test func foldsAndCaseAndDecomposedLettersNormalise() throws {
        let file = try Support.file("erudit_ru", "ёж\nёлка\nе\u{0308}ж\n")
        #expect(file.allWords() == ["еж", "елка"])
        #expect(file.contains("Ёлка"))
    }

    @Test func emptyListIsAnError() {
        for text in ["", "# only a comment\n\n"] {
            let outcome = Support.compile("scrabble_en", text)
            #expect(outcome.diagnostics.map(\.code) == ["ZK1017"])
            #expect(outcome.diagnostics.first?.location?.start?.line == 1)
            #expect(outcome.bytes == nil)
        }
    }

    @Test func byteOrderMarkAndCRLFWarnAndBuildTheSameBytes() throws {
        let sorted = try #require(Support.compile("scrabble_en", Self.clean).bytes)
        let outcome = Support.compile(
            "scrabble_en", bytes: [0xEF, 0xBB, 0xBF] + Array("bat\r\ncar\r\ncat\r\ncats\r\n".utf8))
        #expect(outcome.bytes == sorted)
        #expect(outcome.diagnostics.map(\.code) == ["ZK1015", "ZK1016"])
        #expect(outcome.diagnostics[0].location?.start?.line == 1)
        #expect(outcome.diagnostics[0].location?.start?.column == 1)
        #expect(outcome.diagnostics[1].location?.start?.line == 1)
        #expect(outcome.diagnostics[1].location?.start?.column == 5)
    }

    @Test func twoHundredLetterLineIsTooLong() {
        let outcome = Support.compile("scrabble_en", "cat\n" + String(repeating: "a", count: 200) + "\n")
        #expect(outcome.diagnostics.map(\.code) == ["ZK1012"])
        #expect(outcome.diagnostics.first?.location?.start?.line == 2)
        #expect(outcome.diagnostics.first?.location?.start?.column == 16)
        #expect(outcome.bytes == nil)
    }

    @Test func tooShortWordIsRejected() {
        let outcome = Support.compile("scrabble_en", "cat\n  a\n")
        #expect(outcome.diagnostics.map(\.code) == ["ZK1011"])
        #expect(outcome.diagnostics.first?.location?.start?.column == 3)
    }

    @Test func nonUTF8LineNamesItsByteOffset() {
        // "cat\n" then "ca" + 0xE9 (Latin-1 é) + "\n".
        let outcome = Support.compile("scrabble_en", bytes: Array("cat\nca".utf8) + [0xE9] + Array("\nbat\n".utf8))
        #expect(outcome.diagnostics.map(\.code) == ["ZK1014"])
        let diagnostic = outcome.diagnostics.first
        #expect(diagnostic?.location?.start?.line == 2)
        #expect(diagnostic?.location?.start?.column == 3)
        #expect(diagnostic?.message == "line is not valid UTF-8: byte 0xE9 at byte offset 6 of the file")
    }

    @Test func lenientBuildSkipsRejectedLinesWithWarnings() throws {
        let outcome = Support.compile("scrabble_en", bytes: Array("cat\nx-ray\nbat\n".utf8), lenient: true)
        #expect(outcome.diagnostics.map(\.severity) == [.warning])
        let file = try DawgFile(bytes: try #require(outcome.bytes))
        #expect(file.allWords() == ["bat", "cat"])
    }

    @Test func floodOfDiagnosticsIsCapped() {
        let text = (0..<120).map { _ in "x1" }.joined(separator: "\n")
        let outcome = Support.compile("scrabble_en", "cat\n" + text)
        let found = outcome.diagnostics.filter { $0.code == "ZK1010" }
        #expect(found.count == 51)
        #expect(found.last?.message == "70 more of these in this file are not listed (120 in all)")
    }

    @Test func sortedListWithRepeatsStreamsToTheSameBytesAndDiagnostics() throws {
        let sorted = try #require(Support.compile("scrabble_en", Self.clean).bytes)
        let outcome = Support.compile("scrabble_en", "bat\ncar\ncar\ncat\ncats\ncats\n")
        #expect(outcome.bytes == sorted)
        #expect(outcome.diagnostics.map(\.code) == ["ZK1013", "ZK1013"])
        #expect(outcome.diagnostics.map { $0.location?.start?.line } == [3, 6])
        #expect(outcome.diagnostics.map { $0.notes.first?.location?.start?.line } == [2, 5])
        #expect(outcome.diagnostics.first?.message == "duplicate word 'car'")
    }

    @Test func listsSortedApartButNotTogetherBuildTheSameBytes() throws {
        let sorted = try #require(Support.compile("scrabble_en", Self.clean).bytes)
        let lists = [
            SourceFile(path: "Content/dictionaries/scrabble_en/words-a.txt", text: "car\ncat\n"),
            SourceFile(path: "Content/dictionaries/scrabble_en/words-b.txt", text: "bat\ncat\ncats\n"),
        ]
        let outcome = DictionaryCompiler.compile(
            alphabet: Support.alphabet("scrabble_en"), lists: lists, variant: "scrabble_en")
        #expect(outcome.bytes == sorted)
        #expect(outcome.diagnostics.map(\.code) == ["ZK1013"])
        #expect(outcome.diagnostics.first?.location?.path == "Content/dictionaries/scrabble_en/words-b.txt")
        #expect(
            outcome.diagnostics.first?.notes.first?.location?.path == "Content/dictionaries/scrabble_en/words-a.txt")
    }

    @Test func mappedListBuildsLikeAnArrayAndLocatesDiagnostics() throws {
        let folder = NSTemporaryDirectory() + "/zk-dawg-list-\(getpid())"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        func mapped(_ name: String, _ text: String) throws -> WordListSource {
            _ = FileManager.default.createFile(atPath: folder + "/" + name, contents: Data(text.utf8))
            return try WordListSource.read(folder + "/" + name, displayPath: "lists/" + name).get()
        }
        let clean = try mapped("clean.txt", Self.clean)
        #expect(clean.fileIfLocated == nil)
        let outcome = DictionaryCompiler.compile(
            alphabet: Support.alphabet("scrabble_en"), sources: [clean], variant: "scrabble_en")
        #expect(outcome.bytes == Support.compile("scrabble_en", Self.clean).bytes)
        #expect(clean.fileIfLocated == nil)
        let broken = try mapped("broken.txt", "cat\nx1\n")
        let rejected = DictionaryCompiler.compile(
            alphabet: Support.alphabet("scrabble_en"), sources: [broken], variant: "scrabble_en")
        #expect(rejected.diagnostics.map(\.code) == ["ZK1010"])
        #expect(rejected.diagnostics.first?.location?.path == "lists/broken.txt")
        #expect(rejected.diagnostics.first?.location?.start?.line == 2)
        #expect(rejected.diagnostics.first?.location?.start?.column == 2)
        #expect(broken.fileIfLocated?.lineText(2) == "x1")
        let empty = try mapped("empty.txt", "")
        #expect(
            DictionaryCompiler.compile(
                alphabet: Support.alphabet("scrabble_en"), sources: [empty], variant: "scrabble_en"
            ).diagnostics.map(\.code) == ["ZK1017"])
        guard
            case .failure(let missing) = WordListSource.read(folder + "/missing.txt", displayPath: "lists/missing.txt"),
            case .failure(let directory) = WordListSource.read(folder, displayPath: "lists")
        else {
            Issue.record("a missing file and a folder must fail")
            return
        }
        #expect(missing.diagnostic.code == "ZK0001")
        #expect(directory.diagnostic.code == "ZK0002")
    }

    /// A line longer than the stream's buffer (a megabyte; 64 bytes here) is rejected at its true
    /// place, and the words after it are read: the stream never holds the line whole.
    @Test func aLineOfSeveralMegabytesIsRejectedWhereItIsAndTheListGoesOn() throws {
        let folder = NSTemporaryDirectory() + "/zk-dawg-long-\(getpid())"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let long = String(repeating: "a", count: 3 * 64 + 17)
        for (name, text) in [("middle.txt", "cat\n\(long)\nbat\n"), ("last.txt", "bat\ncat\n\(long)")] {
            _ = FileManager.default.createFile(atPath: folder + "/" + name, contents: Data(text.utf8))
            let source = try WordListSource.read(folder + "/" + name, displayPath: name, bufferSize: 64).get()
            let outcome = DictionaryCompiler.compile(
                alphabet: Support.alphabet("scrabble_en"), sources: [source], variant: "scrabble_en",
                options: .init(lenient: true))
            #expect(outcome.diagnostics.map(\.code) == ["ZK1012"], "\(name)")
            let line = name == "middle.txt" ? 2 : 3
            #expect(outcome.diagnostics.first?.location?.start?.line == line, "\(name)")
            #expect(outcome.diagnostics.first?.location?.start?.column == 16, "\(name)")
            #expect(outcome.bytes == Support.compile("scrabble_en", "bat\ncat\n").bytes, "\(name)")
        }
    }
}
