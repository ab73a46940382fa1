import ZKCore

/// Lint: a URL field renders to one absolute `https://` URL without white space; App Store
/// Connect refuses anything else. A URL that comes whole from a token (`{{url.support}}`) is
/// reported once, at the token's value in the token file, with a note at each template that
/// renders it; a URL written in a template is reported once at the template, naming its locales.
/// A field with a placeholder that names no token is left to that placeholder's error.
enum URLFieldCheck: Check {
    public static let invalidURLField = DiagnosticCode(
        "ZK5037", .error, summary: "a URL field does not render to an https URL",
        explanation: """
            `support_url`, `privacy_url` and `marketing_url` must render to one absolute `https://` \
            URL without spaces; App Store Connect refuses anything else. Use the `url.*` tokens.
            """,
        example: .edit(
            BrandExampleFiles.example(
                BrandExampleFiles.tokens,
                BrandExampleFiles.File("Brand/marketing/default/support_url.txt", "https://www.example.org/help")),
            broken: #"↓www.example.org/help"#, fixed: #"https://www.example.org/help"#))

    static let codes = [invalidURLField]

    /// The token a placeholder renders: the one it names, or the locale's member of the variant
    /// group it names (`{{url.privacy_page}}` → `url.privacy_page.de`).
    static func renderedToken(
        of placeholder: Template.Placeholder, in rendered: RenderedText, _ tokens: ResolvedTokens
    ) -> ResolvedToken? {
        if let token = tokens[placeholder.path] { return token }
        return rendered.variants.first { $0.placeholder == placeholder }?.token.flatMap { tokens[$0] }
    }

    static func run(_ input: ListingSetInput) -> [Diagnostic] {
        let (listings, tokens) = (input.listings, input.tokens.tokens)
        struct Finding {
            var text: String
            var label: String
            var locales: [String]
            var template: SourceLocation
            var token: ResolvedToken?
        }
        // Keyed by code point: two look-alike URL tokens are two findings.
        var findings: [CodePointString: Finding] = [:]
        var order: [CodePointString] = []
        for listing in listings {
            for field in listing.fields {
                guard field.rule.kind == .url, let rendered = field.rendered, rendered.unresolved.isEmpty,
                    !field.text.isEmpty, !isHTTPS(field.text)
                else { continue }
                let (location, placeholder) = rendered.templateLocation(ofTrimmedScalar: 0)
                let token = placeholder.flatMap { renderedToken(of: $0, in: rendered, tokens) }.flatMap {
                    $0.text?.hasSameCodePoints(as: field.text) == true ? $0 : nil
                }
                let key = (token.map { "token:" + $0.source.path } ?? "template:\(location.description)").codePoints
                if var finding = findings[key] {
                    if !finding.locales.containsCodePoints(listing.locale) { finding.locales.append(listing.locale) }
                    findings[key] = finding
                } else {
                    findings[key] = Finding(
                        text: field.text, label: field.rule.label, locales: [listing.locale], template: location,
                        token: token)
                    order.append(key)
                }
            }
        }
        // Templates that render a token's URL, for the notes.
        var placesByToken: [CodePointString: [SourceLocation]] = [:]
        for listing in listings {
            for field in listing.fields where field.rule.kind == .url {
                guard let rendered = field.rendered else { continue }
                let (location, placeholder) = rendered.templateLocation(ofTrimmedScalar: 0)
                guard
                    let path = placeholder.flatMap({ renderedToken(of: $0, in: rendered, tokens) })?.source.path
                        .codePoints
                else { continue }
                if !(placesByToken[path] ?? []).contains(location) { placesByToken[path, default: []].append(location) }
            }
        }
        return order.compactMap { key in
            guard let finding = findings[key] else { return nil }
            if let token = finding.token {
                let at = SourceLocation(path: tokens.document.file.path, start: token.source.value.position)
                let notes = (placesByToken[token.source.path.codePoints] ?? [finding.template]).map {
                    Diagnostic.Note("rendered into a store URL field here", at: $0)
                }
                return Diagnostic(
                    URLFieldCheck.invalidURLField,
                    tokenMessage(token.source.path, finding.text, label: finding.label, locales: finding.locales),
                    at: at, notes: notes)
            }
            return Diagnostic(
                URLFieldCheck.invalidURLField,
                templateMessage(finding.text, label: finding.label, locales: finding.locales),
                at: finding.template)
        }
    }

    static func isHTTPS(_ text: String) -> Bool {
        let hasSpace = text.unicodeScalars.contains { $0 == " " || $0 == "\n" || $0 == "\t" }
        return text.hasPrefix("https://") && !hasSpace && text.count > "https://".count
    }

    static func localeList(_ locales: [String]) -> String {
        (locales.count == 1 ? "locale " : "locales ") + locales.map { "'\($0)'" }.joined(separator: ", ")
    }

    static func tokenMessage(_ token: String, _ text: String, label: String, locales: [String]) -> String {
        "token '\(token)' is '\(MessageText.escaped(text))', which is not a single https:// URL; it renders the \(label) of \(localeList(locales))"
    }

    static func templateMessage(_ text: String, label: String, locales: [String]) -> String {
        "\(label) of \(localeList(locales)) renders to '\(MessageText.escaped(text))', which is not a single https:// URL"
    }
}
