import ZKCore

/// Lint: a catalog's `sourceLanguage` differs from the project's source locale. zk-build moves
/// the error to `zk-build.json` when the configuration, not the catalogs, is the odd one out.
public enum SourceLanguageCheck: Check {
    public static let sourceLanguageMismatch = DiagnosticCode(
        "ZK3026", .error, phase: .structure, group: .zahlenkette,
        summary: "a catalog's source language differs from the project's source locale",
        explanation: """
            Every String Catalog names its `sourceLanguage`, and the project names its source locale \
            (`sourceLocale` in zk-build.json, `de` by default; `--source-locale` for zk-strings). The \
            placeholder and coverage checks compare translations with the source, so both must agree. \
            This error stands at the catalog that differs; when every catalog disagrees with \
            zk-build.json, the setting is the mistake and is reported at zk-build.json instead, with \
            or without the profile.
            """,
        example: .edit(
            DiagnosticExample([
                .init("zk-build.json", #"{ "sourceLocale": "de" }"#),
                .init(CheckExamples.path, CheckExamples.catalog(CheckExamples.hoerHin)),
                .init("Strings/Localizable.xcstrings", #"{ "sourceLanguage": "de", "strings": {}, "version": "1.0" }"#),
            ]),
            broken: #""sourceLanguage": ↓"en""#, fixed: #""sourceLanguage": "de""#))

    public static let codes = [sourceLanguageMismatch]

    public static func run(_ input: CatalogInput) -> [Diagnostic] {
        let (catalog, options) = (input.catalog, input.options)
        guard let declared = catalog.sourceLanguage, !declared.text.hasSameCodePoints(as: options.sourceLocale) else {
            return []
        }
        // `en_US` for an `en` project: the regional-variant check names it, with its fix-it.
        let hidden = RegionalSourceLanguageCheck.hiddenLocale(
            source: declared.text, required: catalog.requiredLocales(options) + [options.sourceLocale])
        if hidden?.hasSameCodePoints(as: options.sourceLocale) == true { return [] }
        return [mismatch(declared.text, project: options.sourceLocale, at: catalog.location(declared.position))]
    }

    static func mismatch(_ declared: String, project: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            sourceLanguageMismatch,
            "catalog source language is '\(MessageText.escaped(declared))' but the project's source locale is '\(project)'",
            at: location)
    }
}
