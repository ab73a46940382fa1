import Testing
import ZKCore
@testable import ZKStrings

/// `PlaceholderCheck` on its broken fixture: the exact code, place and message.
@Suite struct PlaceholderCheckTests {
    /// A Russian placeholder whose type differs from the German source's.
    @Test func germanObjectAgainstRussianInteger() throws {
        let found = try Fixtures.check("placeholder-type.xcstrings")
        #expect(found.map(\.place) == ["ZK3007 \(Fixtures.displayRoot)placeholder-type.xcstrings:9:76"])
        #expect(found.first?.message == "'%1$lld' in the 'ru' value of 'child.friends.friend.accessibility' reads argument 1 as a 64-bit integer ('lld'), but the source 'de' passes an object ('@') ('%1$@')")
        #expect(found.first?.notes.first?.location?.description == "\(Fixtures.displayRoot)placeholder-type.xcstrings:7:78")
    }
}
