import Testing
import ZKCore

@testable import ZKBrand

/// A place several listings share (a template in `default/`, one serving both stores) is
/// reported once, naming every store's field and every locale (issue 33: ZK5032, ZK5036,
/// ZK5062, ZK5070, ZK5074 and ZK5075 reported it once per store or per locale).
@Suite struct ListingPlacesTests {
    /// `place message` of each diagnostic of `code`, in report order (duplicates kept).
    func found(_ code: String, _ files: [DiagnosticExample.ExampleFile], stores: [Store] = Store.allCases) -> [String] {
        BrandExamples.diagnostics(for: files, stores: stores).filter { $0.code == code }
            .sorted(by: Diagnostic.reportOrder).map { "\($0.place) \($0.message)" }
    }

    @Test func listsAreJoinedWithTheConjunction() {
        #expect(ListingPlaces<String>.list([], "and") == "")
        #expect(ListingPlaces<String>.list(["'de'"], "and") == "'de'")
        #expect(ListingPlaces<String>.list(["'de'", "'ru'"], "or") == "'de' or 'ru'")
        #expect(ListingPlaces<String>.list(["'de'", "'en'", "'ru'"], "and") == "'de', 'en' and 'ru'")
    }

    @Test func placesMergeTheFieldsOfALocaleThenTheLocalesWithTheSameFields() {
        var found = ListingPlaces<String>()
        let here = SourceLocation(
            path: "Brand/marketing/default/x.txt", start: SourcePosition(line: 1, column: 1, offset: 0))
        found.append(here, "", store: .appStore, field: "name", locale: "de")
        found.append(here, "", store: .play, field: "title", locale: "de")
        found.append(here, "", store: .appStore, field: "name", locale: "ru")
        found.append(here, "", store: .play, field: "title", locale: "ru")
        found.append(here, "", store: .appStore, field: "name", locale: "en")
        found.append(here, "other", store: .appStore, field: "name", locale: "en")
        let places = found.places
        #expect(places.map(\.locales) == [["de", "ru"], ["en"], ["en"]])
        #expect(
            places.map { $0.fieldNames { "\($0.displayName) \($1)" } } == [
                "App Store name and Google Play title", "App Store name", "App Store name",
            ])
        #expect(places.map(\.detail) == ["", "", "other"])
    }

    @Test func anEmptyTemplateServingBothStoresIsOneError() {
        let files = BrandExampleFiles.completeListing + [.init("Brand/marketing/ru/description.txt", "")]
        #expect(
            found(RequiredFieldCheck.requiredFieldMissing.code, files) == [
                "ZK5032 Brand/marketing/ru/description.txt:1:1 required App Store field description and Google Play field full description of 'ru' are empty after rendering"
            ])
    }

    @Test func aDefaultReleaseNoteFillingTwoLocalesOfBothStoresIsOneWarning() {
        let files: [DiagnosticExample.ExampleFile] = [
            .init(
                "Brand/brand.json",
                #"{ "app": { "$type": "string", "name": { "de": { "$value": "Z" }, "en": { "$value": "Z" }, "ru": { "$value": "Z" } } } }"#
            ),
            .init("Brand/marketing/de/release_notes.txt", "Neu: Zahlen bis 100."),
            .init("Brand/marketing/default/release_notes.txt", "New: numbers up to 100."),
        ]
        #expect(
            found(ReleaseNotesFallbackCheck.filledFromDefault.code, files) == [
                "ZK5062 Brand/marketing/default/release_notes.txt:1:1 App Store release notes and Google Play changelogs default of 'en' and 'ru' are filled in from 'Brand/marketing/default/release_notes.txt'; write the locales' own texts"
            ])
    }

    @Test func anUnreachableURLInDefaultIsOneWarningNamingEveryLocale() {
        let files = [
            BrandExampleFiles.ruTokens, .init("Brand/marketing/default/marketing_url.txt", "https://example.com/app"),
        ]
        #expect(
            found(UnreachableURLCheck.unreachableURL.code, files) == [
                "ZK5070 Brand/marketing/default/marketing_url.txt:1:1 App Store marketing url of 'de' and 'ru' cannot be opened by store visitors: 'example.com' is a reserved name that no public site has"
            ])
    }

    @Test func aVariantGroupLackingLocalesIsOneFindingNamingThem() {
        let onlyDefault = LocaleVariantCheck.files(
            variants: #""default": { "$value": "https://zahlenkette.app/datenschutz" }"#, marker: "")
        #expect(
            found(LocaleVariantCheck.fallback.code, onlyDefault) == [
                "ZK5074 Brand/marketing/default/privacy_url.txt:1:3 App Store privacy url of 'de' and 'ru' uses 'url.privacy_page.default': 'url.privacy_page' has no 'de' or 'ru' variant"
            ])
        let onlyEnglish = LocaleVariantCheck.files(
            variants: #""en": { "$value": "https://zahlenkette.app/en/privacy" }"#, marker: "")
        #expect(
            found(LocaleVariantCheck.missing.code, onlyEnglish) == [
                "ZK5075 Brand/marketing/default/privacy_url.txt:1:3 'url.privacy_page' has no 'de' or 'ru' variant and no 'default'; add 'url.privacy_page.de' and 'url.privacy_page.ru'"
            ])
    }
}
