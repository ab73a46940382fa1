import Testing
import ZKCore
@testable import ZKBrand

/// Placeholders, rendering with positions, and the template checks.
@Suite struct TemplateTests {
    static let tokens = ("Brand/brand.json", """
        { "app": { "$type": "string", "name": { "de": { "$value": "Zahlenkette" } } },
          "contact": { "$type": "string", "support_email": { "$value": "hilfe@zahlenkette.app" } },
          "price": { "$type": "string", "trial_days": { "$type": "number", "$value": 7 } } }
        """)

    func only(_ code: DiagnosticCode, _ diagnostics: [Diagnostic]) -> [String] {
        diagnostics.filter { $0.code == code.code }.map(\.place)
    }

    @Test func unterminatedPlaceholderIsLocatedAtTheBraces() {
        let found = Fixtures.inline([Self.tokens, ("Brand/marketing/de/release_notes.txt", "Neu:\nSchreiben an {{contact.support_email\n")])
        #expect(only(MalformedPlaceholderCheck.malformedPlaceholder, found) == ["ZK5021 Brand/marketing/de/release_notes.txt:2:14"])
    }

    @Test func emptyPlaceholderIsMalformed() {
        let found = Fixtures.inline([Self.tokens, ("Brand/marketing/de/release_notes.txt", "Neu: {{ }}")])
        #expect(only(MalformedPlaceholderCheck.malformedPlaceholder, found) == ["ZK5021 Brand/marketing/de/release_notes.txt:1:6"])
    }

    @Test func placeholderNamingAGroupListsItsTokens() {
        let found = Fixtures.inline([Self.tokens, ("Brand/marketing/de/release_notes.txt", "{{app.name}}")])
        let diagnostic = found.first { $0.code == UnknownPlaceholderCheck.unknownPlaceholder.code }
        #expect(diagnostic?.place == "ZK5020 Brand/marketing/de/release_notes.txt:1:3")
        #expect(diagnostic?.message.contains("'app.name.de'") == true)
    }

    @Test func numbersRenderInShortestForm() throws {
        let file = SourceFile(path: "Brand/brand.json", text: Self.tokens.1)
        let tokens = BrandAnalyzer.analyzeTokens(file: file, parse: JSONReader.read(file), options: BrandOptions(locales: ["de"]))
        let template = TemplateParser.parse(SourceFile(path: "t.txt", text: "{{price.trial_days}} Tage"), locale: "de", field: "description").0
        #expect(TemplateRenderer.render(template, tokens: tokens.tokens).trimmed == "7 Tage")
    }

    @Test func overflowInsideAPlaceholderPointsAtThePlaceholder() {
        // 20 literal characters, then the 11 of the app name: the 31st comes from the placeholder.
        let found = Fixtures.inline([Self.tokens, ("Brand/marketing/de/subtitle.txt", "Zahlen lernen. Mit: {{app.name.de}}")])
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

    @Test func literalAppNameIsFoundCaseInsensitivelyAsAWord() {
        let found = Fixtures.inline([Self.tokens, ("Brand/marketing/de/description.txt", "Mit ZAHLENKETTE lernen. Zahlenketten sind kein Name.")])
        #expect(only(LiteralAppNameCheck.literalAppName, found) == ["ZK5022 Brand/marketing/de/description.txt:1:5"])
    }

    @Test func defaultFolderFillsMissingFields() {
        let found = Fixtures.inline([
            Self.tokens,
            ("Brand/marketing/default/name.txt", "{{app.name.de}}"),
            ("Brand/marketing/de/description.txt", "Zahlen."),
            ("Brand/marketing/de/keywords.txt", "zählen"),
        ])
        let missing = found.filter { $0.code == RequiredFieldCheck.requiredFieldMissing.code }.map(\.place)
        #expect(missing == ["ZK5032 Brand/marketing/de/support_url.txt:1:1", "ZK5032 Brand/marketing/de/privacy_url.txt:1:1"])
    }

    @Test func invalidUTF8TemplateIsReportedAtTheByte() {
        // "Zähl" in Latin-1, which no Swift string can hold: the byte and its offset in the message.
        let file = SourceFile(path: "Brand/marketing/de/subtitle.txt", bytes: [0x5A, 0xE4, 0x68, 0x6C])
        let diagnostic = TemplateEncodingCheck.check(file)
        #expect(diagnostic?.place == "ZK5025 Brand/marketing/de/subtitle.txt:1:2")
        #expect(diagnostic?.message == "template is not valid UTF-8: byte 0xE4 at offset 1; save it as UTF-8")
    }

    @Test func localeWithoutStoreLanguageIsReported() throws {
        // A configured locale no store knows, with no file naming it: unlocated (StoreLocaleCheckTests has the located cases).
        #expect(StoreLocales.folder(for: "de", store: .appStore) == "de-DE")
        #expect(StoreLocales.folder(for: "en", store: .appStore) == "en-US")
        #expect(StoreLocales.folder(for: "ru", store: .appStore) == "ru")
        #expect(StoreLocales.folder(for: "ru", store: .play) == "ru-RU")
        let result = try Fixtures.fixture("valid", locales: ["de", "xx"])
        let found = result.diagnostics.filter { $0.code == StoreLocaleCheck.unsupportedStoreLocale.code }
        #expect(found.count == 1)
        #expect(found.first?.location == nil)
        #expect(found.first?.message == "locale 'xx' has no App Store listing language; use one of its codes in the locales of zk-build.json")
    }
}
