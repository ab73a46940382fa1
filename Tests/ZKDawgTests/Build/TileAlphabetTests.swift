import Foundation
import Testing
import ZKCore
import ZKDawgCLI

@testable import DawgReader
@testable import ZKDawg

/// Alphabets with tiles of several letters (Spanish `ch`, `ll`, `rr`; Catalan `l·l`, `ny`, `qu`),
/// on samples of Debian's wspanish and wcatalan (Tests/Fixtures/dawg/tiles, licences beside them):
/// the dump is the list split into tiles by a splitter of the test's own, and anagrams with
/// blanks and the letters that fit a board square agree with scans of that split list.
struct TileAlphabetTests {
    /// A sample, split into tiles by a plain longest-first scan of the tile texts (no automaton, no
    /// `LetterCoder`), with the dictionary built from it.
    struct Sample {
        let file: DawgFile
        let tiles: [[Unicode.Scalar]]
        let counts: [Int]
        /// The distinct words as codes, in dictionary (code) order.
        let words: [[UInt8]]
        let wordSet: Set<[UInt8]>
        let folds: [Unicode.Scalar: Unicode.Scalar]

        init(_ language: String) throws {
            let alphabet = Support.fixture("tiles/\(language)/alphabet.json")
            let list = Support.fixture("tiles/\(language)/words.txt")
            let json = try #require(
                try JSONSerialization.jsonObject(with: Data(alphabet.bytes)) as? [String: Any])
            let letters = try #require(json["letters"] as? [[String: Any]])
            tiles = letters.map { Array(($0["letter"] as? String ?? "").unicodeScalars) }
            counts = letters.map { $0["count"] as? Int ?? 0 }
            var folds: [Unicode.Scalar: Unicode.Scalar] = [:]
            for (key, value) in json["fold"] as? [String: String] ?? [:] {
                if let from = key.unicodeScalars.first, let to = value.unicodeScalars.first { folds[from] = to }
            }
            self.folds = folds
            var split: Set<[UInt8]> = []
            for line in String(decoding: list.bytes, as: UTF8.self).split(separator: "\n") where !line.hasPrefix("#") {
                split.insert(try #require(Self.split(String(line), tiles: tiles, folds: folds), "\(line)"))
            }
            wordSet = split
            words = split.sorted { $0.lexicographicallyPrecedes($1) }
            let outcome = DictionaryCompiler.compile(
                alphabet: alphabet, lists: [list], variant: "scrabble_\(language)",
                options: DictionaryCompiler.Options(gaddag: true))
            #expect(outcome.diagnostics.isEmpty, "\(outcome.diagnostics.map(\.message))")
            file = try DawgFile(bytes: try #require(outcome.bytes))
        }

        /// Longest tile first, after the folds; nil when a place starts no tile.
        static func split(
            _ word: String, tiles: [[Unicode.Scalar]], folds: [Unicode.Scalar: Unicode.Scalar]
        ) -> [UInt8]? {
            let scalars = word.unicodeScalars.map { folds[$0] ?? $0 }
            var codes: [UInt8] = []
            var position = 0
            while position < scalars.count {
                var best: (code: Int, length: Int)?
                for (code, tile) in tiles.enumerated()
                where tile.count > (best?.length ?? 0) && scalars[position...].starts(with: tile) {
                    best = (code, tile.count)
                }
                guard let best else { return nil }
                codes.append(UInt8(best.code))
                position += best.length
            }
            return codes
        }

        func text(_ codes: [UInt8]) -> String {
            String(String.UnicodeScalarView(codes.flatMap { tiles[Int($0)] }))
        }
    }

    static let spanish = Result { try Sample("es") }
    static let catalan = Result { try Sample("ca") }

    static func sample(_ language: String) throws -> Sample {
        try (language == "es" ? spanish : catalan).get()
    }

    @Test(arguments: ["es", "ca"])
    func dumpIsTheListSplitIntoTiles(_ language: String) throws {
        let sample = try Self.sample(language)
        #expect(sample.file.version == 4)
        #expect(sample.file.wordCount == sample.words.count)
        #expect(sample.file.alphabet.letters.map { Array($0.text.unicodeScalars) } == sample.tiles)
        var dumped: [UInt8] = []
        DawgCommand.dump(sample.file) { dumped += $0 }
        let expected = sample.words.map { sample.text($0) + "\n" }.joined()
        #expect(String(decoding: dumped, as: UTF8.self) == expected)
        // Word ↔ index and lookups go through the same split.
        for (index, word) in sample.words.enumerated() where index % 7 == 0 {
            #expect(sample.file.codes(at: index) == word)
            #expect(sample.file.index(of: sample.text(word)) == index)
            #expect(sample.file.contains(sample.text(word)))
        }
    }

