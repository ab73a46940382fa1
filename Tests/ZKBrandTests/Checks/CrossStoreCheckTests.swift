import Testing
import ZKCore

@testable import ZKBrand

/// ZK5038: a store's text names the other store or its account, also when the text is written
/// with combining marks (NFD, as text copied from macOS file names or some editors is).
@Suite struct CrossStoreCheckTests {
    func places(_ description: String) -> [String] {
        Fixtures.inline([
            ("Brand/brand.json", #"{ "app": { "$type": "string", "name": { "ru": { "$value": "Zahlenkette" } } } }"#),
            ("Brand/marketing/ru/description.txt", description),
        ]).filter { $0.code == CrossStoreCheck.crossStore.code }.map(\.place)
    }

    @Test func theOtherStoresAccountIsFoundInEitherSpelling() {
        // "учётной записи Google": ё as U+0451, then as е + U+0308 (which used to split the word).
        #expect(
            places("Войдите с помощью учётной записи Google.") == ["ZK5038 Brand/marketing/ru/description.txt:1:19"])
        #expect(
            places("Войдите с помощью уче\u{0308}тной записи Google.") == [
                "ZK5038 Brand/marketing/ru/description.txt:1:19"
            ])
    }

    @Test func aCombiningMarkDoesNotStartAWord() {
        #expect(CrossStoreCheck.words("a \u{0301}b").map(\.original) == ["a", "b"])
        #expect(CrossStoreCheck.words("e\u{0301}t\u{00E9}").map(\.original) == ["e\u{0301}t\u{00E9}"])
    }

    func findings(_ code: String, template: String, _ text: String, stores: [Store] = Store.allCases) -> [Diagnostic] {
        Fixtures.findings(code, template: template, text, stores: stores)
    }

    @Test func playTextNamingTheAppStoreAccountIsReported() {
        let found = findings(
            "ZK5038", template: "de/full_description", "Abgerechnet wird über Ihren Apple Account; im App Store.",
            stores: [.play])
        #expect(
            found.map(\.place) == [
                "ZK5038 Brand/marketing/de/full_description.txt:1:29",
                "ZK5038 Brand/marketing/de/full_description.txt:1:47",
            ])
        #expect(
            found.first?.message
                == "Google Play full description of 'de' names 'Apple Account', which belongs to the App Store")
        #expect(found.last?.message == "Google Play full description of 'de' names 'App Store', the other store")
        // Russian inflection: 'аккаунта Apple'.
        #expect(
            findings("ZK5038", template: "ru/full_description", "Оплата с вашего аккаунта Apple.", stores: [.play])
                .count == 1)
    }

    @Test func appStoreTextNamingGooglePlayIsReported() {
        let found = findings(
            "ZK5038", template: "de/description", "Auch bei Google Play und für Android.", stores: [.appStore])
        #expect(
            found.map(\.place) == [
                "ZK5038 Brand/marketing/de/description.txt:1:10", "ZK5038 Brand/marketing/de/description.txt:1:30",
            ])
        // Issue 52: not "names 'Google Play' of the Google Play".
        #expect(found.first?.message == "App Store description of 'de' names 'Google Play', the other store")
        #expect(found.last?.message == "App Store description of 'de' names 'Android', which belongs to Google Play")
    }

    @Test func playFallingBackToTheAppStoreDescriptionSaysSo() throws {
        let found = findings(
            "ZK5038", template: "de/description", "Abgerechnet über Ihren Apple Account.", stores: [.play])
        let diagnostic = try #require(found.first)
        #expect(diagnostic.place == "ZK5038 Brand/marketing/de/description.txt:1:24")
        #expect(
            diagnostic.notes.map(\.message) == [
                "rendered from the App Store template 'description.txt'; add a Google Play template 'full_description.txt'"
            ])
    }
}
