import ZKCore

/// Unreferenced keys: a key of `Content.xcstrings` that no content file references is dead
/// weight for translators and the studio (a warning). UI keys in other catalogs are exempt:
/// code, not content, uses them. Runs only with an index.
enum UnreferencedKeyCheck: CatalogCheck {
    static func run(_ catalog: StringCatalog, _ options: StringsCheckOptions) -> [Diagnostic] {
        guard let index = options.index, catalog.isContentCatalog else { return [] }
        let referenced = Set(index.stringKeys.map(\.name))
        return catalog.entries.compactMap { entry in
            guard !referenced.contains(entry.key) else { return nil }
            return Diagnostic(
                StringsCodes.unreferencedKey,
                "key '\(entry.key)' of '\(catalog.fileName)' is not referenced by any content file; delete it or reference it",
                at: catalog.location(entry.keyPosition))
        }
    }
}
