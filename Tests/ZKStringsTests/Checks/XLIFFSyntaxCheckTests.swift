import Testing
import ZKCore

@testable import ZKStrings

/// `XLIFFSyntaxCheck` on its broken fixture: the exact code, place and message.
@Suite struct XLIFFSyntaxCheckTests {
    /// An XLIFF file that is not well-formed XML.
    @Test func xliffThatIsNotWellFormed() throws {
        let catalog = try Fixtures.catalog("xliff/Content.xcstrings")
        let outcome = XLIFFImporter.importXLIFF(
            try Fixtures.file("xliff/malformed.xliff"), into: [Fixtures.relocated(catalog)],
            locales: ["de", "en", "ru"])
        #expect(outcome.diagnostics.map(\.place) == ["ZK3020 \(Fixtures.displayRoot)xliff/malformed.xliff:6:22"])
        #expect(outcome.diagnostics.first?.message.contains("libxml2 error") == true)
    }
}
