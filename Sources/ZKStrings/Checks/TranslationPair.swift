import ZKCore

/// A translated value and the source value it renders, as the translation QA checks compare
/// them (`IdenticalToSourceCheck`, `ScriptCheck`, `NumberCheck`, `URLCheck`, `MarkupCheck`,
/// `EndPunctuationCheck`, `DoubleSpaceCheck`): the leaf of a non-source localization with a
/// non-empty value, and its counterpart in the source (`WhitespaceCheck.counterpart`).
struct TranslationPair {
    let localization: Localization
    let leaf: Leaf
    let value: CatalogString
    let source: CatalogString
    /// What messages call the value (`'ru' value of 'x'`).
    var name: String
    /// The value's locale.
    var locale: String { localization.locale }
}

extension CatalogCheckContext {
    /// Calls `body` with every translation of `entry` that has a non-empty source counterpart;
    /// keys that are not translated (`needsTranslation`) have none. Format strings' placeholders
    /// are the placeholder check's: the texts are compared with them blanked out (`QAText`).
    func forEachTranslation(_ entry: CatalogEntry, _ body: (TranslationPair) -> Void) {
        guard entry.needsTranslation, let source = entry.localization(sourceLocale) else { return }
        let sourceLeaves = source.allLeaves
        for localization in entry.localizations where !localization.locale.hasSameCodePoints(as: sourceLocale) {
            for leaf in localization.allLeaves {
                guard let value = leaf.unit.value, !value.text.isEmpty,
                    let reference = WhitespaceCheck.counterpart(of: leaf.path, in: sourceLeaves).flatMap({
                        sourceLeaves[$0].unit.value
                    }),
                    !reference.text.isEmpty
                else { continue }
                body(
                    TranslationPair(
                        localization: localization, leaf: leaf, value: value, source: reference,
                        name: StringCatalog.describe(key: entry.key, locale: localization.locale, leaf: leaf)))
            }
        }
    }
}

extension CatalogCheckContext {
    /// The diagnostics of the translations of `entry` whose `items` (tags, links), compared in any
    /// order, differ from their source's: `differ(value's name, its items, source locale, the
    /// source's items, the value's place)` for each (`MarkupCheck`, `URLCheck`).
    func translations(
        of entry: CatalogEntry, whose items: (String) -> [String],
        differ: (String, [String], String, [String], SourceLocation) -> Diagnostic
    ) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        forEachTranslation(entry) { pair in
            let source = items(pair.source.text)
            let value = items(pair.value.text)
            guard source.sorted() != value.sorted() else { return }
            diagnostics.append(
                differ(pair.name, value, sourceLocale, source, catalog.location(pair.value.position)))
        }
        return diagnostics
    }
}

extension [String] {
    /// `'a', 'b'` for messages, `none` when empty.
    func quotedList(orElse none: String) -> String {
        isEmpty ? none : map { "'\($0)'" }.joined(separator: ", ")
    }
}

/// Text as the QA checks read it: placeholders (`%1$@`, `%#@name@`, `%arg`) replaced by spaces,
/// so that their digits and letters are neither numbers nor words; a text that is no format
/// string keeps its `%` (it is shown verbatim).
enum QAText {
    static func masked(_ text: String, isFormat: Bool) -> [Unicode.Scalar] {
        guard isFormat, text.utf8.contains(UInt8(ascii: "%")) else { return Array(text.unicodeScalars) }
        var bytes = Array(text.utf8)
        var ranges: [Range<Int>] = []
        // Scanned on a copy: the blanks go into `bytes` afterwards.
        bytes.withUnsafeBufferPointer { buffer in
            FormatScanner.scan(buffer, allowArg: true, token: { ranges.append($0.start..<$0.end) }, problem: { _ in })
        }
        for range in ranges { for index in range { bytes[index] = UInt8(ascii: " ") } }
        return Array(String(decoding: bytes, as: UTF8.self).unicodeScalars)
    }

    /// The language subtag of a locale (`pt` of `pt-BR`, `zh` of `zh-Hans`), lower-cased.
    static func language(_ locale: String) -> String {
        String(locale.split(whereSeparator: { $0 == "-" || $0 == "_" }).first ?? Substring(locale)).lowercased()
    }
}
