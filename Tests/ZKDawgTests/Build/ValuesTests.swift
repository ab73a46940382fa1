import Foundation
import Testing
import ZKCore

@testable import DawgReader
@testable import ZKDawg
@testable import ZKDawgCLI

/// A value per word (`zk-dawg build --values`): stored bit-packed by word index (format version
/// 4, flags bit 2), read back by `value(at:)` and `value(of:)`, printed by `lookup`.
@Suite struct ValuesTests {
    static func compile(_ words: [String], values: String, lenient: Bool = false) -> DictionaryCompiler.Outcome {
        DictionaryCompiler.compile(
            alphabet: Support.smallAlphabet("abcdeilnorst"),
            lists: [SourceFile(path: "Content/dictionaries/small/words.txt", text: words.joined(separator: "\n"))],
            variant: "small",
            options: DictionaryCompiler.Options(
                lenient: lenient, values: SourceFile(path: "values.tsv", text: values)))
    }

    /// Every word of a seeded-random list of 60,000 lines gets its value back (negative, zero,
    /// large; words left out of the values file read 0).
    @Test func valuesRoundTripForEveryWord() throws {
        let words = Array(Set(Support.randomWords(60_000, letters: Array("abcdeilnorst"), seed: 54)))
        var generator = Support.SplitMix(state: 1032)
        var expected: [String: Int] = [:]
        var lines: [String] = ["# word, tab, value"]
        for word in words {
            switch Int.random(in: 0..<10, using: &generator) {
            case 0: expected[word] = 0  // no line
            case 1: expected[word] = Int.random(in: DawgWriter.valueRange, using: &generator)
            default: expected[word] = Int.random(in: -1000...100_000, using: &generator)
            }
            if let value = expected[word], value != 0 || word.count % 2 == 0 { lines.append("\(word)\t\(value)") }
        }
        let outcome = Self.compile(words, values: lines.joined(separator: "\n") + "\n")
        #expect(outcome.diagnostics.isEmpty, "\(outcome.diagnostics.prefix(3).map(\.message))")
        let file = try DawgFile(bytes: try #require(outcome.bytes))
        #expect(file.version == 4)
        #expect(file.hasValues)
        #expect(file.wordCount == words.count)
        var wrong = 0
        for (word, value) in expected where file.value(of: word) != value { wrong += 1 }
        #expect(wrong == 0)
        #expect(file.value(at: -1) == nil)
        #expect(file.value(at: file.wordCount) == nil)
        // All values equal: a field of no bits.
        let flat = Self.compile(["cat", "act"], values: "cat\t7\nact\t7\n")
        let flatFile = try DawgFile(bytes: try #require(flat.bytes))
        #expect(flatFile.value(of: "cat") == 7 && flatFile.value(of: "act") == 7)
    }

    @Test func aFileWithoutValuesHasNone() throws {
        let file = try DawgFile(bytes: DawgExamples.dictionary)
        #expect(!file.hasValues)
        #expect(file.value(at: 0) == nil)
        #expect(file.value(of: "cat") == nil)
    }

    @Test func badLinesAreReportedAtTheirPlace() throws {
        let outcome = Self.compile(
            ["cat", "act", "tact"],
            values: "cat\t1\nact 2\ntact\tten\ndog\t4\n\nCat\t5\n# done\nact\t99999999999999999999\n")
        #expect(
            outcome.diagnostics.map {
                "\($0.code) \($0.location?.start?.line ?? 0):\($0.location?.start?.column ?? 0)"
            } == ["ZK1032 2:1", "ZK1032 3:6", "ZK1033 4:1", "ZK1033 6:1", "ZK1032 8:5"])
        #expect(outcome.bytes == nil)
        let repeated = Self.compile(["cat", "act"], values: "cat\t1\nact\t2\ncat\t3\n")
        #expect(repeated.diagnostics.map(\.code) == ["ZK1034"])
        #expect(repeated.diagnostics.first?.notes.first?.message == "first given on line 1")
        // Lenient: the bad lines are warnings and left out.
        let lenient = Self.compile(["cat", "act"], values: "cat\t1\ndog\t2\n", lenient: true)
        #expect(lenient.diagnostics.map(\.severity) == [.warning])
        #expect(try DawgFile(bytes: try #require(lenient.bytes)).value(of: "cat") == 1)
    }

    @Test func lookupPrintsTheValue() throws {
        let folder = NSTemporaryDirectory() + "zk-dawg-values-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data(Support.alphabet("scrabble_en").bytes).write(to: URL(fileURLWithPath: folder + "/en.json"))
        try Data("act\ncat\n".utf8).write(to: URL(fileURLWithPath: folder + "/words.txt"))
        try Data("cat\t-12\n".utf8).write(to: URL(fileURLWithPath: folder + "/values.tsv"))
        func run(_ arguments: [String]) -> (code: Int32, out: String) {
            let out = Capture()
            let code = ToolMain.run(
                spec: DawgCommand.spec, version: DawgCommand.version, registry: DawgCommand.registry,
                arguments: ["-C", folder] + arguments, environment: ["CI": "true"],
                standardOutput: { out.append($0) }, standardError: { _ in }, handler: DawgCommand.run)
            return (code, out.text)
        }
        let build = run([
            "build", "-q", "--alphabet", "en.json", "--values", "values.tsv", "-o", "en.dawg", "words.txt",
        ])
        #expect(build.code == 0)
        #expect(
            run(["lookup", "en.dawg", "cat", "act", "dog"]).out
                == "cat\tyes\t1\tvalue -12\nact\tyes\t0\tvalue 0\ndog\tno\n")
    }
}
