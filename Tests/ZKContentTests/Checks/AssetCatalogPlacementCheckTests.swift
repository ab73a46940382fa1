import Foundation
import Testing
import ZKCore

@testable import ZKContent

/// A name resolves in the catalog that ships its category, else ZK2052.
@Suite struct AssetCatalogPlacementCheckTests {
    typealias File = DiagnosticExample.ExampleFile

    @Test func eachReferenceResolvesInTheCatalogThatShipsIt() {
        let files =
            [
                File(
                    "Content/decorations.json",
                    #"{ "decorations": [ { "id": "deco.stern", "assetName": "glyph_stern" }, { "id": "deco.haus", "assetName": "ui_haus" } ] }"#
                ),
                File("Kit/Media.xcassets/Contents.json", #"{ "info": { "author": "xcode", "version": 1 } }"#),
            ] + AssetExamples.vectorSet("glyph_stern") + AssetExamples.vectorSet("ui_haus", in: "Kit/Media.xcassets")
        var input = ContentInput.examples(files)
        input.catalogSources = [
            AssetCatalogSource(path: "Content/Illustrations.xcassets"),
            AssetCatalogSource(
                path: "Kit/Media.xcassets", bundle: "Kit", categories: ["ui", "glyph"], reportsUnused: false),
        ]
        let codes: Set<String> = ["ZK2027", "ZK2029", "ZK2050", "ZK2052"]
        let found = ContentChecker.run(input).diagnostics.filter { codes.contains($0.code) }
        #expect(
            found.map { "\($0.code) \($0.location?.description ?? "-")" } == ["ZK2052 Content/decorations.json:1:55"])
    }
}
