import Foundation
import Testing

@testable import ZKCore
@testable import ZKSchema

/// A pointer's tokens with RFC 6901's escapes read: `~1` is `/`, then `~0` is `~`.
@Suite struct JSONPointerTests {
    @Test func readsTheEscapesInTheSpecificationsOrder() {
        #expect(JSONPointer.tokens("") == [])
        #expect(JSONPointer.tokens("a") == nil)
        #expect(JSONPointer.tokens("/") == [""])
        #expect(JSONPointer.tokens("/a~1b/0") == ["a/b", "0"])
        #expect(JSONPointer.tokens("/m~0n") == ["m~n"])
        // RFC 6901, 4: `~01` is `~1`, never `/`.
        #expect(JSONPointer.tokens("/~01") == ["~1"])
        #expect(JSONPointer.tokens("/$defs/über~1straße//x") == ["$defs", "über/straße", "", "x"])
    }

    /// The hand-written reader agrees with two `replacingOccurrences` passes (what it replaced)
    /// on every token of up to four characters of `~`, `0`, `1`, `/`-free others.
    @Test func agreesWithTheTwoPassReplacementOnEveryShortToken() {
        let alphabet: [Character] = ["~", "0", "1", "a", "ä"]
        var tokens = [""]
        for _ in 0..<4 { tokens += tokens.flatMap { token in alphabet.map { token + String($0) } } }
        for token in Set(tokens) {
            let expected = token.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
            #expect(JSONPointer.unescaped(Substring(token)) == expected, "'\(token)'")
        }
    }
}
