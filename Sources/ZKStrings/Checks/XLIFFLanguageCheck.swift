import ZKCore

/// Lint: an XLIFF `<file>` targets a language the import must not write: a locale other than
/// the one asked for (`--locale`, else the project's locales), or its `source-language` is not
/// the catalog's.
///
/// Importing a Russian file as Ukrainian, or a file exported from a catalog of another source
/// language, overwrites text silently; so the whole import is refused and no catalog changes.
/// A file whose target is the catalog's source language (or that names no target) is a
/// development-language export and updates the source values (`XLIFFImporter`).
enum XLIFFLanguageCheck: DeclaresCodes {
    static let wrongLanguage = DiagnosticCode(
        "ZK3023", .error, summary: "an XLIFF file targets the wrong language",
        explanation: """
            `zk-strings import-xliff` writes each `<file>`'s targets into the locale its \
            `target-language` names. A file whose target language is not the locale asked for \
            (`--locale`, else one of the project's `locales`), or whose `source-language` \
            differs from the catalog's, is refused: the whole import stops and every catalog \
            stays as it was. Export again for the right locale, or fix the attribute. (A file \
            that targets the catalog's source language, or names no target, is a \
            development-language export, as Xcode writes one for copy editing: it updates the \
            source values and marks their translations `needs_review`.)
            """,
        broken: DiagnosticExample(
            [
                DiagnosticExample.ExampleFile(CheckExamples.path, CheckExamples.catalog(CheckExamples.hoerHin)),
                DiagnosticExample.ExampleFile("ru.xliff", xliff(target: "uk", marker: "↓")),
            ], command: ["zk-strings", "import-xliff", "ru.xliff", "Strings"]),
        fixed: DiagnosticExample(
            [
                DiagnosticExample.ExampleFile(CheckExamples.path, CheckExamples.catalog(CheckExamples.hoerHin)),
                DiagnosticExample.ExampleFile("ru.xliff", xliff(target: "ru", marker: "")),
            ], command: ["zk-strings", "import-xliff", "ru.xliff", "Strings"]))

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

    static func notAsked(_ locale: String, asked: [String], at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            wrongLanguage,
            "target-language '\(locale)' is not \(asked.count == 1 ? "the locale asked for ('\(asked[0])')" : "one of the locales asked for (\(asked.joined(separator: ", ")))"); the import is refused",
            at: location)
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
