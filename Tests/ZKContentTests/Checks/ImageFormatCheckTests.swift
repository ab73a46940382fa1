import Foundation
import Testing
import ZKCore

@testable import ZKContent

/// A file is what its extension says (ZK2054) and its header is sound (ZK2055).
@Suite struct ImageFormatCheckTests {
    typealias P = AssetTestProject

    @Test func aJPEGNamedPNGAndATruncatedPNG() throws {
        let found = try P.with(P.scaled([("a@1x.png", "jpeg-named.png"), ("a@2x.png", "truncated.png")])) {
            $0.findings(P.imageCodes)
        }
        #expect(found == ["ZK2054 \(P.set)/Contents.json:3:20", "ZK2055 \(P.set)/Contents.json:4:20"])
    }

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
}
