import Testing
import ZKCore

@testable import ZKBrand

/// The rules of the Design Tokens Format Module 2025.10 one by one, each with the broken input
/// and the exact code and place.
@Suite struct DesignTokensFormatTests {
    func analyze(_ json: String) -> TokenAnalysis {
        let file = SourceFile(path: "Brand/brand.json", text: json)
        return BrandAnalyzer.analyzeTokens(file: file, parse: JSONReader.read(file), options: BrandOptions(locales: []))
    }

    func places(_ json: String, _ code: String) -> [String] {
        analyze(json).diagnostics.filter { $0.code == code }.map(\.place).sorted()
    }

    @Test func aliasInsideACompositeMustResolve() {
        let json = """
            { "b": { "$type": "border", "$value": { "color": "{does.not.exist}", "width": { "value": 1, "unit": "px" }, "style": "solid" } } }
            """
        #expect(places(json, "ZK5004") == ["ZK5004 Brand/brand.json:1:50"])
    }

    @Test func aliasInsideACompositeMustNameATokenOfTheRightType() throws {
        let json = """
            { "space": { "$type": "dimension", "s": { "$value": { "value": 4, "unit": "px" } } },
              "b": { "$type": "border", "$value": { "color": "{space.s}", "width": "{space.s}", "style": "solid" } } }
            """
        let found = analyze(json).diagnostics.filter { $0.code == "ZK5006" }
        #expect(found.map(\.place) == ["ZK5006 Brand/brand.json:2:50"])
        #expect(
            found.first?.message.hasPrefix(
                "'b' has type 'border' but its 'color' is a colour object without 'colorSpace'") == true)
    }

    @Test func fontWeightLiesIn1To1000OrIsAName() {
        #expect(
            places(##"{ "w": { "$type": "fontWeight", "$value": 1200 } }"##, "ZK5006") == [
                "ZK5006 Brand/brand.json:1:43"
            ])
        #expect(
            places(##"{ "w": { "$type": "fontWeight", "$value": 0 } }"##, "ZK5006") == ["ZK5006 Brand/brand.json:1:43"])
        #expect(
            places(##"{ "w": { "$type": "fontWeight", "$value": "Bold" } }"##, "ZK5006") == [
                "ZK5006 Brand/brand.json:1:43"
            ])
        #expect(places(##"{ "w": { "$type": "fontWeight", "$value": 1000 } }"##, "ZK5006").isEmpty)
        #expect(places(##"{ "w": { "$type": "fontWeight", "$value": "extra-bold" } }"##, "ZK5006").isEmpty)
    }

    @Test func cubicBezierXCoordinatesLieIn0To1() {
        #expect(
            places(##"{ "e": { "$type": "cubicBezier", "$value": [2, 0, 0.5, 1] } }"##, "ZK5006") == [
                "ZK5006 Brand/brand.json:1:45"
            ])
        #expect(
            places(##"{ "e": { "$type": "cubicBezier", "$value": [0, 0, -0.1, 1] } }"##, "ZK5006") == [
                "ZK5006 Brand/brand.json:1:51"
            ])
        #expect(places(##"{ "e": { "$type": "cubicBezier", "$value": [0, -3, 1, 4] } }"##, "ZK5006").isEmpty)
    }

    @Test func dimensionAndDurationUnitsAreTheFormats() {
        #expect(
            places(##"{ "d": { "$type": "dimension", "$value": { "value": 4, "unit": "pt" } } }"##, "ZK5006") == [
                "ZK5006 Brand/brand.json:1:64"
            ])
        #expect(
            places(##"{ "d": { "$type": "dimension", "$value": "4px" } }"##, "ZK5006") == [
                "ZK5006 Brand/brand.json:1:42"
            ])
        #expect(
            places(##"{ "t": { "$type": "duration", "$value": { "value": 200, "unit": "ms" } } }"##, "ZK5006").isEmpty)
        #expect(
            places(##"{ "t": { "$type": "duration", "$value": { "value": 200, "unit": "sec" } } }"##, "ZK5006") == [
                "ZK5006 Brand/brand.json:1:65"
            ])
    }

    @Test func compositesNeedEveryMember() throws {
        let found = analyze(
            ##"{ "s": { "$type": "shadow", "$value": [{ "color": "#000000", "offsetX": { "value": 1, "unit": "px" } }] } }"##
        )
        .diagnostics.filter { $0.code == "ZK5006" }
        #expect(found.map(\.place) == ["ZK5006 Brand/brand.json:1:40"])
        #expect(found.first?.message == "'s' has type 'shadow' but its value[0] lacks 'offsetY', 'blur', 'spread'")
        #expect(
            places(##"{ "g": { "$type": "gradient", "$value": [{ "color": "#000000" }] } }"##, "ZK5006") == [
                "ZK5006 Brand/brand.json:1:42"
            ])
        #expect(
            places(##"{ "s": { "$type": "strokeStyle", "$value": "wavy" } }"##, "ZK5006") == [
                "ZK5006 Brand/brand.json:1:44"
            ])
        #expect(
            places(
                ##"{ "s": { "$type": "strokeStyle", "$value": { "dashArray": [], "lineCap": "flat" } } }"##, "ZK5006")
                == ["ZK5006 Brand/brand.json:1:59", "ZK5006 Brand/brand.json:1:74"])
    }

    @Test func jsonPointerReferencesResolveIntoValues() throws {
        let json = """
            { "colors": { "blue": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [0.2, 0.4, 0.8] } } },
              "semantic": { "primary": { "$ref": "#/colors/blue" },
                "hue": { "$type": "number", "$value": { "$ref": "#/colors/blue/$value/components/1" } },
                "tint": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [{ "$ref": "#/colors/blue/$value/components/0" }, 0.5, 0.5] } } } }
            """
        let analysis = analyze(json)
        #expect(analysis.diagnostics.filter { $0.severity == .error && $0.code != "ZK5014" }.map(\.place) == [])
        #expect(analysis.tokens["semantic.primary"]?.type == "color")
        #expect(analysis.tokens["semantic.primary"]?.text == "#3366cc")
        #expect(analysis.tokens["semantic.hue"]?.value.double == 0.4)
        #expect(analysis.tokens["semantic.tint"]?.value["components"]?.array?.first?.double == 0.2)
    }

    @Test func brokenPointerIsReportedAtTheRef() {
        let json = ##"{ "n": { "$type": "number", "$value": { "$ref": "#/nothing/here" } } }"##
        #expect(places(json, "ZK5004") == ["ZK5004 Brand/brand.json:1:49"])
    }

    @Test func groupExtensionInheritsAndOverrides() throws {
        let json = """
            { "button": { "$type": "color", "bg": { "$value": "#0066cc" }, "text": { "$value": "#ffffff" } },
              "button-primary": { "$extends": "{button}", "bg": { "$value": "#cc0066" } } }
            """
        let analysis = analyze(json)
        #expect(analysis.diagnostics.filter { $0.severity == .error && $0.code != "ZK5014" }.map(\.place) == [])
        #expect(analysis.tokens["button-primary.bg"]?.text == "#cc0066")
        #expect(analysis.tokens["button-primary.text"]?.text == "#ffffff")
        #expect(analysis.tokens["button-primary.text"]?.type == "color")
    }

    @Test func extendingATokenOrNothingIsReported() {
        #expect(
            places(##"{ "a": { "$type": "number", "$value": 1 }, "g": { "$extends": "{a}" } }"##, "ZK5004") == [
                "ZK5004 Brand/brand.json:1:63"
            ])
        #expect(places(##"{ "g": { "$extends": "{nothing}" } }"##, "ZK5004") == ["ZK5004 Brand/brand.json:1:22"])
        #expect(
            places(##"{ "g": { "$extends": "{h}" }, "h": { "$extends": "{g}" } }"##, "ZK5005") == [
                "ZK5005 Brand/brand.json:1:22", "ZK5005 Brand/brand.json:1:50",
            ])
    }

    @Test func rootTokensAreTokensOfTheirGroup() {
        let json = """
            { "color": { "$type": "color", "accent": { "$root": { "$value": "#dd0000" }, "light": { "$value": "#ff2222" } },
              "link": { "$value": "{color.accent.$root}" }, "bad": { "$value": "{color.accent}" } } }
            """
        let analysis = analyze(json)
        #expect(analysis.tokens["color.accent.$root"]?.text == "#dd0000")
        #expect(analysis.tokens["color.link"]?.text == "#dd0000")
        #expect(analysis.diagnostics.filter { $0.code == "ZK5004" }.map(\.place) == ["ZK5004 Brand/brand.json:2:68"])
    }

    @Test func deprecationAndExtensionsAreKept() {
        let json = """
            { "c": { "$type": "color", "$deprecated": "use d", "$extensions": { "org.example": { "x": 1 } }, "old": { "$value": "#000000" } } }
            """
        let analysis = analyze(json)
        #expect(analysis.tokens["c.old"]?.token.deprecation == "use d")
        #expect(analysis.diagnostics.filter { $0.severity == .error && $0.code != "ZK5014" }.isEmpty)
    }
}
