import Testing
import ZKCore

@testable import ZKBrand

/// ZK5039: App Store keywords of fewer than three characters, at each keyword.
@Suite struct KeywordLengthCheckTests {
    func findings(_ code: String, template: String, _ text: String, stores: [Store] = Store.allCases) -> [Diagnostic] {
        Fixtures.findings(code, template: template, text, stores: stores)
    }

    @Test func keywordsOfTwoCharactersAreReported() {
        let found = findings("ZK5039", template: "de/keywords", "zählen,1x,ab,mathe")
        #expect(
            found.map(\.place) == [
                "ZK5039 Brand/marketing/de/keywords.txt:1:8", "ZK5039 Brand/marketing/de/keywords.txt:1:11",
            ])
        #expect(findings("ZK5039", template: "de/keywords", "zählen,abc,mathe").isEmpty)
    }
}
