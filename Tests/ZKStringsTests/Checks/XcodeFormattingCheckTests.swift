import Testing
import ZKCore

@testable import ZKStrings

/// A catalog not in Xcode's formatting is reported once, at the first byte that differs.
@Suite struct XcodeFormattingCheckTests {
    /// Python's `json.dumps` writes `{}` where Xcode writes `{`, an empty line, `}`.
    @Test func pythonFormattedCatalogIsReported() throws {
        let python = "{\n  \"sourceLanguage\" : \"de\",\n  \"strings\" : {},\n  \"version\" : \"1.0\"\n}"
        let catalog = try #require(CatalogParser.parse(SourceFile(path: "Strings/Content.xcstrings", text: python)).0)
        #expect(XcodeFormattingCheck.check(catalog)?.place == "ZK3017 Strings/Content.xcstrings:3:16")
    }

    @Test func anXcodeFormattedCatalogIsNotReported() throws {
        let catalog = try Fixtures.catalog("xcode/XcodeFormatted.xcstrings")
        #expect(XcodeFormattingCheck.check(catalog) == nil)
    }
}
