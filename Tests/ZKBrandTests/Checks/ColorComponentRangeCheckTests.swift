import Testing
import ZKCore

@testable import ZKBrand

/// Colour components outside 0…1 (issue 52): 0–255 components are one mistake of the colour,
/// fixed by dividing by 255, never by clamping or by a hex computed from the wrong components.
@Suite struct ColorComponentRangeCheckTests {
    static func tokens(_ components: String, hex: String? = nil) -> (String, String) {
        let hexMember = hex.map { #", "hex": "\#($0)""# } ?? ""
        return (
            "Brand/brand.json",
            """
            { "color": { "$type": "color", "brand_orange": {
                "light": { "$value": { "colorSpace": "srgb", "components": [\(components)]\(hexMember) } },
                "dark": { "$value": "#ff8c00" } } } }
            """
        )
    }

    func colourFindings(_ components: String, hex: String? = nil) -> [Diagnostic] {
        Fixtures.inline([Self.tokens(components, hex: hex)]).filter {
            ["ZK5008", "ZK5009", "ZK5010"].contains($0.code)
        }
    }

    @Test func byteComponentsAreOneErrorWhoseFixItDividesBy255() throws {
        let found = colourFindings("255, 140, 0", hex: "#ff8c00")
        #expect(found.map(\.place) == ["ZK5008 Brand/brand.json:2:65"])
        let diagnostic = try #require(found.first)
        #expect(
            diagnostic.message
                == "components 255, 140, 0 of colour 'color.brand_orange.light' look like 0–255 values, but colour space 'srgb' takes 0…1"
        )
        #expect(diagnostic.fixIt?.replacement == "1, 0.549, 0")
        // The fix-it replaces the three numbers, not only the first.
        #expect(diagnostic.location?.end?.line == 2)
        #expect(diagnostic.location?.end?.column == 76)
        // Nothing says "clamp", and the right hex is not "corrected" to the wrong components.
        #expect(!found.contains { ($0.fixIt?.description ?? "").contains("clamp") })
        #expect(!found.contains { $0.code == "ZK5010" })
    }

    @Test func aLoneTypoIsReportedWithoutAGuess() throws {
        let found = colourFindings("1.8, 0.549, 0")
        #expect(found.map(\.place) == ["ZK5008 Brand/brand.json:2:65"])
        #expect(
            found.first?.message
                == "red component 1.8 of colour 'color.brand_orange.light' is outside 0…1 (colour space 'srgb')")
        #expect(found.first?.fixIt == nil)
    }

    @Test func componentsInRangeAreQuiet() {
        #expect(colourFindings("1, 0.549, 0", hex: "#ff8c00").isEmpty)
    }
}

/// Issue 52: `"$type": "colour"` on a group is one error at the type, not one per token
/// advising `"$type": "string"`.
@Suite struct MistypedGroupTests {
    @Test func aMisspeltGroupTypeIsOneErrorAtTheType() throws {
        let tokens = """
            { "color": { "$type": "colour",
                "accent": { "$value": "#2f6ab3" },
                "warning": { "$value": { "colorSpace": "srgb", "components": [1, 0.549, 0] } } } }
            """
        let found = Fixtures.inline([("Brand/brand.json", tokens)]).filter { ["ZK5003", "ZK5007"].contains($0.code) }
        #expect(found.map(\.place) == ["ZK5003 Brand/brand.json:1:23"])
        #expect(found.first?.fixIt?.replacement == "\"color\"")
        #expect(!found.contains { $0.message.contains("\"string\"") })
    }

    @Test func anUntypedColourIsAdvisedColor() {
        let tokens = ##"{ "misc": { "accent": { "$value": "#2f6ab3" } } }"##
        let found = Fixtures.inline([("Brand/brand.json", tokens)]).filter { $0.code == "ZK5007" }
        #expect(found.map(\.place) == ["ZK5007 Brand/brand.json:1:13"])
        #expect(
            found.first?.message
                == #"token 'misc.accent' has no type; add '$type' to it or to its group (its value reads as "$type": "color")"#
        )
    }
}
