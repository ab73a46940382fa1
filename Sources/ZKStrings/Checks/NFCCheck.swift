import Foundation
import ZKCore

/// Lint: a value is not in Unicode Normalization Form C (`й` written as `и` and a combining
/// breve). It renders alike but compares, searches and counts differently: the audio check's
/// text comparison, App Store search and length limits see other characters.
enum NFCCheck: Check {
    static let notNFC = DiagnosticCode(
        "ZK3048", .warning, summary: "a value is not in Unicode NFC",
        explanation: """
            A value written in a decomposed form (`й` as `и` + U+0306, `ü` as `u` + U+0308), as \
            some editors and macOS file names produce, looks the same but is other code points: \
            it compares unequal to the recorded text, is counted longer against limits and is \
            not found by search. Write it in NFC (composed). Reported at the first character \
            that differs. Translation QA: a warning by default.
            """,
        broken: DiagnosticExample(
            CheckExamples.path,
            CheckExamples.qa(
                CheckExamples.unit("de", "H↓o\u{308}r hin"), CheckExamples.unit("en", "Listen"),
                CheckExamples.unit("ru", "Слушай", last: true))),
        fixed: DiagnosticExample(CheckExamples.path, CheckExamples.catalog(CheckExamples.hoerHin)))

    static let codes = [notNFC]

    static func run(_ key: CatalogKey) -> [Diagnostic] {
        let (entry, context) = (key.entry, key.context)
        var diagnostics: [Diagnostic] = []
        for localization in entry.localizations where !localization.isImplicit {
            for leaf in localization.allLeaves {
                guard let value = leaf.unit.value, let offset = firstDenormalised(value.text) else { continue }
                diagnostics.append(
                    decomposed(
                        StringCatalog.describe(key: entry.key, locale: localization.locale, leaf: leaf),
                        at: context.catalog.location(of: value, scalarOffset: offset)))
            }
        }
        return diagnostics
    }

    /// The scalar offset of the first scalar that differs from the NFC form, nil when `text` is NFC.
    static func firstDenormalised(_ text: String) -> Int? {
        // Below U+0300 (no combining mark yet) every text is NFC.
        guard text.unicodeScalars.contains(where: { $0.value >= 0x300 }) else { return nil }
        let scalars = Array(text.unicodeScalars)
        let composed = Array(text.precomposedStringWithCanonicalMapping.unicodeScalars)
        guard scalars != composed else { return nil }
        var index = 0
        while index < scalars.count, index < composed.count, scalars[index] == composed[index] { index += 1 }
        return index
    }

    static func decomposed(_ value: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(notNFC, "\(value) is not in Unicode NFC (composed form); rewrite it composed", at: location)
    }
}
