import ZKCore

/// Lint: every well-formed asset name content references is an image set of the asset catalog.
enum AssetExistsCheck: ContentCheck {
    static func run(_ context: ContentCheckContext) -> [Diagnostic] {
        let assets = context.assets
        let names = assets.imageSets.map(\.name)
        let catalog = assets.catalogs.first ?? "\(context.input.root)/Illustrations.xcassets"
        var diagnostics: [Diagnostic] = []
        for reference in context.references.assetNames where AssetNameCheck.isWellFormed(reference.name) {
            guard assets.byName[reference.name] == nil else { continue }
            var message = "\(reference.context) names asset '\(reference.name)' in '\(reference.field)', which the asset catalog does not have"
            if let near = EditDistance.nearest(to: reference.name, in: names) { message += "; did you mean '\(near)'?" }
            diagnostics.append(Diagnostic(
                ContentCodes.missingAsset, message, at: reference.location,
                notes: [Diagnostic.Note("expected an image set \(catalog)/\(reference.name).imageset/Contents.json")]))
        }
        return diagnostics
    }
}
