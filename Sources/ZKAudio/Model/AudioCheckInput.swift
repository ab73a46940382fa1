import ZKCore
import ZKProject

/// Everything the manifest checks look at: the parsed manifests and, when their stages ran, the
/// content index and the catalog texts. Checks that need a missing input are skipped.
public struct AudioCheckInput: Sendable {
    /// Manifests sorted by path (code points: look-alike names keep one order).
    public var manifests: [AudioManifest]
    public var index: ProjectIndex?
    public var catalog: CatalogTexts?
    /// Locales that need a voice manifest (the content's, else the configuration's).
    public var locales: [String]
    /// Project-relative folder of the manifests (`Audio-manifests`).
    public var manifestsFolder: String

    public init(
        manifests: [AudioManifest], index: ProjectIndex? = nil, catalog: CatalogTexts? = nil, locales: [String],
        manifestsFolder: String = "Audio-manifests"
    ) {
        self.manifests = manifests.sorted { $0.path.precedesByCodePoints($1.path) }
        self.index = index
        self.catalog = catalog
        self.locales = locales
        self.manifestsFolder = manifestsFolder
    }

    /// The manifest of a locale (or `common`); the first one if a locale appears twice. Locales
    /// are JSON strings: equal only when their code points are.
    public func manifest(for locale: String) -> AudioManifest? {
        manifests.first { $0.locale.hasSameCodePoints(as: locale) }
    }

    /// The voice manifests (every manifest but `common.json`).
    public var voiceManifests: [AudioManifest] { manifests.filter { !$0.isCommon } }

    /// Referenced audio IDs with their references sorted by place, in code-point order of the
    /// IDs. IDs are grouped by code points: "ñ" (U+00F1) and "n\u{0303}" are two IDs.
    public var references: [(id: String, entries: [ProjectIndex.Entry])] {
        guard let index else { return [] }
        var byID: [CodePointString: [ProjectIndex.Entry]] = [:]
        for entry in index.audioIDs { byID[CodePointString(entry.name), default: []].append(entry) }
        return byID.keys.sorted().map { id in
            (id.string, byID[id, default: []].sorted { ReferenceOrder.less($0.location, $1.location) })
        }
    }
}

/// The report order of locations (path by code points, line, column).
enum ReferenceOrder {
    static func less(_ a: SourceLocation, _ b: SourceLocation) -> Bool {
        if !a.path.hasSameCodePoints(as: b.path) { return a.path.precedesByCodePoints(b.path) }
        let la = a.start?.line ?? 0
        let lb = b.start?.line ?? 0
        if la != lb { return la < lb }
        return (a.start?.column ?? 0) < (b.start?.column ?? 0)
    }
}
