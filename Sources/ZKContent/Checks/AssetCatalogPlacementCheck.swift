import ZKCore

/// Lint: content names an asset that only a catalog of another bundle has: the app looks it up
/// where its category ships (spec 5.13: `ui_` and `glyph_` in the design system's
/// `Media.xcassets`, the rest in the app's `Illustrations.xcassets`) and finds nothing.
enum AssetCatalogPlacementCheck: Check {
    typealias File = DiagnosticExample.ExampleFile

    static let wrongCatalog = DiagnosticCode(
        "ZK2052", .error, group: .zahlenkette,
        summary: "an asset is in a catalog of another bundle than the one that ships its category",
        explanation: """
            With several catalogs configured (`zk-build.json`'s `assetCatalogs`, each with its \
            `bundle` and the `categories` it ships), a name resolves only in the catalog that \
            ships its category: a `glyph_` asset is looked up in the design system's bundle, so \
            a copy in the app's catalog is never found. Move the set to the catalog the note names.
            """,
        broken: DiagnosticExample(
            [
                File(
                    "zk-build.json",
                    #"{ "assetCatalogs": [ { "path": "Content/Illustrations.xcassets" }, { "path": "DesignSystem/Media.xcassets", "bundle": "ZKDesignSystem", "categories": ["ui", "glyph"], "reportsUnused": false } ] }"#
                ),
                File("DesignSystem/Media.xcassets/Contents.json", #"{ "info": { "author": "xcode", "version": 1 } }"#),
            ] + AssetExamples.vectorSet("glyph_stern") + [
                File(
                    "Content/decorations.json",
                    #"{ "decorations": [ { "id": "deco.stern", "assetName": ↓"glyph_stern" } ] }"#)
            ]),
        fixed: DiagnosticExample(
            [
                File(
                    "zk-build.json",
                    #"{ "assetCatalogs": [ { "path": "Content/Illustrations.xcassets" }, { "path": "DesignSystem/Media.xcassets", "bundle": "ZKDesignSystem", "categories": ["ui", "glyph"], "reportsUnused": false } ] }"#
                ),
                File(
                    "Content/Illustrations.xcassets/Contents.json", #"{ "info": { "author": "xcode", "version": 1 } }"#),
            ] + AssetExamples.vectorSet("glyph_stern", in: "DesignSystem/Media.xcassets") + [
                File(
                    "Content/decorations.json",
                    #"{ "decorations": [ { "id": "deco.stern", "assetName": "glyph_stern" } ] }"#)
            ]))

    static let codes = [wrongCatalog]

    static func run(_ context: ContentCheckContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for reference in context.references.assetNames where AssetNameCheck.isWellFormed(reference.name) {
            guard
                case .wrongCatalog(let found, let expected) = AssetResolution.resolve(
                    reference.name, in: context.assets)
            else { continue }
            diagnostics.append(.wrongCatalog(reference, found: found, expected: expected))
        }
        return diagnostics
    }
}

extension Diagnostic {
    fileprivate static func wrongCatalog(
        _ reference: ContentReferences.Reference, found: AssetSet, expected: AssetCatalogSource
    ) -> Diagnostic {
        let category = AssetNameCheck.category(of: reference.name).map { "'\($0)_' assets" } ?? "'\(reference.name)'"
        return Diagnostic(
            AssetCatalogPlacementCheck.wrongCatalog,
            "\(reference.context) names asset '\(reference.name)', which is in \(found.catalog.folderName) (bundle '\(found.catalog.bundle)'), but \(category) ship in \(expected.folderName) (bundle '\(expected.bundle)')",
            at: reference.location,
            notes: [
                Diagnostic.Note("the set is \(found.folder)", at: found.location),
                Diagnostic.Note("expected \(expected.path)/\(reference.name).imageset/Contents.json"),
            ])
    }
}