    @Test func spanishWordsAreSplitLongestFirst() throws {
        let file = try Self.sample("es").file
        #expect(file.codes(of: "carro").map { $0.map(file.alphabet.letter) } == ["c", "a", "rr", "o"])
        #expect(file.codes(of: "Chillar").map { $0.map(file.alphabet.letter) } == ["ch", "i", "ll", "a", "r"])
        #expect(file.codes(of: "acción").map { $0.map(file.alphabet.letter) } == ["a", "c", "c", "i", "o", "n"])
        // Decomposed accents take the normalising path, to the same tiles.
        #expect(file.codes(of: "accio\u{301}n") == file.codes(of: "acción"))
        #expect(file.codes(of: "kilo") == nil)
        // A rack or a pattern: letters split as a word is, a space between separate tiles.
        #expect(file.tiles(of: "ch?c h") == [3, nil, 2, 8])
        #expect(file.coder.input("CHICO") == .allCapitals)
    }

    /// Anagrams of 5,000 seeded-random racks per language (drawn from the bag, up to two blanks,
    /// all tiles or any of them) against a scan of the split list, blanks' positions included.
    @Test(arguments: ["es", "ca"])
    func anagramsWithBlanksAgreeWithAScan(_ language: String) throws {
        let sample = try Self.sample(language)
        let bag = sample.counts.enumerated().flatMap { code, count in Array(repeating: UInt8(code), count: count) }
        var generator = Support.SplitMix(state: language == "es" ? 54 : 540)
        for round in 0..<5_000 {
            var rack = (0..<Int.random(in: 1...7, using: &generator)).map { _ in
                bag[Int.random(in: 0..<bag.count, using: &generator)] as UInt8?
            }
            for _ in 0..<Int.random(in: 0...2, using: &generator) { rack.append(nil) }
            rack.shuffle(using: &generator)
            let partial = round % 2 == 0
            let text = rack.map { $0.map { sample.file.alphabet.letter($0) } ?? "?" }.joined(separator: " ")
            let found = try #require(sample.file.anagramMatches(of: text, partial: partial))
            let expected = Self.scanAnagrams(sample, rack: rack, partial: partial)
            #expect(found.map(\.codes) == expected.map(\.codes), "rack '\(text)' partial \(partial)")
            #expect(found.map(\.blanks) == expected.map(\.blanks), "rack '\(text)'")
            #expect(found.map(\.word) == expected.map { sample.text($0.codes) })
            if found.map(\.codes) != expected.map(\.codes) { return }
        }
    }

    static func scanAnagrams(
        _ sample: Sample, rack: [UInt8?], partial: Bool
    ) -> [(codes: [UInt8], blanks: [Int])] {
        let minLength = sample.file.alphabet.minLength
        return sample.words.compactMap { word in
            guard partial ? word.count >= minLength && word.count <= rack.count : word.count == rack.count else {
                return nil
            }
            var tiles: [UInt8: Int] = [:]
            var blanks = 0
            for tile in rack {
                if let tile { tiles[tile, default: 0] += 1 } else { blanks += 1 }
            }
            var positions: [Int] = []
            for (position, code) in word.enumerated() {
                if let count = tiles[code], count > 0 {
                    tiles[code] = count - 1
                } else if blanks > 0 {
                    blanks -= 1
                    positions.append(position)
                } else {
                    return nil
                }
            }
            return (word, positions)
        }
    }

