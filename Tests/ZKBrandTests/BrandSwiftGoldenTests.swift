import Foundation
import Testing
import ZKCore

@testable import ZKBrand

/// `BrandTokens.swift` of a small token set with every colour form (a light-and-dark group,
/// a colour whose dark value is in brand.dark.json, one with no dark value, Display P3 and
/// linear sRGB), a dimension and a typography: the golden file, and what it says of each.
@Suite struct BrandSwiftGoldenTests {
    static let tokens = """
        {
          "color": {
            "$type": "color",
            "bead_red": {
              "$description": "The red bead.",
              "light": { "$value": { "colorSpace": "srgb", "components": [0.8314, 0.2627, 0.2275] } },
              "dark": { "$value": { "colorSpace": "srgb", "components": [0.9412, 0.4118, 0.3686] } }
            },
            "accent": { "$value": { "colorSpace": "display-p3", "components": [0.2, 0.4, 0.8] } },
            "glow": { "$value": { "colorSpace": "srgb-linear", "components": [0.5, 0.25, 0], "alpha": 0.5 } },
            "paper": { "$value": "#fbf7f0" }
          },
          "space": { "$type": "dimension", "small": { "$value": { "value": 8, "unit": "px" } },
                     "page": { "$value": { "value": 1.5, "unit": "rem" } } },
          "type": {
            "$type": "typography",
            "title": { "$value": { "fontFamily": ["Nunito", "system-ui"], "fontSize": { "value": 28, "unit": "px" },
                                   "fontWeight": 700, "letterSpacing": { "value": 0, "unit": "px" }, "lineHeight": 1.2 } },
            "body": { "$value": { "fontFamily": "sans-serif", "fontSize": { "value": 1, "unit": "rem" },
                                  "fontWeight": "regular", "letterSpacing": { "value": 0, "unit": "px" }, "lineHeight": 1.4 } }
          }
        }
        """

    static let dark = """
        { "color": { "$type": "color", "accent": { "$value": { "colorSpace": "display-p3", "components": [0.5, 0.7, 1] } } } }
        """

    static func generated() -> (text: String, diagnostics: [Diagnostic]) {
        let options = BrandOptions(brandPath: "Brand", locales: ["de"], stores: [.appStore])
        let file = SourceFile(path: "Brand/brand.json", text: tokens)
        let darkFile = SourceFile(path: "Brand/brand.dark.json", text: dark)
        let analysis = BrandAnalyzer.analyzeTokens(
            file: file, parse: JSONReader.read(file), options: options,
            dark: (darkFile, JSONReader.read(darkFile)))
        let (artifact, diagnostics) = SwiftConstantsWriter.artifact(analysis.tokens, dark: analysis.dark)
        return (String(decoding: artifact.bytes, as: UTF8.self), diagnostics)
    }

    /// `ZK_UPDATE_GOLDENS=1 scripts/test.sh --filter BrandSwiftGoldenTests` rewrites the golden file.
    @Test func theFileIsTheGolden() throws {
        let (text, diagnostics) = Self.generated()
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let golden = Fixtures.root + "/generated/BrandTokens.swift"
        if ProcessInfo.processInfo.environment["ZK_UPDATE_GOLDENS"] == "1" {
            try text.write(toFile: golden, atomically: true, encoding: .utf8)
        }
        #expect(text == (try String(contentsOfFile: golden, encoding: .utf8)))
    }

    /// One light-and-dark pair per colour set, the dark value from the group, from
    /// brand.dark.json, or (none given) the light value again.
    @Test func everyColourHasItsDarkValue() {
        let text = Self.generated().text
        #expect(
            text.contains(
                #"    public static let beadRed = BrandAppearanceColor(light: BrandColor(colorSpace: "srgb", red: 0.8314, green: 0.2627, blue: 0.2275, alpha: 1.0000), dark: BrandColor(colorSpace: "srgb", red: 0.9412, green: 0.4118, blue: 0.3686, alpha: 1.0000))"#
            ))
        #expect(
            text.contains(
                #"    public static let accent = BrandAppearanceColor(light: BrandColor(colorSpace: "display-p3", red: 0.2000, green: 0.4000, blue: 0.8000, alpha: 1.0000), dark: BrandColor(colorSpace: "display-p3", red: 0.5000, green: 0.7000, blue: 1.0000, alpha: 1.0000))"#
            ))
        #expect(text.contains("    /// 'color.accent': light 'color.accent', dark 'color.accent' in brand.dark.json."))
        #expect(
            text.contains(
                #"    public static let paper = BrandAppearanceColor(light: BrandColor(colorSpace: "srgb", red: 0.9843, green: 0.9686, blue: 0.9412, alpha: 1.0000), dark: BrandColor(colorSpace: "srgb", red: 0.9843, green: 0.9686, blue: 0.9412, alpha: 1.0000))"#
            ))
    }

    /// The platform parts are behind `#if canImport`: Linux sees Foundation alone.
    @Test func thePlatformPartsAreBehindCanImport() {
        let text = Self.generated().text
        for guarded in ["import UIKit", "import AppKit", "import SwiftUI"] {
            let line = text.components(separatedBy: "\n").first { $0.hasSuffix(guarded) }
            #expect(line == "    " + guarded, "\(guarded) is indented inside an #if")
        }
        #expect(text.contains("#if canImport(UIKit)\n") && text.contains("#if canImport(SwiftUI)\n"))
        #expect(text.contains("public var points: CGFloat { CGFloat(unit == \"rem\" ? value * 16 : value) }"))
        #expect(text.contains("public var font: SwiftUI.Font {"))
        #expect(text.contains("public var uiColor: UIKit.UIColor {"))
    }
}
