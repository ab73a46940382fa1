import Testing
import ZKCore

@testable import ZKBrand

/// Light and dark from separate token files (a mode per file, as design tools export them):
/// `brand.dark.json` gives the colour at the same path its dark appearance.
@Suite struct ModeFileCheckTests {
    static let light =
        ##"{ "color": { "$type": "color", "accent": { "$value": "#2f6ab3" }, "text": { "$value": "#1f1f1f" } } }"##

    func analysis(dark: String) -> TokenAnalysis {
        let file = SourceFile(path: "Brand/brand.json", text: Self.light)
        let darkFile = SourceFile(path: "Brand/brand.dark.json", text: dark)
        return BrandAnalyzer.analyzeTokens(
            file: file, parse: JSONReader.read(file), options: BrandOptions(locales: []),
            dark: (darkFile, JSONReader.read(darkFile)))
    }

    @Test func darkFileGivesTheDarkAppearance() throws {
        let tokens = analysis(
            dark:
                ##"{ "color": { "$type": "color", "accent": { "$value": "#76a6e6" }, "text": { "$value": "#f2f2f2" } } }"##
        )
        #expect(tokens.diagnostics.filter { $0.code == "ZK5011" || $0.code == "ZK5016" }.isEmpty)
        let (sets, _) = ColorSetWriter.artifacts(tokens.tokens, dark: tokens.dark)
        let accent = try #require(sets.first { $0.path == "brand/Brand.xcassets/Accent.colorset/Contents.json" })
        let text = String(decoding: accent.bytes, as: UTF8.self)
        #expect(text.contains(#""value" : "dark""#))
        #expect(text.contains(#""blue" : "0.902""#))  // 0xe6 of the dark file
    }

    @Test func darkTokenWithoutCounterpartIsReportedInTheModeFile() {
        let tokens = analysis(dark: ##"{ "color": { "$type": "color", "acent": { "$value": "#76a6e6" } } }"##)
        let found = tokens.diagnostics.filter { $0.code == "ZK5016" }
        #expect(found.map(\.place) == ["ZK5016 Brand/brand.dark.json:1:32"])
        #expect(found.first?.message.hasSuffix("did you mean 'color.accent'?") == true)
        // The colours the dark file does not cover still lack a dark value.
        #expect(
            tokens.diagnostics.filter { $0.code == "ZK5011" }.map(\.place) == [
                "ZK5011 Brand/brand.json:1:32", "ZK5011 Brand/brand.json:1:67",
            ])
    }

    @Test func errorsInTheDarkFileAreLocatedThere() {
        let tokens = analysis(dark: ##"{ "color": { "$type": "color", "accent": { "$value": "#76a6e" } } }"##)
        #expect(tokens.diagnostics.filter { $0.code == "ZK5009" }.map(\.place) == ["ZK5009 Brand/brand.dark.json:1:54"])
    }
}
