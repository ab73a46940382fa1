import ZKCore

/// How a name content references resolves, as the app looks it up: in the catalog that ships
/// its category (spec 5.13: `ui_` and `glyph_` in the design system's catalog), by the name
/// Xcode gives the set.
enum AssetResolution {
    /// Found where it must be.
    case found(AssetSet)
    /// Only a namespaced set has the name as its stem: Xcode names it `Group/name`.
    case namespaced([AssetSet])
    /// Only a catalog other than the one that ships its category has it.
    case wrongCatalog(found: AssetSet, expected: AssetCatalogSource)
    /// Nowhere (the catalog it belongs in, if any is configured).
    case missing(expected: AssetCatalogSource?)

    static func resolve(_ name: String, in inventory: AssetInventory) -> AssetResolution {
        let expected = inventory.catalog(shipping: AssetNameCheck.category(of: name))
        let found = inventory.images(named: name)
        if let expected {
            if let hit = found.first(where: { $0.catalog.path.hasSameCodePoints(as: expected.path) }) {
                return .found(hit)
            }
            if let other = found.first(where: { !$0.catalog.bundle.hasSameCodePoints(as: expected.bundle) }) {
                return .wrongCatalog(found: other, expected: expected)
            }
            // Another catalog of the same bundle: the same lookup finds it.
            if let same = found.first { return .found(same) }
        } else if let hit = found.first {
            return .found(hit)
        }
        let namespaced = (inventory.byStem[CodePointString(name)] ?? []).filter {
            !$0.namespaces.isEmpty && [.imageSet, .symbolSet].contains($0.kind)
        }
        if !namespaced.isEmpty { return .namespaced(namespaced) }
        return .missing(expected: expected)
    }
}