    /// The letters that fit a square (a word's letter taken out, or random tiles either side) on
    /// 5,000 seeded-random squares per language, against trying every tile in the split list.
    @Test(arguments: ["es", "ca"])
    func lettersBetweenAgreeWithAScan(_ language: String) throws {
        let sample = try Self.sample(language)
        let letters = sample.tiles.count
        var generator = Support.SplitMix(state: language == "es" ? 1031 : 1310)
        for round in 0..<5_000 {
            let prefix: [UInt8]
            let suffix: [UInt8]
            if round % 4 == 3 {
                prefix = (0..<Int.random(in: 0...3, using: &generator)).map { _ in
                    UInt8.random(in: 0..<UInt8(letters), using: &generator)
                }
                suffix = (0..<Int.random(in: 0...2, using: &generator)).map { _ in
                    UInt8.random(in: 0..<UInt8(letters), using: &generator)
                }
            } else {
                let word = sample.words[Int.random(in: 0..<sample.words.count, using: &generator)]
                let square = Int.random(in: 0..<word.count, using: &generator)
                prefix = Array(word[..<square])
                suffix = Array(word[(square + 1)...])
            }
            var expected: UInt64 = 0
            for code in 0..<letters where sample.wordSet.contains(prefix + [UInt8(code)] + suffix) {
                expected |= 1 << UInt64(code)
            }
            let found = sample.file.letterSet(between: prefix, and: suffix)
            #expect(found == expected, "'\(sample.text(prefix))' _ '\(sample.text(suffix))'")
            if found != expected { return }
        }
        // The string form, for the first word: its first letter fits before the rest.
        let first = try #require(sample.words.first)
        let fits = try #require(sample.file.letters(between: "", and: sample.text(Array(first.dropFirst()))))
        #expect(fits.contains(sample.file.alphabet.letter(first[0])))
    }

    // MARK: The split's diagnostic (ZK1031)

    @Test func aCharacterNoTileStartsIsReportedWhereTheSplitStops() throws {
        let alphabet = Support.fixture("tiles/ca/alphabet.json")
        let list = SourceFile(path: "Content/dictionaries/tiles/ca/words.txt", text: "col·legi\nal·a\n")
        let outcome = DictionaryCompiler.compile(alphabet: alphabet, lists: [list], variant: "scrabble_ca")
        #expect(
            outcome.diagnostics.map {
                "\($0.code) \($0.location?.start?.line ?? 0):\($0.location?.start?.column ?? 0) \($0.message)"
            } == [
                "ZK1031 2:3 word 'al·a' cannot be split into the tiles of 'scrabble_ca': no tile starts with '·' here (tiles are taken longest first)"
            ])
        #expect(outcome.diagnostics.first?.location?.path == "Content/dictionaries/tiles/ca/words.txt")
        #expect(outcome.bytes == nil)
        // `y` is only part of `ny` in Catalan Scrabble.
        let yes = DictionaryCompiler.compile(
            alphabet: alphabet, lists: [SourceFile(path: "w.txt", text: "any\njoyós\n")], variant: "scrabble_ca")
        #expect(
            yes.diagnostics.map { "\($0.code) \($0.location?.start?.line ?? 0):\($0.location?.start?.column ?? 0)" }
                == ["ZK1031 2:3"])
    }

    /// A split the longest-first rule misses is named in a note.
    @Test func anotherSplitIsNamedInANote() throws {
        let alphabet = SourceFile(
            path: "Content/dictionaries/t/alphabet.json",
            text:
                #"{"letters": [{"letter": "a", "value": 1, "count": 1}, {"letter": "ab", "value": 1, "count": 1}, {"letter": "bc", "value": 1, "count": 1}], "blanks": 0}"#
        )
        let list = SourceFile(path: "Content/dictionaries/t/words.txt", text: "abbc\nabc\n")
        let outcome = DictionaryCompiler.compile(alphabet: alphabet, lists: [list], variant: "t")
        let diagnostic = try #require(outcome.diagnostics.first)
        #expect(outcome.diagnostics.count == 1)
        #expect(diagnostic.code == "ZK1031")
        #expect(diagnostic.location?.start?.line == 2 && diagnostic.location?.start?.column == 3)
        #expect(
            diagnostic.notes.first?.message
                == "the tiles 'a' 'bc' spell it, but a longer tile is taken first; list the tiles so that the longest match is meant"
        )
    }

    @Test func tileTextsAreChecked() throws {
        let result = AlphabetFileCheck.read(
            SourceFile(
                path: "alphabet.json",
                text:
                    #"{"letters": [{"letter": "ch", "value": 1, "count": 1}, {"letter": "Ll", "value": 1, "count": 1}, {"letter": "a b", "value": 1, "count": 1}, {"letter": "abcde", "value": 1, "count": 1}, {"letter": "ch", "value": 1, "count": 1}], "blanks": 0}"#
            ), defaultVariant: "t")
        #expect(result.diagnostics.map(\.code) == ["ZK1002", "ZK1002", "ZK1002", "ZK1003"])
    }

    // MARK: The format

    /// A file without tiles of several letters stays version 3, byte for byte; one with them is
    /// version 4 and its spellings are checked when read.
    @Test func spellingsMakeVersion4AndAreChecked() throws {
        let plain = try DawgFile(bytes: DawgExamples.dictionary)
        #expect(plain.version == 3)
        var bytes = try #require(
            Support.compile("tiles/ca", "col·legi\nany\n").bytes, "the Catalan alphabet builds")
        let file = try DawgFile(bytes: bytes)
        #expect(file.version == 4)
        #expect(file.allWords() == ["any", "col·legi"])
        // The spelling of `l·l` (letter 12) made to start with another letter than its scalar's.
        let spelling = Array("l·l".utf8)
        let at = try #require(
            (0..<(bytes.count - spelling.count)).first { Array(bytes[$0..<($0 + spelling.count)]) == spelling })
        bytes[at] = UInt8(ascii: "m")
        DawgWriter.seal(&bytes)
        #expect(throws: DawgFormatError.self) { try DawgFile(bytes: bytes) }
        do {
            _ = try DawgFile(bytes: bytes)
        } catch {
            #expect("\(error)".contains("spelling of letter 12"))
        }
    }
}

