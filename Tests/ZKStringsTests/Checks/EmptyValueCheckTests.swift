import Testing
import ZKCore

@testable import ZKStrings

/// Empty values are values (issue 30): `check` agrees with coverage. The empty key, a source
/// value left empty on purpose and the empty translation of an empty source value are neither
/// missing (ZK3002) nor ZK3010; only a translation empty where its source text is not is ZK3010,
/// a warning, and it still counts as translated.
@Suite struct EmptyValueCheckTests {
    static let name = "empty-values.xcstrings"

    static let options = StringsCheckOptions(
        sourceLocale: "en", requiredLocales: ["de", "en"],
        settings: StringsSettings(keyGrammar: false, translatorComments: false))

    @Test func emptyValuesAreNotMissingAndOnlyALostTranslationIsReported() throws {
        let diagnostics = try Fixtures.check(Self.name, options: Self.options)
        #expect(!diagnostics.contains { $0.code == CoverageCheck.localeMissing.code }, "\(diagnostics.map(\.message))")
        #expect(!diagnostics.contains { $0.severity == .error }, "\(diagnostics.map(\.message))")
        let empty = diagnostics.filter { $0.code == EmptyValueCheck.emptyValue.code }
        // Only "Start" (German empty, English "Start", the key itself): not the empty key, not
        // "separator" (empty in both), not "suffix.unit" (English deliberately empty).
        #expect(empty.map(\.place) == ["ZK3010 Tests/Fixtures/strings/empty-values.xcstrings:48:23"])
        #expect(empty.first?.severity == .warning)
        #expect(empty.first?.message == "'de' value of 'Start' is empty where its 'en' source text is not")
        #expect(empty.first?.notes.first?.location?.start?.line == 42)
    }

    @Test func reportCoverageEqualsCheck() throws {
        let catalog = try Fixtures.catalog(Self.name)
        let diagnostics = StringsChecker.check([catalog], options: Self.options)
        let report = CoverageReport(catalogs: [catalog], options: Self.options, diagnostics: diagnostics)
        let section = try #require(report.catalogs.first)
        let missing = diagnostics.filter { $0.code == CoverageCheck.localeMissing.code }
        #expect(missing.isEmpty)
        for summary in section.locales {
            // Four keys count ("" is not); every one is covered, the empty values included.
            #expect(summary.total == 4, "\(summary.locale)")
            #expect(summary.translated == summary.total, "\(summary.locale): \(summary.missing)")
            #expect(summary.missing.isEmpty && summary.unfinished.isEmpty, "\(summary.locale)")
            #expect(summary.percentText == "100.0 %")
        }
        let rows = Dictionary(uniqueKeysWithValues: section.rows.map { ($0.key, $0) })
        #expect(rows["Start"]?.cells["de"] == .translated)
        #expect(rows["separator"]?.cells["en"] == .translated)
    }

    /// A key that names a text (a key-grammar key of Content.xcstrings) shows nothing with an empty source value.
    @Test func emptySourceValueOfAnIdentifierKeyIsReported() {
        let text = CoverageCheckTests.withoutSource.replacingOccurrences(
            of: #""en" : { "stringUnit""#,
            with: #""de" : { "stringUnit" : { "state" : "translated", "value" : "" } },"# + "\n"
                + #"        "en" : { "stringUnit""#)
        let empty = CoverageCheckTests.check(text).filter { $0.code == EmptyValueCheck.emptyValue.code }
        #expect(empty.map(\.place) == ["ZK3010 Strings/Content.xcstrings:7:69"])
        #expect(
            empty.first?.message
                == "'de' value of 'game.hoer_hin.title' is empty; the key names a text and is not one, so nothing would be shown"
        )
        #expect(!CoverageCheckTests.check(text).contains { $0.code == CoverageCheck.localeMissing.code })
    }
}
