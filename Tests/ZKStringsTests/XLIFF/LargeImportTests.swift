import Testing
import ZKCore

@testable import ZKStrings

/// Issue 55: an import of many changed units copied the whole catalog per unit (20,000 changes
/// 20 s, 100,000 past 600 s), and the pseudo-locale export did the same per key. Both edit the
/// entries in place now: 40,000 units finish at once, with every entry where it was.
@Suite struct LargeImportTests {
    static let count = 40_000

    static func catalog(sourceLanguage: String = "en") throws -> StringCatalog {
        let entries = (0..<count).map {
            #""key.\#($0)" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Wert \#($0)" } }, "en" : { "stringUnit" : { "state" : "translated", "value" : "Value \#($0)" } } } }"#
        }
        let text =
            #"{ "sourceLanguage" : "\#(sourceLanguage)", "strings" : { \#(entries.joined(separator: ", ")) }, "version" : "1.0" }"#
        return try #require(CatalogParser.parse(SourceFile(path: "Strings/Localizable.xcstrings", text: text)).0)
    }

    @Test func fortyThousandChangedUnitsImportInPlace() throws {
        let catalog = try Self.catalog()
        let xliff = XLIFFExporter.export([catalog], sourceLocale: "en", targetLocale: "de", toolVersion: "test")
            .replacingOccurrences(of: ">Wert ", with: ">Neu ")
        let outcome = XLIFFImporter.importXLIFF(
            SourceFile(path: "de.xliff", text: xliff), into: [catalog], locales: ["de"])
        #expect(outcome.diagnostics.isEmpty)
        #expect(outcome.applied == Self.count)
        let root = try #require(outcome.updated[catalog.path])
        let updated = try #require(
            CatalogParser.build(SourceFile(path: catalog.path, bytes: CatalogWriter.bytes(root)), root).0)
        #expect(updated.entries.map(\.key) == catalog.entries.map(\.key))
        #expect(updated.entry("key.0")?.localization("de")?.node.unit?.value?.text == "Neu 0")
        #expect(updated.entry("key.39999")?.localization("de")?.node.unit?.value?.text == "Neu 39999")
        #expect(updated.entry("key.7")?.localization("en") == catalog.entry("key.7")?.localization("en"))
    }

    /// A development-language file changes every source text and marks each translation.
    @Test func fortyThousandSourceChangesMarkTheirTranslations() throws {
        let catalog = try Self.catalog()
        let xliff = XLIFFExporter.export([catalog], sourceLocale: "en", targetLocale: "en", toolVersion: "test")
            .replacingOccurrences(of: "<target state=\"translated\">Value ", with: "<target state=\"translated\">New ")
        let outcome = XLIFFImporter.importXLIFF(
            SourceFile(path: "en.xliff", text: xliff), into: [catalog], locales: ["de"])
        #expect(outcome.diagnostics.isEmpty)
        #expect(outcome.applied == Self.count)
        #expect(outcome.markedForReview == Self.count)
        let root = try #require(outcome.updated[catalog.path])
        let updated = try #require(
            CatalogParser.build(SourceFile(path: catalog.path, bytes: CatalogWriter.bytes(root)), root).0)
        #expect(updated.entry("key.123")?.localization("en")?.node.unit?.value?.text == "New 123")
        #expect(updated.entry("key.123")?.localization("de")?.node.unit?.state?.text == "needs_review")
    }

    @Test func aPseudoLocaleOfFortyThousandKeysIsMadeInPlace() throws {
        let catalog = try Self.catalog()
        let root = PseudoLocale.tree(catalog, locale: "en-XA", sourceLocale: "en")
        let updated = try #require(
            CatalogParser.build(SourceFile(path: catalog.path, bytes: CatalogWriter.bytes(root)), root).0)
        #expect(updated.entries.map(\.key) == catalog.entries.map(\.key))
        #expect(updated.entries.allSatisfy { $0.localization("en-XA") != nil })
    }
}
