import Testing

@testable import DawgReader
@testable import ZKDawg

/// The builder makes the minimal automaton, the same bytes for any input order, and the reader
/// answers every query like a brute-force scan of the word list.
struct AutomatonTests {
    static let letters = Array("abcde")

    static func brute(_ words: [String]) -> [String] { Array(Set(words)).sorted() }

    @Test func minimalAutomatonOfAClassicExample() throws {
        // tap, taps, top, tops: 5 states (root, t, ta=to, tap=top, taps=tops) and 5 edges (t, a, o, p, s).
        let outcome = Support.compile("scrabble_en", "tap\ntaps\ntop\ntops\n")
        let dawg = try #require(outcome.dawg)
        #expect(dawg.stateCount == 5)
        #expect(dawg.edgeCount == 5)
    }

    @Test func noTwoStatesAreEquivalent() throws {
        let words = Support.randomWords(3000, letters: Self.letters, seed: 7)
        let dawg = try #require(Support.compile("scrabble_en", words.joined(separator: "\n")).dawg)
        // In an acyclic automaton, minimal ⇔ no two states have the same right language;
        // with children minimal, that is the same (final, labels, targets) signature.
        var signatures = Set<[UInt64]>()
        for state in 0..<dawg.stateCount {
            var signature: [UInt64] = [dawg.finals[state] ? 1 : 0]
            for edge in Int(dawg.firstEdges[state])..<Int(dawg.firstEdges[state + 1]) {
                signature += [UInt64(dawg.labels[edge]), UInt64(dawg.targets[edge])]
            }
            #expect(signatures.insert(signature).inserted)
        }
    }

    @Test func sameBytesWhateverTheInputOrder() throws {
        var words = Support.randomWords(2000, letters: Self.letters, seed: 11)
        let first = try #require(Support.compile("scrabble_en", words.joined(separator: "\n")).bytes)
        var generator = Support.SplitMix(state: 99)
        words.shuffle(using: &generator)
        let second = try #require(Support.compile("scrabble_en", words.joined(separator: "\n")).bytes)
        #expect(first == second)
    }

    @Test func dumpIndexAndLookupsMatchBruteForce() throws {
        let words = Support.randomWords(2000, letters: Self.letters, seed: 3)
        let expected = Self.brute(words)
        let file = try Support.file("scrabble_en", words.joined(separator: "\n"))
        #expect(file.wordCount == expected.count)
        #expect(file.allWords() == expected)
        for (index, word) in expected.enumerated() {
            #expect(file.index(of: word) == index)
            #expect(file.word(at: index) == word)
        }
        #expect(file.word(at: expected.count) == nil)
        #expect(file.word(at: -1) == nil)
        let known = Set(expected)
        for probe in Support.randomWords(500, letters: Array("abcdef"), seed: 5) {
            #expect(file.contains(probe) == known.contains(probe))
            #expect(file.index(of: probe) == (known.contains(probe) ? expected.firstIndex(of: probe) : nil))
        }
    }

    @Test func prefixesAndNextLetters() throws {
        let file = try Support.file("scrabble_en", "car\ncard\ncare\ncat\n")
        #expect(file.hasPrefix("ca"))
        #expect(!file.hasPrefix("cb"))
        #expect(file.nextLetters(after: "ca") == ["r", "t"])
        #expect(file.nextLetters(after: "car") == ["d", "e"])
        #expect(file.nextLetterSet(after: [2, 0]) == (1 << 17 | 1 << 19))
        #expect(file.nextLetters(after: "zz").isEmpty)
    }

    @Test func patternsWithWildcards() throws {
        let words = Support.randomWords(1500, letters: Self.letters, seed: 21)
        let file = try Support.file("scrabble_en", words.joined(separator: "\n"))
        for pattern in ["a?c", "??", "?b?d", "eeee", "???????"] {
            let expected = Self.brute(words).filter { word in
                word.count == pattern.count && zip(word, pattern).allSatisfy { $1 == "?" || $0 == $1 }
            }
            #expect(file.words(matching: pattern) == expected)
        }
        #expect(file.words(matching: "a1") == nil)
    }

