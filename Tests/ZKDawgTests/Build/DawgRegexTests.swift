import Foundation
import Testing
import ZKCore
import ZKDawgCLI

@testable import DawgReader
@testable import ZKDawg

/// `words(matchingRegex:)` against an oracle: random expressions (seeded) over the tiles of the
/// English dictionary and of the Spanish and Catalan samples (tiles of several letters), each
/// also written for Foundation's `NSRegularExpression` over the words spelled one private-use
/// character per tile, and every word of the list matched by it.
struct DawgRegexTests {
    /// A random expression, written both ways: for `DawgRegex` (letters; each literal tile in its
    /// own group, so `c` then `h` is never read as the tile `ch`) and for the oracle.
    struct Expression {
        var regex = ""
        var oracle = ""
    }

    struct Generator {
        var random: Support.SplitMix
        let tiles: [String]

        static func scalar(_ code: Int) -> String { String(Character(Unicode.Scalar(UInt32(0xE000 + code)) ?? "?")) }

        mutating func code() -> Int { Int.random(in: 0..<tiles.count, using: &random) }

        mutating func atom(_ depth: Int) -> Expression {
            switch Int.random(in: 0..<(depth > 2 ? 3 : 5), using: &random) {
            case 0:
                let code = code()
                return Expression(regex: "(\(tiles[code]))", oracle: Self.scalar(code))
            case 1:
                return Expression(regex: ".", oracle: ".")
            case 2:
                // A class of one-letter tiles; the others as alternatives of a group.
                let codes = Set((0..<Int.random(in: 1...4, using: &random)).map { _ in code() }).sorted()
                let single = codes.filter { tiles[$0].count == 1 }
                let several = codes.filter { tiles[$0].count > 1 }
                let negate = several.isEmpty && Bool.random(using: &random)
                let oracle = (negate ? "[^" : "[") + codes.map(Self.scalar).joined() + "]"
                var parts = several.map { tiles[$0] }
                if !single.isEmpty { parts.append((negate ? "[^" : "[") + single.map { tiles[$0] }.joined() + "]") }
                return Expression(regex: "(" + parts.joined(separator: "|") + ")", oracle: oracle)
            case 3:
                let inner = alternatives(depth + 1)
                return Expression(regex: "(\(inner.regex))", oracle: "(?:\(inner.oracle))")
            default:
                let inner = sequence(depth + 1)
                return Expression(regex: "(\(inner.regex))", oracle: "(?:\(inner.oracle))")
            }
        }

        /// An atom with a repeat: only a tile, a class or `.` is repeated, never a group, since a
        /// repeated group of repeats makes the backtracking oracle take exponential time.
        mutating func repeated(_ depth: Int) -> Expression {
            var expression = atom(depth)
            let suffix: String
            let isGroup = expression.oracle.hasPrefix("(?:")
            switch isGroup ? 8 : Int.random(in: 0..<9, using: &random) {
            case 0: suffix = "*"
            case 1: suffix = "+"
            case 2: suffix = "?"
            case 3:
                let low = Int.random(in: 0...2, using: &random)
                suffix =
                    Bool.random(using: &random) ? "{\(low)}" : "{\(low),\(low + Int.random(in: 0...2, using: &random))}"
            case 4: suffix = "{1,}"
            default: suffix = ""
            }
            expression.regex += suffix
            expression.oracle += suffix
            return expression
        }

        mutating func sequence(_ depth: Int) -> Expression {
            var result = Expression()
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                let part = repeated(depth)
                result.regex += part.regex
                result.oracle += part.oracle
            }
            return result
        }

