import Testing
import ZKCore

@testable import ZKStrings

/// A catalog of another major version is one error at its `version`, and only that catalog is skipped.
@Suite struct CatalogVersionCheckTests {
    @Test func anotherMajorVersionIsOneErrorAndBlocksNoOtherCatalog() {
        let future = CatalogParserTests.catalog(#"    "Done" : { }"#, version: "2.0", path: "Strings/Future.xcstrings")
        let current = CatalogParserTests.catalog(#"    "Done" : { }"#)
        let (catalogs, diagnostics) = StringsChecker.parse([future, current])
        #expect(catalogs.map(\.path) == ["Strings/Localizable.xcstrings"])
        #expect(diagnostics.map(\.code) == [CatalogVersionCheck.unsupportedVersion.code])
        #expect(diagnostics.first?.location?.start?.line == 6)
        let xliff = XLIFFExporter.export(catalogs, sourceLocale: "en", targetLocale: "de", toolVersion: "test")
        #expect(xliff.contains(#"<trans-unit id="Done""#))
    }
}
