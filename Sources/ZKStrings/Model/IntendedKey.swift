import ZKCore
import ZKProject

/// The key a reference the catalog lacks most likely meant (issue 31): the nearest key of the
/// catalog by `EditDistance`, ZKCore's one suggestion rule. `ContentReferenceCheck` suggests it,
/// with a fix-it at the reference, and `UnreferencedKeyCheck` counts it as referenced: the fix of
/// a near miss is the reference, never deleting the key it meant.
enum IntendedKey {
    /// The catalog's entry `key` most likely meant, when the catalog lacks `key` and one is close.
    static func of(_ key: String, in catalog: StringCatalog) -> CatalogEntry? {
        guard catalog.entry(key) == nil, let near = EditDistance.nearest(to: key, in: catalog.entries.map(\.key)) else {
            return nil
        }
        return catalog.entry(near)
    }

    /// The keys meant by the references the catalog lacks, by code points.
    static func meant(by references: [ProjectIndex.Entry], in catalog: StringCatalog) -> Set<CodePointString> {
        var unresolved = Set<CodePointString>()
        for reference in references where catalog.entry(reference.name) == nil {
            unresolved.insert(CodePointString(reference.name))
        }
        return Set(unresolved.compactMap { of($0.string, in: catalog).map { CodePointString($0.key) } })
    }
}