        mutating func alternatives(_ depth: Int) -> Expression {
            var result = sequence(depth)
            if Int.random(in: 0..<4, using: &random) == 0 {
                let other = sequence(depth)
                result.regex += "|" + other.regex
                result.oracle += "|" + other.oracle
            }
            return result
        }
    }

    static func dictionary(_ language: String) throws -> (file: DawgFile, words: [[UInt8]]) {
        if language == "en" {
            // Every 20th word of the English list: 3,181 words, a second's work for the oracle.
            let list = try DefaultDictionariesTests.source("scrabble_en", "words.txt")
            let lines = String(decoding: list.bytes, as: UTF8.self).split(separator: "\n")
            let sample = stride(from: 0, to: lines.count, by: 20).map { lines[$0] }.joined(separator: "\n")
            let outcome = DictionaryCompiler.compile(
                alphabet: try DefaultDictionariesTests.source("scrabble_en", "alphabet.json"),
                lists: [SourceFile(path: list.path, text: sample)], variant: "scrabble_en")
            let file = try DawgFile(bytes: try #require(outcome.bytes))
            var all: [[UInt8]] = []
            file.forEachWord { all.append(Array($0)) }
            return (file, all)
        }
        let sample = try TileAlphabetTests.sample(language)
        return (sample.file, sample.words)
    }

    @Test(arguments: ["en", "es", "ca"])
    func randomExpressionsAgreeWithFoundationsRegularExpressions(_ language: String) throws {
        let (file, words) = try Self.dictionary(language)
        let spelled = words.map { $0.map { Generator.scalar(Int($0)) }.joined() }
        var generator = Generator(
            random: Support.SplitMix(state: language == "en" ? 11 : language == "es" ? 12 : 13),
            tiles: file.alphabet.letters.map(\.text))
        var matched = 0
        for _ in 0..<150 {
            let expression = generator.alternatives(0)
            let oracle = try NSRegularExpression(pattern: "^(?:" + expression.oracle + ")$")
            let expected = zip(words, spelled).filter { _, text in
                oracle.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
            }.map(\.0)
            let found = file.codes(matching: try DawgRegex(expression.regex, for: file))
            #expect(found == expected, "\(language) \(expression.regex)")
            if found != expected { return }
            matched += found.count
        }
        #expect(matched > 0, "the expressions match some words")
    }

    /// A run of letters is split as a word is: in Spanish `ch` is one tile, so `c.*` does not
    /// reach `chico`, `ch.*` does, and `.` is one tile.
    @Test func aRunOfLettersIsSplitIntoTiles() throws {
        let (file, words) = try Self.dictionary("es")
        let ch = try #require(file.codes(of: "ch")).first
        let c = try #require(file.codes(of: "c")).first
        #expect(ch != c)
        let startingWithCh = words.filter { $0.first == ch }.map { file.alphabet.word($0) }
        #expect(!startingWithCh.isEmpty)
        #expect(try file.words(matchingRegex: "ch.*") == startingWithCh)
        #expect(try file.words(matchingRegex: "c.*").allSatisfy { !$0.hasPrefix("ch") })
        let twoTiles = words.filter { $0.count == 2 }.map { file.alphabet.word($0) }
        #expect(try file.words(matchingRegex: "..") == twoTiles)
    }

    @Test(arguments: [
        ("c(at", "'(' without ')'", 2), ("cat)", "')' without '('", 4), ("*a", "'*' repeats nothing", 1),
        ("a{2", "a repeat is '{n}', '{n,}' or '{n,m}'", 2), ("[ca", "'[' without ']'", 1),
        ("c[z-a]", "the range 'z-a' is out of order", 3), ("a{3,1}", "the repeat {3,1} is out of order or over 255", 2),
        ("ca1", "'ca1' is not tiles of the dictionary's alphabet", 1), ("^cat", "'^' is not supported", 1),
        (String(repeating: "(", count: 100_000) + "a", "groups are nested deeper than 64", 65),
        ("a" + String(repeating: "*", count: 100_000), "more than 64 repeats in a row", 66),
        ("((a{255}){255})", "the pattern needs more than 20000 states", 1),
    ])
    func aBrokenExpressionIsAnErrorAtItsCharacter(_ pattern: String, _ message: String, _ column: Int) throws {
        let (file, _) = try Self.dictionary("en")
        #expect(throws: DawgRegex.SyntaxError(message: message, column: column)) { try DawgRegex(pattern, for: file) }
    }
}
