import Testing
import ZKCore
@testable import ZKBrand

/// ZK5041: an App Store category file holds no category id.
@Suite struct CategoryCheckTests {
    func findings(_ code: String, template: String, _ text: String, stores: [Store] = Store.allCases) -> [Diagnostic] {
        Fixtures.findings(code, template: template, text, stores: stores)
    }

    @Test func unknownCategoryIsReportedWithTheNearestId() {
        let found = findings("ZK5041", template: "app-store/primary_category", "EDUCATIONAL")
        #expect(found.map(\.place) == ["ZK5041 Brand/marketing/app-store/primary_category.txt:1:1"])
        #expect(found.first?.message == "primary category 'EDUCATIONAL' is no App Store category id; did you mean 'EDUCATION'?")
        #expect(findings("ZK5041", template: "app-store/primary_category", "GAMES_FAMILY").isEmpty)
        #expect(findings("ZK5041", template: "app-store/primary_category", "MZGenre.Education").isEmpty)
    }
}
