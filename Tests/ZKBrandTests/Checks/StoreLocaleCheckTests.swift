import Testing
import ZKCore

@testable import ZKBrand

/// ZK5036 is reported where the locale is written (issue 12 left it unlocated): the place the
/// caller gives (zk-build.json's `locales`), else the locale's app-name token, else its first
/// template; unlocated only when no file names it.
@Suite struct StoreLocaleCheckTests {
    func run(tokens json: String, templates: [(String, String)] = [], options: BrandOptions) -> [String] {
        let file = SourceFile(path: "Brand/brand.json", text: json)
        let tokens = BrandAnalyzer.analyzeTokens(file: file, parse: JSONReader.read(file), options: options)
        let marketing = BrandAnalyzer.analyzeMarketing(
            templates: templates.map { SourceFile(path: $0.0, text: $0.1) }, tokens: tokens, options: options)
        return marketing.diagnostics.filter { $0.code == StoreLocaleCheck.unsupportedStoreLocale.code }.map(\.place)
    }

    let names =
        #"{ "app": { "$type": "string", "name": { "de": { "$value": "Zahlenkette" }, "de-AT": { "$value": "Zahlenkette" } } } }"#

    @Test func reportedAtTheLocalesAppNameToken() {
        let places = run(tokens: names, options: BrandOptions(locales: ["de", "de-AT"], stores: [.appStore]))
        #expect(places == ["ZK5036 Brand/brand.json:1:76"])
    }

    @Test func reportedWhereTheConfigurationWritesTheLocaleWhenTheCallerKnows() {
        var options = BrandOptions(locales: ["de", "de-AT"], stores: [.appStore, .play])
        options.localeLocations["de-AT".codePoints] = SourceLocation(
            path: "zk-build.json", start: SourcePosition(line: 1, column: 22, offset: 21))
        let places = run(tokens: names, options: options)
        #expect(places == ["ZK5036 zk-build.json:1:22"])
    }

    @Test func aLocaleNeitherStoreKnowsIsOneDiagnosticNamingBoth() {
        let options = BrandOptions(locales: ["de", "de-AT"], stores: [.appStore, .play])
        let file = SourceFile(path: "Brand/brand.json", text: names)
        let tokens = BrandAnalyzer.analyzeTokens(file: file, parse: JSONReader.read(file), options: options)
        let found = BrandAnalyzer.analyzeMarketing(templates: [], tokens: tokens, options: options).diagnostics
            .filter { $0.code == StoreLocaleCheck.unsupportedStoreLocale.code }
        #expect(
            found.map(\.message) == [
                "locale 'de-AT' has no App Store or Google Play listing language; use one of their codes in the locales of zk-build.json"
            ])
        #expect(
            found.first?.notes.map { $0.message.prefix(24) } == [
                "App Store codes (fastlan", "Google Play codes (fastl",
            ])
    }

    @Test func reportedAtTheFirstTemplateOfTheLocaleWithoutAnAppName() {
        let places = run(
            tokens: #"{ "app": { "$type": "string", "name": { "de": { "$value": "Zahlenkette" } } } }"#,
            templates: [
                ("Brand/marketing/de-AT/subtitle.txt", "Zahlen"), ("Brand/marketing/de-AT/name.txt", "Zahlenkette"),
            ],
            options: BrandOptions(locales: ["de", "de-AT"], stores: [.appStore]))
        #expect(places == ["ZK5036 Brand/marketing/de-AT/name.txt:1:1"])
    }

    @Test func unlocatedOnlyWhenNoFileNamesTheLocale() {
        let places = run(
            tokens: #"{ "app": { "$type": "string", "name": { "de": { "$value": "Zahlenkette" } } } }"#,
            options: BrandOptions(locales: ["de", "de-AT"], stores: [.appStore]))
        #expect(places == ["ZK5036 -:0:0"])
    }

    @Test func localeWithoutStoreLanguageIsReported() throws {
        // A configured locale no store knows, with no file naming it, on a fixture project: unlocated.
        #expect(StoreLocales.folder(for: "de", store: .appStore) == "de-DE")
        #expect(StoreLocales.folder(for: "en", store: .appStore) == "en-US")
        #expect(StoreLocales.folder(for: "ru", store: .appStore) == "ru")
        #expect(StoreLocales.folder(for: "ru", store: .play) == "ru-RU")
        let result = try Fixtures.fixture("valid", locales: ["de", "xx"])
        let found = result.diagnostics.filter { $0.code == StoreLocaleCheck.unsupportedStoreLocale.code }
        #expect(found.count == 1)
        #expect(found.first?.location == nil)
        #expect(
            found.first?.message
                == "locale 'xx' has no App Store listing language; use one of its codes in the locales of zk-build.json"
        )
    }
}
