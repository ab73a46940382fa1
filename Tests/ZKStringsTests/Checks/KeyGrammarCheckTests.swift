import Testing
import ZKCore

@testable import ZKStrings

/// `KeyGrammarCheck` on its broken fixture: the exact code, place and message.
@Suite struct KeyGrammarCheckTests {
    /// A key with upper-case segments.
    @Test func keyWithUpperCase() throws {
        let found = try Fixtures.check("key-grammar.xcstrings")
        #expect(found.map(\.place) == ["ZK3012 \(Fixtures.displayRoot)key-grammar.xcstrings:4:6"])
        #expect(
            found.first?.message
                == "key 'Game.Title' has the upper-case letter 'G'; key segments are lower-case snake_case")
    }
}
