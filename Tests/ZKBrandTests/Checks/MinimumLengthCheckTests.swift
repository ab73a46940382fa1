import Testing
import ZKCore

@testable import ZKBrand

/// ZK5040: a field under the store's minimum, at the start of its template.
@Suite struct MinimumLengthCheckTests {
    func findings(_ code: String, template: String, _ text: String, stores: [Store] = Store.allCases) -> [Diagnostic] {
        Fixtures.findings(code, template: template, text, stores: stores)
    }

    @Test func appStoreNameNeedsTwoCharacters() {
        #expect(findings("ZK5040", template: "de/name", "Z").map(\.place) == ["ZK5040 Brand/marketing/de/name.txt:1:1"])
        #expect(findings("ZK5040", template: "de/name", "Zk").isEmpty)
    }
}
