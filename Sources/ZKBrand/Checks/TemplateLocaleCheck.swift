import ZKCore

/// Warning: a folder under `marketing/` that is neither a configured locale nor `default` is
/// never rendered (a typo such as `de-de`, or a locale missing from the configuration);
/// `app-store/` holds the App Store's global fields.
enum TemplateLocaleCheck: Check {
    public static let unknownTemplateLocale = DiagnosticCode(
        "ZK5024", .warning, summary: "a template folder is no configured locale",
        explanation: """
            `Brand/marketing/` holds one folder per configured locale (`locales` in zk-build.json, \
            by default de, en, ru) and `default/`. Any other folder is never rendered: a typo, or a \
            locale to add to the configuration.
            """,
        broken: BrandExampleFiles.example(
            BrandExampleFiles.tokens,
            BrandExampleFiles.File("Brand/marketing/de_DE/subtitle.txt", "↓Zahlen lernen von 1 bis 20")),
        fixed: BrandExampleFiles.example(
            BrandExampleFiles.tokens,
            BrandExampleFiles.File("Brand/marketing/de/subtitle.txt", "Zahlen lernen von 1 bis 20")))

    static let codes = [unknownTemplateLocale]

    static func run(_ input: TemplateInput) -> [Diagnostic] {
        let (template, locales) = (input.template, input.options.locales)
        guard template.locale != "default", template.locale != StoreRules.globalFolder(for: .appStore),
            !locales.containsCodePoints(template.locale)
        else { return [] }
        let near = EditDistance.nearest(to: template.locale, in: locales)
        return [
            Diagnostic(
                unknownTemplateLocale, message(template.locale, locales: locales, near: near),
                at: template.file.location(ofOffset: 0))
        ]
    }

    // MARK: Messages

    static func message(_ folder: String, locales: [String], near: String?) -> String {
        "template folder '\(folder)' is not a configured locale (\(locales.joined(separator: ", "))) and is never rendered"
            + (near.map { "; did you mean '\($0)'?" } ?? "")
    }
}
