import Foundation
import Testing
import ZKCore

@testable import ZKContent

/// The real asset catalogs of `Tests/Fixtures/assets/catalogs` (20 catalogs from 14 public
/// repositories, SOURCES.md): every set inventoried under the name Xcode gives it, and every
/// finding of the asset checks pinned — each one is true of the real catalog (the stand-in
/// images keep the real files' format, pixel size and transparency).
@Suite struct RealCatalogTests {
    static let root = ContentFixture.repositoryRoot + "/Tests/Fixtures/assets/catalogs"

    static let catalogs: [String] = {
        let folders = (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []
        return folders.filter { $0.hasSuffix(".xcassets") }.sorted().compactMap { folder in
            let inner = (try? FileManager.default.contentsOfDirectory(atPath: root + "/" + folder)) ?? []
            return inner.first { $0.hasSuffix(".xcassets") }.map { folder + "/" + $0 }
        }
    }()

    static func input(_ catalog: String) -> ContentInput {
        ContentLoader.load(
            projectRoot: root, contentPath: "Content", jobs: 2,
            catalogs: [AssetCatalogSource(path: catalog, reportsUnused: false)])
    }

    /// The universal asset codes (a house rule is off without its profile).
    static let assetCodes = Set(AssetChecks.all.flatMap { $0.codes }.filter { $0.group == .universal }.map(\.code))

    static func findings(_ catalog: String) -> [String] {
        ContentChecker.run(input(catalog)).diagnostics.filter { assetCodes.contains($0.code) }.map {
            "\($0.code) \($0.location?.description ?? "-") \($0.message)"
        }
    }

    @Test func thereAreAtLeastTenRealCatalogs() {
        #expect(Self.catalogs.count >= 10)
    }

    /// Every finding on the real catalogs, each checked against the real repository's files:
    /// - NetNewsWire's single-size iOS icon `Icon_1024x1024.png` is 8-bit RGBA with every pixel
    ///   opaque (ImageMagick's `%[opaque]` on the real file): the alpha-channel warning;
    /// - R.swift's example app icon set (iPhone and iPad sizes) has neither the 1024 px
    ///   marketing icon nor the 83.5 pt iPad Pro icon; SwiftGen's fixture lacks the marketing icon;
    /// - addy.io's `addy_icon` names a 172 px @1x, a 258 px @2x and a 1088 px @3x.
    static let expected = [
        "ZK2062 NetNewsWire-Assets.xcassets/Assets.xcassets/AppIcon.appiconset/Contents.json:4:20",
        "ZK2060 R.swift-Images.xcassets/Images.xcassets/AppIcon.appiconset/Contents.json:2:14",
        "ZK2060 R.swift-Images.xcassets/Images.xcassets/AppIcon.appiconset/Contents.json:2:14",
        "ZK2060 SwiftGen-Other.xcassets/Other.xcassets/AppIcon (iOS).appiconset/Contents.json:2:14",
        "ZK2056 addy-ios-Assets.xcassets/Assets.xcassets/addy_icon.imageset/Contents.json:9:20",
        "ZK2056 addy-ios-Assets.xcassets/Assets.xcassets/addy_icon.imageset/Contents.json:14:20",
    ]

    /// The measurement that keeps ZK2075 (@1x only, @2x and @3x empty) a house rule: 19 sets of
    /// the real catalogs, most a picture larger than it is drawn put in the @1x slot (stats' device
    /// images of 160 px, NetNewsWire's 1024 px feed icon), which is sharp on every screen.
    @Test func onlyOneXIsFrequentOnRealCatalogs() {
        let found = Self.catalogs.flatMap { catalog in
            ContentChecker.run(Self.input(catalog)).diagnostics.filter { $0.code == "ZK2075" }
        }
        #expect(found.count == 19)
        #expect(Set(found.map { $0.location?.path.split(separator: "/").first ?? "" }).count == 3)
    }

    @Test func everyFindingIsTrue() {
        let found = Self.catalogs.flatMap { catalog in
            ContentChecker.run(Self.input(catalog)).diagnostics.filter { Self.assetCodes.contains($0.code) }.map {
                "\($0.code) \($0.location?.description ?? "-")"
            }
        }
        #expect(found == Self.expected)
    }

    /// SwiftGen implements Xcode's naming too; its generated code for these very catalogs
    /// (`Sources/TestUtils/Fixtures/Generated/XCAssets/swift5/all.swift`, same commit) names
    /// the images, colours and data sets exactly so.
    @Test func namesAgreeWithSwiftGen() {
        var names: [String] = []
        for catalog in [
            "SwiftGen-Food.xcassets/Food.xcassets", "SwiftGen-Styles.xcassets/Styles.xcassets",
            "SwiftGen-Files.xcassets/Files.xcassets",
        ] {
            names += AssetInventory(Self.input(catalog)).sets.filter {
                [.imageSet, .colorSet, .dataSet].contains($0.kind)
            }.map(\.name)
        }
        #expect(
            names.sorted() == [
                "24Vision/Background", "24Vision/Primary", "Data", "Exotic/Banana", "Exotic/Mango", "Json/Data",
                "Orange", "README",
                "Round/Apple", "Round/Apricot", "Round/Double/Cherry", "Round/Tomato", "Vengo/Primary", "Vengo/Tint",
                "private",
            ])
    }

    @Test func setsInsideContainersAreNotNames() {
        let other = AssetInventory(Self.input("SwiftGen-Other.xcassets/Other.xcassets"))
        #expect(!other.sets.contains { $0.stem == "Logo" || $0.stem == "Poster" })
        let vision = AssetInventory(Self.input("fastlane-visionos-Assets.xcassets/Assets.xcassets"))
        #expect(vision.sets.map(\.kind) == [.solidImageStack])
    }
}
