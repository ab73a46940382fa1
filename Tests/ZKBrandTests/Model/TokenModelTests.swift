import Testing
import ZKCore
import ZKProject

@testable import ZKBrand

/// Groups, type inheritance, aliases and the facts for other stages.
@Suite struct TokenModelTests {
    func analyze(_ json: String, locales: [String] = ["de"]) -> TokenAnalysis {
        let file = SourceFile(path: "Brand/brand.json", text: json)
        return BrandAnalyzer.analyzeTokens(
            file: file, parse: JSONReader.read(file), options: BrandOptions(locales: locales))
    }

    @Test func typeIsInheritedFromTheNearestGroupAndAliasesResolveThroughChains() {
        let analysis = analyze(
            """
            { "color": { "$type": "color",
                "base": { "$value": "#2f6ab3" },
                "accent": { "$value": "{color.link}" },
                "link": { "$value": "{color.base}", "$description": "Links." } } }
            """)
        let accent = analysis.tokens["color.accent"]
        #expect(accent?.type == "color")
        #expect(accent?.text == "#2f6ab3")
        #expect(accent?.source.path == "color.base")
        #expect(analysis.tokens["color.link"]?.token.description == "Links.")
    }

    @Test func aliasTakesTheTypeOfItsTargetWhenItDeclaresNone() {
        let analysis = analyze(#"{ "a": { "$type": "number", "$value": 7 }, "b": { "$value": "{a}" } }"#)
        #expect(analysis.tokens["b"]?.type == "number")
        #expect(!analysis.diagnostics.contains { $0.code == UntypedTokenCheck.untypedToken.code })
    }

    @Test func aliasToATokenOfAnotherTypeIsAMismatchAtTheAlias() {
        let analysis = analyze(
            #"{ "n": { "$type": "number", "$value": 7 }, "s": { "$type": "string", "$value": "{n}" } }"#)
        #expect(
            analysis.diagnostics.filter { $0.code == TokenTypeCheck.typeMismatch.code }.map(\.place) == [
                "ZK5006 Brand/brand.json:1:80"
            ])
    }

    @Test func missingAliasTargetSuggestsTheNearestToken() {
        let analysis = analyze(
            #"{ "url": { "$type": "string", "support": { "$value": "https://a.example" }, "help": { "$value": "{url.suport}" } } }"#
        )
        let diagnostic = analysis.diagnostics.first { $0.code == AliasTargetCheck.aliasTargetMissing.code }
        #expect(
            diagnostic?.message == "alias '{url.suport}' of 'url.help' names no token; did you mean '{url.support}'?")
        #expect(diagnostic?.fixIt?.replacement == #""{url.support}""#)
    }

    @Test func selfReferenceIsACycleOfOne() {
        let analysis = analyze(#"{ "a": { "$type": "string", "$value": "{a}" } }"#)
        #expect(
            analysis.diagnostics.filter { $0.code == AliasCycleCheck.aliasCycle.code }.map(\.message) == [
                "alias of 'a' refers to itself"
            ])
    }

    @Test func tokensDependingOnACycleAreNotReportedAgain() {
        let analysis = analyze(
            #"{ "$type": "string", "a": { "$value": "{b}" }, "b": { "$value": "{a}" }, "c": { "$value": "{a}" } }"#)
        #expect(analysis.diagnostics.filter { $0.code.hasPrefix("ZK500") }.map(\.code) == ["ZK5005"])
    }

    @Test func deprecationIsInheritedFromGroups() {
        let analysis = analyze(#"{ "old": { "$type": "string", "$deprecated": "use new", "x": { "$value": "1" } } }"#)
        #expect(analysis.tokens["old.x"]?.token.deprecation == "use new")
    }

    @Test func factsCarryEveryLocaleNameAtItsValue() {
        let analysis = analyze(
            """
            { "app": { "$type": "string", "name": {
                "de": { "$value": "Zahlenkette" },
                "default": { "$value": "{app.name.de}" } } } }
            """)
        #expect(analysis.facts.appNames.map(\.locale) == ["de", "default"])
        #expect(analysis.facts.appNames.map(\.value) == ["Zahlenkette", "Zahlenkette"])
        #expect(analysis.facts.appNames.first?.location.description == "Brand/brand.json:2:23")
    }

    @Test func appNameMatchingIsShared() {
        let facts = BrandFacts(appNames: [
            .init(locale: "de", value: "Zahlenkette", location: SourceLocation(path: "Brand/brand.json"))
        ])
        #expect(facts.appNameMatches(in: "Willkommen bei Zahlenkette!").count == 1)
        #expect(facts.appNameMatches(in: "Zahlenketten üben").isEmpty)
    }
}
