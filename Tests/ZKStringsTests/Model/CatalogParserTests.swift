import Foundation
import Testing
import ZKCore

@testable import ZKStrings

/// The format as Xcode writes it: versions, the implicit source value, variations, states,
/// extraction states, unknown fields; and the placeholder rule.
@Suite struct CatalogParserTests {
    static func catalog(
        _ strings: String, source: String = "en", version: String = "1.0",
        path: String = "Strings/Localizable.xcstrings"
    ) -> SourceFile {
        SourceFile(
            path: path,
            text: """
                {
                  "sourceLanguage" : "\(source)",
                  "strings" : {
                \(strings)
                  },
                  "version" : "\(version)"
                }
                """)
    }

    static func findings(_ file: SourceFile, locales: [String] = ["en", "de"], source: String = "en") -> [Diagnostic] {
        let (catalogs, diagnostics) = StringsChecker.parse([file])
        return diagnostics
            + StringsChecker.check(
                catalogs, options: StringsCheckOptions(sourceLocale: source, requiredLocales: locales)
            )
            .filter {
                $0.code != KeyGrammarCheck.keyGrammar.code && $0.code != TranslatorCommentCheck.missingComment.code
            }
    }

    @Test(arguments: ["1.0", "1.1", "1.2", "1.3", "1.10"])
    func everyMinorVersionIsRead(version: String) {
        let file = Self.catalog(
            #"    "Done" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Fertig" } } } }"#,
            version: version)
        #expect(Self.findings(file).isEmpty)
    }

    @Test func implicitSourceValueCoversTheSourceLocale() throws {
        let file = Self.catalog(
            #"    "Save" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Sichern" } } } }"#
        )
        #expect(Self.findings(file).isEmpty)
        let catalog = try #require(CatalogParser.parse(file).0)
        let source = try #require(catalog.entry("Save")?.localization("en"))
        #expect(source.isImplicit && source.node.unit?.value?.text == "Save")
        // The raw tree is left alone: nothing is written for the implicit value.
        #expect(!String(decoding: CatalogWriter.bytes(catalog.root), as: UTF8.self).contains("\"en\" : {"))
    }

    @Test func keysThatNeedNoTranslationAreNotReported() {
        let file = Self.catalog(
            """
                "" : { },
                "Build %@" : { "shouldTranslate" : false },
                "Old" : { "extractionState" : "stale" },
                "Manual" : { "extractionState" : "manual", "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Von Hand" } } } },
                "Migrated" : { "extractionState" : "migrated", "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Migriert" } } } },
                "With value" : { "extractionState" : "extracted_with_value", "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Mit Wert" } } } }
            """)
        // The stale key is reported as stale (ZK3004) and only as that.
        #expect(Self.findings(file).map(\.code) == [StaleKeyCheck.staleKey.code])
    }

    @Test func statesAsXcodeWritesThem() {
        let file = Self.catalog(
            """
                "A" : { "localizations" : { "de" : { "stringUnit" : { "state" : "new", "value" : "A" } } } },
                "B" : { "localizations" : { "de" : { "stringUnit" : { "state" : "needs_review", "value" : "B" } } } },
                "C" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "C" } } } },
                "D" : { "localizations" : { "de" : { "stringUnit" : { "state" : "stale", "value" : "D" } } } },
                "E" : { "localizations" : { "de" : { "stringUnit" : { "state" : "", "value" : "E" } } } }
            """)
        let found = Self.findings(file)
        #expect(
            found.map(\.code) == [
                TranslationStateCheck.unfinishedState.code, TranslationStateCheck.unfinishedState.code,
            ])
        #expect(found.map { $0.location?.start?.line ?? 0 } == [4, 5])
    }

    @Test func deviceNestedVariationsAndSubstitutions() {
        let file = Self.catalog(
            """
                "Tap %lld items" : { "localizations" : {
                  "en" : { "variations" : { "device" : {
                    "mac" : { "variations" : { "plural" : { "one" : { "stringUnit" : { "state" : "translated", "value" : "Click %lld item" } }, "other" : { "stringUnit" : { "state" : "translated", "value" : "Click %lld items" } } } } },
                    "other" : { "variations" : { "plural" : { "one" : { "stringUnit" : { "state" : "translated", "value" : "Tap %lld item" } }, "other" : { "stringUnit" : { "state" : "translated", "value" : "Tap %lld items" } } } } }
                  } } },
                  "de" : { "variations" : { "device" : {
                    "mac" : { "variations" : { "plural" : { "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld Objekt klicken" } }, "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld Objekte klicken" } } } } },
                    "other" : { "variations" : { "plural" : { "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld Objekte tippen" } } } } }
                  } } }
                } },
                "%lld files" : { "localizations" : {
                  "en" : { "stringUnit" : { "state" : "translated", "value" : "%#@files@" }, "substitutions" : { "files" : { "formatSpecifier" : "lld", "variations" : { "plural" : {
                    "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg file" } }, "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg files" } } } } } } },
                  "de" : { "stringUnit" : { "state" : "translated", "value" : "%#@files@" }, "substitutions" : { "files" : { "formatSpecifier" : "lld", "variations" : { "plural" : {
                    "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg Datei" } }, "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg Dateien" } } } } } } }
                } }
            """)
        // The one finding: German 'other' of device 'other' lacks 'one' (nested plural inside a device case).
        let found = Self.findings(file)
        #expect(found.map(\.code) == [PluralCategoriesCheck.pluralCategoryMissing.code])
        #expect(found.first?.location?.start?.line == 11)
    }

    @Test func unknownFieldsAreKept() throws {
        let file = Self.catalog(
            """
                "Done" : {
                  "futureField" : [
                    1,
                    true
                  ],
                  "localizations" : {
                    "de" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "Fertig",
                        "xcodeNote" : "kept"
                      }
                    }
                  }
                }
            """)
        let catalog = try #require(CatalogParser.parse(file).0)
        #expect(CatalogWriter.bytes(catalog.root) == file.bytes)
        let xliff = XLIFFExporter.export([catalog], sourceLocale: "en", targetLocale: "de", toolVersion: "test")
        let changed = xliff.replacingOccurrences(of: ">Fertig<", with: ">Erledigt<")
        let outcome = XLIFFImporter.importXLIFF(
            SourceFile(path: "de.xliff", text: changed), into: [catalog], locales: ["de"])
        let root = try #require(outcome.updated[catalog.path])
        let text = String(decoding: CatalogWriter.bytes(root), as: UTF8.self)
        #expect(
            text.contains("\"futureField\" : [") && text.contains("\"xcodeNote\" : \"kept\"")
                && text.contains("\"value\" : \"Erledigt\""))
    }

    /// Only format strings are compared: "70% for" is a percent sign and a word, not `% f`.
    @Test func placeholdersOnlyInFormatStrings() {
        #expect(!FormatParser.isFormatString("70% for everyone"))
        #expect(!FormatParser.isFormatString("Earn 30% from referrals"))
        #expect(!FormatParser.isFormatString("100%"))
        #expect(FormatParser.isFormatString("%lld%% done"))
        #expect(FormatParser.isFormatString("%#@files@"))
        let file = Self.catalog(
            """
                "Earn 30% from referrals" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Verdiene 30 % mit Empfehlungen" } } } },
                "%lld%% done" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "%lld% fertig" } } } }
            """)
        // The key without arguments is left alone; in the format string, "% f" reads a second argument.
        let found = Self.findings(file)
        #expect(found.map(\.code) == [PlaceholderCheck.placeholderMismatch.code])
        #expect(found.first?.location?.start?.line == 5)
    }
}