/// Words within one or two edits of a word, against the edit distance to every word of a list.
struct WordsWithinTests {
    static func distance(_ a: [UInt8], _ b: [UInt8]) -> Int {
        var row = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var next = [i + 1]
            for (j, y) in b.enumerated() { next.append(min(row[j] + (x == y ? 0 : 1), row[j + 1] + 1, next[j] + 1)) }
            row = next
        }
        return row[b.count]
    }

    /// Seeded-random queries (a word of the list with up to three random edits), at distances 1
    /// and 2: 200 on each of the Spanish and Catalan samples (tiles), 6 on the English list
    /// (63,612 words, scanned whole per query).
    @Test(arguments: ["es", "ca", "en"])
    func wordsWithinAgreeWithTheDistanceToEveryWord(_ language: String) throws {
        let file: DawgFile
        let words: [[UInt8]]
        if language == "en" {
            let outcome = DictionaryCompiler.compile(
                alphabet: try DefaultDictionariesTests.source("scrabble_en", "alphabet.json"),
                lists: [try DefaultDictionariesTests.source("scrabble_en", "words.txt")], variant: "scrabble_en")
            file = try DawgFile(bytes: try #require(outcome.bytes))
            var all: [[UInt8]] = []
            file.forEachWord { all.append(Array($0)) }
            words = all
        } else {
            let sample = try TileAlphabetTests.sample(language)
            file = sample.file
            words = sample.words
        }
        let letters = file.alphabet.letters.count
        var generator = Support.SplitMix(state: language == "en" ? 3 : language == "es" ? 1 : 2)
        let rounds = language == "en" ? 6 : 200
        for round in 0..<rounds {
            var query = words[Int.random(in: 0..<words.count, using: &generator)]
            for _ in 0..<Int.random(in: 0...3, using: &generator) {
                let letter = UInt8.random(in: 0..<UInt8(letters), using: &generator)
                switch Int.random(in: 0..<3, using: &generator) {
                case 0: query.insert(letter, at: Int.random(in: 0...query.count, using: &generator))
                case 1 where query.count > 1: query.remove(at: Int.random(in: 0..<query.count, using: &generator))
                default: query[Int.random(in: 0..<query.count, using: &generator)] = letter
                }
            }
            let within = round % 2 + 1
            // A length further off than the distance is further off in edits too.
            let expected = words.filter { abs($0.count - query.count) <= within && Self.distance($0, query) <= within }
            let found = file.codes(within: within, of: query)
            #expect(found == expected, "\(language) '\(file.alphabet.word(query))' within \(within)")
            if found != expected { return }
        }
        #expect(file.words(within: 0, of: file.alphabet.word(words[0])) == [file.alphabet.word(words[0])])
    }
}
