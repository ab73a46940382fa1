import Foundation
import Testing
import ZKCore
@testable import ZKContent

/// The asset checks on binary images made by real tools (the examples of each code are text, so
/// the PNG and JPEG cases live here), each with its broken input, code and exact place.
@Suite struct AssetCheckTests {
    typealias P = AssetTestProject
    static let imageCodes: Set<String> = ["ZK2054", "ZK2055", "ZK2056", "ZK2057", "ZK2058", "ZK2059", "ZK2060", "ZK2062", "ZK2028", "ZK2041", "ZK2053"]

    static func scaled(_ files: [(String, String)]) -> [(String, P.Content)] {
        let entries = files.map { #"    { "filename" : "\#($0.0)", "idiom" : "universal", "scale" : "\#($0.0.contains("@3x") ? "3x" : $0.0.contains("@2x") ? "2x" : "1x")" }"# }
        return [("\(P.set)/Contents.json", .text("{\n  \"images\" : [\n" + entries.joined(separator: ",\n") + "\n  ]\n}\n")), P.avatars]
            + files.map { ("\(P.set)/\($0.0)", .fixture($0.1)) }
    }

    @Test func scalesThatAgreeAreClean() throws {
        let found = try P.with(Self.scaled([("a@1x.png", "star@1x.png"), ("a@2x.png", "star@2x.png"), ("a@3x.png", "star@3x.png")])) { $0.findings(Self.imageCodes) }
        #expect(found == [])
    }

    @Test func aWrongScaleIsReportedAtItsFilename() throws {
        let files = Self.scaled([("a@1x.png", "star@1x.png"), ("a@2x.png", "star-wrong@2x.png"), ("a@3x.png", "star@3x.png")])
        let report = try P.with(files) { ContentChecker.run($0.input()) }
        let hits = report.diagnostics.filter { $0.code == "ZK2056" }
        #expect(hits.map { $0.location?.description ?? "-" } == ["\(P.set)/Contents.json:4:20"])
        #expect(hits.first?.message == "the @2x image 'a@2x.png' of image set 'avatar_fuchs' (any appearance) is 100×100 px; its @1x implies 120×120 px")
        #expect(hits.first?.notes.first?.location?.description == "\(P.set)/Contents.json:3:20")
    }

    @Test func aJPEGNamedPNGAndATruncatedPNG() throws {
        let found = try P.with(Self.scaled([("a@1x.png", "jpeg-named.png"), ("a@2x.png", "truncated.png")])) { $0.findings(Self.imageCodes) }
        #expect(found == ["ZK2054 \(P.set)/Contents.json:3:20", "ZK2055 \(P.set)/Contents.json:4:20"])
    }

    static let iconFolder = "Content/Illustrations.xcassets/AppIcon.appiconset"

    static func icon(_ fixture: String, appearance: String? = nil) -> [(String, P.Content)] {
        let appearances = appearance.map { #", "appearances" : [ { "appearance" : "luminosity", "value" : "\#($0)" } ]"# } ?? ""
        return [
            ("\(iconFolder)/Contents.json", .text(#"{ "images" : [ { "filename" : "icon.png", "idiom" : "universal", "platform" : "ios", "size" : "1024x1024"\#(appearances) } ] }"#)),
            ("\(iconFolder)/icon.png", .fixture(fixture)),
        ]
    }

    @Test func appIconWithAlphaIsRejected() throws {
        #expect(try P.with(Self.icon("icon-transparent-1024.png")) { $0.findings(Self.imageCodes) } == ["ZK2059 \(Self.iconFolder)/Contents.json:1:31"])
        // An alpha channel whose every pixel is opaque is a warning of its own.
        #expect(try P.with(Self.icon("icon-alpha-1024.png")) { $0.findings(Self.imageCodes) } == ["ZK2062 \(Self.iconFolder)/Contents.json:1:31"])
        #expect(try P.with(Self.icon("icon-1024.png")) { $0.findings(Self.imageCodes) } == [])
        // A dark variant may be transparent.
        #expect(try P.with(Self.icon("icon-transparent-1024.png", appearance: "dark")) { $0.findings(Self.imageCodes) } == ["ZK2060 \(Self.iconFolder)/Contents.json:1:14"])
    }

    @Test func appIconOfTheWrongSize() throws {
        let report = try P.with(Self.icon("icon-512.png")) { ContentChecker.run($0.input()) }
        let hits = report.diagnostics.filter { Self.imageCodes.contains($0.code) }
        #expect(hits.map { "\($0.code) \($0.location?.description ?? "-") \($0.message)" } == [
            "ZK2058 \(Self.iconFolder)/Contents.json:1:31 app icon 'icon.png' of 'AppIcon' is 512×512 px; its slot (universal 1024x1024) needs 1024×1024 px"
        ])
    }

    @Test func everySizeIconSetNeedsTheStoreSizes() throws {
        let contents = """
            { "images" : [
              { "filename" : "icon-120.png", "idiom" : "iphone", "scale" : "2x", "size" : "60x60" },
              { "idiom" : "iphone", "scale" : "3x", "size" : "60x60" },
              { "idiom" : "ipad", "scale" : "2x", "size" : "76x76" },
              { "filename" : "icon-1024.png", "idiom" : "ios-marketing", "scale" : "1x", "size" : "1024x1024" }
            ] }
            """
        let files: [(String, P.Content)] = [
            ("\(Self.iconFolder)/Contents.json", .text(contents)),
            ("\(Self.iconFolder)/icon-120.png", .fixture("icon-120.png")),
            ("\(Self.iconFolder)/icon-1024.png", .fixture("icon-1024.png")),
        ]
        let report = try P.with(files) { ContentChecker.run($0.input()) }
        #expect(report.diagnostics.filter { Self.imageCodes.contains($0.code) }.map(\.message) == [
            "app icon set 'AppIcon' has no file for the ipad 76pt @2x icon (152×152 px)",
            "app icon set 'AppIcon' has no file for the ipad 83.5pt @2x icon (167×167 px)",
        ])
    }

