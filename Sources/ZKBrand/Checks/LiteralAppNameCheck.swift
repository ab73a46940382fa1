import ZKCore

/// Lint: a template never writes the app name itself; it uses the `app.name.<locale>` token, so
/// a rename is one edit in `brand.json` (spec 6.5, rule 6). Reported at the literal name.
enum LiteralAppNameCheck: Check {
    public static let literalAppName = DiagnosticCode(
        "ZK5022", .error, phase: .crossLink, summary: "a template writes the app name literally",
        explanation: """
            The app name comes only from the `app.name.<locale>` tokens (spec 6.5: the app name is \
            never written into a text), so a rename is one edit. Use `{{app.name.de}}` (the locale's \
            token) instead of the name. The match ignores case and needs the name as a word of its own.
            """,
        example: .edit(
            BrandExampleFiles.example(
                BrandExampleFiles.tokens,
                BrandExampleFiles.File("Brand/marketing/de/release_notes.txt", "Die erste Version von {{app.name.de}}.")
            ),
            broken: #"↓Zahlenkette."#, fixed: #"{{app.name.de}}."#))

    static let codes = [literalAppName]

    static func run(_ input: TemplateInput) -> [Diagnostic] {
        let (template, facts, tokenFile) = (input.template, input.tokens.facts, input.options.tokenPath)
        var diagnostics: [Diagnostic] = []
        let tokenLocale =
            facts.appNames.contains { $0.locale.hasSameCodePoints(as: template.locale) } ? template.locale : "de"
        for segment in template.segments {
            guard case .text(let range) = segment else { continue }
            let text = template.text(range)
            for match in facts.appNameMatches(in: text) {
                let offset = range.lowerBound + text[..<match.range.lowerBound].utf8.count
                let written = String(text[match.range])
                let replacement = "{{app.name.\(tokenLocale)}}"
                let defined = facts.appNames.first { $0.value.lowercased() == match.name.lowercased() }
                diagnostics.append(
                    Diagnostic(
                        literalAppName, message(written, replacement: replacement),
                        at: template.file.location(ofOffset: offset, length: written.utf8.count),
                        notes: defined.map { [.init(definedNote(tokenFile), at: $0.location)] } ?? [],
                        fixIt: .init(replacement: replacement, description: "use the app name token")))
            }
        }
        return diagnostics
    }

    // MARK: Messages

    static func message(_ written: String, replacement: String) -> String {
        "app name '\(written)' written literally; use the placeholder '\(replacement)'"
    }

    static func definedNote(_ tokenFile: String) -> String { "the app name is defined in \(tokenFile) here" }
}
