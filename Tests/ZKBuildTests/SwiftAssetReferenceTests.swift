import Foundation
import Testing
import ZKBuild
import ZKContent
import ZKCore
import ZKProject
import ZKSwiftSource

/// Asset names used in Swift (issue 49): a name no asset catalog has is an error at the Swift
/// literal or symbol, with "did you mean"; the real shapes of use stay quiet; a set used only in
/// Swift is not unused.
@Suite struct SwiftAssetReferenceTests {
    static let catalog = "App/Assets.xcassets"

    static func imageSet(_ name: String, in catalog: String = catalog) -> [(String, String)] {
        [
            (
                "\(catalog)/\(name).imageset/Contents.json",
                #"{ "images": [ { "filename": "a.svg", "idiom": "universal" } ], "info": { "author": "xcode", "version": 1 }, "properties": { "preserves-vector-representation": true } }"#
            ),
            (
                "\(catalog)/\(name).imageset/a.svg",
                #"<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"/>"#
            ),
        ]
    }

    static func colorSet(_ name: String) -> (String, String) {
        (
            "\(catalog)/\(name).colorset/Contents.json",
            #"{ "colors": [ { "color": { "color-space": "srgb", "components": { "alpha": "1.000", "blue": "0.200", "green": "0.600", "red": "0.300" } }, "idiom": "universal" } ], "info": { "author": "xcode", "version": 1 } }"#
        )
    }

    /// Line by line, so the expected locations read off the text.
    static let view = """
        import SwiftUI
        import UIKit

        extension UIColor { static let brand = UIColor(named: "brandRed")! }

        struct HomeView: View {
            let animal: String
            let item: Item
            var body: some View {
                VStack {
                    Image("onboarding")
                    Image("onbaording")
                    Image(uiImage: UIImage(named: "missing_asset")!)
                    Color("brandRed")
                    Color("brandRd")
                    Color(uiColor: UIColor(named: "AccentColor")!)
                    Image(.initial)
                    Image(.onbording)
                    Color(.accent)
                    Color(.systemGray6)
                    Color(.brand)
                    Color("#FF8800")
                    Image("avatar_\\(animal)")
                    Image(uiImage: UIImage(named: "legacy")!)
                    Image(systemName: "star")
                    Image(item.imageName)
                    Rectangle().fill(Color(ColorResource.brandRed))
                    Image(decorative: "Initial-Image")
                    Image(nsImage: NSImage(named: "NSActionTemplate")!)
                    Image("brandRed")
                }
            }
        }
        """

