import ZKCore

/// Lint: a string catalog lacks a required field or has one of the wrong type (reported by
/// `CatalogParser`, where the JSON tree becomes the model).
enum CatalogStructure: DeclaresCodes {
    static let catalogStructure = DiagnosticCode(
        "ZK3001", .error, summary: "a string catalog lacks a required field or has one of the wrong type",
        explanation: """
            A `.xcstrings` file is Xcode's String Catalog JSON: top-level `sourceLanguage`, \
            `version` ("1.0" or "1.1") and `strings`; per key optional `comment`, \
            `extractionState`, `shouldTranslate` and `localizations`; per localization a \
            `stringUnit` (`state`, `value`) and/or `variations` and `substitutions`. Unknown fields \
            are kept as they are; missing required fields and values of the wrong type are \
            reported where they are (or at the top of the file when missing).
            """,
        broken: DiagnosticExample(CheckExamples.path, """
            ↓{
              "sourceLanguage" : "de",
              "strings" : {

              }
            }
            """),
        fixed: DiagnosticExample(CheckExamples.path, """
            {
              "sourceLanguage" : "de",
              "strings" : {

              },
              "version" : "1.0"
            }
            """))

    static let codes = [catalogStructure]
}
