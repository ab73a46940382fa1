import ZKCore
import ZKProject

/// What the brand checks need to know about the project.
public struct BrandOptions: Sendable {
    /// Project-relative path of the brand folder (`Brand`).
    public var brandPath: String
    /// Locales every store listing must have.
    public var locales: [String]
    /// The locale whose app name is the display name when `app.name.default` is absent.
    public var sourceLocale: String
    /// The stores whose listings are checked and rendered.
    public var stores: [Store]
    /// Named in messages about the locale list.
    public var configurationName: String
    /// The templates folder when it is not `<brand>/marketing` (`Marketing` in the app's layout).
    public var marketingFolder: String?
    /// Where each configured locale is written (its string in the `locales` of zk-build.json),
    /// when the caller knows; findings about a locale are reported there first.
    public var localeLocations: [CodePointString: SourceLocation] = [:]

    public init(
        brandPath: String = "Brand", locales: [String] = Conventions.locales,
        sourceLocale: String = Conventions.sourceLocale,
        stores: [Store] = Store.allCases, configurationName: String = "zk-build.json"
    ) {
        self.brandPath = brandPath
        self.locales = locales
        self.sourceLocale = sourceLocale
        self.stores = stores
        self.configurationName = configurationName
    }

    public var tokenPath: String { brandPath + "/brand.json" }
    /// The dark mode's token file (optional): colours at the same paths as in `brand.json`
    /// become their dark appearance, as design tools export a file per mode.
    public var darkTokenPath: String { brandPath + "/brand.dark.json" }
    public var marketingPath: String { marketingFolder ?? brandPath + "/marketing" }

    /// Locale and field of a template path (`Brand/marketing/de/subtitle.txt` → `de`,
    /// `subtitle`; `Brand/marketing/de/changelogs/default.txt` → `de`, `changelogs/default`),
    /// nil for other files.
    public func templateKey(_ path: String) -> (locale: String, field: String)? {
        let prefix = marketingPath + "/"
        guard path.hasCodePointPrefix(prefix), path.hasSuffix(".txt") else { return nil }
        let relative = String(decoding: path.utf8.dropFirst(prefix.utf8.count), as: UTF8.self)
        let parts = relative.dropLast(4).split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count >= 2, parts.allSatisfy({ !$0.isEmpty }) else { return nil }
        return (String(parts[0]), parts.dropFirst().joined(separator: "/"))
    }
}
