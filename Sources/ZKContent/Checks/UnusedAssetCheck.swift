import ZKCore

/// Warning: an image set of a catalog that only content uses, which no content references. A
/// reference that differs only in case counts as a use: it is reported as malformed already; so
/// does a misspelt reference that means the set (`AssetExistsCheck.intendedSets`).
enum UnusedAssetCheck: Check {
    static let unusedAsset = DiagnosticCode(
        "ZK2029", .warning, phase: .crossLink, group: .zahlenkette,
        summary: "an image set of the asset catalog is used by no content",
        explanation: """
            The image set is shipped but no content file names it. Remove it, or reference it \
            where it was meant to appear (a typo in the referencing name shows up as a missing asset). A \
            catalog whose assets code uses (a design system's glyphs) is configured with \
            `"reportsUnused": false` in `zk-build.json`'s `assetCatalogs`.
            """,
        broken: DiagnosticExample(
            AssetExamples.fuchsSet + [
                DiagnosticExample.ExampleFile(
                    "Content/Illustrations.xcassets/avatar_igel.imageset/Contents.json",
                    #"↓{ "images": [ { "filename": "avatar_igel.svg", "idiom": "universal" } ] }"#),
                DiagnosticExample.ExampleFile(
                    "Content/Illustrations.xcassets/avatar_igel.imageset/avatar_igel.svg",
                    AssetExamples.svg(width: 64, height: 64)),
                AssetExamples.avatars(#""avatar_fuchs""#),
            ]),
        fixed: DiagnosticExample(AssetExamples.fuchsSet + [AssetExamples.avatars(#""avatar_fuchs""#)]))

    static let codes = [unusedAsset]

    static func run(_ context: ContentCheckContext) -> [Diagnostic] {
        // A set a misspelt reference means is used: the reference is the fix (AssetExistsCheck).
        let used = Set(context.references.assetNames.map { CodePointString($0.name.lowercased()) }).union(
            AssetExistsCheck.intendedSets(context))
        return context.assets.imageSets.filter { set in
            set.catalog.reportsUnused && !used.contains(CodePointString(set.stem))
                && !used.contains(CodePointString(set.name))
        }.map(Diagnostic.unused)
    }
}

extension Diagnostic {
    fileprivate static func unused(_ set: AssetSet) -> Diagnostic {
        Diagnostic(UnusedAssetCheck.unusedAsset, "image set '\(set.name)' is not used by any content", at: set.location)
    }
}
