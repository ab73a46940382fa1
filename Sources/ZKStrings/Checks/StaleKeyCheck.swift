import ZKCore

/// Stale keys: `extractionState: stale` means Xcode no longer finds the key in code. Reported
/// separately from coverage, as a warning, so a cleanup is visible without failing the build.
enum StaleKeyCheck: CatalogCheck {
    static func check(_ entry: CatalogEntry, _ context: CatalogCheckContext, into diagnostics: inout [Diagnostic]) {
        guard let state = entry.extractionState, state.text == "stale" else { return }
        diagnostics.append(Diagnostic(
            StringsCodes.staleKey,
            "key '\(entry.key)' is stale: Xcode no longer finds it in code; delete it or use it again",
            at: context.catalog.location(state.position), notes: [Diagnostic.Note("key defined here", at: context.catalog.location(entry.keyPosition))]))
    }
}