    @Test func anagramsAndSubAnagramsWithBlanks() throws {
        let words = Support.randomWords(1500, letters: Self.letters, seed: 33)
        let file = try Support.file("scrabble_en", words.joined(separator: "\n"))
        for rack in ["abc", "aab?", "de??", "abcde"] {
            func fits(_ word: String) -> Bool {
                var tiles: [Character: Int] = [:]
                var blanks = 0
                for tile in rack { if tile == "?" { blanks += 1 } else { tiles[tile, default: 0] += 1 } }
                for letter in word {
                    if let count = tiles[letter], count > 0 {
                        tiles[letter] = count - 1
                    } else if blanks > 0 {
                        blanks -= 1
                    } else {
                        return false
                    }
                }
                return true
            }
            let all = Self.brute(words).filter(fits)
            #expect(file.anagrams(of: rack, partial: true) == all)
            #expect(file.anagrams(of: rack, partial: false) == all.filter { $0.count == rack.count })
        }
    }

    @Test func gaddagFindsEveryWordThroughAnAnchor() throws {
        let words = Support.randomWords(800, letters: Self.letters, seed: 44)
        let file = try Support.file("scrabble_en", words.joined(separator: "\n"), gaddag: true)
        #expect(file.gaddag != nil)
        #expect(file.allWords() == Self.brute(words))
        for anchor in ["a", "bc", "eda", "cccc"] {
            var expected: [(String, Int)] = []
            for word in Self.brute(words) {
                let letters = Array(word)
                let needle = Array(anchor)
                guard letters.count >= needle.count else { continue }
                for offset in 0...(letters.count - needle.count)
                where Array(letters[offset..<(offset + needle.count)]) == needle {
                    expected.append((word, offset))
                }
            }
            let found = try #require(file.wordsThrough(anchor: anchor))
            #expect(found.map(\.word) == expected.map(\.0))
            #expect(found.map(\.offset) == expected.map(\.1))
        }
        let plain = try Support.file("scrabble_en", words.joined(separator: "\n"))
        #expect(plain.wordsThrough(anchor: "a") == nil)
    }

    @Test func lookupsOfEveryShortStringMatchTheList() throws {
        // Words of 1 to 5 letters exercise the prefix table (one, two, three letters) and the
        // scan after it; "d" is not a letter of the alphabet.
        var generator = Support.SplitMix(state: 8)
        let words = (0..<400).map { _ in
            String(
                (0..<Int.random(in: 1...5, using: &generator)).map { _ in "abc".randomElement(using: &generator) ?? "a"
                })
        }
        let outcome = Support.compileSmall("abc", words)
        let file = try DawgFile(bytes: try #require(outcome.bytes))
        let known = Set(words)
        var probes = [""]
        for _ in 1...5 { probes += probes.flatMap { prefix in ["a", "b", "c", "d"].map { prefix + $0 } } }
        for probe in Set(probes).sorted() where !probe.isEmpty {
            #expect(file.contains(probe) == known.contains(probe), "\(probe)")
            let codes = probe.unicodeScalars.map { UInt8(truncatingIfNeeded: $0.value - 0x61) }
            #expect(
                codes.withUnsafeBufferPointer { file.contains(codes: $0) } == known.contains(probe), "\(probe) as codes"
            )
        }
        #expect(file.allWords() == Array(known).sorted())
    }

    @Test func containsNormalisesLikeTheBuilder() throws {
        let file = try Support.file("erudit_ru", "ёж\nелка\nкот\n")
        #expect(file.contains("ЁЖ"))
        #expect(file.contains("Ёлка"))
        #expect(file.contains("е\u{0308}ж"))
        #expect(!file.contains("ежи"))
        #expect(!file.contains("кот!"))
        #expect(!file.contains(""))
        var decomposed = "е\u{0308}ж"
        #expect(decomposed.withUTF8 { file.contains(utf8: $0) } == nil)
        var folded = "КОТ"
        #expect(folded.withUTF8 { file.contains(utf8: $0) } == true)
    }
}
