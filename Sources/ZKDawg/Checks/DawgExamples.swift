import DawgReader
import ZKCore

/// Building blocks of zk-dawg's code examples: a variant folder with a small English alphabet
/// (a, b, c, t; words of 2 to 5 letters) and a word list.
enum DawgExamples {
    /// A small English alphabet for the examples: a, b, c, t; words of 2 to 5 letters.
    static func alphabet(
        letters: String =
            #"{"letter": "a", "value": 1, "count": 9}, {"letter": "b", "value": 3, "count": 2}, {"letter": "c", "value": 3, "count": 2}, {"letter": "t", "value": 1, "count": 6}"#,
        fold: String = "{}", minLength: String = "2", maxLength: String = "5", extra: String = ""
    ) -> DiagnosticExample.ExampleFile {
        DiagnosticExample.ExampleFile(
            "Content/dictionaries/scrabble_en/alphabet.json",
            #"{"variant": "scrabble_en", "language": "en", "letters": [\#(letters)], "blanks": 2, "fold": \#(fold), "minLength": \#(minLength), "maxLength": \#(maxLength)\#(extra)}"#
        )
    }

    /// A Catalan-like alphabet with a tile of three characters: a, l, l·l, words of 2 to 5 tiles.
    static func tileAlphabet() -> DiagnosticExample.ExampleFile {
        alphabet(
            letters:
                #"{"letter": "a", "value": 1, "count": 12}, {"letter": "l", "value": 1, "count": 4}, {"letter": "l·l", "value": 10, "count": 1}"#
        )
    }

    /// 63 lower-case letters: a–z and а–є.
    static let manyLetters: [String] = (Array(0x61...0x7A) + Array(0x430...0x454)).compactMap {
        Unicode.Scalar($0).map { String(Character($0)) }
    }

    static func words(_ text: String) -> DiagnosticExample.ExampleFile {
        DiagnosticExample.ExampleFile("Content/dictionaries/scrabble_en/words.txt", text)
    }

    /// A word list given as bytes (invalid UTF-8); `↓` (its UTF-8 bytes) marks a place.
    static func words(bytes: [UInt8]) -> DiagnosticExample.ExampleFile {
        DiagnosticExample.ExampleFile("Content/dictionaries/scrabble_en/words.txt", bytes: bytes)
    }

    static func example(_ files: DiagnosticExample.ExampleFile...) -> DiagnosticExample { DiagnosticExample(files) }

    // MARK: .dawg files for `zk-dawg verify`

    /// The dictionary of the example alphabet with the words `at`, `bat`, `cat` and `tact`, as
    /// `zk-dawg build` writes it. Built from codes, not through `DictionaryCompiler`: the compiler
    /// reads the codes, whose examples this builds (a cycle of static initialisers).
    static let dictionary: [UInt8] = {
        let letters = [("a", 1, 9), ("b", 3, 2), ("c", 3, 2), ("t", 1, 6)].compactMap { letter, value, count in
            Unicode.Scalar(letter).map { Alphabet.Letter($0, value: value, count: count) }
        }
        let alphabet = Alphabet(
            variant: "scrabble_en", language: "en", letters: letters, blanks: 2, minLength: 2, maxLength: 5)
        let builder = AutomatonBuilder(labelLimit: letters.count)
        let words: [[UInt8]] = [[0, 3], [1, 0, 3], [2, 0, 3], [3, 0, 2, 3]]  // at, bat, cat, tact in code order
        for word in words { word.withUnsafeBufferPointer { _ = builder.add($0) } }
        return DawgWriter.write(alphabet: alphabet, wordCount: words.count, automata: [builder.finish()])
    }()

    /// `zk-dawg verify d.dawg` on `bytes`, reported at the file (a .dawg has no lines).
    static func verify(_ bytes: [UInt8]) -> DiagnosticExample {
        DiagnosticExample(
            [DiagnosticExample.ExampleFile("d.dawg", bytes: bytes)], command: ["zk-dawg", "verify", "d.dawg"],
            unlocated: ["d.dawg"])
    }

    /// `bytes` with the last byte of the payload flipped: its checksum no longer matches.
    static func corrupted(_ bytes: [UInt8]) -> [UInt8] {
        var copy = bytes
        if let last = copy.indices.last { copy[last] ^= 0xFF }
        return copy
    }

    /// `bytes` with the stored minimum word length changed (header byte 42), checksums untouched.
    static func withMinimumLength(_ length: UInt8, _ bytes: [UInt8]) -> [UInt8] {
        var copy = bytes
        if copy.count > 42 { copy[42] = length }
        return copy
    }

    /// `bytes` with both checksums recomputed, as a tool that edits a file would.
    static func resealed(_ bytes: [UInt8]) -> [UInt8] {
        var copy = bytes
        DawgWriter.seal(&copy)
        return copy
    }
}
