import Testing
import ZKCore
import ZKProject

@testable import ZKStrings

/// `AppNameCheck` on its broken fixture: the exact code, place and message.
@Suite struct AppNameCheckTests {
    /// A value that writes the app name literally.
    @Test func appNameWrittenLiterally() throws {
        let name = BrandFacts.Name(
            locale: "en", value: "Zahlenkette", location: SourceLocation(path: "Brand/brand.json", line: 13, column: 19)
        )
        let found = try Fixtures.check("app-name-literal.xcstrings", options: StringsCheckOptions(appNames: [name]))
        #expect(found.map(\.place) == ["ZK3014 \(Fixtures.displayRoot)app-name-literal.xcstrings:8:76"])
        #expect(found.first?.notes.first?.location?.description == "Brand/brand.json:13:19")
        // Without brand facts the check reads nothing.
        #expect(try Fixtures.check("app-name-literal.xcstrings").isEmpty)
    }
}
