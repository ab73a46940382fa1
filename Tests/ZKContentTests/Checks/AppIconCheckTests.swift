import Foundation
import Testing
import ZKCore

@testable import ZKContent

/// The iOS app icon: its pixel size (ZK2058), its transparency (ZK2059, ZK2062) and the store
/// sizes (ZK2060), on PNG files real tools wrote.
@Suite struct AppIconCheckTests {
    typealias P = AssetTestProject

    static let iconFolder = "Content/Illustrations.xcassets/AppIcon.appiconset"

    static func icon(_ fixture: String, appearance: String? = nil) -> [(String, P.Content)] {
        let appearances =
            appearance.map { #", "appearances" : [ { "appearance" : "luminosity", "value" : "\#($0)" } ]"# } ?? ""
        return [
            (
                "\(iconFolder)/Contents.json",
                .text(
                    #"{ "images" : [ { "filename" : "icon.png", "idiom" : "universal", "platform" : "ios", "size" : "1024x1024"\#(appearances) } ] }"#
                )
            ),
            ("\(iconFolder)/icon.png", .fixture(fixture)),
        ]
    }

    @Test func appIconWithAlphaIsRejected() throws {
        #expect(
            try P.with(Self.icon("icon-transparent-1024.png")) { $0.findings(P.imageCodes) } == [
                "ZK2059 \(Self.iconFolder)/Contents.json:1:31"
            ])
        // An alpha channel whose every pixel is opaque is a warning of its own.
        #expect(
            try P.with(Self.icon("icon-alpha-1024.png")) { $0.findings(P.imageCodes) } == [
                "ZK2062 \(Self.iconFolder)/Contents.json:1:31"
            ])
        #expect(try P.with(Self.icon("icon-1024.png")) { $0.findings(P.imageCodes) } == [])
        // A dark variant may be transparent.
        #expect(
            try P.with(Self.icon("icon-transparent-1024.png", appearance: "dark")) { $0.findings(P.imageCodes) } == [
                "ZK2060 \(Self.iconFolder)/Contents.json:1:14"
            ])
    }

    /// A macOS app's icon set keeps Xcode's empty iOS slot beside its mac files (7alva7/HiPixel,
    /// a macOS-only app): no iOS icon is missing. With an iOS file in the set, the slot counts.
    @Test func aMacIconSetWithTheTemplatesEmptyIOSSlotIsNoIOSIcon() throws {
        func set(iOSFile: Bool) -> [(String, P.Content)] {
            let dark =
                iOSFile
                ? #", { "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ], "filename" : "dark.png", "idiom" : "universal", "platform" : "ios", "size" : "1024x1024" }"#
                : ""
            return [
                (
                    "\(Self.iconFolder)/Contents.json",
                    .text(
                        #"{ "images" : [ { "idiom" : "universal", "platform" : "ios", "size" : "1024x1024" }, { "filename" : "mac.png", "idiom" : "mac", "scale" : "2x", "size" : "512x512" }\#(dark) ] }"#
                    )
                ),
                ("\(Self.iconFolder)/mac.png", .fixture("icon-1024.png")),
                ("\(Self.iconFolder)/dark.png", .fixture("icon-1024.png")),
            ]
        }
        #expect(try P.with(set(iOSFile: false)) { $0.findings(["ZK2060"]) } == [])
        #expect(
            try P.with(set(iOSFile: true)) { $0.findings(["ZK2060"]) } == [
                "ZK2060 \(Self.iconFolder)/Contents.json:1:14"
            ])
    }

    @Test func appIconOfTheWrongSize() throws {
        let report = try P.with(Self.icon("icon-512.png")) { ContentChecker.run($0.input()) }
        let hits = report.diagnostics.filter { P.imageCodes.contains($0.code) }
        #expect(
            hits.map { "\($0.code) \($0.location?.description ?? "-") \($0.message)" } == [
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
        #expect(
            report.diagnostics.filter { P.imageCodes.contains($0.code) }.map(\.message) == [
                "app icon set 'AppIcon' has no file for the ipad 76pt @2x icon (152×152 px)",
                "app icon set 'AppIcon' has no file for the ipad 83.5pt @2x icon (167×167 px)",
            ])
    }
}
