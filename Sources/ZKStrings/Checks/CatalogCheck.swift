import ZKCore
import ZKProject

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
    /// The Zahlenkette conventions the catalogs are held to (`"strings"` in zk-build.json).
    public var settings: StringsSettings
    /// Required locales of single catalogs, by path (zk-build.json's `catalogs`); they win over
    /// `requiredLocales`.
    public var catalogLocales: [String: [String]] = [:]
    /// Whether a catalog not in `catalogLocales` requires the locales it contains (the facts of
    /// the file, when neither the project nor a profile names locales) instead of `requiredLocales`.
    public var localesFromCatalogs = false
    /// The keys and literals of the app's Swift sources; nil when no Swift file was read (then
    /// only content references count for unreferenced keys, of `Content.xcstrings` alone).
    public var code: CodeIndex?
    /// Whether a localized call's literal must be a key of the key grammar (the Zahlenkette
    /// profile's `CodeLiteralCheck`); then such a literal is not also reported as missing.
    public var literalsAreKeys = false

    public init(
        sourceLocale: String = Conventions.sourceLocale, requiredLocales: [String] = Conventions.locales,
        strict: Bool = false,
        appNames: [BrandFacts.Name] = [], index: ProjectIndex? = nil, settings: StringsSettings = StringsSettings()
    ) {
        self.sourceLocale = sourceLocale
        self.requiredLocales = requiredLocales
        self.strict = strict
        self.appNames = appNames
        self.index = index
        self.settings = settings
    }
}

/// What the checks of one catalog share, computed once per catalog (not once per key): the
/// catalog, the options, the source locale, the app names to refuse and the referenced keys.
struct CatalogCheckContext: Sendable {
    let catalog: StringCatalog
    let options: StringsCheckOptions
    /// The source language the catalog declares, else the project's.
    let sourceLocale: String
    /// The distinct app names, longest first (`BrandFacts.distinctNames`); empty skips the app-name check.
    let appNames: [String]
    /// The keys the content index references, when the catalog is the content catalog and an
    /// index is given, and the keys the Swift sources use, when they were read (then for every
    /// catalog); nil skips the unreferenced-key check. By code points: a reference to one of two
    /// look-alike keys references that one only.
    let referencedKeys: Set<CodePointString>?
    /// Whether `referencedKeys` holds what the Swift sources use.
    let codeWasRead: Bool
    /// The referenced keys that name a text instead of being it (`Coverage.isIdentifier`): those
    /// the content references. A key the Swift code uses is its own source text, as Xcode takes
    /// it (`Text("Account")`; `Text("zaotang.xyz")` shows a domain, and no shape tells it from
    /// `settings.title`).
    let identifierKeys: Set<CodePointString>
    /// The locales every key of this catalog must have (`StringsCheckOptions.catalogLocales`,
    /// else the catalog's own when `localesFromCatalogs`, else the project's).
    let requiredLocales: [String]

    init(_ catalog: StringCatalog, _ options: StringsCheckOptions) {
        self.catalog = catalog
        self.options = options
        sourceLocale = catalog.sourceLocale(options)
        requiredLocales = catalog.requiredLocales(options)
        appNames = BrandFacts(appNames: options.appNames).distinctNames
        var referenced: Set<CodePointString>?
        var identifiers: Set<CodePointString> = []
        if let index = options.index, catalog.isContentCatalog || options.code != nil {
            identifiers = Set(index.stringKeys.map { CodePointString($0.name) })
            // A near miss references the key it meant (`IntendedKey`): that key is not unused.
            referenced = identifiers.union(IntendedKey.meant(by: index.stringKeys, in: catalog))
        }
        if let code = options.code {
            referenced = (referenced ?? []).union(CodeKeyCheck.usedKeys(of: catalog, code))
        }
        referencedKeys = referenced
        identifierKeys = identifiers
        codeWasRead = options.code != nil
    }
}

/// What a check of one key reads (`Check<CatalogKey>`): the key, what every key check reads
/// about its catalog, and the key's placeholders, resolved once for the checks that compare them.
/// `StringsChecker` runs `ZKStringsChecks.keyChecks` on each key in one pass over the keys.
struct CatalogKey {
    let entry: CatalogEntry
    let context: CatalogCheckContext
    let placeholders: EntryPlaceholders
}

/// What a check of a whole catalog reads (`Check<CatalogInput>`).
public struct CatalogInput {
    public let catalog: StringCatalog
    public let options: StringsCheckOptions
}

/// What a check across the project's catalogs reads (`Check<CatalogSetInput>`): every catalog,
/// the options (with the content index and the Swift sources' code index) and the strings folder.
struct CatalogSetInput {
    let catalogs: [StringCatalog]
    let options: StringsCheckOptions
    let stringsPath: String
}

extension StringCatalog {
    /// The source language the catalog declares, else the project's.
    func sourceLocale(_ options: StringsCheckOptions) -> String { sourceLanguage?.text ?? options.sourceLocale }

    /// The locales the catalog's keys must have: configured for this catalog, else (when the
    /// locales come from the files) every locale the catalog contains, else the project's.
    public func requiredLocales(_ options: StringsCheckOptions) -> [String] {
        if let configured = options.catalogLocales[path] { return configured }
        guard options.localesFromCatalogs else { return options.requiredLocales }
        return containedLocales(source: sourceLocale(options))
    }

    /// The source language, then every other locale some key is localized into, sorted.
    public func containedLocales(source: String) -> [String] {
        var seen = Set([source])
        for entry in entries { for localization in entry.localizations { seen.insert(localization.locale) } }
        return [source] + seen.subtracting([source]).sorted()
    }

    /// Location of a scalar range inside a value.
    func location(of string: CatalogString, scalarOffset: Int, length: Int = 0) -> SourceLocation {
        StringLocator.location(in: file, string: string, scalarOffset: scalarOffset, length: length)
    }

    /// `'ru' plural form 'few' of key 'x'` — how messages name a leaf.
    static func describe(key: String, locale: String, leaf: Leaf) -> String {
        leaf.path.isEmpty ? "'\(locale)' value of '\(key)'" : "'\(locale)' '\(leaf.pathText)' value of '\(key)'"
    }
}
