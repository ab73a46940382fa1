import ZKCore

/// Stale keys: `extractionState: stale` means Xcode no longer finds the key in code. Reported
/// separately from coverage, as a warning, so a cleanup is visible without failing the build.
enum StaleKeyCheck: Check {
    static let staleKey = DiagnosticCode(
        "ZK3004", .warning, summary: "a key is stale: Xcode no longer finds it in code",
        explanation: """
            `"extractionState" : "stale"` means the key was extracted from code once and is no \
            longer used there. Reported separately from coverage so a cleanup is visible: delete \
            the key, or use it again (manual keys have `"extractionState" : "manual"`).
            """,
        broken: DiagnosticExample(
            CheckExamples.path,
            CheckExamples.catalog(extra: "      \"extractionState\" : ↓\"stale\",\n", CheckExamples.hoerHin)),
        fixed: DiagnosticExample(
            CheckExamples.path,
            CheckExamples.catalog(extra: "      \"extractionState\" : \"manual\",\n", CheckExamples.hoerHin)))

    static let codes = [staleKey]

    static func run(_ key: CatalogKey) -> [Diagnostic] {
        let (entry, context) = (key.entry, key.context)
        var diagnostics: [Diagnostic] = []
        guard let state = entry.extractionState, state.text == "stale" else { return diagnostics }
        diagnostics.append(
            stale(
                entry.key, at: context.catalog.location(state.position),
                key: context.catalog.location(entry.keyPosition)))
        return diagnostics
    }

    static func stale(_ key: String, at location: SourceLocation, key keyLocation: SourceLocation) -> Diagnostic {
        Diagnostic(
            staleKey, "key '\(key)' is stale: Xcode no longer finds it in code; delete it or use it again",
            at: location,
            notes: [Diagnostic.Note("key defined here", at: keyLocation)])
    }
}