    @Test func crushedAndSixteenBitPNGsAreImagesLikeAnyOther() throws {
        let found = try P.with(Self.scaled([("a@1x.png", "cgbi-4x3.png"), ("b@1x.png", "rgb16-9x9.png")])) { $0.findings(Self.imageCodes) }
        #expect(found == [])
    }

    @Test func heifScalesAreCompared() throws {
        let files: [(String, P.Content)] = [
            ("\(P.set)/Contents.json", .text(#"{ "images" : [ { "filename" : "a.heic", "idiom" : "universal", "scale" : "1x" }, { "filename" : "b.heic", "idiom" : "universal", "scale" : "2x" } ] }"#)),
            ("\(P.set)/a.heic", .fixture("photo-64x48.heic")), ("\(P.set)/b.heic", .fixture("photo-64x48.heic")), P.avatars,
        ]
        #expect(try P.with(files) { $0.findings(Self.imageCodes) } == ["ZK2056 \(P.set)/Contents.json:1:97"])
    }
}

/// Names as Xcode resolves them, across groups and catalogs.
@Suite struct AssetNamingTests {
    typealias File = DiagnosticExample.ExampleFile

    @Test func namespacedReferenceNotesTheGroup() throws {
        let broken = try #require(NamespacedAssetCheck.namespaced.broken)
        let diagnostic = try #require(ContentChecker.check(examples: broken.cleanFiles).first { $0.code == "ZK2050" })
        #expect(diagnostic.message.hasSuffix("names asset 'avatar_fuchs', but Xcode names it 'Avatars/avatar_fuchs': group 'Avatars' provides a namespace, so a lookup of 'avatar_fuchs' finds nothing"))
        #expect(diagnostic.notes.first?.location?.description == "Content/Illustrations.xcassets/Avatars/Contents.json:1:86")
        // The namespaced set is not also reported missing.
        #expect(!ContentChecker.check(examples: broken.cleanFiles).contains { $0.code == "ZK2027" })
    }

    @Test func eachReferenceResolvesInTheCatalogThatShipsIt() {
        let files = [
            File("Content/decorations.json", #"{ "decorations": [ { "id": "deco.stern", "assetName": "glyph_stern" }, { "id": "deco.haus", "assetName": "ui_haus" } ] }"#),
            File("Kit/Media.xcassets/Contents.json", #"{ "info": { "author": "xcode", "version": 1 } }"#),
        ] + AssetExamples.vectorSet("glyph_stern") + AssetExamples.vectorSet("ui_haus", in: "Kit/Media.xcassets")
        var input = ContentInput.examples(files)
        input.catalogSources = [
            AssetCatalogSource(path: "Content/Illustrations.xcassets"),
            AssetCatalogSource(path: "Kit/Media.xcassets", bundle: "Kit", categories: ["ui", "glyph"], reportsUnused: false),
        ]
        let codes: Set<String> = ["ZK2027", "ZK2029", "ZK2050", "ZK2052"]
        let found = ContentChecker.run(input).diagnostics.filter { codes.contains($0.code) }
        #expect(found.map { "\($0.code) \($0.location?.description ?? "-")" } == ["ZK2052 Content/decorations.json:1:55"])
    }
}
