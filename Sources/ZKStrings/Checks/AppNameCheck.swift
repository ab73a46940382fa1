import ZKCore
import ZKProject

/// App name (spec 6.5 rule 6): the app name is never written into a value; strings that mention
/// it take a placeholder filled with `Brand.appName`, so a rename touches the brand tokens only.
/// The names come from the brand tokens (or `--app-name`); without them the check reads nothing.
enum AppNameCheck: Check {
    static let appNameLiteral = DiagnosticCode(
        "ZK3014", .error, phase: .crossLink, summary: "a value writes the app name literally",
        explanation: """
            Spec 6.5 rule 6: the app name is never written into a value; strings that mention \
            it take a placeholder filled with `Brand.appName`, so a rename touches the brand \
            tokens only. The names come from `Brand/brand.json` (`app.name.<locale>`) or \
            `--app-name`.
            """,
        broken: DiagnosticExample([
            DiagnosticExample.ExampleFile(
                CheckExamples.path,
                CheckExamples.catalog(
                    key: "app.onboarding.welcome.title",
                    comment: "Welcome title on the first screen (S-01); %1$@ is the app name.",
                    [
                        CheckExamples.unit("de", "Willkommen bei ↓Zahlenkette"),
                        CheckExamples.unit("en", "Welcome to %1$@"),
                        CheckExamples.unit("ru", "Добро пожаловать в %1$@", last: true),
                    ].joined(separator: "\n"))),
            CheckExamples.brandFile,
        ]),
        fixed: DiagnosticExample([
            DiagnosticExample.ExampleFile(
                CheckExamples.path,
                CheckExamples.catalog(
                    key: "app.onboarding.welcome.title",
                    comment: "Welcome title on the first screen (S-01); %1$@ is the app name.",
                    [
                        CheckExamples.unit("de", "Willkommen bei %1$@"), CheckExamples.unit("en", "Welcome to %1$@"),
                        CheckExamples.unit("ru", "Добро пожаловать в %1$@", last: true),
                    ].joined(separator: "\n"))),
            CheckExamples.brandFile,
        ]))

    static let codes = [appNameLiteral]

    static func run(_ key: CatalogKey) -> [Diagnostic] {
        let (entry, context) = (key.entry, key.context)
        var diagnostics: [Diagnostic] = []
        guard !context.appNames.isEmpty else { return diagnostics }
        let catalog = context.catalog
        for localization in entry.localizations {
            for leaf in localization.allLeaves {
                guard let value = leaf.unit.value else { continue }
                // The same matching as the brand check of the templates (ZKCore), so both refuse the same thing.
                for match in BrandFacts.appNameMatches(in: value.text, names: context.appNames) {
                    let offset = value.text.unicodeScalars.distance(
                        from: value.text.startIndex, to: match.range.lowerBound)
                    let length = value.text[match.range].unicodeScalars.count
                    let fact = context.options.appNames.first { $0.value.hasSameCodePoints(as: match.name) }
                    diagnostics.append(
                        literal(
                            String(value.text[match.range]),
                            in: StringCatalog.describe(key: entry.key, locale: localization.locale, leaf: leaf),
                            at: catalog.location(of: value, scalarOffset: offset, length: length),
                            definedAt: fact?.location))
                }
            }
        }
        return diagnostics
    }

    /// `definedAt`: where the brand tokens define the name, if known.
    static func literal(
        _ name: String, in value: String, at location: SourceLocation, definedAt: SourceLocation?
    ) -> Diagnostic {
        Diagnostic(
            appNameLiteral,
            "\(value) writes the app name '\(name)' literally; take it through a placeholder ('%1$@') filled with Brand.appName",
            at: location,
            notes: definedAt.map { [Diagnostic.Note("the app name is defined by the brand tokens here", at: $0)] } ?? []
        )
    }
}
