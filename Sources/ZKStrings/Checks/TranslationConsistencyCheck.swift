import ZKCore

/// Lint: one source text is translated two ways in one project (`Show in Finder` → `在 Finder
/// 中顯示` in one catalog, `在 Finder 顯示` in another). Texts are the same string when they
/// are one context: the same key (in several catalogs), keys that are their own text (Xcode's
/// extracted keys), or keys with the same translator comment. Keys named apart without a
/// comment (`alert.cancel`, `order.cancel`) are contexts the developer separated: `Cancel`
/// may be `Abbrechen` in one and `Stornieren` in the other. Reported at each translation
/// that differs from the most common one, with a note at that one.
enum TranslationConsistencyCheck: Check {
    static let inconsistent = DiagnosticCode(
        "ZK3110", .warning, group: .zahlenkette, summary: "one source text is translated two ways in the project",
        explanation: """
            The same text in the same context should read the same everywhere in the app: \
            `Show in Finder` translated one way in one module and another way in the next \
            reads as two features. Compared across all the project's catalogs, per locale, \
            for plain string units in state `translated`: the same key in several catalogs, \
            keys that are their own source text (what Xcode extracts from `Text("Cancel")`), \
            and keys with the same translator comment. Keys named apart with no comment \
            (`alert.cancel`, `order.cancel`) are contexts the developer separated, and \
            `Cancel` may rightly be `Abbrechen` in one and `Stornieren` in the other; a \
            different comment separates contexts too. A value equal to its source is the \
            untranslated checks' business. Reported at each translation that differs from \
            the most common one (the first, when they tie), with a note at that one. \
            Translation QA, a warning. Off by default: a word with two meanings (zh `Model`) \
            may rightly be translated two ways, and on 44 public apps 35 of 40 findings read were \
            right. Turn it on with `"severities": { "ZK3110": "warning" }`.
            """,
        broken: example("↓Listen up"), fixed: example("Listen"))

    static let codes = [inconsistent]

    /// Two catalogs that both hold Xcode's extracted key `Hör hin` (source `de`).
    static func example(_ menuValue: String) -> DiagnosticExample {
        func catalog(_ en: String) -> String {
            CheckExamples.catalog(
                key: "Hör hin", comment: nil,
                [CheckExamples.unit("en", en), CheckExamples.unit("ru", "Слушай", last: true)].joined(separator: "\n"))
        }
        return DiagnosticExample([
            DiagnosticExample.ExampleFile("Strings/Localizable.xcstrings", catalog("Listen")),
            DiagnosticExample.ExampleFile("Strings/Menu.xcstrings", catalog(menuValue)),
        ])
    }

    /// One translation of a source text: its value, where it is, and which key says it.
    struct Use {
        let value: CatalogString
        let catalog: StringCatalog
        let name: String
    }

    static func run(_ input: CatalogSetInput) -> [Diagnostic] {
        var groups: [[CodePointString]: [Use]] = [:]
        var order: [[CodePointString]] = []
        for catalog in input.catalogs {
            let sourceLocale = catalog.sourceLocale(input.options)
            let sourceLanguage = QAText.language(sourceLocale)
            for entry in catalog.entries where entry.needsTranslation {
                guard let source = entry.localization(sourceLocale)?.node.unit?.value?.text,
                    source.unicodeScalars.contains(where: { $0.properties.isAlphabetic })
                else { continue }
                let comment = entry.comment?.text ?? ""
                // Keys named apart without a comment are contexts of their own.
                let context = entry.key.hasSameCodePoints(as: source) || !comment.isEmpty ? "" : entry.key
                for localization in entry.localizations
                where QAText.language(localization.locale) != sourceLanguage {
                    guard let unit = localization.node.unit, let value = unit.value, !value.text.isEmpty,
                        unit.state == nil || unit.state?.text == "translated",
                        !value.text.hasSameCodePoints(as: source)
                    else { continue }
                    let group = [localization.locale, source, comment, context].map { CodePointString($0) }
                    if groups[group] == nil { order.append(group) }
                    groups[group, default: []].append(
                        Use(value: value, catalog: catalog, name: "'\(localization.locale)' value of '\(entry.key)'"))
                }
            }
        }
        var diagnostics: [Diagnostic] = []
        for group in order {
            guard let uses = groups[group], let reference = mostCommon(uses) else { continue }
            for use in uses where !use.value.text.hasSameCodePoints(as: reference.value.text) {
                diagnostics.append(
                    differs(
                        use.name, source: group[1].string, value: use.value.text, other: reference.value.text,
                        at: use.catalog.location(of: use.value, scalarOffset: 0),
                        otherAt: reference.catalog.location(of: reference.value, scalarOffset: 0)))
            }
        }
        return diagnostics
    }

    /// The first use of the most common translation; nil when all uses agree.
    static func mostCommon(_ uses: [Use]) -> Use? {
        var counts: [CodePointString: Int] = [:]
        for use in uses { counts[CodePointString(use.value.text), default: 0] += 1 }
        guard counts.count > 1, let top = counts.values.max() else { return nil }
        return uses.first { counts[CodePointString($0.value.text)] == top }
    }

    static func differs(
        _ name: String, source: String, value: String, other: String, at location: SourceLocation,
        otherAt: SourceLocation
    ) -> Diagnostic {
        Diagnostic(
            inconsistent,
            "\(name) translates '\(MessageText.escaped(source))' as '\(MessageText.escaped(value))'; elsewhere in the project it is '\(MessageText.escaped(other))'",
            at: location,
            notes: [
                Diagnostic.Note(
                    "'\(MessageText.escaped(source))' is translated '\(MessageText.escaped(other))' here", at: otherAt)
            ])
    }
}
