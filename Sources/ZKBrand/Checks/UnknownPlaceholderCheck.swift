import ZKCore

/// Lint: every `{{token.path}}` must name a token whose value resolves to text. Reported at the
/// path inside the braces, with the nearest token path suggested; a placeholder naming a group
/// lists the group's tokens.
enum UnknownPlaceholderCheck: Check {
    public static let unknownPlaceholder = DiagnosticCode(
        "ZK5020", .error, phase: .crossLink, summary: "a template placeholder names no token",
        explanation: """
            `{{token.path}}` in `Brand/marketing/<locale>/<field>.txt` must name a token of \
            `brand.json` by its full dotted path, and the token's value must have a text form (text, \
            number, colour). Otherwise the braces would reach the store page. The nearest token path \
            is suggested.
            """,
        example: .edit(
            BrandExampleFiles.example(
                BrandExampleFiles.tokens,
                BrandExampleFiles.File(
                    "Brand/marketing/de/promotional_text.txt", "Fragen? Schreiben Sie an {{contact.support_email}}.")),
            broken: #"{{↓contact.support_mail}}."#, fixed: #"{{contact.support_email}}."#))

    static let codes = [unknownPlaceholder]

    static func run(_ input: TemplateInput) -> [Diagnostic] {
        let (template, tokens) = (input.template, input.tokens.tokens)
        let document = tokens.document
        var diagnostics: [Diagnostic] = []
        for placeholder in template.placeholders {
            let location = template.file.location(ofOffset: placeholder.pathOffset, length: placeholder.path.utf8.count)
            let path = placeholder.path
            if let token = document[path] {
                // Defined but unresolved (a broken alias) is reported at the token; a value that is
                // not text (a composite) is reported here.
                if let resolved = tokens[path], resolved.text == nil {
                    diagnostics.append(
                        Diagnostic(
                            unknownPlaceholder, noTextMessage(path, type: resolved.type), at: location,
                            notes: [.init(definedNote(path), at: document.location(token.keyPosition))]))
                }
                if let deprecated = DeprecatedTokenCheck.placeholder(
                    path, token: token, at: location, document: document)
                {
                    diagnostics.append(deprecated)
                }
                continue
            }
            if let group = document.group(path) {
                // A group of locale variants is resolved per listing (LocaleVariantCheck).
                if group.memberNames.contains("default") || group.memberNames.containsCodePoints(template.locale)
                    || template.locale == "default"
                {
                    continue
                }
                diagnostics.append(
                    Diagnostic(unknownPlaceholder, groupMessage(path, members: group.memberNames), at: location))
                continue
            }
            guard let near = EditDistance.nearest(to: path, in: document.sortedPaths), let token = document[near] else {
                diagnostics.append(
                    Diagnostic(
                        unknownPlaceholder, unknownMessage(path, file: document.file.path, near: nil), at: location))
                continue
            }
            diagnostics.append(
                Diagnostic(
                    unknownPlaceholder, unknownMessage(path, file: document.file.path, near: near), at: location,
                    notes: [.init(definedNote(near), at: document.location(token.keyPosition))],
                    fixIt: .init(replacement: near, description: "use '\(near)'")))
        }
        return diagnostics
    }

    // MARK: Messages

    static func noTextMessage(_ path: String, type: String?) -> String {
        "placeholder '{{\(path)}}' names a token of type '\(type ?? "unknown")' that has no text form"
    }

    static func groupMessage(_ path: String, members: [String]) -> String {
        "placeholder '{{\(path)}}' names a group, not a token; use one of \(AliasTargetCheck.members(path, members))"
    }

    static func unknownMessage(_ path: String, file: String, near: String?) -> String {
        "unknown placeholder '{{\(path)}}': no token '\(path)' in \(file)"
            + (near.map { "; did you mean '\($0)'?" } ?? "")
    }

    static func definedNote(_ path: String) -> String { "'\(path)' defined here" }
}
