import ZKCore

/// The project conventions every tool falls back to when neither the command line nor
/// `zk-build.json` says otherwise, and the one version of the toolchain. Written once here, so a
/// tool run alone and the same check under `zk-build` agree.
public enum Conventions {
    /// The language the catalogs and the content are written in (spec: German first).
    public static let sourceLocale = "de"
    /// The locales every catalog, audio manifest and store listing must cover.
    public static let locales = ["de", "en", "ru"]
    /// The catalog of every key content references (spec 6.5 rule 1), whose texts the audio checks
    /// compare recordings with.
    public static let contentCatalogName = "Content.xcstrings"

    /// Whether the catalog at `path` is the content catalog, by its file name.
    public static func isContentCatalog(_ path: String) -> Bool {
        path == contentCatalogName || path.hasSuffix("/" + contentCatalogName)
    }
}

extension CheckProfile {
    /// The source locale the profile's conventions assume; nil: each catalog's own.
    public var sourceLocale: String? { names.contains(Self.zahlenkette) ? Conventions.sourceLocale : nil }
    /// The locales the profile's conventions require; nil: the locales each catalog has.
    public var locales: [String]? { names.contains(Self.zahlenkette) ? Conventions.locales : nil }
}
