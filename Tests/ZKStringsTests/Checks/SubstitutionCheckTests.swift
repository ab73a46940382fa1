import Testing
import ZKCore

@testable import ZKStrings

/// `SubstitutionCheck` on its broken fixture: the exact code, place and message.
@Suite struct SubstitutionCheckTests {
    /// A substitution nothing references.
    @Test func substitutionNeverReferenced() throws {
        let found = try Fixtures.check("substitution-unreferenced.xcstrings")
        #expect(found.map(\.place) == ["ZK3008 \(Fixtures.displayRoot)substitution-unreferenced.xcstrings:10:13"])
    }
}
