import ZKCore

/// Lint: every well-formed asset name content references is a set of the catalog that ships
/// its category. (A namespaced set of that stem, or a set in another bundle's catalog, is
/// reported by `NamespacedAssetCheck` and `AssetCatalogPlacementCheck` instead.) A near miss
/// of an existing set gets "did you mean" and a fix-it.
enum AssetExistsCheck: Check {
    static let missingAsset = DiagnosticCode(
        "ZK2027", .error, phase: .crossLink, group: .zahlenkette,
        summary: "content names an asset the asset catalog does not have",
        explanation: """
            Each asset name in content (`assetName`, `iconAssetName`, `revealAssetName`, a step's \
            `objects`…) must be a set `<name>.imageset` of the catalog that ships its category \
            (`Content/Illustrations.xcassets` by default; `zk-build.json`'s `assetCatalogs` \
            configures more), or the app shows an empty space. A name within a few edits of an \
            existing set gets "did you mean" and a fix-it; that set is then not reported unused.
            """,
        broken: DiagnosticExample(
            AssetExamples.fuchsSet + [AssetExamples.avatars(#"↓"avatar_igel""#, id: "avatar.igel")]),
        fixed: DiagnosticExample(AssetExamples.fuchsSet + [AssetExamples.avatars(#""avatar_fuchs""#)]))

    static let codes = [missingAsset]

    static func run(_ context: ContentCheckContext) -> [Diagnostic] {
        let assets = context.assets
        var diagnostics: [Diagnostic] = []
        for reference in context.references.assetNames where AssetNameCheck.isWellFormed(reference.name) {
            guard case .missing(let expected) = AssetResolution.resolve(reference.name, in: assets) else { continue }
            let catalog = expected?.path ?? "\(context.input.root)/Illustrations.xcassets"
            diagnostics.append(
                .missing(reference, catalog: catalog, near: intended(by: reference.name, expected: expected, context)))
        }
        return diagnostics
    }

    /// The set a missing name most likely meant (ZKCore's `EditDistance`), in the catalog that
    /// ships its category. `UnusedAssetCheck` does not call that set unused: the reference is the fix.
    static func intended(by name: String, expected: AssetCatalogSource?, _ context: ContentCheckContext) -> String? {
        let candidates = context.assets.sets.filter { set in
            expected.map { set.catalog.path.hasSameCodePoints(as: $0.path) } ?? true
        }.map(\.name)
        return EditDistance.nearest(to: name, in: candidates)
    }

    /// The sets meant by every well-formed reference that names a missing set.
    static func intendedSets(_ context: ContentCheckContext) -> Set<CodePointString> {
        var out = Set<CodePointString>()
        for reference in context.references.assetNames where AssetNameCheck.isWellFormed(reference.name) {
            guard case .missing(let expected) = AssetResolution.resolve(reference.name, in: context.assets),
                let near = intended(by: reference.name, expected: expected, context)
            else { continue }
            out.insert(CodePointString(near))
        }
        return out
    }
}

extension Diagnostic {
    fileprivate static func missing(
        _ reference: ContentReferences.Reference, catalog: String, near: String?
    ) -> Diagnostic {
        var message =
            "\(reference.context) names asset '\(reference.name)' in '\(reference.field)', which the asset catalog does not have"
        if let near { message += "; did you mean '\(near)'?" }
        return Diagnostic(
            AssetExistsCheck.missingAsset, message, at: reference.location,
            notes: [Diagnostic.Note("expected an image set \(catalog)/\(reference.name).imageset/Contents.json")],
            fixIt: near.map { Diagnostic.FixIt(replacement: JSONWriter.quoted($0), description: "use '\($0)'") })
    }
}
