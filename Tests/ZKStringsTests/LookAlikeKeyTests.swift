import Testing
import ZKCore
import ZKProject

@testable import ZKStrings

/// JSON strings are equal when their code points are (RFC 8259 §8.3); Swift's `String ==` and
/// hashing apply canonical equivalence, under which "ñ" (U+00F1) equals "n" + U+0303. Every place
/// of zk-strings that keys, finds or compares catalog keys, locales, variation and substitution
/// names or XLIFF unit ids must keep such look-alikes apart: each test fails on `String` keys.
@Suite struct LookAlikeKeyTests {
    /// The key with "ñ" precomposed (U+00F1) and decomposed ("n" + U+0303).
    static let precomposed = "sticker.jalape\u{00F1}o.name"
    static let decomposed = "sticker.jalapen\u{0303}o.name"

    /// The decomposed key first (line 4), the precomposed one second (line 11); only the
    /// precomposed one has an `en` value.
    static let catalogText = #"""
        {
          "sourceLanguage" : "de",
          "strings" : {
            "sticker.jalapen\u0303o.name" : {
              "comment" : "Name of the decomposed sticker.",
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Zerlegt" } },
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Decomposed" } }
              }
            },
            "sticker.jalape\u00f1o.name" : {
              "comment" : "Name of the precomposed sticker.",
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Vorkomponiert" } }
              }
            }
          },
          "version" : "1.0"
        }
        """#

    static func catalog(
        _ text: String = catalogText, path: String = "Strings/Content.xcstrings"
    ) throws -> StringCatalog {
        let (catalog, diagnostics) = CatalogParser.parse(SourceFile(path: path, text: text))
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        return try #require(catalog)
    }

    static func scalars(_ texts: [String]) -> [[UInt32]] { texts.map { $0.unicodeScalars.map(\.value) } }

    @Test func lookAlikeKeysAreTwoEntriesEachFoundByItsOwnKey() throws {
        let catalog = try Self.catalog()
        #expect(catalog.entries.count == 2)
        #expect(catalog.entry(Self.decomposed)?.keyPosition.line == 4)
        #expect(catalog.entry(Self.precomposed)?.keyPosition.line == 11)
        #expect(catalog.entry(Self.precomposed)?.localization("en") == nil)
    }

    @Test func coverageReportsOnlyTheKeyThatLacksTheLocale() throws {
        let found = StringsChecker.check(
            [try Self.catalog()], options: StringsCheckOptions(requiredLocales: ["de", "en"]))
        #expect(found.filter { $0.code == "ZK3002" }.map(\.place) == ["ZK3002 Strings/Content.xcstrings:11:5"])
    }

    @Test func aReferenceToOneLookAlikeLeavesTheOtherUnreferenced() throws {
        var index = ProjectIndex()
        index.stringKeys = [
            ProjectIndex.Entry(Self.decomposed, at: SourceLocation(path: "Content/stickers.json", line: 3, column: 14))
        ]
        let found = StringsChecker.check(
            [try Self.catalog()], options: StringsCheckOptions(requiredLocales: ["de"], index: index))
        #expect(found.filter { $0.code == "ZK3016" }.map(\.place) == ["ZK3016 Strings/Content.xcstrings:11:5"])
    }

    @Test func aReferenceToTheMissingLookAlikeIsReported() throws {
        let text = Self.catalogText.replacingOccurrences(
            of: #""sticker.jalapen\u0303o.name""#, with: #""sticker.jalapeno.name""#)
        var index = ProjectIndex()
        let reference = SourceLocation(path: "Content/stickers.json", line: 3, column: 14)
        index.stringKeys = [ProjectIndex.Entry(Self.decomposed, at: reference)]
        let found = StringsChecker.check(
            [try Self.catalog(text)], options: StringsCheckOptions(requiredLocales: ["de"], index: index))
        #expect(found.filter { $0.code == "ZK3015" }.map(\.place) == ["ZK3015 Content/stickers.json:3:14"])
    }

    @Test func lookAlikeLocalesAreTwoLocales() throws {
        // `x-e\u0301` (decomposed) is required; the catalog has `x-\u00e9` (precomposed) only.
        let text = Self.catalogText.replacingOccurrences(of: #""en" : {"#, with: #""x-\u00e9" : {"#)
        let catalog = try Self.catalog(text)
        #expect(catalog.entry(Self.decomposed)?.localization("x-e\u{0301}") == nil)
        let found = StringsChecker.check(
            [catalog], options: StringsCheckOptions(requiredLocales: ["de", "x-e\u{0301}"]))
        #expect(
            found.filter { $0.code == "ZK3002" }.map(\.place) == [
                "ZK3002 Strings/Content.xcstrings:4:5", "ZK3002 Strings/Content.xcstrings:11:5",
            ])
    }

    @Test func aLookAlikeSubstitutionNameIsNotTheDefinedOne() throws {
        // The value refers to `%#@n\u0303@`; the localization defines `\u00f1`.
        let text = #"""
            {
              "sourceLanguage" : "de",
              "strings" : {
                "parent.dashboard.week_minutes" : {
                  "localizations" : {
                    "de" : {
                      "stringUnit" : { "state" : "translated", "value" : "%#@n\u0303@" },
                      "substitutions" : { "\u00f1" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : { "plural" : {
                        "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg Minute" } },
                        "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg Minuten" } }
                      } } } }
                    }
                  }
                }
              },
              "version" : "1.0"
            }
            """#
        let catalog = try Self.catalog(text)
        #expect(catalog.entries.first?.localizations.first?.substitution("n\u{0303}") == nil)
        let found = StringsChecker.check([catalog], options: StringsCheckOptions(requiredLocales: ["de"]))
            .filter { $0.code == "ZK3008" || $0.code == "ZK3009" }
        #expect(
            found.map(\.place) == ["ZK3009 Strings/Content.xcstrings:7:63", "ZK3008 Strings/Content.xcstrings:8:31"])
    }

    @Test func lookAlikeVariationCasesAreTwoCases() {
        let position = SourcePosition(line: 1, column: 1, offset: 0)
        let variations = Variations(
            kind: "device", kindPosition: position,
            cases: [
                VariationCase(name: "x-\u{00E9}", namePosition: position, node: VariationNode())
            ])
        #expect(variations.case("x-\u{00E9}") != nil)
        #expect(variations.case("x-e\u{0301}") == nil)
    }

    // MARK: Writing

    @Test func formattingKeepsBothKeysInOneOrderWhateverTheInputOrder() throws {
        let catalog = try Self.catalog()
        let reordered = try #require(
            JSONReader.read(
                text:
                    #"{ "strings" : { "sticker.jalape\u00f1o.name" : { "comment" : "p" }, "sticker.jalapen\u0303o.name" : { "comment" : "d" } } }"#
            ).value)
        let inOrder = try #require(
            JSONReader.read(
                text:
                    #"{ "strings" : { "sticker.jalapen\u0303o.name" : { "comment" : "d" }, "sticker.jalape\u00f1o.name" : { "comment" : "p" } } }"#
            ).value)
        #expect(CatalogWriter.bytes(reordered) == CatalogWriter.bytes(inOrder))
        let written = try #require(
            CatalogParser.parse(SourceFile(path: "x.xcstrings", bytes: CatalogWriter.bytes(catalog.root))).0)
        // Both survive, in code-point order ("n" U+006E before U+00F1: decomposed first).
        #expect(Self.scalars(written.entries.map(\.key)) == Self.scalars([Self.decomposed, Self.precomposed]))
        #expect(written.entry(Self.decomposed)?.comment?.text == "Name of the decomposed sticker.")
        #expect(written.entry(Self.precomposed)?.comment?.text == "Name of the precomposed sticker.")
    }

    @Test func xcodeOrderIsTotalOnLookAlikes() {
        let one = XcodeKeyOrder.sorted([Self.precomposed, Self.decomposed])
        let other = XcodeKeyOrder.sorted([Self.decomposed, Self.precomposed])
        #expect(Self.scalars(one) == Self.scalars(other))
        #expect(
            XcodeKeyOrder.precedes(Self.decomposed, Self.precomposed)
                != XcodeKeyOrder.precedes(Self.precomposed, Self.decomposed))
    }

    @Test func coverageReportHasARowPerLookAlike() throws {
        let report = CoverageReport(
            catalogs: [try Self.catalog()], options: StringsCheckOptions(requiredLocales: ["de", "en"]), diagnostics: []
        )
        let rows = try #require(report.catalogs.first).rows
        #expect(Self.scalars(rows.map(\.key)) == Self.scalars([Self.decomposed, Self.precomposed]))
        #expect(rows.map { $0.cells["en"] } == [.translated, .missing])
    }

    // MARK: XLIFF

    @Test func exportWritesAUnitPerLookAlikeAndImportKeepsThemApart() throws {
        let catalog = try Self.catalog()
        let xliff = XLIFFExporter.export([catalog], sourceLocale: "de", targetLocale: "en", toolVersion: "test")
        #expect(xliff.contains("<trans-unit id=\"\(Self.decomposed)\""))
        #expect(xliff.contains("<trans-unit id=\"\(Self.precomposed)\""))
        // The translator fills in the precomposed key's missing `en` value only.
        let translated = xliff.replacingOccurrences(
            of: "<source>Vorkomponiert</source>\n",
            with: "<source>Vorkomponiert</source>\n        <target state=\"translated\">Precomposed</target>\n")
        let outcome = XLIFFImporter.importXLIFF(
            SourceFile(path: "en.xliff", text: translated), into: [catalog], locales: ["en"])
        #expect(outcome.diagnostics.isEmpty, "\(outcome.diagnostics.map(\.message))")
        #expect(outcome.applied == 1)
        let root = try #require(outcome.updated[catalog.path])
        let updated = try #require(
            CatalogParser.build(SourceFile(path: catalog.path, bytes: CatalogWriter.bytes(root)), root).0)
        #expect(updated.entries.count == 2)
        #expect(updated.entry(Self.precomposed)?.localization("en")?.node.unit?.value?.text == "Precomposed")
        #expect(updated.entry(Self.decomposed)?.localization("en")?.node.unit?.value?.text == "Decomposed")
    }

    @Test func lookAlikeUnitIdsAreNotDuplicates() throws {
        let catalog = try Self.catalog()
        let xliff = XLIFFExporter.export([catalog], sourceLocale: "de", targetLocale: "en", toolVersion: "test")
        let outcome = XLIFFImporter.importXLIFF(
            SourceFile(path: "en.xliff", text: xliff), into: [catalog], locales: ["en"])
        #expect(outcome.diagnostics.isEmpty, "\(outcome.diagnostics.map(\.message))")
        #expect(outcome.matched == 2)
    }

    @Test func aTargetThatDiffersOnlyByNormalisationIsWritten() throws {
        let catalog = try Self.catalog(
            Self.catalogText.replacingOccurrences(of: #""Decomposed""#, with: #""Jalape\u00f1o""#))
        let xliff = XLIFFExporter.export([catalog], sourceLocale: "de", targetLocale: "en", toolVersion: "test")
        let translated = xliff.replacingOccurrences(of: ">Jalape\u{00F1}o</target>", with: ">Jalapen\u{0303}o</target>")
        #expect(!translated.hasSameCodePoints(as: xliff))
        let outcome = XLIFFImporter.importXLIFF(
            SourceFile(path: "en.xliff", text: translated), into: [catalog], locales: ["en"])
        #expect(outcome.applied == 1)
        let root = try #require(outcome.updated[catalog.path])
        let value = root["strings"]?[Self.decomposed]?["localizations"]?["en"]?["stringUnit"]?["value"]?.string
        #expect(value.map { Self.scalars([$0]) } == Self.scalars(["Jalapen\u{0303}o"]))
    }

    // MARK: Baseline

    @Test func aBaselineFindingDoesNotAbsorbItsLookAlike() throws {
        let catalog = try Self.catalog(
            Self.catalogText.replacingOccurrences(
                of: #""en" : { "stringUnit" : { "state" : "translated", "value" : "Decomposed" } }"#,
                with: #""fr" : { "stringUnit" : { "state" : "translated", "value" : "Décomposé" } }"#))
        let found = StringsChecker.check([catalog], options: StringsCheckOptions(requiredLocales: ["de", "en"])).filter
        { $0.code == "ZK3002" }
        #expect(found.count == 2)
        // The baseline knows the decomposed key's finding only: the precomposed key's is new.
        let baseline = Baseline(recording: found.filter { $0.location?.start?.line == 4 })
        let (new, known) = baseline.filter(found)
        #expect(known == 1)
        #expect(new.map(\.place) == ["ZK3002 Strings/Content.xcstrings:11:5"])
    }
}
