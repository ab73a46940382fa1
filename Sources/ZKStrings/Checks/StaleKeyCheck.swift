import ZKCore

/// Stale keys: `extractionState: stale` means Xcode no longer finds the key in code. Reported
/// separately from coverage, as a warning, so a cleanup is visible without failing the build.
enum StaleKeyCheck: Check {
    static let staleKey = DiagnosticCode(
        "ZK3004", .warning, summary: "a key is stale: Xcode no longer finds it in code",
        explanation: """
            `"extractionState" : "stale"` means the key was extracted from code once and is no \
            longer used there. Reported separately from coverage so a cleanup is visible: delete \
            the key, or use it again (manual keys have `"extractionState" : "manual"`). When the \
            Swift code zk-build read (or the content) does use the key, the mark is out of date: \
            the warning says so and never advises deleting a key in use.
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
        var diagnostic = stale(
            entry.key, at: context.catalog.location(state.position), key: context.catalog.location(entry.keyPosition))
        // Issue 52: a key the code or the content uses is no cleanup; deleting it breaks the app.
        if context.referencedKeys?.contains(CodePointString(entry.key)) == true {
            diagnostic.message = usedMessage(entry.key, code: context.codeWasRead)
        }
        diagnostics.append(diagnostic)
        return diagnostics
    }

    static func usedMessage(_ key: String, code: Bool) -> String {
        let user = code ? "the Swift code or the content zk-build read" : "the content"
        return
            "key '\(key)' is marked stale, but \(user) uses it: the mark is out of date; keep the key (a build in Xcode extracts it again, or set 'extractionState' to 'manual')"
    }

    static func stale(_ key: String, at location: SourceLocation, key keyLocation: SourceLocation) -> Diagnostic {
        Diagnostic(
            staleKey, "key '\(key)' is stale: Xcode no longer finds it in code; delete it or use it again",
            at: location,
            notes: [Diagnostic.Note("key defined here", at: keyLocation)])
    }
}
