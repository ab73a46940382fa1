import ZKCore

/// Lint: a catalog's `version` has a major version zk-strings does not read (`"2.0"`).
///
/// Xcode writes `1.0` (Xcode 15) up to `1.3` (Xcode 26) and adds fields with each minor
/// version; every `1.x` is read, its unknown fields kept. A later major version may change
/// what the fields mean, so such a catalog is not read at all: it is reported once, at its
/// `version`, and every other catalog is still checked, exported and imported.
enum CatalogVersionCheck: DeclaresCodes {
    static let unsupportedVersion = DiagnosticCode(
        "ZK3018", .error, summary: "a string catalog has a format version zk-strings does not read",
        explanation: """
            String Catalogs carry `"version"`: Xcode 15 writes "1.0", later Xcodes "1.1", \
            "1.2" and "1.3". zk-strings reads every 1.x version (fields it does not know are kept \
            as they are). A catalog of another major version (`"2.0"`) is skipped with this \
            error, so its checks, export and import do not run; the other catalogs are not \
            affected. Update zk-strings, or save the catalog with an Xcode that writes 1.x.
            """,
        example: .edit(
            DiagnosticExample(
                "Strings/Localizable.xcstrings",
                """
                {
                  "sourceLanguage" : "de",
                  "strings" : {

                  },
                  "version" : "1.3"
                }
                """),
            broken: #""version" : ↓"2.0""#, fixed: #""version" : "1.3""#))

    static let codes = [unsupportedVersion]

    static func diagnostic(_ version: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(unsupportedVersion, message(version), at: location)
    }

    static func message(_ version: String) -> String {
        "catalog version '\(version)' is not a 1.x version; zk-strings reads versions 1.0 to 1.x and skips this catalog"
    }
}