    static func repository() throws -> TestProject {
        let project = TestProject(existing: NSTemporaryDirectory() + "zk-build-swift-assets-\(UUID().uuidString)")
        var files: [(String, String)] = []
        for name in ["onboarding", "Initial-Image", "avatar_fox", "avatar_owl"] { files += imageSet(name) }
        files += [colorSet("brandRed"), colorSet("AccentColor")]
        files.append(("\(catalog)/Contents.json", #"{ "info": { "author": "xcode", "version": 1 } }"#))
        files.append(("App/HomeView.swift", view))
        for (path, text) in files { try project.write(path, text) }
        // A loose image of the bundle: `UIImage(named: "legacy")` finds it.
        try project.write("App/Resources/legacy@2x.png", [0x89, 0x50, 0x4E, 0x47])
        try project.write("zk-build.json", #"{ "profile": [] }"#)
        return project
    }

    @Test func aMissingNameIsAnErrorAtTheSwiftLiteralAndRealUsesStayQuiet() throws {
        let project = try Self.repository()
        defer { try? FileManager.default.removeItem(atPath: project.root) }
        let check = project.run(["check"], stages: StageCatalog.stages)
        let lines = check.out.split(separator: "\n").map(String.init).filter { $0.contains("[ZK2070]") }
        #expect(
            lines == [
                "App/HomeView.swift:12:19: error: image 'onbaording' used by Image is in no asset catalog; did you mean 'onboarding'? [ZK2070]",
                "App/HomeView.swift:13:43: error: image 'missing_asset' used by UIImage(named:) is in no asset catalog [ZK2070]",
                "App/HomeView.swift:15:19: error: colour 'brandRd' used by Color is in no asset catalog; did you mean 'brandRed'? [ZK2070]",
                "App/HomeView.swift:18:20: error: generated asset symbol '.onbording' used by Image(.…) names no image set of the asset catalogs; did you mean 'onboarding'? [ZK2070]",
                "App/HomeView.swift:30:19: error: image 'brandRed' used by Image is in no asset catalog; 'brandRed' is a color set [ZK2070]",
            ], "\(check.out)")
        #expect(check.code == 1)
    }

    @Test func withoutAssetCatalogsNothingIsChecked() throws {
        let project = TestProject(existing: NSTemporaryDirectory() + "zk-build-swift-assets-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(atPath: project.root) }
        try project.write("App/HomeView.swift", Self.view)
        try project.write(
            "App/Localizable.xcstrings", #"{ "sourceLanguage" : "en", "strings" : { }, "version" : "1.0" }"#)
        try project.write("zk-build.json", #"{ "profile": [] }"#)
        let check = project.run(["check"], stages: StageCatalog.stages)
        #expect(!check.out.contains("ZK2070"), "\(check.out)")
    }

    @Test func xcodesSymbolNamesDropTheKindsLastWord() {
        // Names as Xcode's GeneratedAssetSymbols.swift writes them (real generated files).
        let images: [(String, String)] = [
            ("adult_products_image", "adultProducts"), ("Initial-Image", "initial"), ("Image", "image"),
            ("welcomeVCimage", "welcomeVCimage"), ("Frame 74", "frame74"), ("10_back_arm", "_10BackArm"),
            ("custom.cloud.badge.play", "customCloudBadgePlay"), ("HomeBackground", "homeBackground"),
        ]
        for (name, symbol) in images { #expect(SwiftName.assetSymbol(name, dropping: "Image") == symbol, "\(name)") }
        let colors: [(String, String)] = [
            ("AccentColor", "accent"), ("backgroundColor", "background"), ("DSAction", "dsAction"),
            ("pastelbluedark", "pastelbluedark"), ("chip_aqua_pastel", "chipAquaPastel"),
        ]
        for (name, symbol) in colors { #expect(SwiftName.assetSymbol(name, dropping: "Color") == symbol, "\(name)") }
    }

    @Test func theExtractorTakesLiteralsAndSymbolsAndLeavesTheRest() {
        let file = SourceFile(path: "App/HomeView.swift", bytes: Array(Self.view.utf8))
        let result = SwiftKeyExtractor.extract(file)
        let uses = result.assetUses.map { "\($0.location.start?.line ?? 0):\($0.call):\($0.name)" }
        #expect(
            uses == [
                "4:UIColor(named:):brandRed", "11:Image:onboarding", "12:Image:onbaording",
                "13:UIImage(named:):missing_asset", "14:Color:brandRed", "15:Color:brandRd",
                "16:UIColor(named:):AccentColor", "17:Image(.…):initial", "18:Image(.…):onbording",
                "19:Color(.…):accent", "21:Color(.…):brand", "23:Image:avatar_%@", "24:UIImage(named:):legacy",
                "27:ColorResource:brandRed", "28:Image(decorative:):Initial-Image", "30:Image:brandRed",
            ], "\(uses)")
        #expect(result.declaredMembers.contains("brand"))
        #expect(result.identifiers.contains("accent"))
    }

    /// ZK2029 counts Swift: a set used only in code (by literal, symbol or a built name) is used.
    @Test func aSetUsedOnlyInSwiftIsNotUnused() {
        let catalog = "Content/Illustrations.xcassets"
        var files: [DiagnosticExample.ExampleFile] = []
        for name in ["onboarding", "Initial-Image", "avatar_fox", "leftover", "hero_banner"] {
            files += Self.imageSet(name, in: catalog).map { DiagnosticExample.ExampleFile($0.0, $0.1) }
        }
        let swift = """
            let a = Image("onboarding")
            let b = Image(.initial)
            let c = Image("avatar_\\(animal)")
            let d = UIImage(resource: .heroBanner)
            """
        let result = SwiftKeyExtractor.extract(SourceFile(path: "App/V.swift", bytes: Array(swift.utf8)))
        let code = CodeIndex(
            literals: result.literals.sorted(), files: ["App/V.swift"], assetUses: result.assetUses,
            identifiers: result.identifiers.sorted(), declaredMembers: result.declaredMembers.sorted())
        let input = ContentInput.examples(files)
        let unused = ContentChecker.run(input, code: code).diagnostics.filter { $0.code == "ZK2029" }
        #expect(
            unused.map(\.message) == ["image set 'leftover' is not used by any content or Swift source"],
            "\(unused.map(\.message))")
        // Without the Swift sources, the sets used only there are unused.
        let contentOnly = ContentChecker.run(input).diagnostics.filter { $0.code == "ZK2029" }
        #expect(contentOnly.count == 5)
    }

    @Test func anInterpolatedNameMatchesByItsFixedText() {
        let use = CodeIndex.AssetUse(
            name: "avatar_%@", pieces: [.text("avatar_"), .placeholder("%@")], kind: .image, call: "Image",
            location: SourceLocation(path: "a.swift"))
        #expect(use.matches("avatar_fox"))
        #expect(!use.matches("avatar_"))
        #expect(!use.matches("hero_fox"))
        let middle = CodeIndex.AssetUse(
            name: "flag_%@_big", pieces: [.text("flag_"), .placeholder("%@"), .text("_big")], kind: .image,
            call: "Image", location: SourceLocation(path: "a.swift"))
        #expect(middle.matches("flag_de_big"))
        #expect(!middle.matches("flag_de"))
    }
}
