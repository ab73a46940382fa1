import ZKCore
import ZKProject

/// Fills the `ProjectIndex` the strings and audio stages consume: every string key, audio ID and
/// asset name content references, every asset the catalog defines, every ID defined — located,
/// sorted by place, so the index is the same bytes on every run.
enum IndexBuilder {
    static func build(_ context: ContentCheckContext) -> ProjectIndex {
        let manifest = context.model.manifest
        let sourceLocale = manifest?["sourceLocale"]?.string ?? Conventions.sourceLocale
        let locales = manifest?["locales"]?.array?.compactMap(\.string) ?? Conventions.locales
        func entries(_ references: [ContentReferences.Reference]) -> [ProjectIndex.Entry] {
            sorted(
                references.map { ProjectIndex.Entry($0.name, at: $0.location, context: "\($0.field) of \($0.context)") }
            )
        }
        let references = context.references
        return ProjectIndex(
            sourceLocale: sourceLocale, locales: locales,
            stringKeys: entries(references.stringKeys), audioIDs: entries(references.audioIDs),
            assetReferences: entries(references.assetNames),
            assets: sorted(
                context.assets.imageSets.map { ProjectIndex.Entry($0.name, at: $0.location, context: "image set") }),
            ids: sorted(
                context.model.definitions.map {
                    ProjectIndex.Entry($0.id.value, at: $0.id.location, context: $0.kind.displayName)
                }))
    }

    static func sorted(_ entries: [ProjectIndex.Entry]) -> [ProjectIndex.Entry] {
        entries.sorted { a, b in
            let x = a.location
            let y = b.location
            if !x.path.hasSameCodePoints(as: y.path) { return x.path.precedesByCodePoints(y.path) }
            let lx = x.start?.line ?? 0
            let ly = y.start?.line ?? 0
            if lx != ly { return lx < ly }
            let cx = x.start?.column ?? 0
            let cy = y.start?.column ?? 0
            if cx != cy { return cx < cy }
            return a.name.precedesByCodePoints(b.name)
        }
    }
}
