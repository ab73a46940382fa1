import Testing
import ZKCore

@testable import ZKBrand

/// fastlane precheck's text rules as codes: ZK5066 placeholder text, ZK5067 unreleased features
/// and test builds, ZK5068 other platforms and stores, ZK5069 curse words, ZK5070 unreachable
/// URLs, ZK5071 copyright years. Each with a right and a wrong text, reported at the word.
@Suite struct PrecheckRulesTests {
    /// The places of `code`, each as often as it is reported (a template shared by both stores is
    /// one place, reported once).
    func places(_ code: String, _ template: String, _ text: String, stores: [Store] = Store.allCases) -> [String] {
        Fixtures.findings(code, template: template, text, stores: stores).map(\.place)
    }

    /// A template both stores render is one place: one diagnostic naming both stores' fields.
    @Test func aSharedTemplateIsReportedOnceNamingBothStores() throws {
        let findings = Fixtures.findings("ZK5066", template: "de/description", "Zahlen lernen. Lorem ipsum dolor.")
        let only = try #require(findings.count == 1 ? findings.first : nil, "\(findings.map(\.message))")
        #expect(
            only.message
                == "App Store description and Google Play full description of 'de' hold placeholder text 'Lorem ipsum'")
        let appStore = Fixtures.findings(
            "ZK5066", template: "de/description", "Zahlen lernen. Lorem ipsum dolor.", stores: [.appStore])
        #expect(appStore.map(\.message) == ["App Store description of 'de' holds placeholder text 'Lorem ipsum'"])
    }

    @Test func placeholderText() {
        #expect(
            places("ZK5066", "de/description", "Zahlen lernen. Lorem ipsum dolor.") == [
                "ZK5066 Brand/marketing/de/description.txt:1:16"
            ])
        #expect(
            places("ZK5066", "de/description", "Hier kommt der Blindtext.") == [
                "ZK5066 Brand/marketing/de/description.txt:1:16"
            ])
        #expect(
            places("ZK5066", "ru/description", "Описание: текст здесь") == [
                "ZK5066 Brand/marketing/ru/description.txt:1:11"
            ])
        #expect(
            places("ZK5066", "de/promotional_text", "TODO: Text schreiben", stores: [.appStore]) == [
                "ZK5066 Brand/marketing/de/promotional_text.txt:1:1"
            ])
        // Spanish "todo" ("all") in lower case, and words that only contain a phrase, pass.
        #expect(places("ZK5066", "de/description", "Todo el mundo cuenta. Loremipsum.").isEmpty)
        #expect(places("ZK5066", "de/description", "Zahlen lernen von 1 bis 20.").isEmpty)
        // A UI placeholder in release notes is a feature (a real Play changelog's line).
        #expect(places("ZK5066", "de/release_notes", "22. New image placeholder (#712)", stores: [.appStore]).isEmpty)
        #expect(places("ZK5066", "de/release_notes", "Placeholder text for now", stores: [.appStore]).count == 1)
    }

    @Test func unreleasedFeaturesAndTestBuilds() {
        #expect(
            places("ZK5067", "de/promotional_text", "New games coming soon!", stores: [.appStore]) == [
                "ZK5067 Brand/marketing/de/promotional_text.txt:1:11"
            ])
        #expect(
            places("ZK5067", "de/release_notes", "Dies ist eine Beta-Version.", stores: [.appStore]) == [
                "ZK5067 Brand/marketing/de/release_notes.txt:1:15"
            ])
        #expect(
            places("ZK5067", "ru/release_notes", "Новые игры скоро появится", stores: [.appStore]) == [
                "ZK5067 Brand/marketing/ru/release_notes.txt:1:12"
            ])
        #expect(
            places("ZK5067", "de/description", "This is a beta test.") == [
                "ZK5067 Brand/marketing/de/description.txt:1:11"
            ])
        // precheck's bare "testing" is left out; "Alphabet" holds no "alpha test".
        #expect(places("ZK5067", "de/description", "Testing your counting, the alphabet test and more.").isEmpty)
        #expect(places("ZK5067", "de/description", "Neu: zwei Spiele und ein Stickeralbum.").isEmpty)
    }

    @Test func otherPlatformsPerStore() {
        // Play texts: Apple's devices, platforms and Family Sharing.
        #expect(
            places("ZK5068", "de/full_description", "Für iPhone, iPad und iOS.", stores: [.play])
                == [
                    "ZK5068 Brand/marketing/de/full_description.txt:1:5",
                    "ZK5068 Brand/marketing/de/full_description.txt:1:13",
                    "ZK5068 Brand/marketing/de/full_description.txt:1:22",
                ])
        #expect(
            places("ZK5068", "de/full_description", "Mit Familienfreigabe für alle.", stores: [.play]) == [
                "ZK5068 Brand/marketing/de/full_description.txt:1:5"
            ])
        #expect(
            places("ZK5068", "ru/full_description", "Поддерживается Семейный доступ.", stores: [.play]) == [
                "ZK5068 Brand/marketing/ru/full_description.txt:1:16"
            ])
        // The same words in an App Store text are fine there.
        #expect(
            places("ZK5068", "de/description", "Für iPhone und iPad, mit Familienfreigabe.", stores: [.appStore])
                .isEmpty)
        // App Store texts: precheck's other platforms, and other stores; precheck's allowed phrases pass.
        #expect(
            places("ZK5068", "de/description", "Also on BlackBerry and the Amazon Appstore.", stores: [.appStore])
                == ["ZK5068 Brand/marketing/de/description.txt:1:9", "ZK5068 Brand/marketing/de/description.txt:1:28"])
        #expect(
            places("ZK5068", "de/description", "Backups in Google Drive, maps by Google Maps.", stores: [.appStore])
                .isEmpty)
        // "AppStore" written as one word is ZK5038's, the error for naming the other store.
        #expect(
            places("ZK5038", "de/full_description", "Auch im AppStore.", stores: [.play]) == [
                "ZK5038 Brand/marketing/de/full_description.txt:1:9"
            ])
    }

    @Test func curseWordsFromPrechecksHashes() {
        #expect(SHA256.hex(Array("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(SHA256.hex([]) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(
            SHA256.hex(Array(String(repeating: "a", count: 100).utf8))
                == "2816597888e4a0d3a36b82b83316ab32680eb8f00f8cd3b904d681246d285a0e")
        #expect(FastlaneTables.precheckCurseWordHashes.count == 350)
        #expect(
            places("ZK5069", "de/promotional_text", "No shit, just numbers.", stores: [.appStore]) == [
                "ZK5069 Brand/marketing/de/promotional_text.txt:1:4"
            ])
        #expect(
            places("ZK5069", "de/promotional_text", "No SHIT!", stores: [.appStore]) == [
                "ZK5069 Brand/marketing/de/promotional_text.txt:1:4"
            ])
        #expect(places("ZK5069", "de/promotional_text", "Shiitake and numbers.", stores: [.appStore]).isEmpty)
    }

    @Test func unreachableLookingURLs() {
        #expect(
            places("ZK5070", "default/marketing_url", "https://example.com/app", stores: [.appStore]) == [
                "ZK5070 Brand/marketing/default/marketing_url.txt:1:1"
            ])
        #expect(
            places("ZK5070", "default/marketing_url", "https://zahlenkette.test/", stores: [.appStore]) == [
                "ZK5070 Brand/marketing/default/marketing_url.txt:1:1"
            ])
        #expect(
            places("ZK5070", "default/marketing_url", "https://192.168.0.10:8080/", stores: [.appStore]) == [
                "ZK5070 Brand/marketing/default/marketing_url.txt:1:1"
            ])
        #expect(places("ZK5070", "default/marketing_url", "https://zahlenkette.app/", stores: [.appStore]).isEmpty)
        #expect(places("ZK5070", "default/marketing_url", "https://www.example-shop.de/", stores: [.appStore]).isEmpty)
        // In a text: plain http links, and reserved hosts.
        #expect(
            places("ZK5070", "de/description", "Mehr unter http://zahlenkette.app/hilfe.") == [
                "ZK5070 Brand/marketing/de/description.txt:1:12"
            ])
        #expect(places("ZK5070", "de/description", "Mehr unter https://zahlenkette.app/hilfe.").isEmpty)
    }

    func copyright(_ text: String, year: Int) -> [String] {
        let tokens = BrandExampleFiles.tokens
        let options = BrandOptions(brandPath: "Brand", locales: ["de"], stores: [.appStore])
        let file = SourceFile(path: "Brand/marketing/app-store/copyright.txt", text: text)
        let tokenFile = SourceFile(path: tokens.path, text: tokens.contents)
        let analysis = BrandAnalyzer.analyzeTokens(file: tokenFile, parse: JSONReader.read(tokenFile), options: options)
        let listings = StoreListingBuilder.build(
            store: .appStore, locales: ["de"],
            templates: [TemplateParser.parse(file, locale: "app-store", field: "copyright").0], tokens: analysis.tokens)
        return listings.flatMap { CopyrightYearCheck.check($0, currentYear: year) }.map { "\($0.place) \($0.message)" }
    }

    @Test func implausibleCopyrightYears() {
        #expect(copyright("2026 Zahlenkette GmbH", year: 2026) == [])
        #expect(copyright("2019–2026 Zahlenkette GmbH", year: 2026) == [])
        #expect(
            copyright("2027 Zahlenkette GmbH", year: 2026)
                == [
                    "ZK5071 Brand/marketing/app-store/copyright.txt:1:1 App Store copyright year 2027 is in the future (it is 2026)"
                ])
        let future = copyright("© 2019–2099 Zahlenkette GmbH", year: 2026)
        #expect(
            future.count == 1
                && future.allSatisfy { $0.hasPrefix("ZK5071 Brand/marketing/app-store/copyright.txt:1:8 ") })
        #expect(copyright("Zahlenkette GmbH", year: 2026).count == 1)
        #expect(copyright("1998 Zahlenkette GmbH", year: 2026).count == 1)
        // Digits inside a longer number are no year.
        #expect(copyright("HRB 120260 Zahlenkette GmbH, 2026", year: 2026) == [])
    }

    @Test func theDefaultProjectPassesEveryPrecheckRule() throws {
        let result = try Fixtures.analyze(
            projectRoot: Fixtures.packageRoot, locales: ["de", "en", "ru"], stores: Store.allCases)
        let codes = ["ZK5066", "ZK5067", "ZK5068", "ZK5069", "ZK5070", "ZK5071"]
        #expect(result.diagnostics.filter { codes.contains($0.code) }.map { "\($0.place) \($0.message)" } == [])
    }
}
