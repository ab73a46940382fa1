import ZKCore

/// Lint: a translation's URLs and e-mail addresses differ from its source's (a link lost, or
/// mistyped while translating).
enum URLCheck: Check {
    static let urlsDiffer = DiagnosticCode(
        "ZK3044", .warning, summary: "a translation's URLs or e-mail addresses differ from its source's",
        explanation: """
            A link in a text (`https://…`, `www.…`, `mailto:`, an e-mail address) is usually the \
            same in every language; a translation that lost it, or changed a letter of it, \
            sends users nowhere. Where a localised page is meant (`/de/` for `/en/`), leave the \
            warning in the baseline. Translation QA: a warning by default.
            """,
        example: .edit(
            DiagnosticExample(
                CheckExamples.path,
                CheckExamples.qa(
                    key: "parent.help.link", comment: "Where help is.",
                    CheckExamples.unit("de", "Hilfe: https://zahlenkette.app/hilfe"),
                    CheckExamples.unit("en", "Help: https://zahlenkette.app/hilfe"),
                    CheckExamples.unit("ru", "Помощь: https://zahlenkette.app/hilfe", last: true))),
            broken: #"↓"Help: https://zahlenkette.ap/hilfe""#, fixed: #""Help: https://zahlenkette.app/hilfe""#))

    static let codes = [urlsDiffer]

    static func run(_ key: CatalogKey) -> [Diagnostic] {
        key.context.translations(of: key.entry, whose: links, differ: differ)
    }

    /// `http(s)://…`, `www.…`, `mailto:…` and `name@host.tld`, up to whitespace, without closing punctuation.
    static func links(_ text: String) -> [String] {
        guard text.contains("://") || text.contains("www.") || text.contains("@") || text.contains("mailto:") else {
            return []
        }
        var result: [String] = []
        for token in text.split(whereSeparator: { $0.isWhitespace || "\"'<>«»“”„()[]{}".contains($0) }) {
            var link = String(token)
            while let last = link.last, ".,;:!?…。".contains(last) { link.removeLast() }
            let lower = link.lowercased()
            let isURL =
                lower.hasPrefix("http://") || lower.hasPrefix("https://") || lower.hasPrefix("www.")
                || lower.hasPrefix("mailto:")
            let parts = link.split(separator: "@", omittingEmptySubsequences: false)
            let isMail =
                parts.count == 2 && !parts[0].isEmpty && parts[1].contains(".") && !parts[1].hasPrefix(".")
                && !link.contains("%")
            if isURL || isMail { result.append(link) }
        }
        return result
    }

    static func differ(
        _ value: String, _ links: [String], source: String, _ sourceLinks: [String], at location: SourceLocation
    ) -> Diagnostic {
        let (listed, sourceListed) = (links.quotedList(orElse: "no link"), sourceLinks.quotedList(orElse: "no link"))
        return Diagnostic(
            urlsDiffer, "\(value) links \(listed) where the source '\(source)' links \(sourceListed)", at: location)
    }
}
