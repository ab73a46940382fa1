import Foundation
import Testing
import ZKCore

/// The tape reader accepts exactly what the tree reader reads without a diagnostic, and holds the
/// same values at the same positions.
@Suite struct JSONTapeTests {
    static let suite = Fixtures.path("JSONTestSuite")

    static func cases() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: suite)) ?? []).filter { $0.hasSuffix(".json") }.sorted()
    }

    @Test(arguments: cases())
    func agreesWithTheTreeReader(_ name: String) throws {
        let data = try #require(FileManager.default.contents(atPath: Self.suite + "/" + name))
        let file = SourceFile(path: name, bytes: Array(data))
        let tree = JSONReader.read(file)
        let tape = JSONTape.read(file)
        let clean = tree.value != nil && tree.diagnostics.isEmpty
        #expect((tape != nil) == clean, "\(name): tape \(tape != nil), reader \(tree.diagnostics.map(\.code))")
        if let tape, let value = tree.value {
            #expect(tape.value(0) == value, "\(name)")
            #expect(JSONTape(value).value(0) == value, "\(name) (tape of the tree)")
        }
    }

    @Test func keepsOffsetsAndComputesPositionsLazily() throws {
        let file = SourceFile(
            path: "a.json", text: "{\n  \"ключ\": [1, \"a\\nb\", -2.5e3, true, null],\n  \"n\": 18446744073709551616\n}"
        )
        let tape = try #require(JSONTape.read(file))
        #expect(tape.kind(0) == .object)
        #expect(tape.count(0) == 2)
        let key = tape.firstChild(0)
        #expect(tape.string(key) == "ключ")
        #expect(tape.position(key) == SourcePosition(line: 2, column: 3, offset: 4))
        let array = tape.next(key)
        #expect(tape.count(array) == 5)
        var item = tape.firstChild(array)
        #expect(tape.number(item) == .integer(1))
        item = tape.next(item)
        #expect(tape.string(item) == "a\nb")
        #expect(tape.position(item).column == 15)
        item = tape.next(item)
        #expect(tape.number(item) == .decimal("-2.5e3"))
        let second = tape.next(array)
        #expect(tape.stringEquals(second, "n"))
        #expect(tape.number(tape.next(second)) == .decimal("18446744073709551616"))
    }

    @Test func duplicateKeysByCodePointOnly() {
        #expect(JSONTape.read(SourceFile(path: "a", text: "{\"\u{00F1}\": 1, \"n\u{0303}\": 2}")) != nil)
        #expect(JSONTape.read(SourceFile(path: "a", text: #"{"a": 1, "\u0061": 2}"#)) == nil)
        let many = (0..<40).map { "\"k\($0)\": \($0)" }.joined(separator: ", ")
        #expect(JSONTape.read(SourceFile(path: "a", text: "{\(many)}")) != nil)
        #expect(JSONTape.read(SourceFile(path: "a", text: "{\(many), \"k7\": 1}")) == nil)
        // Small objects compare keys of one length only, long keys in full.
        let long = String(repeating: "x", count: 40)
        #expect(
            JSONTape.read(SourceFile(path: "a", text: #"{"ab": 1, "cd": 2, "\#(long)a": 3, "\#(long)b": 4}"#)) != nil)
        #expect(JSONTape.read(SourceFile(path: "a", text: #"{"ab": 1, "\#(long)": 2, "cd": 3, "\#(long)": 4}"#)) == nil)
        #expect(JSONTape.read(SourceFile(path: "a", text: #"{"ab": 1, "cd": 2, "a": 3, "cd": 4}"#)) == nil)
    }

    /// Keys are screened by fingerprint as they are read; an object is compared in full only
    /// when two prints agree, a key has escapes, or it has more keys or levels than are printed.
    @Test func duplicateKeysAreFoundPastTheFingerprints() {
        func reads(_ text: String) -> Bool { JSONTape.read(SourceFile(path: "a", text: text)) != nil }
        // One length, the same first and last eight bytes: one print, different keys.
        #expect(reads(#"{"abcdefgh-1-ijklmnop": 1, "abcdefgh-2-ijklmnop": 2}"#))
        #expect(!reads(#"{"abcdefgh-1-ijklmnop": 1, "x": 0, "abcdefgh-1-ijklmnop": 2}"#))
        for key in ["a", "abc", "abcd", "abcdefg", "abcdefgh", "abcdefghi"] {
            #expect(!reads("{\"\(key)\": 1, \"\(key)\": 2}"), "\(key)")
            #expect(reads("{\"\(key)\": 1, \"\(key)x\": 2}"), "\(key)")
        }
        // An escaped key repeats a plain one.
        #expect(!reads(#"{"ab": 1, "a\u0062": 2}"#))
        // The 17th key repeats the first (past the printed keys).
        let sixteen = (0..<16).map { "\"key\($0)\": \($0)" }.joined(separator: ", ")
        #expect(!reads("{\(sixteen), \"key0\": 16}"))
        #expect(reads("{\(sixteen), \"key16\": 16}"))
        // Deeper than the printed levels.
        let open = String(repeating: "[", count: 40)
        let close = String(repeating: "]", count: 40)
        #expect(!reads("\(open){\"id\": 1, \"id\": 2}\(close)"))
        #expect(reads("\(open){\"id\": 1, \"ix\": 2}\(close)"))
        // Nested objects keep their own prints.
        #expect(reads(#"{"id": {"id": 1, "key": 2}, "key": {"id": 3}}"#))
        #expect(!reads(#"{"id": {"id": 1, "key": 2, "id": 4}, "key": {"id": 3}}"#))
    }

    /// Plain strings, numbers and literals are one word: their length is found in the source
    /// (the closing quote, the end of the lexeme), also at the very end of the document.
    @Test func lengthsComeFromTheSource() throws {
        let text = #"[ "ab", "", "c\"d", 12, -0.5e+3, true, false, null, {"k\u00e9": 1E2, "k": "é"} ]"#
        let file = SourceFile(path: "a.json", text: text)
        let tape = try #require(JSONTape.read(file))
        for made in [tape, JSONTape(try #require(JSONReader.read(file).value))] {
            var items: [Int] = []
            var item = made.firstChild(0)
            while item < made.next(0) {
                items.append(item)
                item = made.next(item)
            }
            // A tape of a tree writes its numbers anew (`-500`); one of a file keeps the lexemes.
            let lexemes = made.file == nil ? [] : ["12", "-0.5e+3", "true", "false", "null"]
            #expect(
                items.map { made.kind($0) == .object ? "{}" : made.string($0) }
                    == ["ab", "", "c\"d"] + (made.file == nil ? items[3..<8].map(made.string) : lexemes) + ["{}"])
            #expect(
                items.map(made.kind) == [.string, .string, .string, .number, .number, .true, .false, .null, .object])
            #expect(made.count(0) == 9)
            let object = items[8]
            #expect(made.count(object) == 2)
            #expect(made.member(object, named: "k").map(made.string) == "é")
            #expect(made.member(object, named: "ké").map { made.kind($0) } == .number)
            #expect(made.number(items[3]) == .integer(12))
            #expect(made.position(items[4]).column == 25)
        }
        for document in ["7", "-12.5", "\"x\"", "true", "null"] {
            let read = try #require(JSONTape.read(SourceFile(path: "b.json", text: document)))
            #expect(read.string(0) == (document.hasPrefix("\"") ? "x" : document))
        }
    }

    /// A dense nest of empty containers needs more words than the first reserve (one per two
    /// bytes): it is read again with room for a word per byte, the same tape as the tree's.
    @Test func denseContainersAreReadWithMoreRoom() throws {
        let text = "[" + Array(repeating: "[[]]", count: 1000).joined(separator: ",") + "]"
        let file = SourceFile(path: "a", text: text)
        let tape = try #require(JSONTape.read(file))
        #expect(tape.words.count > text.utf8.count / 2 + 16)
        #expect(tape.count(0) == 1000)
        #expect(tape.value(0) == JSONReader.read(file).value)
        #expect(JSONTape.read(SourceFile(path: "a", text: text + "]")) == nil)
    }

    /// Containers nest up to `maxDepth`; the counts of each level are kept apart.
    @Test func nestingStopsAtTheDepthLimit() throws {
        let three = try #require(
            JSONTape.read(SourceFile(path: "a", text: "[[[1, 2], [3]], {\"k\": [4]}]"), maxDepth: 3))
        #expect(three.count(0) == 2)
        let inner = three.firstChild(0)
        #expect(three.count(inner) == 2)
        #expect(three.count(three.firstChild(inner)) == 2)
        #expect(three.count(three.next(inner)) == 1)
        #expect(JSONTape.read(SourceFile(path: "a", text: "[[[[1]]]]"), maxDepth: 3) == nil)
        #expect(JSONTape.read(SourceFile(path: "a", text: "[[[1]]"), maxDepth: 3) == nil)
        #expect(JSONTape.read(SourceFile(path: "a", text: "[1]]"), maxDepth: 3) == nil)
    }
}
