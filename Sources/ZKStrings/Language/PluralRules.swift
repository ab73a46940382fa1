import Foundation

/// CLDR cardinal plural categories per locale, the categories a String Catalog's plural
/// variation must (and may) define. The table (`PluralRulesTable.swift`) is generated from
/// CLDR's `plurals.xml` by `scripts/gen-plural-rules.py`: a category is required when a whole
/// count can select it (ru: one, few, many, other; cs: one, few, other; fr: one, other), allowed
/// when CLDR defines it at all (cs `many` for decimals, fr `many` for compact 1c6). `zero` is
/// allowed in every language (Apple uses it for an explicit 0), required only where CLDR
/// selects it for 0 (ar, cy, lv).
public enum PluralRules {
    public static let allCategories = ["zero", "one", "two", "few", "many", "other"]

    /// The CLDR entry of `locale`: the exact locale (`pt-PT` → `pt_PT`), else its language
    /// (`pt-BR` → `pt`, `zh-Hans` → `zh`, `sr-Latn` → `sr`); nil for a language CLDR does not know.
    private static func entry(_ locale: String) -> (required: [String], allowed: [String])? {
        let normalized = locale.replacingOccurrences(of: "-", with: "_")
        if let exact = cldrTable[normalized] { return exact }
        let language = normalized.split(separator: "_").first.map(String.init) ?? normalized
        return cldrTable[language] ?? cldrTable[language.lowercased()]
    }

    /// The categories `locale` requires (`ru` → one, few, many, other); nil for an unknown language.
    public static func categories(for locale: String) -> [String]? { entry(locale)?.required }

    /// Every category `locale` may define (its CLDR categories and `zero`); nil for an unknown language.
    public static func allowedCategories(for locale: String) -> [String]? {
        guard let allowed = entry(locale)?.allowed else { return nil }
        return allowed.contains("zero") ? allowed : ["zero"] + allowed
    }

    /// Sorted in CLDR order (zero, one, two, few, many, other).
    public static func cldrSorted(_ names: [String]) -> [String] {
        names.sorted { (allCategories.firstIndex(of: $0) ?? 99) < (allCategories.firstIndex(of: $1) ?? 99) }
    }
}
