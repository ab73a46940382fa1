/// Lint: a project folder exists but lacks a file its stage cannot work without
/// (`Brand/brand.json`, `Content/manifest.json`, the content catalog). The stage that needs the
/// file reports it once, at the file's path, instead of a finding for everything that would have
/// been in it; `ErrorRecovery` treats the missing file as a broken input, so the cross-links
/// that need it stay silent.
public enum RequiredFileCheck: DeclaresCodes {
    public static let missingRequiredFile = DiagnosticCode(
        "ZK0006", .error, phase: .structure, summary: "a file the project needs is missing",
        explanation: """
            A project folder exists but lacks a file its stage cannot work without (`Brand/brand.json`, \
            `Content/manifest.json`, a required catalog). Restore the file, or remove the folder if the \
            project does not use that stage.
            """,
        broken: DiagnosticExample(
            "Brand/README.md", "brand tokens and store templates", unlocated: ["Brand/brand.json"]),
        fixed: DiagnosticExample("Brand/brand.json", "{}"))

    public static let codes = [missingRequiredFile]

    /// Whether a diagnostic says that a required file is missing.
    public static func isMissingRequiredFile(_ diagnostic: Diagnostic) -> Bool {
        diagnostic.code == missingRequiredFile.code
    }
}
