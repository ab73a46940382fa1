import Testing
import ZKCore

@testable import ZKBrand

/// Per-locale facts: prices formatted per listing language from a number token, groups of
/// locale variants (URLs) with a reported fallback (ZK5074) or an error (ZK5075).
@Suite struct LocaleFactsTests {
    @Test func pricesFollowTheListingLanguage() {
        #expect(PriceFormat.format(3.99, currency: "eur", locale: "de") == "3,99\u{00A0}€")
        #expect(PriceFormat.format(3.99, currency: "eur", locale: "en") == "€3.99")
        #expect(PriceFormat.format(3.99, currency: "eur", locale: "ru") == "3,99\u{00A0}€")
        #expect(PriceFormat.format(4, currency: "chf", locale: "de") == "4,00\u{00A0}CHF")
        #expect(PriceFormat.format(4, currency: "chf", locale: "en-GB") == "CHF\u{00A0}4.00")
        #expect(PriceFormat.format(1299.5, currency: "rub", locale: "ru") == "1\u{00A0}299,50\u{00A0}₽")
        #expect(PriceFormat.format(1299.5, currency: "usd", locale: "en") == "$1,299.50")
        #expect(PriceFormat.format(29.99, currency: "eur", locale: "fr") == "29.99 EUR")
    }

    @Test func theDefaultProjectsListingsCarryTheirLocalesPricesAndPages() throws {
        let result = try Fixtures.analyze(
            projectRoot: Fixtures.packageRoot, locales: ["de", "en", "ru"], stores: Store.allCases)
        let text = { (path: String) in
            result.artifacts.first { $0.path == path }.map { String(decoding: $0.bytes, as: UTF8.self) } ?? ""
        }
        #expect(text("marketing/en-US/description.txt").contains("€3.99 a month or €29.99 a year"))
        #expect(text("marketing/en-US/description.txt").contains("CHF\u{00A0}4.00"))
        #expect(text("marketing/de-DE/description.txt").contains("3,99\u{00A0}€ im Monat"))
        #expect(text("marketing/ru/description.txt").contains("3,99\u{00A0}€ в месяц"))
        #expect(text("marketing/en-US/privacy_url.txt") == "https://zahlenkette.app/en/privacy")
        #expect(text("marketing/ru/privacy_url.txt") == "https://zahlenkette.app/ru/privacy")
        #expect(text("marketing/de-DE/privacy_url.txt") == "https://zahlenkette.app/datenschutz")
        #expect(text("marketing/en-US/description.txt").contains("Terms of use: https://zahlenkette.app/en/terms"))
        #expect(!text("marketing/en-US/description.txt").contains("nutzungsbedingungen"))
        #expect(result.diagnostics.filter { $0.code == "ZK5074" || $0.code == "ZK5075" }.isEmpty)
    }

    func variants(_ members: String) -> [String] {
        Fixtures.inline(LocaleVariantCheck.files(variants: members, marker: "").map { ($0.path, $0.contents) })
            .filter { $0.code == "ZK5074" || $0.code == "ZK5075" }.map { "\($0.place) \($0.message)" }
    }

    @Test func aMissingVariantFallsBackToDefaultOrIsAnError() {
        #expect(variants(#""de": { "$value": "https://a.de/d" }, "ru": { "$value": "https://a.de/r" }"#) == [])
        #expect(
            variants(#""de": { "$value": "https://a.de/d" }, "default": { "$value": "https://a.de/e" }"#) == [
                "ZK5074 Brand/marketing/default/privacy_url.txt:1:3 App Store privacy url of 'ru' uses 'url.privacy_page.default': 'url.privacy_page' has no 'ru' variant"
            ])
        #expect(
            variants(#""de": { "$value": "https://a.de/d" }"#) == [
                "ZK5075 Brand/marketing/default/privacy_url.txt:1:3 'url.privacy_page' has no 'ru' variant and no 'default'; add 'url.privacy_page.ru'"
            ])
    }
}
