/// The project conventions every tool falls back to when neither the command line nor
/// `zk-build.json` says otherwise, and the one version of the toolchain. Written once here, so a
/// tool run alone and the same check under `zk-build` agree.
public enum Conventions {
    /// The version every tool reports (`--version`, JSON and SARIF output, XLIFF headers).
    public static let toolVersion = "1.1.0"
    /// The language the catalogs and the content are written in (spec: German first).
    public static let sourceLocale = "de"
    /// The locales every catalog, audio manifest and store listing must cover.
    public static let locales = ["de", "en", "ru"]
}
