import Foundation
import ZKCore

@testable import DawgReader
@testable import ZKDawg

/// Shared helpers: fixtures located through #filePath, and one-call builds from text.
enum Support {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/dawg").path

    static func fixture(_ relative: String) -> SourceFile {
        let path = fixtures + "/" + relative
        let bytes = FileManager.default.contents(atPath: path).map { [UInt8]($0) } ?? []
        return SourceFile(path: "Content/dictionaries/" + relative, bytes: bytes)
    }

    static func alphabet(_ variant: String) -> SourceFile { fixture(variant + "/alphabet.json") }

    /// Compiles `words` (raw bytes of a list) against a fixture alphabet.
    static func compile(
        _ variant: String, bytes: [UInt8], gaddag: Bool = false, lenient: Bool = false
    ) -> DictionaryCompiler.Outcome {
        let list = SourceFile(path: "Content/dictionaries/\(variant)/words.txt", bytes: bytes)
        return DictionaryCompiler.compile(
            alphabet: alphabet(variant), lists: [list], variant: variant,
            options: DictionaryCompiler.Options(gaddag: gaddag, lenient: lenient))
    }

    static func compile(_ variant: String, _ text: String, gaddag: Bool = false) -> DictionaryCompiler.Outcome {
        compile(variant, bytes: Array(text.utf8), gaddag: gaddag)
    }

    /// The file built from `text`, which must compile without errors.
    static func file(_ variant: String, _ text: String, gaddag: Bool = false) throws -> DawgFile {
        let outcome = compile(variant, text, gaddag: gaddag)
        guard let bytes = outcome.bytes else { throw DawgFormatError.empty }
        return try DawgFile(bytes: bytes)
    }

    /// A deterministic pseudo-random generator (SplitMix64) for generated lists.
    struct SplitMix: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// `count` random words over `letters` of 2 to 8 letters (with repeats).
    static func randomWords(_ count: Int, letters: [Character], seed: UInt64) -> [String] {
        var generator = SplitMix(state: seed)
        return (0..<count).map { _ in
            let length = Int.random(in: 2...8, using: &generator)
            return String((0..<length).map { _ in letters[Int.random(in: 0..<letters.count, using: &generator)] })
        }
    }
}

extension Support {
    /// An alphabet of `letters` (value and count 1 each) with words of 1 to 8 letters.
    static func smallAlphabet(_ letters: String, variant: String = "small") -> SourceFile {
        let entries = letters.map { #"{"letter": "\#($0)", "value": 1, "count": 1}"# }.joined(separator: ", ")
        return SourceFile(
            path: "Content/dictionaries/\(variant)/alphabet.json",
            text: #"{"variant": "\#(variant)", "letters": [\#(entries)], "blanks": 0, "minLength": 1, "maxLength": 8}"#)
    }

    /// Compiles `words` against `smallAlphabet(letters)`.
    static func compileSmall(_ letters: String, _ words: [String]) -> DictionaryCompiler.Outcome {
        DictionaryCompiler.compile(
            alphabet: smallAlphabet(letters),
            lists: [SourceFile(path: "Content/dictionaries/small/words.txt", text: words.joined(separator: "\n"))],
            variant: "small")
    }
}
