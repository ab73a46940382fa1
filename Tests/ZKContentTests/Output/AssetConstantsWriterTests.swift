import Foundation
import Testing
import ZKCore

@testable import ZKContent

/// The asset constants (`Assets.swift`): the golden file of real catalogs, the names, the
/// bundles, and the collision of two sets that meet in one name.
@Suite struct AssetConstantsWriterTests {
    static let root = RealCatalogTests.root

    /// SwiftGen's food, colour and symbol catalogs (namespaced groups, colour sets, symbols),
    /// the second compiled into a package's bundle, and Apple's colour sample (groups that
    /// provide no namespace).
    static func inventory() -> AssetInventory {
        let sources = [
            AssetCatalogSource(path: "SwiftGen-Food.xcassets/Food.xcassets", reportsUnused: false),
            AssetCatalogSource(
                path: "SwiftGen-Styles.xcassets/Styles.xcassets", bundle: "DesignSystem", reportsUnused: false),
            AssetCatalogSource(path: "SwiftGen-Symbols.xcassets/Symbols.xcassets", reportsUnused: false),
            AssetCatalogSource(path: "iOS-Colors.xcassets/Colors.xcassets", reportsUnused: false),
        ]
        return AssetInventory(ContentLoader.load(projectRoot: root, contentPath: "Content", jobs: 2, catalogs: sources))
    }

    /// `ZK_UPDATE_GOLDENS=1 scripts/test.sh --filter AssetConstantsWriterTests` rewrites the golden file.
    @Test func theFileIsTheGolden() throws {
        let (path, text, diagnostics) = try #require(AssetConstantsWriter.write(Self.inventory()))
        #expect(path == "swift/Assets.swift")
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let golden = ContentFixture.repositoryRoot + "/Tests/Fixtures/assets/generated/Assets.swift"
        if ProcessInfo.processInfo.environment["ZK_UPDATE_GOLDENS"] == "1" {
            try text.write(toFile: golden, atomically: true, encoding: .utf8)
        }
        #expect(text == (try String(contentsOfFile: golden, encoding: .utf8)))
    }

    @Test func namespacesNestAndBundlesAreKept() throws {
        let text = try #require(AssetConstantsWriter.write(Self.inventory())).text
        // SwiftGen names these `Asset.Food.Exotic.banana` and `Asset.Styles._24Vision.primary`.
        #expect(text.contains("    public enum Food {\n"))
        #expect(text.contains("        public enum Exotic {\n"))
        #expect(
            text.contains(
                #"            public static let banana = CatalogImage(name: "Exotic/Banana", bundleName: "app")"#))
        #expect(
            text.contains(
                #"            public static let primary = CatalogColor(name: "24Vision/Primary", bundleName: "DesignSystem")"#
            ))
        #expect(text.contains("        public enum _24Vision {\n"))
        #expect(text.contains("    public enum Colors {\n"))
    }

    /// Discovery names a found catalog's bundle by its folder: a package target's folder becomes
    /// the target, an app's folder the main bundle; names stay.
    @Test func theBundleIsFoundByItsTarget() {
        #expect(AssetConstantsWriter.lookupName("ZKDesignSystem") == "ZKDesignSystem")
        #expect(
            AssetConstantsWriter.lookupName("Packages/DesignSystem/Sources/DesignSystem/Resources") == "DesignSystem")
        #expect(AssetConstantsWriter.lookupName("IceCubesApp/Resources") == "app")
        #expect(AssetConstantsWriter.lookupName(".") == "app")
    }

    /// Issue 51: the catalog of every Xcode template, `Assets.xcassets`, is the root namespace:
    /// `Assets.onboarding`, not `Assets.Assets_.onboarding`; another catalog keeps its namespace.
    @Test func theTemplateCatalogIsTheRootNamespace() throws {
        let root = NSTemporaryDirectory() + "zk-assets-root-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: root) }
        let info = #""info" : { "author" : "xcode", "version" : 1 }"#
        for (path, text) in [
            ("App/Assets.xcassets/Contents.json", "{ \(info) }"),
            ("App/Assets.xcassets/Onboarding.imageset/Contents.json", #"{ "images" : [ ], \#(info) }"#),
            ("App/Media.xcassets/Contents.json", "{ \(info) }"),
            ("App/Media.xcassets/Poster.imageset/Contents.json", #"{ "images" : [ ], \#(info) }"#),
        ] {
            try FileManager.default.createDirectory(
                atPath: root + "/" + (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: root + "/" + path, atomically: true, encoding: .utf8)
        }
        let sources = [
            AssetCatalogSource(path: "App/Assets.xcassets", reportsUnused: false),
            AssetCatalogSource(path: "App/Media.xcassets", reportsUnused: false),
        ]
        let inventory = AssetInventory(
            ContentLoader.load(projectRoot: root, contentPath: "Content", jobs: 1, catalogs: sources))
        let text = try #require(AssetConstantsWriter.write(inventory)).text
        #expect(!text.contains("Assets_"), "\(text)")
        let lines = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let media = try #require(lines.firstIndex(of: "public enum Media {"))
        let onboarding = try #require(lines.firstIndex { $0.hasPrefix("public static let onboarding ") })
        let poster = try #require(lines.firstIndex { $0.hasPrefix("public static let poster ") })
        #expect(onboarding < media && media < poster, "\(text)")
    }

    @Test func aProjectWithoutCatalogsHasNoFile() {
        let empty = AssetInventory(
            ContentLoader.load(projectRoot: Self.root, contentPath: "Content", jobs: 1, catalogs: []))
        #expect(AssetConstantsWriter.write(empty).map(\.path) == nil)
    }

    /// `bgForest` and `bg_forest` meet in `bgForest`: the second in name order is reported at its
    /// `Contents.json` and gets no constant.
    @Test func aCollisionIsReportedAtTheSecondSet() throws {
        let folder = NSTemporaryDirectory() + "zk-asset-names-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for file in AssetConstantsWriter.colorSet("bgForest") + AssetConstantsWriter.colorSet("bg_forest") {
            let path = folder + "/" + file.path
            try FileManager.default.createDirectory(
                atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(file.bytes).write(to: URL(fileURLWithPath: path))
        }
        let inventory = AssetInventory(ContentLoader.load(projectRoot: folder, contentPath: "Content", jobs: 1))
        let (_, text, diagnostics) = try #require(AssetConstantsWriter.write(inventory))
        #expect(
            diagnostics.map { "\($0.code) \($0.location?.description ?? "-")" } == [
                "ZK2064 Content/Illustrations.xcassets/bg_forest.colorset/Contents.json:1:1"
            ])
        #expect(
            diagnostics.first?.message
                == "'bgForest' and 'bg_forest' both become the Swift name 'bgForest' in Assets.swift; 'bg_forest' gets no constant; rename one"
        )
        #expect(text.contains(#"public static let bgForest = CatalogColor(name: "bgForest", bundleName: "app")"#))
        #expect(!text.contains(#"name: "bg_forest""#))
    }
}
