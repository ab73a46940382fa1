import Testing
import ZKCore

/// The one suggestion rule (issue 31): Damerau–Levenshtein within a third of the word's length
/// (clang's); more than two edits only where the word keeps four fifths of itself.
@Suite struct EditDistanceTests {
    @Test func aSwapOfNeighboursIsOneEdit() {
        #expect(EditDistance.distance("titel", "title") == 1)
        #expect(EditDistance.distance("kitten", "sitting") == 3)
        #expect(EditDistance.distance("", "abc") == 3)
        #expect(EditDistance.distance("ca", "abc") == 3)
    }

    @Test func nearMissesOfTheIssueAreSuggested() {
        #expect(
            EditDistance.nearest(to: "game.memory.titel", in: ["game.memory.title", "game.memory.subtitle"])
                == "game.memory.title")
        #expect(EditDistance.nearest(to: "sfx.card_flp", in: ["sfx.card_flip", "sfx.card_match"]) == "sfx.card_flip")
        #expect(EditDistance.nearest(to: "Num.12", in: ["num.12", "num.13"]) == "num.12")
        #expect(EditDistance.nearest(to: "titelKey", in: ["titleKey", "subtitleKey"]) == "titleKey")
    }

    @Test func aSharedPrefixDoesNotMakeUnrelatedNamesClose() {
        #expect(
            EditDistance.nearest(to: "sticker_sonne", in: ["sticker_ente", "sticker_hund", "sticker_krone"]) == nil)
        #expect(EditDistance.closeness("sticker_sonne", "sticker_ente") == nil)
        #expect(EditDistance.nearest(to: "zzzzzz", in: ["--quiet"]) == nil)
        // Issue 52: a new sticker's key is no spelling of another sticker's key (three edits in
        // the middle, framed by a shared prefix and suffix).
        #expect(EditDistance.closeness("sticker.sonne.name", "sticker.krone.name") == nil)
        #expect(EditDistance.nearest(to: "sticker.sonne.name", in: ["sticker.krone.name", "sticker.ente.name"]) == nil)
        // A typo in the middle is still one: two edits.
        #expect(EditDistance.nearest(to: "sticker.kroen.name", in: ["sticker.krone.name"]) == "sticker.krone.name")
    }

    @Test func longerWordsAllowMoreEdits() {
        #expect(EditDistance.nearest(to: "EDUCATIONAL", in: ["EDUCATION", "GAMES"]) == "EDUCATION")
        #expect(EditDistance.nearest(to: "outputs.dictionary", in: ["outputs.dictionaries"]) == "outputs.dictionaries")
        #expect(EditDistance.nearest(to: "glyf", in: ["glyph", "brand"]) == "glyph")
        #expect(EditDistance.nearest(to: "dictionary", in: ["dictionaries"]) == "dictionaries")
        #expect(EditDistance.closeness("sticker_sonne", "sticker_ente") == nil)
    }

    @Test func theWordItselfIsNoSuggestionAndTiesAreStable() {
        #expect(EditDistance.nearest(to: "num.7", in: ["num.7"]) == nil)
        #expect(
            EditDistance.nearest(to: "prompt.a.intro", in: ["prompt.a.outro", "prompt.a.intra"]) == "prompt.a.intra")
        // Names that differ only in digits are other names.
        #expect(EditDistance.nearest(to: "num.7", in: ["num.0", "num.17"]) == nil)
    }
}
