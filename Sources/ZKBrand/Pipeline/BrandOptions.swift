/// What the brand checks need to know about the project.
public struct BrandOptions: Sendable {
    /// Project-relative path of the brand folder (`Brand`).
    public var brandPath: String
    /// Locales every store listing must have.
    public var locales: [String]
    /// The locale whose app name is the display name when `app.name.default` is absent.
    public var sourceLocale: String
    public var store: Store
    /// Named in messages about the locale list.
    public var configurationName: String

    public init(
        brandPath: String = "Brand", locales: [String] = ["de", "en", "ru"], sourceLocale: String = "de",
        store: Store = .appStore, configurationName: String = "zk-build.json"
    ) {
        self.brandPath = brandPath
        self.locales = locales
        self.sourceLocale = sourceLocale
        self.store = store
        self.configurationName = configurationName
    }

    public var tokenPath: String { brandPath + "/brand.json" }
    public var marketingPath: String { brandPath + "/marketing" }

    /// Locale and field of a template path (`Brand/marketing/de/subtitle.txt`), nil for other files.
    public func templateKey(_ path: String) -> (locale: String, field: String)? {
        let prefix = marketingPath + "/"
        guard path.hasPrefix(prefix), path.hasSuffix(".txt") else { return nil }
        let parts = path.dropFirst(prefix.count).split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, parts[1].count > 4 else { return nil }
        return (String(parts[0]), String(parts[1].dropLast(4)))
    }
}
