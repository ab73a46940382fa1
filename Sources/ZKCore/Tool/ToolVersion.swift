/// The one version of the toolchain: every tool reports it (`--version`, JSON and SARIF output,
/// XLIFF headers), and the build cache keys on it.
public enum ToolVersion {
    public static let current = "1.1.0"
}
