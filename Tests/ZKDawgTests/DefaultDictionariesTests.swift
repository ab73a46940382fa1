import Foundation
import Testing
import ZKCore

@testable import DawgReader
@testable import ZKDawg
@testable import ZKDawgCLI

/// The committed word lists of the default variants: each builds without a diagnostic, and
/// `zk-dawg dump` of the dictionary gives back exactly the list's lines (they are kept sorted in
/// the alphabet's letter order, which `scripts/fetch-wordlists.sh derive` writes).
struct DefaultDictionariesTests {
    static let dictionaries = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Content/dictionaries").path

    static func source(_ variant: String, _ name: String) throws -> SourceFile {
        let path = dictionaries + "/" + variant + "/" + name
        let data = try #require(FileManager.default.contents(atPath: path), "cannot read \(path)")
        return SourceFile(path: "Content/dictionaries/\(variant)/\(name)", bytes: [UInt8](data))
    }

    @Test(arguments: ["scrabble_en", "erudit_ru", "scrabble_ru"])
    func dumpGivesBackTheWordList(variant: String) throws {
        let list = try Self.source(variant, "words.txt")
        let outcome = DictionaryCompiler.compile(
            alphabet: try Self.source(variant, "alphabet.json"), lists: [list], variant: variant)
        #expect(outcome.diagnostics.isEmpty, "\(outcome.diagnostics.map(\.message))")
        let file = try DawgFile(bytes: try #require(outcome.bytes))
        var dumped: [UInt8] = []
        DawgCommand.dump(file) { dumped += $0 }
        let lines = String(decoding: list.bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.isEmpty && !$0.hasPrefix("#") }
        let expected = lines.map { $0 + "\n" }.joined()
        #expect(file.wordCount == lines.count)
        #expect(dumped == Array(expected.utf8))
    }
}
