import ZKCore

/// Lint: every well-formed asset name content references is a set of the catalog that ships
/// its category. (A namespaced set of that stem, or a set in another bundle's catalog, is
/// reported by `NamespacedAssetCheck` and `AssetCatalogPlacementCheck` instead.)
enum AssetExistsCheck: ContentCheck, DeclaresCodes {
    static let missingAsset = DiagnosticCode(
        "ZK2027", .error, phase: .crossLink, group: .zahlenkette, summary: "content names an asset the asset catalog does not have",
        explanation: """
            Each asset name in content (`assetName`, `iconAssetName`, `revealAssetName`, a step's \
            `objects`…) must be a set `<name>.imageset` of the catalog that ships its category \
            (`Content/Illustrations.xcassets` by default; `zk-build.json`'s `assetCatalogs` \
            configures more), or the app shows an empty space.
            """,
        broken: DiagnosticExample(AssetExamples.fuchsSet + [AssetExamples.avatars(#"↓"avatar_igel""#, id: "avatar.igel")]),
        fixed: DiagnosticExample(AssetExamples.fuchsSet + [AssetExamples.avatars(#""avatar_fuchs""#)]))

    static let codes = [missingAsset]

    static func run(_ context: ContentCheckContext) -> [Diagnostic] {
        let assets = context.assets
        var diagnostics: [Diagnostic] = []
        for reference in context.references.assetNames where AssetNameCheck.isWellFormed(reference.name) {
            guard case .missing(let expected) = AssetResolution.resolve(reference.name, in: assets) else { continue }
            let catalog = expected?.path ?? "\(context.input.root)/Illustrations.xcassets"
            let candidates = assets.sets.filter { set in expected.map { set.catalog.path.hasSameCodePoints(as: $0.path) } ?? true }.map(\.name)
            diagnostics.append(.missing(reference, catalog: catalog, near: EditDistance.nearest(to: reference.name, in: candidates)))
        }
        return diagnostics
    }
}

private extension Diagnostic {
    static func missing(_ reference: ContentReferences.Reference, catalog: String, near: String?) -> Diagnostic {
        var message = "\(reference.context) names asset '\(reference.name)' in '\(reference.field)', which the asset catalog does not have"
        if let near { message += "; did you mean '\(near)'?" }
        return Diagnostic(
            AssetExistsCheck.missingAsset, message, at: reference.location,
            notes: [Diagnostic.Note("expected an image set \(catalog)/\(reference.name).imageset/Contents.json")])
    }
}
