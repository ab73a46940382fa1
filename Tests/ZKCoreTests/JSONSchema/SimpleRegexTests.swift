import Foundation
import Testing

@testable import ZKCore

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
