import Foundation
import Testing
import ZKCore

@testable import DawgReader
@testable import ZKDawg
@testable import ZKDawgCLI

/// `zk-dawg lookup` and `query` (issue 24 item 10, issue 26 item 4): empty queries are usage
/// errors, lookup normalises a word as build does, anagrams name the letters blanks play.
@Suite struct DawgQueryCommandTests {
    let folder: String

    init() throws {
        folder = NSTemporaryDirectory() + "zk-dawg-query-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data(Support.alphabet("scrabble_en").bytes).write(to: URL(fileURLWithPath: folder + "/en.json"))
        try Data("act\ncart\ncat\ntact\n".utf8).write(to: URL(fileURLWithPath: folder + "/words.txt"))
        #expect(run(["build", "-q", "--alphabet", "en.json", "-o", "en.dawg", "words.txt"]).code == 0)
    }

    func run(_ arguments: [String]) -> (code: Int32, out: String, err: String) {
        let out = Capture()
        let err = Capture()
        let code = ToolMain.run(
            spec: DawgCommand.spec, version: DawgCommand.version, registry: DawgCommand.registry,
            arguments: ["-C", folder] + arguments,
            environment: ["CI": "true"], standardOutput: { out.append($0) }, standardError: { err.append($0) },
            handler: DawgCommand.run)
        return (code, out.text, err.text)
    }

    @Test func emptyPatternsAndRacksAreUsageErrors() {
        for option in ["--anagram", "--pattern", "--anchor"] {
            let result = run(["query", option, "", "en.dawg"])
            #expect(result.code == 2, "\(option)")
            #expect(result.out.isEmpty)
            #expect(result.err.contains("'\(option)' needs at least one letter"), "\(result.err)")
        }
    }

    @Test func aRegularExpressionListsWholeWordsAndAMistakeIsAUsageError() {
        let result = run(["query", "--regex", "c?a[rt]+", "en.dawg"])
        #expect(result.code == 0)
        #expect(result.out == "cart\ncat\n")
        let broken = run(["query", "--regex", "c(at", "en.dawg"])
        #expect(broken.code == 2 && broken.out.isEmpty)
        #expect(broken.err.contains("--regex 'c(at': '(' without ')' (at character 2)"), "\(broken.err)")
    }

    @Test func lookupRefusesWhatBuildRefuses() {
        let result = run(["lookup", "en.dawg", "cat", "Cat", "CAT", "dog", "c4t"])
        // "dog" is spelled in the alphabet but not in the list; "c4t" has a non-letter.
        #expect(result.code == 0)
        #expect(
            result.out == """
                cat\tyes\t2
                Cat\tno\tmixes upper and lower case (the dictionary's case rule is strict, as in build)
                CAT\tno\twritten in capitals (the dictionary's case rule is strict, as in build)
                dog\tno
                c4t\tno\tnot in the alphabet

                """)
    }

    @Test func lookupFoldsWhenTheDictionaryFolds() throws {
        var alphabet = String(decoding: Support.alphabet("scrabble_en").bytes, as: UTF8.self)
        if let close = alphabet.lastIndex(of: "}") {
            alphabet.replaceSubrange(close...close, with: #", "case": "fold"}"#)
        }
        try Data(alphabet.utf8).write(to: URL(fileURLWithPath: folder + "/fold.json"))
        try Data("Cat\nTact\n".utf8).write(to: URL(fileURLWithPath: folder + "/nouns.txt"))
        #expect(run(["build", "-q", "--alphabet", "fold.json", "-o", "fold.dawg", "nouns.txt"]).code == 0)
        #expect(run(["lookup", "fold.dawg", "Cat", "cat", "TACT"]).out == "Cat\tyes\t0\ncat\tyes\t0\nTACT\tyes\t1\n")
    }

    @Test func anagramsWithBlanksNameTheirPositions() {
        #expect(run(["query", "--anagram", "ca??", "en.dawg"]).out == "cart\t3,4\ntact\t1,4\n")
        #expect(run(["query", "--anagram", "tca", "en.dawg"]).out == "act\ncat\n")
        #expect(run(["query", "--anagram", "tca?", "en.dawg"]).out == "cart\t3\ntact\t4\n")
    }
}
