import ZKCore

/// Warning: an image set of the asset catalog that no content references. A reference that
/// differs only in case counts as a use: it is reported as malformed already (ZK2025).
enum UnusedAssetCheck: ContentCheck {
    static func run(_ context: ContentCheckContext) -> [Diagnostic] {
        let used = Set(context.references.assetNames.map { $0.name.lowercased() })
        return context.assets.imageSets.filter { !used.contains($0.name) }.map { set in
            Diagnostic(ContentCodes.unusedAsset, "image set '\(set.name)' is not used by any content", at: set.location)
        }
    }
}
