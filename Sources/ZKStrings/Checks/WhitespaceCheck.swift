import ZKCore

/// Surrounding whitespace: a translation starts and ends with the same whitespace as the source
/// value it translates (a trailing space or newline is usually a copy-and-paste slip, and where
/// it is meant, the source has it too).
enum WhitespaceCheck: Check {
    static let whitespaceMismatch = DiagnosticCode(
        "ZK3011", .warning, summary: "a translation's leading or trailing whitespace differs from the source",
        explanation: """
            A translation starts and ends with the same whitespace as the source value it \
            translates. A stray trailing space or newline is a copy-and-paste slip that shifts \
            layouts; where whitespace is meant, the source has it too. Chinese, Japanese, Thai, \
            Lao, Khmer and Burmese translations may leave out a space of the source (`"Phases: "` \
            is `"阶段："`): they write no spaces between words, and full-width punctuation \
            carries its own; a newline they drop is still reported.
            """,
        broken: DiagnosticExample(
            CheckExamples.path,
            CheckExamples.catalog(
                [
                    CheckExamples.unit("de", "Hör hin"), CheckExamples.unit("en", "Listen↓ "),
                    CheckExamples.unit("ru", "Слушай", last: true),
                ].joined(separator: "\n"))),
        fixed: DiagnosticExample(CheckExamples.path, CheckExamples.catalog(CheckExamples.hoerHin)))

    static let codes = [whitespaceMismatch]

    static func run(_ key: CatalogKey) -> [Diagnostic] {
        let (entry, context) = (key.entry, key.context)
        var diagnostics: [Diagnostic] = []
        let sourceLocale = context.sourceLocale
        guard entry.shouldTranslate, let source = entry.localization(sourceLocale) else { return diagnostics }
        let catalog = context.catalog
        let sourceLeaves = source.allLeaves
        for localization in entry.localizations where !localization.locale.hasSameCodePoints(as: sourceLocale) {
            let leaves = localization.allLeaves
            for index in leaves.indices {
                guard let value = leaves[index].unit.value, !value.text.isEmpty,
                    let reference = counterpart(of: leaves[index].path, in: sourceLeaves).flatMap({
                        sourceLeaves[$0].unit.value
                    })
                else { continue }
                // Nearly every value starts and ends with a visible character, as its source does.
                if !hasSurroundingWhitespace(value.text), !hasSurroundingWhitespace(reference.text) { continue }
                let scalars = Array(value.text.unicodeScalars)
                let (lead, trail) = (leading(scalars), trailing(scalars))
                let sourceScalars = Array(reference.text.unicodeScalars)
                let (sourceLead, sourceTrail) = (leading(sourceScalars), trailing(sourceScalars))
                let name = StringCatalog.describe(key: entry.key, locale: localization.locale, leaf: leaves[index])
                let unspaced = writesWithoutSpaces(localization.locale)
                if lead != sourceLead, !(unspaced && dropsSpaces(lead, sourceLead)) {
                    diagnostics.append(
                        differs(
                            name, "starts", show(lead), source: sourceLocale, show(sourceLead),
                            at: catalog.location(of: value, scalarOffset: 0),
                            sourceValue: catalog.location(reference.position)))
                }
                if trail != sourceTrail, !(unspaced && dropsSpaces(trail, sourceTrail)) {
                    diagnostics.append(
                        differs(
                            name, "ends", show(trail), source: sourceLocale, show(sourceTrail),
                            at: catalog.location(of: value, scalarOffset: scalars.count - trail.count),
                            sourceValue: catalog.location(reference.position)))
                }
            }
        }
        return diagnostics
    }

    /// Languages written without spaces between words (Chinese, Japanese, Thai, Lao, Khmer,
    /// Burmese): their full-width punctuation carries its own spacing (`"Phases: "` is
    /// `"阶段："`, `" (%@)"` is `"（%@）"`), so a space of the source they leave out is no slip.
    static let unspacedLanguages: Set<String> = ["zh", "ja", "yue", "th", "lo", "km", "my"]

    static func writesWithoutSpaces(_ locale: String) -> Bool {
        let language = locale.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map(String.init) ?? locale
        return unspacedLanguages.contains(language.lowercased())
    }

    /// Whether the translation has no whitespace on a side where the source has only spaces (a
    /// newline or tab it drops is still reported).
    static func dropsSpaces(_ whitespace: [Unicode.Scalar], _ sourceWhitespace: [Unicode.Scalar]) -> Bool {
        whitespace.isEmpty && sourceWhitespace.allSatisfy { $0 == " " || $0 == "\u{00A0}" || $0 == "\u{3000}" }
    }

    /// Whether `text` starts or ends with whitespace, from its first and last scalar alone (from
    /// its first and last byte where they are visible ASCII characters).
    static func hasSurroundingWhitespace(_ text: String) -> Bool {
        let utf8 = text.utf8
        guard let firstByte = utf8.first, let lastByte = utf8.last else { return false }
        if firstByte > 0x20, firstByte < 0x7F, lastByte > 0x20, lastByte < 0x7F { return false }
        let scalars = text.unicodeScalars
        guard let first = scalars.first, let last = scalars.last else { return false }
        return isWhitespace(first) || isWhitespace(last)
    }

    private static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value > 0x20, scalar.value < 0x7F { return false }
        return scalar.properties.isWhitespace
    }

    /// The index of the source leaf a translated leaf (at `path`) renders: same path, else the
    /// source's `other` form of the same selector, else none.
    static func counterpart(of path: [String], in sourceLeaves: [Leaf]) -> Int? {
        if let same = sourceLeaves.firstIndex(where: { $0.hasPath(path) }) { return same }
        if !path.isEmpty {
            let other = Array(path.dropLast()) + ["other"]
            if let match = sourceLeaves.firstIndex(where: { $0.hasPath(other) }) { return match }
        }
        return nil
    }

    private static func leading(_ scalars: [Unicode.Scalar]) -> [Unicode.Scalar] {
        Array(scalars.prefix { $0.properties.isWhitespace })
    }

    private static func trailing(_ scalars: [Unicode.Scalar]) -> [Unicode.Scalar] {
        Array(scalars.reversed().prefix { $0.properties.isWhitespace }.reversed())
    }

    private static func show(_ whitespace: [Unicode.Scalar]) -> String {
        guard !whitespace.isEmpty else { return "no whitespace" }
        let text = whitespace.map { scalar -> String in
            switch scalar {
            case " ": return " "
            case "\n": return "\\n"
            case "\t": return "\\t"
            default: return "\\u{\(String(scalar.value, radix: 16))}"
            }
        }.joined()
        return "'\(text)'"
    }

    /// `side`: `starts` or `ends`; the whitespace as `show` describes it.
    static func differs(
        _ value: String, _ side: String, _ whitespace: String, source: String, _ sourceWhitespace: String,
        at location: SourceLocation,
        sourceValue: SourceLocation
    ) -> Diagnostic {
        Diagnostic(
            whitespaceMismatch,
            "\(value) \(side) with \(whitespace) but the source '\(source)' \(side) with \(sourceWhitespace)",
            at: location,
            notes: [Diagnostic.Note("source value here", at: sourceValue)])
    }
}
