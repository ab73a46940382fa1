import ZKCore

/// Unreferenced keys: a key of `Content.xcstrings` that no content file references is dead
/// weight for translators and the studio (a warning). UI keys in other catalogs are exempt:
/// code, not content, uses them. Runs only with an index.
enum UnreferencedKeyCheck: CatalogCheck {
    static func check(_ entry: CatalogEntry, _ context: CatalogCheckContext, into diagnostics: inout [Diagnostic]) {
        guard let referenced = context.referencedKeys, !referenced.contains(entry.key) else { return }
        diagnostics.append(Diagnostic(
            StringsCodes.unreferencedKey,
            "key '\(entry.key)' of '\(context.catalog.fileName)' is not referenced by any content file; delete it or reference it",
            at: context.catalog.location(entry.keyPosition)))
    }
}
