import Testing
import ZKCore

@testable import ZKStrings

/// `PluralCategoriesCheck` on its broken fixture: the exact code, place and message.
@Suite struct PluralCategoriesCheckTests {
    /// A Russian plural without `few` (a purpose-made fixture).
    @Test func russianPluralLackingFew() throws {
        let found = try Fixtures.check("ru-lacks-few.xcstrings")
        #expect(found.map(\.place) == ["ZK3005 \(Fixtures.displayRoot)ru-lacks-few.xcstrings:25:13"])
        #expect(found.first?.message == "'ru' plural variation of 'child.home.star_count' lacks the 'few' category")
        #expect(found.first?.notes.first?.message == "'one', 'many' and 'other' defined here")
    }
}
