import Foundation
import Testing
import ZKBuild
import ZKContent
import ZKCore
import ZKProject

/// `assetCatalogs` and `sizeBudgets` of zk-build.json: read with located errors, and the codes
/// that need them (ZK2052, ZK2061) run from their examples through the real driver.
@Suite struct AssetConfigurationReaderTests {
    static func load(_ text: String) -> (ProjectConfiguration, [Diagnostic]) {
        ConfigurationLoader.load(SourceFile(path: "zk-build.json", text: text))
    }

    @Test func catalogsAndBudgetsAreRead() throws {
        let (configuration, diagnostics) = Self.load(
            """
            { "assetCatalogs": [ "Content/Illustrations.xcassets",
                { "path": "Packages/Kit/Media.xcassets", "bundle": "ZKDesignSystem", "categories": ["ui", "glyph"], "reportsUnused": false } ],
              "sizeBudgets": { "total": "60 MB", "categories": { "friend": 4000000, "num": "1.5 MiB" }, "locales": { "de": "300 KB" } } }
            """)
        #expect(diagnostics.isEmpty)
        #expect(
            configuration.assetCatalogs == [
                AssetCatalogSource(path: "Content/Illustrations.xcassets"),
                AssetCatalogSource(
                    path: "Packages/Kit/Media.xcassets", bundle: "ZKDesignSystem", categories: ["ui", "glyph"],
                    reportsUnused: false),
            ])
        #expect(configuration.sizeBudgets.total?.bytes == 60_000_000)
        #expect(configuration.sizeBudgets.categories["friend"]?.bytes == 4_000_000)
        #expect(configuration.sizeBudgets.categories["num"]?.bytes == 1_572_864)
        #expect(configuration.sizeBudgets.locales["de"]?.bytes == 300_000)
        #expect(configuration.sizeBudgets.locales["de"]?.location.description == "zk-build.json:3:112")
    }

    @Test func badValuesAreLocated() {
        let (_, diagnostics) = Self.load(
            """
            { "assetCatalogs": [ "../Contents", { "path": "A.xcassets", "bundel": "x", "categories": ["glyf"] } ],
              "sizeBudgets": { "total": "12 parsecs", "locale": {} } }
            """)
        #expect(
            diagnostics.map { "\($0.code) \($0.location?.description ?? "-") \($0.message)" } == [
                "ZK0020 zk-build.json:1:22 an 'assetCatalogs' entry must be a project-relative .xcassets folder or a folder of asset catalogs, not '../Contents'",
                "ZK0020 zk-build.json:1:61 unknown key 'assetCatalogs[].bundel' in zk-build.json; did you mean 'assetCatalogs[].bundle'?",
                "ZK0020 zk-build.json:1:91 'glyf' is not an asset category of spec 6.4.3; did you mean 'glyph'?",
                "ZK0020 zk-build.json:2:29 'sizeBudgets.total' must be a number of bytes or a size such as \"4 MB\"",
                "ZK0020 zk-build.json:2:43 unknown key 'sizeBudgets.locale' in zk-build.json; did you mean 'sizeBudgets.locales'?",
            ])
    }

    @Test func buildWritesTheDownloadSizeFigures() throws {
        let svg = #"<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"/>"#
        let project = try TestProject([
            "zk-build.json":
                #"{ "audioRoot": "Resources", "sizeBudgets": { "total": 100000, "locales": { "de": 10 } } }"#,
            "Content/avatars.json": #"{ "avatars": [ { "id": "avatar.fuchs", "assetName": "avatar_fuchs" } ] }"#,
            "Content/Illustrations.xcassets/avatar_fuchs.imageset/Contents.json":
                #"{ "images": [ { "filename": "avatar_fuchs.svg", "idiom": "universal" } ] }"#,
            "Content/Illustrations.xcassets/avatar_fuchs.imageset/avatar_fuchs.svg": svg,
            "Resources/Audio/de/num.7.m4a": String(repeating: "a", count: 300),
            "Resources/Audio/common/sfx.tap.m4a": String(repeating: "b", count: 40),
        ])
        let result = project.run(["build"], stages: [SwiftSourcesStage(), ContentStage()])
        #expect(
            result.out.contains(
                "zk-build.json:1:82: error: the bundle's locale 'de' is 300 bytes, over its budget of 10 bytes by 290 bytes [ZK2061]"
            ))
        let check = project.run(["check"], stages: [SwiftSourcesStage(), ContentStage()])
        #expect(check.code == 1)
        // Within budget, the build writes the figures.
        try project.write("zk-build.json", #"{ "audioRoot": "Resources", "sizeBudgets": { "total": 100000 } }"#)
        _ = project.run(["build"], stages: [SwiftSourcesStage(), ContentStage()])
        let text = try String(contentsOfFile: project.root + "/build/reports/download-size.json", encoding: .utf8)
        let report = try JSONDecoder().decode(DownloadSizeReport.self, from: Data(text.utf8))
        #expect(report.totalBytes == 340 + svg.utf8.count)
        #expect(
            report.lines.map { "\($0.kind) \($0.category) \($0.locale) \($0.bytes)" } == [
                "assets avatar all \(svg.utf8.count)", "audio num de 300", "audio sfx all 40",
            ])
        #expect(
            report.budgets == [DownloadSizeReport.Budget(scope: "total", limit: 100000, used: 340 + svg.utf8.count)])
        #expect(report.biggest.first?.path == "Resources/Audio/de/num.7.m4a")
        // Written by the one JSON writer, keys sorted: what it reads back it writes again byte for byte.
        #expect(report.json() == text)
        #expect(
            text.hasPrefix("{\n  \"biggest\": [\n    {\n      \"bytes\": 300,\n      \"category\": \"num\","), "\(text)"
        )
    }
}
