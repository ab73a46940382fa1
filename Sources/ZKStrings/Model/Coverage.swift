import ZKCore
import ZKProject

/// The one coverage model: what a key is in a locale. `CoverageCheck` (missing),
/// `TranslationStateCheck` (unfinished), the text, JSON and HTML reports all read it, so a report
/// never disagrees with `check`. Covered is what Xcode counts as translated: any value is a value
/// (an empty one too, and a `stringSet`), and the source language's values count in every state
/// (Xcode writes `new` for the source values it extracts).
public enum CoverageState: String, Sendable, CaseIterable {
    /// A value in a finished state (or any value of the source language).
    case translated
    /// A value, some part of it in state `new`.
    case new
    /// A value, some part of it in state `needs_review` (and none `new`).
    case needsReview = "needs_review"
    /// No value: no localization, a localization without a value, or (for an identifier key) only
    /// the implicit source value, which would show the key itself.
    case missing
    /// The key is stale: Xcode no longer finds it in code. Not counted.
    case stale
    /// Not to be translated (`shouldTranslate: false`, the empty key, a key with nothing to
    /// translate: `CatalogEntry.hasTextToTranslate`). Not counted.
    case excluded

    /// Whether the cell counts in a locale's total.
    public var isCounted: Bool { self != .stale && self != .excluded }
}

extension CatalogCheckContext {
    /// The state of `entry` in `locale`.
    func coverage(_ entry: CatalogEntry, _ locale: String) -> CoverageState {
        guard entry.shouldTranslate, !entry.key.isEmpty, entry.hasTextToTranslate(sourceLocale) else {
            return .excluded
        }
        guard !entry.isStale else { return .stale }
        guard let localization = entry.localization(locale), localization.hasValue else { return .missing }
        let isSource = locale.hasSameCodePoints(as: sourceLocale)
        if isSource {
            return localization.isImplicit && isIdentifier(entry.key) ? .missing : .translated
        }
        var needsReview = false
        if let state = localization.node.stringSet?.state?.text {
            if state == "new" { return .new }
            needsReview = state == "needs_review"
        }
        for leaf in localization.allLeaves {
            switch leaf.unit.state?.text {
            case "new": return .new
            case "needs_review": needsReview = true
            default: break
            }
        }
        return needsReview ? .needsReview : .translated
    }

    /// A key that names a text instead of being it: a key the content references
    /// (`identifierKeys`), or, under the key grammar, a key of the content catalog that follows
    /// it (`game.hoer_hin.title`). Its implicit source value (the key) is no text: Xcode would
    /// show the key. A key the code uses (`Text("Account")`, Xcode's extracted keys) is its own
    /// source value.
    func isIdentifier(_ key: String) -> Bool {
        if identifierKeys.contains(CodePointString(key)) { return true }
        return catalog.isContentCatalog && options.settings.keyGrammar && KeyGrammar.isValid(key)
    }
}

extension CatalogEntry {
    /// Whether the key holds something a translator could translate: a letter of any script in
    /// the key or in a value the source language writes for it, outside its placeholders. A key
    /// such as `" "`, `"%@"`, `"#"`, `"•"`, `"(%lld)"`, `"%@ · %@"` or `"127.0.0.1"` is the same
    /// text in every language: Xcode falls back to it, and asking for its translation is noise.
    func hasTextToTranslate(_ sourceLocale: String) -> Bool {
        if Self.hasLetter(key) { return true }
        guard let source = localization(sourceLocale), !source.isImplicit else { return false }
        return source.allLeaves.contains { $0.unit.value.map { Self.hasLetter($0.text) } == true }
    }

    /// Whether `text` has a letter outside its format placeholders (`%lld` is no text) and its
    /// App Intents parameters (`${count}`).
    static func hasLetter(_ text: String) -> Bool {
        let scalars = Array(text.unicodeScalars)
        var skipped = [Bool](repeating: false, count: scalars.count)
        if FormatParser.isFormatString(text) {
            for specifier in FormatParser.parse(text).specifiers {
                let end = min(scalars.count, specifier.scalarOffset + specifier.text.unicodeScalars.count)
                for offset in specifier.scalarOffset..<max(specifier.scalarOffset, end) { skipped[offset] = true }
            }
        }
        var index = 0
        while index < scalars.count {
            if scalars[index] == "$", index + 1 < scalars.count, scalars[index + 1] == "{",
                let close = scalars[(index + 2)...].firstIndex(of: "}")
            {
                index = close + 1
                continue
            }
            if !skipped[index], scalars[index].properties.isAlphabetic { return true }
            index += 1
        }
        return false
    }
}
