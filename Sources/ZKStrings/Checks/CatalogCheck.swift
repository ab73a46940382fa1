import ZKCore

/// What every check reads besides the catalog: the project's locales, the mode, the brand's
/// app names and the content index (both optional).
public struct StringsCheckOptions: Sendable {
    public var sourceLocale: String
    public var requiredLocales: [String]
    /// `new` and `needs_review` states are errors instead of warnings.
    public var strict: Bool
    /// App names that must never be written literally (from the brand tokens or `--app-name`).
    public var appNames: [BrandFacts.Name]
    /// The content index; nil skips the cross-link checks.
    public var index: ProjectIndex?

    public init(
        sourceLocale: String = "de", requiredLocales: [String] = ["de", "en", "ru"], strict: Bool = false,
        appNames: [BrandFacts.Name] = [], index: ProjectIndex? = nil
    ) {
        self.sourceLocale = sourceLocale
        self.requiredLocales = requiredLocales
        self.strict = strict
        self.appNames = appNames
        self.index = index
    }
}

/// A check of one catalog. Each check lives in its own file, named for what it checks.
protocol CatalogCheck {
    static func run(_ catalog: StringCatalog, _ options: StringsCheckOptions) -> [Diagnostic]
}

extension StringCatalog {
    /// The source language the catalog declares, else the project's.
    func sourceLocale(_ options: StringsCheckOptions) -> String { sourceLanguage?.text ?? options.sourceLocale }

    /// Location of a scalar range inside a value.
    func location(of string: CatalogString, scalarOffset: Int, length: Int = 0) -> SourceLocation {
        StringLocator.location(in: file, string: string, scalarOffset: scalarOffset, length: length)
    }

    /// `'ru' plural form 'few' of key 'x'` — how messages name a leaf.
    static func describe(key: String, locale: String, leaf: Leaf) -> String {
        leaf.path.isEmpty ? "'\(locale)' value of '\(key)'" : "'\(locale)' '\(leaf.pathText)' value of '\(key)'"
    }
}
