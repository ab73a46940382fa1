import ZKCore

/// Lint: a catalog whose `sourceLanguage` is a regional variant (`en_US`, `en-GB`) of a locale it
/// must also cover (`en`): Xcode keeps the source text under the variant, so every key whose
/// source value is implicit lacks the plain locale. The cause is the one line; it is reported
/// once there, and the coverage check leaves that locale to it (issue 52: not twelve times
/// "has no 'en' translation").
enum RegionalSourceLanguageCheck: Check {
    static let regionalSource = DiagnosticCode(
        "ZK3101", .error, phase: .structure,
        summary: "a catalog's source language is a regional variant of a locale it must cover",
        explanation: """
            A catalog's `sourceLanguage` names the locale its keys' source text belongs to. When it \
            is a regional variant (`en_US`) of a locale the catalog must also cover (`en`: the \
            project's `sourceLocale`, zk-build.json's `locales` or the catalog's own values), no key \
            whose source value \
            Xcode keeps implicit has that locale, and each would be reported. The one line is the \
            mistake: it is reported once, with the number of keys affected, and the fix-it writes \
            the plain locale.
            """,
        example: .edit(
            DiagnosticExample([
                .init("zk-build.json", #"{ "profile": [] }"#),
                .init(
                    "App/Localizable.xcstrings",
                    """
                    {
                      "sourceLanguage" : "en",
                      "strings" : {
                        "Hello" : {
                          "localizations" : {
                            "de" : { "stringUnit" : { "state" : "translated", "value" : "Hallo" } },
                            "en" : { "stringUnit" : { "state" : "translated", "value" : "Hello" } }
                          }
                        },
                        "Goodbye" : {
                          "localizations" : {
                            "de" : { "stringUnit" : { "state" : "translated", "value" : "Tschüss" } }
                          }
                        }
                      },
                      "version" : "1.0"
                    }
                    """),
            ]),
            broken: #""sourceLanguage" : ↓"en_US""#, fixed: #""sourceLanguage" : "en""#))

    static let codes = [regionalSource]

    /// The plain locale a catalog's regional source language hides (`en` for `en_US` when `en`
    /// is required), else nil.
    static func hiddenLocale(source: String, required: [String]) -> String? {
        guard let separator = source.firstIndex(where: { $0 == "_" || $0 == "-" }) else { return nil }
        let language = String(source[..<separator])
        guard !language.isEmpty, required.contains(where: { $0.hasSameCodePoints(as: language) }) else { return nil }
        return language
    }

    static func run(_ input: CatalogInput) -> [Diagnostic] {
        let context = CatalogCheckContext(input.catalog, input.options)
        guard let declared = input.catalog.sourceLanguage,
            let hidden = hiddenLocale(
                source: declared.text, required: context.requiredLocales + [input.options.sourceLocale])
        else { return [] }
        let affected = input.catalog.entries.filter { context.coverage($0, hidden) == .missing }.count
        guard affected > 0 else { return [] }
        return [
            Diagnostic(
                regionalSource,
                "catalog source language is '\(MessageText.escaped(declared.text))', a variant of '\(hidden)', which the catalog must cover: \(plural(affected, "key")) have no '\(hidden)' value",
                at: input.catalog.location(declared.position),
                fixIt: .init(replacement: JSONWriter.quoted(hidden), description: "write '\(hidden)'"))
        ]
    }
}
