import Foundation
import Testing
import ZKCore

@testable import ZKContent

/// Icon Composer documents (Xcode 26's `AppIcon.icon`): every layer image `icon.json` names is a
/// PNG or SVG of its `Assets/` (ZK2071, ZK2072), and an app icon set beside a document of its
/// name lacks nothing (ZK2060). `icon.json` is shaped as Icon Composer writes it (IceCubesApp's
/// `AppIcon.icon`, Cizzuk/CSE's `pixel.icon`: groups, layers, `*-specializations`).
@Suite struct IconComposerCheckTests {
    typealias P = AssetTestProject

    static let folder = "Content/AppIcon.icon"
    static let codes: Set<String> = ["ZK2071", "ZK2072", "ZK2060"]

    /// `icon.json` with a group of two layers: `front` with a dark specialization `dark`, and `back`.
    static func json(front: String = "cube.png", dark: String = "cube-dark.svg", back: String = "back.png") -> String {
        """
        {
          "fill-specializations" : [
            {
              "value" : "system-light"
            },
            {
              "appearance" : "dark",
              "value" : "system-dark"
            }
          ],
          "groups" : [
            {
              "blur-material" : null,
              "layers" : [
                {
                  "glass" : true,
                  "hidden" : false,
                  "image-name" : "\(front)",
                  "image-name-specializations" : [
                    {
                      "appearance" : "dark",
                      "value" : "\(dark)"
                    }
                  ],
                  "name" : "cube"
                },
                {
                  "image-name" : "\(back)",
                  "name" : "back"
                }
              ],
              "shadow" : {
                "kind" : "layer-color",
                "opacity" : 0.5
              }
            }
          ],
          "supported-platforms" : {
            "circles" : [
              "watchOS"
            ],
            "squares" : "shared"
          }
        }
        """
    }

    static func document(_ json: String = json(), extra: [(String, P.Content)] = []) -> [(String, P.Content)] {
        [
            ("\(folder)/icon.json", .text(json)),
            ("\(folder)/Assets/cube.png", .fixture("icon-1024.png")),
            ("\(folder)/Assets/cube-dark.svg", .fixture("star.svg")),
            ("\(folder)/Assets/back.png", .fixture("rgba-4x3.png")),
        ] + extra
    }

    @Test func aCompleteDocumentIsQuiet() throws {
        #expect(try P.with(Self.document()) { $0.findings(Self.codes) } == [])
    }

    @Test func aMissingLayerImageIsReportedAtItsName() throws {
        let report = try P.with(Self.document(Self.json(front: "Cube.pgn", dark: "cube-darker.svg"))) {
            ContentChecker.run($0.input()).diagnostics.filter { Self.codes.contains($0.code) }
        }
        #expect(
            report.map { "\($0.code) \($0.location?.description ?? "-") \($0.message)" } == [
                "ZK2071 \(Self.folder)/icon.json:18:26 layer image 'Cube.pgn' of 'AppIcon.icon' is not in \(Self.folder)/Assets/; did you mean 'cube.png'?",
                "ZK2071 \(Self.folder)/icon.json:22:25 layer image 'cube-darker.svg' of 'AppIcon.icon' is not in \(Self.folder)/Assets/; did you mean 'cube-dark.svg'?",
            ])
        #expect(report.first?.fixIt?.replacement == #""cube.png""#)
    }

    /// A JPEG saved as `.svg` and a file that is no image are reported; a HEIF layer is not
    /// (alienator88/Pearcleaner's shipped `Glass.icon` has `pear.heic`).
    @Test func aLayerImageThatIsNotWhatItsNameSaysIsReported() throws {
        let files = Self.document(
            Self.json(back: "photo.heic"),
            extra: [
                ("\(Self.folder)/Assets/photo.heic", .fixture("photo-64x48.heic")),
                ("\(Self.folder)/Assets/cube-dark.svg", .fixture("jpeg-named.png")),
                ("\(Self.folder)/Assets/cube.png", .text("<html>Not Found</html>")),
            ])
        let report = try P.with(files) {
            ContentChecker.run($0.input()).diagnostics.filter { Self.codes.contains($0.code) }
        }
        #expect(
            report.map { "\($0.code) \($0.location?.description ?? "-")" } == [
                "ZK2072 \(Self.folder)/icon.json:18:26", "ZK2072 \(Self.folder)/icon.json:22:25",
            ])
        #expect(report.first?.message.hasPrefix("layer image 'cube.png' of 'AppIcon.icon': it is no image: ") == true)
        #expect(
            report.last?.message
                == "layer image 'cube-dark.svg' of 'AppIcon.icon': it is named as SVG but is a JPEG file")
        // A truncated PNG: its header cannot be read.
        let truncated = Self.document(extra: [("\(Self.folder)/Assets/back.png", .fixture("truncated.png"))])
        #expect(try P.with(truncated) { $0.findings(Self.codes) } == ["ZK2072 \(Self.folder)/icon.json:28:26"])
    }

    /// An app icon set that would lack the App Store's icons is no finding beside an Icon
    /// Composer document of its name, which Xcode compiles instead; one of another name is.
    @Test func anAppIconSetBesideADocumentOfItsNameLacksNothing() throws {
        let set = "Content/Illustrations.xcassets/AppIcon.appiconset"
        let incomplete: [(String, P.Content)] = [
            (
                "\(set)/Contents.json",
                .text(
                    #"{ "images" : [ { "filename" : "icon.png", "idiom" : "iphone", "scale" : "2x", "size" : "60x60" } ] }"#
                )
            ),
            ("\(set)/icon.png", .fixture("icon-120.png")),
        ]
        #expect(try P.with(incomplete + Self.document()) { $0.findings(Self.codes) } == [])
        let other = Self.document().map { ("Content/Other.icon/" + $0.0.dropFirst(Self.folder.count + 1), $0.1) }
        #expect(
            try P.with(incomplete + other) { $0.findings(Self.codes) } == ["ZK2060 \(set)/Contents.json:1:14"])
    }

    @Test func documentsAreFoundByTheirFolder() {
        #expect(IconDocument.isAssetFile("App/AppIcon.icon/Assets/front.svg"))
        #expect(!IconDocument.isAssetFile("App/AppIcon.icon/icon.json"))
        #expect(!IconDocument.isAssetFile("App/AppIcon.icon/Assets/"))
        #expect(!IconDocument.isAssetFile("App/.icon/Assets/front.svg"))
        #expect(IconDocument.split("A.xcassets/AppIcon.icon/Assets/x.png")?.folder == "A.xcassets/AppIcon.icon")
    }
}
