import Foundation
import Testing

@testable import ZKCore
@testable import ZKSchema

/// The small matcher agrees with NSRegularExpression on the patterns content schemas use.
@Suite struct SimpleRegexTests {
    static let patterns = [
        #"^[a-z][a-z0-9]*(_[a-z0-9]+)*$"#,
        #"^(avatar|theme|friend|deco|dotpic|sticker|obj|game|garden|bg|ui|glyph)_[a-z0-9]+(_[a-z0-9]+)*$"#,
        #"^[a-z][a-z0-9]*(_[a-z0-9]+)*(\.[a-z0-9]+(_[a-z0-9]+)*){2,}$"#,
        #"^num\.(0|([1-9]|1[0-9]|20))$"#,
        #"^prompt(\.[a-z0-9]+(_[a-z0-9]+)*){2,}$"#,
        #"^([1-5]|5 \+ [1-5]|10 \+ ([1-9]|10))$"#,
        #"^game_"#,
        #"x{2,3}y?"#,
        #"[^\d\s]+\.json$"#,
        #"a|b|"#,
    ]
    static let texts = [
        "", "a", "hoer_hin", "Hoer_hin", "hoer__hin", "_x", "game_hoer_hin", "gamex", "avatar_fuchs", "animal_fuchs",
        "game.hoer_hin.title", "game.title", "number.7.word", "num.0", "num.07", "num.20", "num.21",
        "prompt.feedback.correct",
        "prompt.x", "10 + 7", "10 + 5 + 2", "5 + 5", "xx", "axxxyb", "x", "file.json", "9.json", "ü_ß", "emoji 🦊",
    ]

    @Test func agreesWithNSRegularExpression() throws {
        for pattern in Self.patterns {
            let simple = try #require(SimpleRegex(pattern), "\(pattern) should be handled by SimpleRegex")
            let reference = try NSRegularExpression(pattern: pattern)
            for text in Self.texts {
                let expected = reference.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
                #expect(simple.search(text) == expected, "\(pattern) on \"\(text)\"")
            }
        }
    }

    @Test func declinesWhatItDoesNotImplement() {
        for pattern in [#"(?=a)b"#, #"(a)\1"#, #"a*?"#, #"\bword"#, #"\p{L}"#, "[a-"] {
            #expect(SimpleRegex(pattern) == nil, "\(pattern)")
        }
    }
}

/// The shift automaton gives the verdicts of the full table walk and of the Pike VM.
@Suite struct ShiftAutomatonTests {
    /// Texts from a fixed-seed generator over the bytes the content patterns care about.
    static func texts(count: Int) -> [String] {
        var seed: UInt64 = 20_261_207
        func next() -> UInt64 {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return seed >> 33
        }
        let alphabet = Array("abmoprtxyz019_. +-Aé")
        let words = ["prompt", "game", "num", "sticker", "title", "10 + ", "5 + ", "xx"]
        return (0..<count).map { _ in
            var text = ""
            for _ in 0..<Int(next() % 8) {
                if next() % 3 == 0 {
                    text += words[Int(next() % UInt64(words.count))]
                } else {
                    text.append(alphabet[Int(next() % UInt64(alphabet.count))])
                }
            }
            return text
        }
    }

    @Test func agreesWithTheTableWalkAndThePikeVM() throws {
        let patterns =
            SimpleRegexTests.patterns + [
                #"^game\.[a-z][a-z0-9]*(_[a-z0-9]+)*\.title$"#, #"^obj_"#, #"^[a-z]{2,3}(-[A-Z]{2})?$"#, #"b+$"#,
                #"^(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)$"#,
            ]
        let texts = SimpleRegexTests.texts + Self.texts(count: 2_000)
        for pattern in patterns {
            let simple = try #require(SimpleRegex(pattern))
            for text in texts {
                var bytes = text
                let (fast, full) = bytes.withUTF8 { (simple.search(utf8: $0), simple.tableSearch(utf8: $0)) }
                #expect(fast == full, "\(pattern) on \"\(text)\"")
                if let fast { #expect(fast == simple.search(text), "\(pattern) on \"\(text)\"") }
            }
        }
    }

    @Test func mergesTheStatesNoTextTellsApart() throws {
        // `{2,}` repeats the segment: the subset construction keeps a state per copy, the
        // merged automaton one for all that behave alike. After `prompt.` and after `_` alike a
        // letter or digit must come and lead to the same place: 7 states for `prompt.`, then
        // (needs a character, in the first segment) and (needs one, in the second or later).
        let prompt = try #require(SimpleRegex(#"^prompt(\.[a-z0-9]+(_[a-z0-9]+)*){2,}$"#))
        #expect(prompt.shiftedStates == 11)
        let key = try #require(SimpleRegex(#"^[a-z][a-z0-9]*(_[a-z0-9]+)*(\.[a-z0-9]+(_[a-z0-9]+)*){2,}$"#))
        #expect(key.shiftedStates == 7)
        // 17 states and more stay on the table walk.
        #expect(try #require(SimpleRegex("^abcdefghijklmnopq$")).shiftedStates == nil)
    }

    @Test func stopsEarlyAndSaysWhenATextIsNotASCII() throws {
        let prefix = try #require(SimpleRegex(#"^game_"#))
        let long = "game_" + String(repeating: "ü", count: 40)
        var text = long
        #expect(text.withUTF8 { prefix.search(utf8: $0) } == true)
        let anchored = try #require(SimpleRegex(#"^[a-z]+$"#))
        text = "Ab" + String(repeating: "ü", count: 40)
        #expect(text.withUTF8 { anchored.search(utf8: $0) } == false)
        text = "ab" + String(repeating: "ü", count: 40)
        #expect(text.withUTF8 { anchored.search(utf8: $0) } == nil)
        #expect(anchored.search("abü") == false)
    }
}
