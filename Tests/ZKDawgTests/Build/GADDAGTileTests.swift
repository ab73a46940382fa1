import Foundation
import Testing
import ZKCore

@testable import DawgReader
@testable import ZKDawg

/// Issue 54: the GADDAG walk (`wordsThrough(anchor:)`) on alphabets with tiles of several letters,
/// against a scan of the split list: every word holding the anchor's tiles, at every tile offset
/// where they start.
struct GADDAGTileTests {
    @Test(arguments: ["es", "ca"])
    func wordsThroughAnAnchorAgreeWithAScanOfTheSplitList(_ language: String) throws {
        let sample = try TileAlphabetTests.sample(language)
        let file = sample.file
        #expect(file.gaddag != nil)
        var generator = Support.SplitMix(state: language == "es" ? 54 : 55)
        var checked = 0
        var multiLetter = 0
        for _ in 0..<300 {
            let word = sample.words[Int.random(in: 0..<sample.words.count, using: &generator)]
            let length = Int.random(in: 1...min(3, word.count), using: &generator)
            let start = Int.random(in: 0...(word.count - length), using: &generator)
            let anchor = Array(word[start..<(start + length)])
            let text = sample.text(anchor)
            // An anchor is given as text: skip one that splits otherwise (`c`, `h` reads as `ch`).
            guard file.codes(of: text) == anchor else { continue }
            if anchor.contains(where: { file.alphabet.letters[Int($0)].text.count > 1 }) { multiLetter += 1 }
            var expected: [String] = []
            for candidate in sample.words where candidate.count >= anchor.count {
                for offset in 0...(candidate.count - anchor.count)
                where candidate[offset..<(offset + anchor.count)].elementsEqual(anchor) {
                    expected.append("\(sample.text(candidate))@\(offset)")
                }
            }
            let found = try #require(file.wordsThrough(anchor: text)).map { "\($0.word)@\($0.offset)" }
            #expect(found == expected, "\(language) anchor '\(text)'")
            if found != expected { return }
            checked += 1
        }
        #expect(checked > 200 && multiLetter > 10, "\(checked) anchors, \(multiLetter) with a tile of several letters")
    }
}
