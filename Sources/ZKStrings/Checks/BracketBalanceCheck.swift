import ZKCore

/// Lint: a translation opens a bracket it does not close, or closes one it did not open
/// (`(Beta`), where its source's brackets pair up. Full-width brackets (`（`, `）`) pair with
/// the ASCII ones; emoticons (`:(`) and list markers (`1)`, `a)`, `例)`) are not brackets.
enum BracketBalanceCheck: Check {
    static let unbalanced = DiagnosticCode(
        "ZK3104", .warning, summary: "a translation has a bracket that is not closed or not opened",
        explanation: """
            Round, square and curly brackets, ASCII or full-width (`（…）`, `【…】`), pair up in \
            the source; a translation that loses one half (`(Beta`, `Beta)`) shows a stray \
            bracket. The place reported is the unpaired bracket. Sources whose own brackets do \
            not pair (a list `1)`, an emoticon) are not compared, and a closing bracket after \
            a colon (`:(`, `：）`) or after one or two letters or digits that start a word (`1)`, \
            `a)`, `例)`) is a smiley or a list marker, not a bracket. Placeholders are blanked \
            out first. Translation QA: a warning by default.
            """,
        example: .edit(
            DiagnosticExample(
                CheckExamples.path,
                CheckExamples.qa(
                    CheckExamples.unit("de", "Hör hin (Beta)"), CheckExamples.unit("en", "Listen (beta)"),
                    CheckExamples.unit("ru", "Слушай (бета)", last: true))),
            broken: "Listen ↓(beta", fixed: "Listen (beta)"))

    static let codes = [unbalanced]

    static func run(_ key: CatalogKey) -> [Diagnostic] {
        let (entry, context) = (key.entry, key.context)
        var diagnostics: [Diagnostic] = []
        context.forEachTranslation(entry) { pair in
            let isFormat = FormatParser.isFormatString(pair.source.text)
            guard let offset = unpaired(QAText.masked(pair.value.text, isFormat: isFormat)),
                unpaired(QAText.masked(pair.source.text, isFormat: isFormat)) == nil
            else { return }
            let bracket = Array(pair.value.text.unicodeScalars)[offset]
            diagnostics.append(
                stray(
                    pair.name, bracket: String(bracket),
                    at: context.catalog.location(of: pair.value, scalarOffset: offset, length: 1)))
        }
        return diagnostics
    }

    /// The opening bracket of each closing one, ASCII and full-width alike.
    static let opening: [Unicode.Scalar: Unicode.Scalar] = [
        ")": "(", "]": "[", "}": "{", "）": "(", "］": "[", "｝": "{", "】": "【",
    ]
    static let openers: [Unicode.Scalar: Unicode.Scalar] = [
        "(": "(", "[": "[", "{": "{", "（": "(", "［": "[", "｛": "{", "【": "【",
    ]

    /// The scalar offset of the first bracket without its other half; nil when they all pair.
    /// A face or a list marker is a bracket only when it pairs (`：{error}` is a placeholder).
    static func unpaired(_ scalars: [Unicode.Scalar]) -> Int? {
        var stack: [(bracket: Unicode.Scalar, offset: Int)] = []
        for (offset, scalar) in scalars.enumerated() {
            if let open = openers[scalar] {
                stack.append((open, offset))
            } else if let open = opening[scalar] {
                if let last = stack.last, last.bracket == open {
                    stack.removeLast()
                } else if !isEmoticon(scalars, at: offset), !isListMarker(scalars, at: offset) {
                    return offset
                }
            }
        }
        return stack.first { !isEmoticon(scalars, at: $0.offset) }?.offset
    }

    /// `:(`, `;)`, `:-)`, the full-width `：）`: a face, not a bracket.
    static func isEmoticon(_ scalars: [Unicode.Scalar], at offset: Int) -> Bool {
        var index = offset - 1
        if index >= 0, scalars[index] == "-" { index -= 1 }
        return index >= 0 && ":;：；".unicodeScalars.contains(scalars[index])
    }

    /// `1)`, `a)`, `例)`: one or two letters or digits that start a word, closed as a list item.
    static func isListMarker(_ scalars: [Unicode.Scalar], at offset: Int) -> Bool {
        var index = offset - 1
        var count = 0
        while index >= 0, scalars[index].properties.isAlphabetic || scalars[index].properties.numericType != nil {
            count += 1
            index -= 1
        }
        return count >= 1 && count <= 2
    }

    static func stray(_ value: String, bracket: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            unbalanced, "\(value) has a '\(bracket)' without its other half; the source's brackets pair up",
            at: location)
    }
}
