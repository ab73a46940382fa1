import ZKCore
import ZKProject

/// User-facing literals in code (spec 6.5 rule 7, a Zahlenkette house rule): code never writes
/// the text the user reads; it looks up a key (`Text("parent.dashboard.title")`). A localized
/// call whose literal is not a key of the key grammar (`Text("Einstellungen")`) is reported at
/// the literal. `Text(verbatim:)` is not a lookup and is never reported; a literal without a
/// letter (`Text("•")`, `Text("\(n)")`) is not text.
enum CodeLiteralCheck: Check {
    static let userFacingLiteral = DiagnosticCode(
        "ZK3081", .error, phase: .crossLink, group: .zahlenkette,
        summary: "Swift code writes a user-facing literal where a key is wanted",
        explanation: """
            Spec 6.5 rule 7: code never contains user-facing string literals. A `Text`, \
            `Button`, `String(localized:)` or other localized lookup takes a key of the key \
            grammar (`<area>.<context>.<element>`, `Text("parent.dashboard.title")`), defined in \
            the catalog with its translations and translator comment; the German wording lives \
            in the catalog. `Text(verbatim:)` (text that is never translated) is not reported. \
            With the `zahlenkette` profile and `"strings": { "keyGrammar": true }` (the default).
            """,
        example: .edit(
            DiagnosticExample([
                DiagnosticExample.ExampleFile("zk-build.json", CodeLiteralCheck.exampleConfiguration),
                DiagnosticExample.ExampleFile("App/HomeView.swift", CodeKeyCheck.exampleView(#""home.main.title""#)),
                DiagnosticExample.ExampleFile("Strings/Localizable.xcstrings", CodeLiteralCheck.exampleCatalog),
            ]),
            in: "App/HomeView.swift", broken: #"↓"Startseite""#, fixed: #""home.main.title""#))

    static let codes = [userFacingLiteral]

    static let exampleConfiguration = #"{ "profile": "zahlenkette", "swiftSources": ["App"] }"#

    static let exampleCatalog = """
        {
          "sourceLanguage" : "de",
          "strings" : {
            "home.main.title" : {
              "comment" : "Title of the home screen",
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Startseite" } },
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Home" } },
                "ru" : { "stringUnit" : { "state" : "translated", "value" : "Главная" } }
              }
            }
          },
          "version" : "1.0"
        }
        """

    /// Whether the use writes text rather than a key: it has a letter and breaks the key grammar.
    static func isUserFacingLiteral(_ use: CodeIndex.KeyUse) -> Bool {
        CodeKeyCheck.hasLetter(use) && (use.isInterpolated || !KeyGrammar.isValid(use.key))
    }

    static func run(_ input: CatalogSetInput) -> [Diagnostic] {
        let options = input.options
        guard options.literalsAreKeys, let code = options.code else { return [] }
        return code.keyUses.filter(isUserFacingLiteral).map(literal)
    }

    static func literal(_ use: CodeIndex.KeyUse) -> Diagnostic {
        Diagnostic(
            userFacingLiteral,
            "\(use.call) is given the text '\(MessageText.escaped(use.key))'; look up a key such as 'area.context.element' defined in the catalog instead",
            at: use.location)
    }
}
