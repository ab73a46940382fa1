import ZKCore

/// Lint: an XLIFF `<file>` targets a language the import must not write: the catalog's own
/// source language, a locale other than the one asked for (`--locale`, else the project's
/// locales), or none at all; or its `source-language` is not the catalog's.
///
/// Importing a German file into the German source values, or a Russian file as Ukrainian,
/// overwrites text silently; so the whole import is refused and no catalog changes.
enum XLIFFLanguageCheck: DeclaresCodes {
    static let wrongLanguage = DiagnosticCode(
        "ZK3023", .error, summary: "an XLIFF file targets the wrong language",
        explanation: """
            `zk-strings import-xliff` writes each `<file>`'s targets into the locale its \
            `target-language` names. A file whose target language is the catalog's source \
            language (it would overwrite the source text), is not the locale asked for \
            (`--locale`, else one of the project's `locales`), is missing, or whose \
            `source-language` differs from the catalog's, is refused: the whole import stops and \
            every catalog stays as it was. Export again for the right locale, or fix the attribute.
            """,
        broken: DiagnosticExample(
            [
                DiagnosticExample.ExampleFile(CheckExamples.path, CheckExamples.catalog(CheckExamples.hoerHin)),
                DiagnosticExample.ExampleFile("de.xliff", xliff(target: "de", marker: "↓")),
            ], command: ["zk-strings", "import-xliff", "de.xliff", "Strings"]),
        fixed: DiagnosticExample(
            [
                DiagnosticExample.ExampleFile(CheckExamples.path, CheckExamples.catalog(CheckExamples.hoerHin)),
                DiagnosticExample.ExampleFile("de.xliff", xliff(target: "ru", marker: "")),
            ], command: ["zk-strings", "import-xliff", "de.xliff", "Strings"]))

    static let codes = [wrongLanguage]

    static func xliff(target: String, marker: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
          \(marker)<file original="Strings/Content.xcstrings" source-language="de" target-language="\(target)" datatype="plaintext">
            <body>
              <trans-unit id="game.hoer_hin.title" xml:space="preserve">
                <source>Hör hin</source>
                <target state="translated">Слушай</target>
              </trans-unit>
            </body>
          </file>
        </xliff>
        """
    }

    static func targetIsSource(_ locale: String, catalog: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            wrongLanguage,
            "target-language '\(locale)' is the source language of '\(catalog)'; importing it would overwrite the source text, so the import is refused",
            at: location)
    }

    static func notAsked(_ locale: String, asked: [String], at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            wrongLanguage,
            "target-language '\(locale)' is not \(asked.count == 1 ? "the locale asked for ('\(asked[0])')" : "one of the locales asked for (\(asked.joined(separator: ", ")))"); the import is refused",
            at: location)
    }

    static func noTargetLanguage(_ catalog: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            wrongLanguage, "XLIFF <file> for '\(catalog)' has no target-language; the import is refused", at: location)
    }

    static func sourceDiffers(
        _ declared: String, catalog: String, catalogSource: String, at location: SourceLocation
    ) -> Diagnostic {
        Diagnostic(
            wrongLanguage,
            "source-language '\(declared)' differs from the source language '\(catalogSource)' of '\(catalog)'; the import is refused",
            at: location)
    }
}
