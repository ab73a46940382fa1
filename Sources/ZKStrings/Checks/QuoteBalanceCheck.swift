import ZKCore

/// Lint: a translation has an odd number of double quotation marks (`"OK`) where its source's
/// pair up. Every language's double quotes count alike (`"`, `“ ”`, `„ “`, `« »`, `「 」`, `『 』`),
/// so a German `„OK“` or a French `« OK »` is two marks; apostrophes and single quotes are not
/// counted (`’` is also an apostrophe).
enum QuoteBalanceCheck: Check {
    static let unbalanced = DiagnosticCode(
        "ZK3105", .warning, summary: "a translation has a quotation mark without its other half",
        explanation: """
            The source's double quotation marks pair up; the translation has an odd number of \
            them (`"OK`, `„OK“"`): one was lost or doubled. Every language's double quotes \
            count alike (`"`, `“”`, `„“`, `«»`, `「」`, `『』`), so German `„…“` and French \
            `« … »` are pairs; single quotes are not counted, as `’` is also an apostrophe. \
            The place reported is the last quotation mark. Sources with an odd number of marks \
            (an inch sign, `5"`) are not compared. Translation QA: a warning by default.
            """,
        example: .edit(
            DiagnosticExample(
                CheckExamples.path,
                CheckExamples.qa(
                    key: "game.hoer_hin.hint", CheckExamples.unit("de", "Tippe auf „OK“"),
                    CheckExamples.unit("en", "Tap “OK”"), CheckExamples.unit("ru", "Нажми «OK»", last: true))),
            broken: "Tap ↓“OK", fixed: "Tap “OK”"))

    static let codes = [unbalanced]

    /// The double quotation marks of every script.
    static let marks: Set<Unicode.Scalar> = [
        "\"", "“", "”", "„", "‟", "«", "»", "「", "」", "『", "』", "＂", "〝", "〞",
    ]

    static func run(_ key: CatalogKey) -> [Diagnostic] {
        let (entry, context) = (key.entry, key.context)
        var diagnostics: [Diagnostic] = []
        context.forEachTranslation(entry) { pair in
            let isFormat = FormatParser.isFormatString(pair.source.text)
            let value = QAText.masked(pair.value.text, isFormat: isFormat)
            let quotes = value.indices.filter { marks.contains(value[$0]) }
            guard quotes.count % 2 == 1, let last = quotes.last,
                QAText.masked(pair.source.text, isFormat: isFormat).filter({ marks.contains($0) }).count % 2 == 0
            else { return }
            diagnostics.append(
                odd(
                    pair.name, count: quotes.count,
                    at: context.catalog.location(of: pair.value, scalarOffset: last, length: 1)))
        }
        return diagnostics
    }

    static func odd(_ value: String, count: Int, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            unbalanced,
            "\(value) has \(count) quotation mark\(count == 1 ? "" : "s"), one without its other half; the source's pair up",
            at: location)
    }
}
