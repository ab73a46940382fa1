import DawgReader
import Foundation
import Testing
import ZKCore
import ZKDawg

/// Every query of the reader against a brute-force scan of the word list it was built from:
/// seeded random lists over small alphabets (with the GADDAG) and the default dictionaries.
/// The scans know nothing of automata: they filter the list of strings.
struct BruteForceQueryTests {
    /// A word list and the dictionary built from it, with the scans that answer each query.
    struct Oracle {
        let file: DawgFile
        /// The words in dictionary order, as characters.
        let words: [[Character]]
        let letters: [Character]
        let minLength: Int

        init(letters: String, words input: [String], gaddag: Bool, minLength: Int = 1) throws {
            let letters = Array(letters)
            let rank = Dictionary(uniqueKeysWithValues: letters.enumerated().map { ($1, $0) })
            let unique = Set(input.map { Array($0) })
            let words = unique.sorted { a, b in
                a.map { rank[$0] ?? -1 }.lexicographicallyPrecedes(b.map { rank[$0] ?? -1 })
            }
            let entries = letters.map { #"{"letter": "\#($0)", "value": 1, "count": 1}"# }.joined(separator: ", ")
            let alphabet = SourceFile(
                path: "Content/dictionaries/random/alphabet.json",
                text:
                    #"{"variant": "random", "letters": [\#(entries)], "blanks": 2, "minLength": \#(minLength), "maxLength": 12}"#
            )
            let list = SourceFile(
                path: "Content/dictionaries/random/words.txt", text: input.joined(separator: "\n") + "\n")
            let outcome = DictionaryCompiler.compile(
                alphabet: alphabet, lists: [list], variant: "random",
                options: DictionaryCompiler.Options(gaddag: gaddag, lenient: true))
            let bytes = try #require(outcome.bytes, "\(outcome.diagnostics.map(\.message))")
            try self.init(file: DawgFile(bytes: bytes), words: words, letters: letters, minLength: minLength)
        }

        init(file: DawgFile, words: [[Character]], letters: [Character], minLength: Int) {
            self.file = file
            self.words = words
            self.letters = letters
            self.minLength = minLength
        }

        func contains(_ word: [Character]) -> Bool { words.contains(word) }

        func words(withPrefix prefix: [Character]) -> [String] {
            words.filter { $0.starts(with: prefix) }.map { String($0) }
        }

        func nextLetters(after prefix: [Character]) -> [String] {
            let next = Set(words.filter { $0.count > prefix.count && $0.starts(with: prefix) }.map { $0[prefix.count] })
            return letters.filter(next.contains).map { String($0) }
        }

        func matching(_ pattern: [Character]) -> [String] {
            words.filter { word in
                word.count == pattern.count && zip(word, pattern).allSatisfy { $1 == "?" || $0 == $1 }
            }.map { String($0) }
        }

        /// Whether `word` can be laid from `rack` (`?` stands for any letter).
        static func spells(_ word: [Character], from rack: [Character]) -> Bool {
            var tiles: [Character: Int] = [:]
            for tile in rack { tiles[tile, default: 0] += 1 }
            for letter in word {
                if let count = tiles[letter], count > 0 {
                    tiles[letter] = count - 1
                } else if let blanks = tiles["?"], blanks > 0 {
                    tiles["?"] = blanks - 1
                } else {
                    return false
                }
            }
            return true
        }

        /// The positions a blank plays when the rack's tiles are used from the start of the word.
        static func blankPositions(_ word: [Character], rack: [Character]) -> [Int] {
            var left = rack.filter { $0 != "?" }
            var positions: [Int] = []
            for (position, letter) in word.enumerated() {
                if let tile = left.firstIndex(of: letter) { left.remove(at: tile) } else { positions.append(position) }
            }
            return positions
        }

        func anagrams(of rack: [Character], partial: Bool) -> [String] {
            words.filter { word in
                (partial ? word.count >= minLength && word.count <= rack.count : word.count == rack.count)
                    && Self.spells(word, from: rack)
            }.map { String($0) }
        }

        /// Every (word, offset) where `anchor` occurs in the word, by word then offset.
        func through(_ anchor: [Character]) -> [String] {
            var found: [String] = []
            for word in words where word.count >= anchor.count {
                for offset in 0...(word.count - anchor.count)
                where Array(word[offset..<(offset + anchor.count)]) == anchor {
                    found.append("\(String(word))@\(offset)")
                }
            }
            return found
        }

        /// Checks every query against its scan, with queries drawn by `generator`.
        func checkAll(queries: Int, seed: UInt64) {
            var generator = SplitMix(state: seed)
            func randomString(_ length: Int, blanks: Bool = false) -> [Character] {
                (0..<length).map { _ in
                    blanks && Int.random(in: 0..<5, using: &generator) == 0
                        ? "?" : letters[Int.random(in: 0..<letters.count, using: &generator)]
                }
            }
            func someWord() -> [Character] { words[Int.random(in: 0..<words.count, using: &generator)] }

            // Word ↔ index over the whole list, and both ends out of range.
            #expect(file.wordCount == words.count)
            var indexMismatches = 0
            for (index, word) in words.enumerated() {
                let text = String(word)
                if file.index(of: text) != index || file.word(at: index) != text || !file.contains(text) {
                    indexMismatches += 1
                }
            }
            #expect(indexMismatches == 0, "\(indexMismatches) words whose index, word at index or contains disagree")
            #expect(file.word(at: -1) == nil && file.word(at: words.count) == nil)
            #expect(file.allWords() == words.map { String($0) })

            for _ in 0..<queries {
                // contains on a word changed in one place and on a random string.
                var changed = someWord()
                changed[Int.random(in: 0..<changed.count, using: &generator)] =
                    letters[Int.random(in: 0..<letters.count, using: &generator)]
                let random = randomString(Int.random(in: 1...9, using: &generator))
                for candidate in [changed, random] {
                    #expect(file.contains(String(candidate)) == contains(candidate), "contains '\(String(candidate))'")
                    #expect(
                        (file.index(of: String(candidate)) != nil) == contains(candidate),
                        "index of '\(String(candidate))'")
                }

                // The prefix walk and the next-letter sets, on a prefix of a word and on a random one.
                let word = someWord()
                for prefix in [
                    Array(word.prefix(Int.random(in: 0...word.count, using: &generator))),
                    randomString(Int.random(in: 1...3, using: &generator)),
                ] {
                    let expected = words(withPrefix: prefix)
                    #expect(file.words(withPrefix: String(prefix)) == expected, "words with prefix '\(String(prefix))'")
                    #expect(file.hasPrefix(String(prefix)) == !expected.isEmpty, "has prefix '\(String(prefix))'")
                    #expect(
                        file.nextLetters(after: String(prefix)) == nextLetters(after: prefix),
                        "next letters after '\(String(prefix))'")
                }

                // Patterns: a word with some letters hidden, and a random pattern.
                let hidden = word.map { Int.random(in: 0..<3, using: &generator) == 0 ? "?" : $0 }
                for pattern in [hidden, randomString(Int.random(in: 1...6, using: &generator), blanks: true)] {
                    #expect(file.words(matching: String(pattern)) == matching(pattern), "pattern '\(String(pattern))'")
                }

                // Anagrams of a rack with blanks, whole and partial.
                let rack = randomString(Int.random(in: 2...7, using: &generator), blanks: true)
                #expect(
                    file.anagrams(of: String(rack), partial: false) == anagrams(of: rack, partial: false),
                    "anagrams of '\(String(rack))'")
                #expect(
                    file.anagrams(of: String(rack), partial: true) == anagrams(of: rack, partial: true),
                    "partial anagrams of '\(String(rack))'")
                // Blanks: exactly the letters the rack's tiles do not cover, at their later occurrences.
                for match in file.anagramMatches(of: String(rack), partial: true) ?? [] {
                    #expect(
                        match.blanks == Self.blankPositions(Array(match.word), rack: rack),
                        "blanks of '\(match.word)' from '\(String(rack))'")
                }

                // GADDAG anchors: a piece of a word and a random piece.
                if file.gaddag != nil {
                    let start = Int.random(in: 0..<word.count, using: &generator)
                    let piece = Array(word[start..<min(word.count, start + Int.random(in: 1...3, using: &generator))])
                    for anchor in [piece, randomString(Int.random(in: 1...2, using: &generator))] {
                        let found = file.wordsThrough(anchor: String(anchor))?.map { "\($0.word)@\($0.offset)" }
                        #expect(found == through(anchor), "words through '\(String(anchor))'")
                    }
                }
            }
        }
    }

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

    /// `count` random words of 1 to `maxLength` letters; short words repeat letters often, so
    /// states share suffixes and the automaton is far from a trie.
    static func randomWords(_ count: Int, letters: String, maxLength: Int, seed: UInt64) -> [String] {
        var generator = SplitMix(state: seed)
        let letters = Array(letters)
        return (0..<count).map { _ in
            String(
                (0..<Int.random(in: 1...maxLength, using: &generator)).map { _ in
                    letters[Int.random(in: 0..<letters.count, using: &generator)]
                })
        }
    }

    @Test(arguments: [(UInt64(1), "abc", 6), (UInt64(2), "aeiklmnorst", 7), (UInt64(3), "абвгдеклмнорстя", 8)])
    func randomListAnswersLikeItsScan(seed: UInt64, letters: String, maxLength: Int) throws {
        let words = Self.randomWords(400, letters: letters, maxLength: maxLength, seed: seed)
        let oracle = try Oracle(letters: letters, words: words, gaddag: true)
        oracle.checkAll(queries: 60, seed: seed)
    }

    @Test func minimumLengthBoundsPartialAnagrams() throws {
        let words = Self.randomWords(300, letters: "aelnst", maxLength: 6, seed: 9).filter { $0.count >= 2 }
        let oracle = try Oracle(letters: "aelnst", words: words, gaddag: true, minLength: 2)
        oracle.checkAll(queries: 30, seed: 9)
    }

    static let dictionaries = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Content/dictionaries").path

    /// The default dictionaries (tens of thousands of words), without the GADDAG to keep the build
    /// fast; their lists are normalised and sorted in letter order already.
    @Test(arguments: ["scrabble_en", "erudit_ru"])
    func defaultDictionaryAnswersLikeItsScan(variant: String) throws {
        func source(_ name: String) throws -> SourceFile {
            let path = Self.dictionaries + "/" + variant + "/" + name
            return SourceFile(
                path: "Content/dictionaries/\(variant)/\(name)",
                bytes: [UInt8](try #require(FileManager.default.contents(atPath: path))))
        }
        let list = try source("words.txt")
        let outcome = DictionaryCompiler.compile(alphabet: try source("alphabet.json"), lists: [list], variant: variant)
        let file = try DawgFile(bytes: try #require(outcome.bytes))
        let words = String(decoding: list.bytes, as: UTF8.self).split(separator: "\n")
            .filter { !$0.hasPrefix("#") }.map { Array(String($0)) }
        let letters = file.alphabet.letters.map { Character($0.scalar) }
        let oracle = Oracle(file: file, words: words, letters: letters, minLength: file.alphabet.minLength)
        oracle.checkAll(queries: 12, seed: 17)
    }

    /// Opened for a deferred check, a file answers like one checked completely; the check runs
    /// on the first query (or `verify()`), and a corrupted payload fails `verify()` and answers nothing.
    @Test func aFileCheckedOnFirstUseAnswersLikeOneCheckedWhenOpened() throws {
        let words = Self.randomWords(300, letters: "aeiklmnorst", maxLength: 7, seed: 11)
        let oracle = try Oracle(letters: "aeiklmnorst", words: words, gaddag: true)
        let bytes = Array(oracle.file.bytes.buffer)
        let lazy = try DawgFile(bytes: bytes, checking: .onFirstUse)
        #expect(lazy.hasGADDAG)
        try lazy.verify()
        Oracle(file: lazy, words: oracle.words, letters: oracle.letters, minLength: 1).checkAll(queries: 10, seed: 11)

        var corrupted = bytes
        corrupted[corrupted.count - 9] ^= 0x10
        #expect(throws: DawgFormatError.self) { try DawgFile(bytes: corrupted) }
        let opened = try DawgFile(bytes: corrupted, checking: .onFirstUse)
        #expect(opened.wordCount == oracle.file.wordCount)
        let word = String(try #require(oracle.words.first))
        #expect(!opened.contains(word))
        #expect(opened.allWords().isEmpty)
        #expect(opened.anagrams(of: "??", partial: true) == [])
        #expect(throws: DawgFormatError.self) { try opened.verify() }
        // A header that is wrong is still refused when the file is opened.
        var header = bytes
        header[40] = 0
        #expect(throws: DawgFormatError.self) { try DawgFile(bytes: header, checking: .onFirstUse) }
    }

    @Test func anagramBlanksAreNamed() throws {
        let oracle = try Oracle(letters: "acrt", words: ["cat", "cart", "tact", "act"], gaddag: false)
        let matches = try #require(oracle.file.anagramMatches(of: "ca??", partial: false))
        #expect(matches.map(\.word) == ["cart", "tact"])
        #expect(matches.map(\.blanks) == [[2, 3], [0, 3]])
        #expect(oracle.file.anagramMatches(of: "tca", partial: false)?.map(\.blanks) == [[], []])
    }

    /// The mapped file and the copy in memory answer alike.
    @Test func mappedFileAnswersLikeItsCopy() throws {
        let words = Self.randomWords(200, letters: "aeiklmnorst", maxLength: 7, seed: 5)
        let oracle = try Oracle(letters: "aeiklmnorst", words: words, gaddag: true)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("dawgreader-\(getpid()).dawg")
        try Data(oracle.file.bytes.buffer).write(to: path)
        defer { try? FileManager.default.removeItem(at: path) }
        let mapped = try DawgFile(contentsOf: path)
        #expect(mapped.allWords() == oracle.file.allWords())
        Oracle(file: mapped, words: oracle.words, letters: oracle.letters, minLength: 1).checkAll(queries: 10, seed: 5)
    }
}
