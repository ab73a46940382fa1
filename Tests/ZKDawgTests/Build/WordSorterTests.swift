import DawgReader
import Testing
import ZKCore

@testable import ZKDawg

/// The sorter orders a pool like a stable comparison sort of the words' codes, across the ten
/// codes a key holds and past them (long shared prefixes, prefixes of other words, repeats).
struct WordSorterTests {
    static func pool(_ words: [[UInt8]]) -> WordPool {
        var pool = WordPool()
        for (index, word) in words.enumerated() {
            pool.codes.append(contentsOf: word)
            pool.commit(origin: UInt64(index))
        }
        return pool
    }

    static func expected(_ words: [[UInt8]]) -> [Int32] {
        (0..<words.count).sorted { a, b in
            words[a] != words[b] ? words[a].lexicographicallyPrecedes(words[b]) : a < b
        }.map { Int32($0) }
    }

    /// Words on a few long stems (9, 10, 11, 20 and 21 codes), so that keys tie at every depth.
    static func tyingWords() -> [[UInt8]] {
        var generator = Support.SplitMix(state: 26)
        let stems: [[UInt8]] = [9, 10, 11, 20, 21].map { length in (0..<length).map { UInt8($0 % 3) } }
        var words: [[UInt8]] = []
        for _ in 0..<3000 {
            let stem = stems[Int.random(in: 0..<stems.count, using: &generator)]
            let tail = (0..<Int.random(in: 0...12, using: &generator)).map { _ in
                UInt8.random(in: 0..<3, using: &generator) * 30
            }
            let cut = Int.random(in: 0...stem.count, using: &generator)
            words.append(Array(stem[0..<cut]) + tail)
        }
        words += words.prefix(200)  // repeats, read later than their first occurrence
        words.append([61, 61, 61, 61, 61, 61, 61, 61, 61, 61, 61, 61])  // the largest code everywhere
        words.append(Array(repeating: 61, count: 20))
        return words
    }

    @Test func ordersLikeAStableSortOfTheCodes() {
        let words = Self.tyingWords()
        #expect(WordSorter.order(Self.pool(words)) == Self.expected(words))
    }

    @Test func packedWordsReadBackInSortedOrder() {
        let words = Self.tyingWords()
        let pool = Self.pool(words)
        let sorted = WordSorter.sorted(pool, packTails: true)
        #expect(sorted.items == Self.expected(words))
        #expect(sorted.tails.count == words.count)
        var read: [(codes: [UInt8], item: Int)] = []
        sorted.forEachWord(in: pool) { codes, item in read.append((Array(codes), item)) }
        #expect(read.map(\.item) == Self.expected(words).map { Int($0) })
        #expect(read.allSatisfy { $0.codes == words[$0.item] })
    }

    @Test func sortedInputAndTinyPoolsKeepTheirOrder() {
        let sorted: [[UInt8]] = [[0], [0, 1], [1], [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]]
        #expect(WordSorter.order(Self.pool(sorted)) == [0, 1, 2, 3])
        #expect(WordSorter.order(Self.pool([[2]])) == [0])
        #expect(WordSorter.order(Self.pool([[2, 1], [2]])) == [1, 0])
    }
}

/// A sorter that gives the builder a word out of order fails the build with an internal error at
/// that word (the dictionary would lack it), instead of writing a dictionary without it.
struct SortFailureTests {
    @Test func aWordOutOfOrderIsAnInternalErrorAtTheWord() throws {
        let alphabet = Support.smallAlphabet("abc")
        let read = AlphabetFileCheck.read(alphabet, defaultVariant: "small")
        let letters = try #require(read.alphabet)
        let settings = WordListLineCheck.Settings(
            coder: LetterCoder(letters), alphabetLocation: read.lettersLocation,
            minLengthLocation: read.minLengthLocation, maxLengthLocation: read.maxLengthLocation, lenient: false)
        let list = WordListSource(
            SourceFile(path: "Content/dictionaries/small/words.txt", text: "ba\nab\ncab\n"))
        // Right: every word, no diagnostic.
        let right = DictionaryCompiler.pooled([list], settings: settings, gaddag: false, progress: nil)
        #expect(right.wordCount == 3)
        #expect(right.limiter.diagnostics.isEmpty)
        // Wrong: the pool's own order (ba, ab, cab); the builder refuses "ab" after "ba".
        let wrong = DictionaryCompiler.pooled([list], settings: settings, gaddag: false, progress: nil) { pool, _ in
            SortedWords(items: (0..<Int32(pool.count)).map { $0 })
        }
        let found = wrong.limiter.diagnostics.map { "\($0.location?.description ?? "-") \($0.code) \($0.severity)" }
        #expect(found == ["Content/dictionaries/small/words.txt:2:1 ZK0009 error"])
    }
}
