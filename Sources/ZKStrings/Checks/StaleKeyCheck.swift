import ZKCore

/// Stale keys: `extractionState: stale` means Xcode no longer finds the key in code. Reported
/// separately from coverage, as a warning, so a cleanup is visible without failing the build.
enum StaleKeyCheck: CatalogCheck {
    static func run(_ catalog: StringCatalog, _ options: StringsCheckOptions) -> [Diagnostic] {
        catalog.entries.compactMap { entry in
            guard let state = entry.extractionState, state.text == "stale" else { return nil }
            return Diagnostic(
                StringsCodes.staleKey,
                "key '\(entry.key)' is stale: Xcode no longer finds it in code; delete it or use it again",
                at: catalog.location(state.position), notes: [Diagnostic.Note("key defined here", at: catalog.location(entry.keyPosition))])
        }
    }
}
