import Testing
import ZKCore

@testable import ZKStrings

/// A development-language XLIFF (`target-language` the catalog's source language, or none), as
/// Xcode exports the development language for copy editing (issue 30: such files were refused):
/// its targets update the source values, the translations of each changed source text are
/// marked `needs_review`, and an unchanged file changes nothing.
@Suite struct DevelopmentLanguageImportTests {
    static let catalogText = """
        {
          "sourceLanguage" : "de",
          "strings" : {
            "Hör hin" : {
              "comment" : "Title of a game.",
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Listen" } },
                "ru" : { "stringUnit" : { "state" : "translated", "value" : "Слушай" } }
              }
            },
            "Los" : {
              "comment" : "Starts a game.",
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Los!" } },
                "en" : { "stringUnit" : { "state" : "needs_review", "value" : "Go!" } }
              }
            }
          },
          "version" : "1.1"
        }
        """

    static func catalog(_ text: String = catalogText) throws -> StringCatalog {
        try #require(CatalogParser.parse(SourceFile(path: "Strings/Localizable.xcstrings", text: text)).0)
    }

    /// The catalog's development-language export, as `export-xliff --locale de` writes it.
    static func export() throws -> String {
        XLIFFExporter.export([try catalog()], sourceLocale: "de", targetLocale: "de", toolVersion: "1")
    }

    static func run(_ text: String, locales: [String] = ["de", "en", "ru"]) throws -> XLIFFImporter.Outcome {
        XLIFFImporter.importXLIFF(
            SourceFile(path: "de.xliff", text: text), into: [try catalog()], locales: locales, locale: nil)
    }

    /// The written catalog as Xcode formats it.
    static func written(_ outcome: XLIFFImporter.Outcome) throws -> String {
        String(
            decoding: CatalogWriter.bytes(try #require(outcome.updated["Strings/Localizable.xcstrings"])), as: UTF8.self
        )
    }

    @Test func anUnchangedExportChangesNothing() throws {
        let text = try Self.export()
        #expect(text.contains(#"source-language="de" target-language="de""#))
        #expect(text.contains(#"<target state="new">Hör hin</target>"#))
        let outcome = try Self.run(text)
        #expect(outcome.diagnostics.isEmpty, "\(outcome.diagnostics.map(\.message))")
        #expect((outcome.applied, outcome.matched, outcome.units, outcome.markedForReview) == (0, 2, 2, 0))
        #expect(outcome.updated.isEmpty)
    }

    @Test func anEditedSourceTextIsWrittenAndItsTranslationsAwaitReview() throws {
        let edited = try Self.export().replacingOccurrences(
            of: #"<target state="new">Hör hin</target>"#, with: #"<target state="new">Hör gut zu</target>"#)
        // The same file without a target language is a development-language file too.
        let untargeted = edited.replacingOccurrences(of: #" target-language="de""#, with: "")
        for text in [edited, untargeted] {
            let outcome = try Self.run(text)
            #expect(!outcome.refused, "\(outcome.diagnostics.map(\.message))")
            #expect((outcome.applied, outcome.markedForReview) == (1, 2))
            // The key stays; its German value is the edited text; English and Russian translate
            // the old one and need review; "Los" (its English already in review) is untouched.
            func line(_ locale: String, _ state: String, _ value: String, last: Bool = false) -> String {
                #"        "\#(locale)" : { "stringUnit" : { "state" : "\#(state)", "value" : "\#(value)" } }"#
                    + (last ? "" : ",")
            }
            let expected = Self.catalogText.replacingOccurrences(
                of: [line("en", "translated", "Listen"), line("ru", "translated", "Слушай", last: true)].joined(
                    separator: "\n"),
                with: [
                    line("de", "new", "Hör gut zu"), line("en", "needs_review", "Listen"),
                    line("ru", "needs_review", "Слушай", last: true),
                ].joined(separator: "\n"))
            #expect(expected != Self.catalogText)
            #expect(
                try Self.written(outcome)
                    == String(decoding: CatalogWriter.bytes(try Self.catalog(expected).root), as: UTF8.self))
        }
    }

    /// The source language imports whatever the project's locales (here only `ru`).
    @Test func theSourceLanguageNeedsNoPlaceInTheLocales() throws {
        let outcome = try Self.run(try Self.export(), locales: ["ru"])
        #expect(outcome.diagnostics.isEmpty, "\(outcome.diagnostics.map(\.message))")
    }

    /// A real project's catalogs (geteduroam, 12 catalogs, English): their development-language
    /// export, every unit in the states Xcode writes (`new` for extracted source values), imports
    /// as no change.
    @Test func aRealProjectsDevelopmentLanguageExportImportsUnchanged() throws {
        let catalogs = try XcodeXLIFFTests.catalogs()
        let text = XLIFFExporter.export(catalogs, sourceLocale: "en", targetLocale: "en", toolVersion: "1")
        let outcome = XLIFFImporter.importXLIFF(
            SourceFile(path: "en.xliff", text: text), into: catalogs, locales: ["de"], locale: nil)
        #expect(outcome.diagnostics.isEmpty, "\(outcome.diagnostics.prefix(3).map(\.message))")
        #expect(outcome.units > 100 && outcome.matched == outcome.units && outcome.applied == 0)
    }
}
