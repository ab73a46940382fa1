import ZKCore

/// Lint: two `trans-unit`s of one XLIFF `<file>` have the same `id`.
///
/// Which of the two targets is meant cannot be known, so the import is refused as a whole and
/// every catalog stays as it was.
enum XLIFFDuplicateUnitCheck: DeclaresCodes {
    static let duplicateUnit = DiagnosticCode(
        "ZK3024", .error, summary: "an XLIFF file has two units with the same id",
        explanation: """
            Each `trans-unit` of a `<file>` names one value of the catalog by its `id` (`key`, \
            `key|==|plural.few`). Two units with the same id give two translations of one value; \
            the import is refused (no catalog changes). Keep one of them, as Xcode's own export does.
            """,
        broken: CheckExamples.xliffExample([CheckExamples.unit(), CheckExamples.unit(marker: "↓", target: "Послушай")]),
        fixed: CheckExamples.xliffExample([CheckExamples.unit()]))

    static let codes = [duplicateUnit]

    static func duplicate(_ id: String, at location: SourceLocation, first: SourceLocation) -> Diagnostic {
        Diagnostic(
            duplicateUnit, "trans-unit id '\(id)' appears twice in this <file>; the import is refused",
            at: location, notes: [Diagnostic.Note("first unit with this id", at: first)])
    }
}
