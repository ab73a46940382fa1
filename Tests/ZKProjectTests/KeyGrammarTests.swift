import Testing

@testable import ZKProject

/// The string-key grammar of spec 6.5: the one rule of the catalogs and of content.
@Suite struct KeyGrammarTests {
    @Test(
        arguments: [
            "game.hoer_hin.title", "number.7.word", "prompt.abenteuer.2nd_stop", "parent.progress.a11y.cell_format",
            "game.step.leicht",
        ])
    func specKeysAreValid(_ key: String) {
        #expect(KeyGrammar.isValid(key), "\(key)")
        #expect(KeyGrammar.violation(in: key) == nil, "\(key)")
    }

    @Test(
        arguments: [
            ("Game.title.x", 0, "upper-case letter 'G'"), ("game.title", 0, "2 segments"),
            ("game..title", 5, "empty segment"),
            ("game.title.", 10, "ends with a dot"), ("game._x.title", 5, "misplaced '_'"),
            ("game.x__y.t", 6, "misplaced '_'"),
            ("game.x_.t", 6, "misplaced '_'"), ("game.hör.t", 6, "the character 'ö'"), ("game.a b.c", 6, "a space"),
            ("", 0, "is empty"),
        ] as [(String, Int, String)])
    func violationsAreLocatedAndNamed(_ key: String, _ offset: Int, _ message: String) throws {
        #expect(!KeyGrammar.isValid(key), "\(key)")
        let violation = try #require(KeyGrammar.violation(in: key))
        #expect(violation.offset == offset, "\(key)")
        #expect(violation.message.contains(message), "\(key): \(violation.message)")
    }

    /// The fast test on bytes and the described one never disagree.
    @Test(
        arguments: [
            "a.b.c", "a.b", "a.b.c.d", "a_b.c.d", "_a.b.c", "a.b.c_", "a..b.c", "A.b.c", "a.b.ß", "7.b.c", "a.b.c.",
            ".a.b.c", "a.b_1.c", "a.b__1.c",
        ])
    func bothTestsAgree(_ key: String) {
        #expect(KeyGrammar.isValid(key) == (KeyGrammar.violation(in: key) == nil), "\(key)")
    }

    @Test func segments() {
        #expect(KeyGrammar.isSegment("7"))
        #expect(KeyGrammar.isSegment("2nd_stop"))
        #expect(!KeyGrammar.isSegment("a.b"))
        #expect(!KeyGrammar.isSegment(""))
        #expect(!KeyGrammar.isSegment("a__b"))
    }
}
