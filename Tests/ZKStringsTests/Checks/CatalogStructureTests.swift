import Testing
import ZKCore

@testable import ZKStrings

/// `CatalogStructure` on its broken fixture: the exact code, place and message.
@Suite struct CatalogStructureTests {
    /// A catalog without `version`.
    @Test func catalogWithoutVersion() throws {
        let found = try Fixtures.check("version-missing.xcstrings")
        #expect(found.map(\.place) == ["ZK3001 \(Fixtures.displayRoot)version-missing.xcstrings:1:1"])
    }
}
