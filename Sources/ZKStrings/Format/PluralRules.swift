/// CLDR cardinal plural categories per language (CLDR 44 `plurals.xml`), the categories a
/// String Catalog's plural variation must define for that language. `zero` is allowed in every
/// language (Apple uses it for an explicit 0), never required.
public enum PluralRules {
    public static let allCategories = ["zero", "one", "two", "few", "many", "other"]

    private static let table: [String: [String]] = [
        "de": ["one", "other"], "en": ["one", "other"], "nl": ["one", "other"], "sv": ["one", "other"],
        "da": ["one", "other"], "nb": ["one", "other"], "fi": ["one", "other"], "el": ["one", "other"],
        "hu": ["one", "other"], "tr": ["one", "other"], "et": ["one", "other"], "bg": ["one", "other"],
        "ru": ["one", "few", "many", "other"], "uk": ["one", "few", "many", "other"],
        "be": ["one", "few", "many", "other"], "pl": ["one", "few", "many", "other"],
        "cs": ["one", "few", "many", "other"], "sk": ["one", "few", "many", "other"],
        "lt": ["one", "few", "many", "other"], "hr": ["one", "few", "other"], "sr": ["one", "few", "other"],
        "ro": ["one", "few", "other"], "lv": ["zero", "one", "other"],
        "fr": ["one", "many", "other"], "es": ["one", "many", "other"], "it": ["one", "many", "other"],
        "pt": ["one", "many", "other"], "ca": ["one", "many", "other"],
        "he": ["one", "two", "other"], "ar": ["zero", "one", "two", "few", "many", "other"],
        "cy": ["zero", "one", "two", "few", "many", "other"], "ga": ["one", "two", "few", "many", "other"],
        "ja": ["other"], "zh": ["other"], "ko": ["other"], "th": ["other"], "vi": ["other"], "id": ["other"],
        "ms": ["other"],
    ]

    /// The categories `locale` uses (`ru` → one, few, many, other), by its language subtag
    /// (`pt-BR` → `pt`, `zh-Hans` → `zh`); nil for a language the table does not know.
    public static func categories(for locale: String) -> [String]? {
        if let exact = table[locale] { return exact }
        let language = locale.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map(String.init) ?? locale
        return table[language]
    }

    /// Sorted in CLDR order (zero, one, two, few, many, other).
    public static func cldrSorted(_ names: [String]) -> [String] {
        names.sorted { (allCategories.firstIndex(of: $0) ?? 99) < (allCategories.firstIndex(of: $1) ?? 99) }
    }
}
