import ZKCore

/// Lint: every `{{token.path}}` must name a token whose value resolves to text. Reported at the
/// path inside the braces, with the nearest token path suggested; a placeholder naming a group
/// lists the group's tokens.
enum UnknownPlaceholderCheck: DeclaresCodes {
    public static let unknownPlaceholder = DiagnosticCode(
        "ZK5020", .error, phase: .crossLink, summary: "a template placeholder names no token",
        explanation: """
            `{{token.path}}` in `Brand/marketing/<locale>/<field>.txt` must name a token of \
            `brand.json` by its full dotted path, and the token's value must have a text form (text, \
            number, colour). Otherwise the braces would reach the store page. The nearest token path \
            is suggested.
            """,
        broken: BrandExampleFiles.example(BrandExampleFiles.tokens, BrandExampleFiles.File("Brand/marketing/de/promotional_text.txt", "Fragen? Schreiben Sie an {{↓contact.support_mail}}.")),
        fixed: BrandExampleFiles.example(BrandExampleFiles.tokens, BrandExampleFiles.File("Brand/marketing/de/promotional_text.txt", "Fragen? Schreiben Sie an {{contact.support_email}}.")))

    static let codes = [unknownPlaceholder]

    static func check(_ template: Template, tokens: ResolvedTokens) -> [Diagnostic] {
        let document = tokens.document
        var diagnostics: [Diagnostic] = []
        for placeholder in template.placeholders {
            let location = template.file.location(ofOffset: placeholder.pathOffset, length: placeholder.path.utf8.count)
            let path = placeholder.path
            if let token = document[path] {
                // Defined but unresolved (a broken alias) is reported at the token; a value that is
                // not text (a composite) is reported here.
                if let resolved = tokens[path], resolved.text == nil {
                    diagnostics.append(Diagnostic(
                        UnknownPlaceholderCheck.unknownPlaceholder,
                        "placeholder '{{\(path)}}' names a token of type '\(resolved.type ?? "unknown")' that has no text form",
                        at: location, notes: [.init("'\(path)' defined here", at: document.location(token.keyPosition))]))
                }
                if let deprecated = DeprecatedTokenCheck.placeholder(path, token: token, at: location, document: document) {
                    diagnostics.append(deprecated)
                }
                continue
            }
            if let group = document.group(path) {
                let members = group.memberNames.map { "'\(path).\($0)'" }.joined(separator: ", ")
                diagnostics.append(Diagnostic(
                    UnknownPlaceholderCheck.unknownPlaceholder,
                    "placeholder '{{\(path)}}' names a group, not a token; use one of \(members)", at: location))
                continue
            }
            var message = "unknown placeholder '{{\(path)}}': no token '\(path)' in \(document.file.path)"
            var notes: [Diagnostic.Note] = []
            var fixIt: Diagnostic.FixIt?
            if let near = EditDistance.nearest(to: path, in: document.sortedPaths), let token = document[near] {
                message += "; did you mean '\(near)'?"
                notes.append(.init("'\(near)' defined here", at: document.location(token.keyPosition)))
                fixIt = .init(replacement: near, description: "use '\(near)'")
            }
            diagnostics.append(Diagnostic(UnknownPlaceholderCheck.unknownPlaceholder, message, at: location, notes: notes, fixIt: fixIt))
        }
        return diagnostics
    }
}
