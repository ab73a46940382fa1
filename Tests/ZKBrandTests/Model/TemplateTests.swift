import Testing
import ZKCore

@testable import ZKBrand

/// Placeholders and rendering with positions (the template checks have their own tests in Checks/).
@Suite struct TemplateTests {
    static let tokens = (
        "Brand/brand.json",
        """
        { "app": { "$type": "string", "name": { "de": { "$value": "Zahlenkette" } } },
          "contact": { "$type": "string", "support_email": { "$value": "hilfe@zahlenkette.app" } },
          "price": { "$type": "string", "trial_days": { "$type": "number", "$value": 7 } } }
        """
    )

    func only(_ code: DiagnosticCode, _ diagnostics: [Diagnostic]) -> [String] {
        diagnostics.filter { $0.code == code.code }.map(\.place)
    }

    @Test func numbersRenderInShortestForm() throws {
        let file = SourceFile(path: "Brand/brand.json", text: Self.tokens.1)
        let tokens = BrandAnalyzer.analyzeTokens(
            file: file, parse: JSONReader.read(file), options: BrandOptions(locales: ["de"]))
        let template = TemplateParser.parse(
            SourceFile(path: "t.txt", text: "{{price.trial_days}} Tage"), locale: "de", field: "description"
        ).0
        #expect(TemplateRenderer.render(template, tokens: tokens.tokens).trimmed == "7 Tage")
    }

    @Test func overflowInsideAPlaceholderPointsAtThePlaceholder() {
        // 20 literal characters, then the 11 of the app name: the 31st comes from the placeholder.
        let found = Fixtures.inline([
            Self.tokens, ("Brand/marketing/de/subtitle.txt", "Zahlen lernen. Mit: {{app.name.de}}"),
        ])
        let diagnostic = found.first { $0.code == StoreLimitCheck.overLimit.code }
        #expect(diagnostic?.place == "ZK5030 Brand/marketing/de/subtitle.txt:1:21")
        #expect(diagnostic?.notes.first?.message == "'{{app.name.de}}' expands past the limit")
    }

    @Test func overflowAfterMultiLineTextCountsLinesAndScalars() {
        // Leading white space is trimmed before measuring; the overflow is on line 3.
        let text = "\n  Ärger?\n" + String(repeating: "ä", count: 170) + "ü"
        let found = Fixtures.inline([Self.tokens, ("Brand/marketing/de/promotional_text.txt", text)])
        // Trimmed: "Ärger?\n" (7) + 170 × ä = 177 > 170; the 171st character is the 164th 'ä'.
        #expect(only(StoreLimitCheck.overLimit, found) == ["ZK5030 Brand/marketing/de/promotional_text.txt:3:164"])
    }
}
