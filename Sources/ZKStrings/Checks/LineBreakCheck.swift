import ZKCore

/// Lint: a translation has fewer line breaks than its source has breaks that carry structure:
/// a break after a sentence or a label (`.`, `!`, `?`, `:`), around an empty line, before a
/// list item or a number. A break in the middle of a phrase (`Insulin\nSuspended`, `center,\n
/// which`) only wraps a line in the source's layout; a translation may wrap elsewhere.
enum LineBreakCheck: Check {
    static let lostBreak = DiagnosticCode(
        "ZK3106", .warning, summary: "a translation loses a line break of its source",
        explanation: """
            A line break that ends a sentence or a label (`Space saved: %@\\nTotal: %@`), an \
            empty line between paragraphs, or a break before a list item (`•`, `-`, a number) \
            is structure: a translation that joins those lines shows one long line where the \
            source has two. A break inside a phrase (`Insulin\\nSuspended`) only wraps the \
            source's line; translations wrap where their words fall and are not held to it. \
            Line and paragraph separators (U+2028, U+2029) count as breaks; leading and \
            trailing ones are \(WhitespaceCheck.whitespaceMismatch.code)'s. Translation QA: a \
            warning by default.
            """,
        example: .edit(
            DiagnosticExample(
                CheckExamples.path,
                CheckExamples.qa(
                    key: "game.hoer_hin.hint", CheckExamples.unit("de", "Gut gemacht!\\nNoch eine Runde?"),
                    CheckExamples.unit("en", "Well done!\\nOne more round?"),
                    CheckExamples.unit("ru", "Молодец!\\nЕщё раунд?", last: true))),
            broken: #"↓"Well done! One more round?""#, fixed: #""Well done!\nOne more round?""#))

    static let codes = [lostBreak]

    static let breaks: Set<Unicode.Scalar> = ["\n", "\r", "\u{2028}", "\u{2029}"]

    static func run(_ key: CatalogKey) -> [Diagnostic] {
        let (entry, context) = (key.entry, key.context)
        var diagnostics: [Diagnostic] = []
        context.forEachTranslation(entry) { pair in
            guard pair.source.text.unicodeScalars.contains(where: breaks.contains) else { return }
            let required = structuralBreaks(pair.source.text)
            let found = lineBreaks(pair.value.text)
            guard found < required else { return }
            diagnostics.append(
                lost(
                    pair.name, found: found, required: required,
                    at: context.catalog.location(pair.value.position),
                    sourceAt: context.catalog.location(pair.source.position)))
        }
        return diagnostics
    }

    /// The text's scalars without leading and trailing whitespace, `\r\n` read as one break.
    static func trimmed(_ text: String) -> [Unicode.Scalar] {
        var scalars: [Unicode.Scalar] = []
        var previous: Unicode.Scalar = " "
        for scalar in text.unicodeScalars {
            if scalar == "\n", previous == "\r" {
                previous = scalar
                continue
            }
            scalars.append(scalar == "\r" ? "\n" : scalar)
            previous = scalar
        }
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
            let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return [] }
        return Array(scalars[first...last])
    }

    /// How many line breaks the text has inside it.
    static func lineBreaks(_ text: String) -> Int { trimmed(text).filter(breaks.contains).count }

    /// How many of the text's inner line breaks carry structure (not a wrap inside a phrase).
    static func structuralBreaks(_ text: String) -> Int {
        let scalars = trimmed(text)
        var count = 0
        for index in scalars.indices where breaks.contains(scalars[index]) {
            var before = index - 1
            while before >= 0, scalars[before] == " " || scalars[before] == "\t" { before -= 1 }
            var after = index + 1
            while after < scalars.count, scalars[after] == " " || scalars[after] == "\t" { after += 1 }
            let previous = before >= 0 ? scalars[before] : " "
            let next = after < scalars.count ? scalars[after] : " "
            if breaks.contains(previous) || breaks.contains(next)
                || ".!?:;。！？：；…%@)]»\"”".unicodeScalars.contains(previous)
                || previous.properties.numericType != nil || "•-*–—·%".unicodeScalars.contains(next)
                || next.properties.numericType != nil
            {
                count += 1
            }
        }
        return count
    }

    static func lost(
        _ value: String, found: Int, required: Int, at location: SourceLocation, sourceAt: SourceLocation
    ) -> Diagnostic {
        Diagnostic(
            lostBreak,
            "\(value) has \(found) line break\(found == 1 ? "" : "s") where its source breaks \(required) time\(required == 1 ? "" : "s") between sentences, labels or paragraphs",
            at: location, notes: [Diagnostic.Note("the source's line breaks are here", at: sourceAt)])
    }
}
