import ZKCore

/// Lint: an XLIFF unit's source no longer matches what the catalog would export (found by
/// `XLIFFImporter`, which then refuses the import; reported with the message below).
enum XLIFFSourceCheck: DeclaresCodes {
    static let xliffSourceChanged = DiagnosticCode(
        "ZK3021", .error, phase: .crossLink, summary: "an XLIFF unit's source no longer matches the catalog",
        explanation: """
            A translation is only valid for the source text it was made from. When the \
            catalog's source value changed after the export, the unit is refused (the rest of \
            the file is imported): export again and have the unit translated anew.
            """,
        broken: CheckExamples.xliffExample([CheckExamples.unit(source: "↓Hör gut hin")]),
        fixed: CheckExamples.xliffExample([CheckExamples.unit()]))

    static let codes = [xliffSourceChanged]

    /// `found`: the unit's source; `current`: what the catalog's `locale` value exports as now.
    static func sourceChanged(
        _ id: String, found: String, locale: String, current: String, at location: SourceLocation, key: String,
        keyLocation: SourceLocation?
    ) -> Diagnostic {
        Diagnostic(
            xliffSourceChanged,
            "source of trans-unit '\(id)' is '\(found)' but the catalog's '\(locale)' value is now '\(current)'; the translation is refused, export again",
            at: location, notes: [Diagnostic.Note("current source value of '\(key)'", at: keyLocation)])
    }
}
