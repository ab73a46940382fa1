import Testing
import ZKCore

@testable import ZKStrings

/// `XLIFFSourceCheck` on its broken fixture: the exact code, place and message.
@Suite struct XLIFFSourceCheckTests {
    /// An XLIFF unit whose source changed since the export.
    @Test func xliffWhoseSourceChanged() throws {
        let catalog = try Fixtures.catalog("xliff/Content.xcstrings")
        let outcome = XLIFFImporter.importXLIFF(
            try Fixtures.file("xliff/source-changed.xliff"), into: [Fixtures.relocated(catalog)],
            locales: ["de", "en", "ru"])
        #expect(outcome.diagnostics.map(\.place) == ["ZK3021 \(Fixtures.displayRoot)xliff/source-changed.xliff:6:17"])
        #expect(outcome.updated.isEmpty)
    }
}
