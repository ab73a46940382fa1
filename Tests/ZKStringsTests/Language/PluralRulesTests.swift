import Testing
import ZKCore

@testable import ZKStrings

/// CLDR's cardinal plural categories per locale, required and allowed.
@Suite struct PluralRulesTests {
    @Test func pluralCategoriesOfCommonLocales() {
        #expect(PluralRules.categories(for: "ru") == ["one", "few", "many", "other"])
        #expect(PluralRules.categories(for: "de") == ["one", "other"])
        // CLDR gives pt a `many` for compact numbers (1c6) only: allowed, never required, as Xcode writes pt plurals.
        #expect(PluralRules.categories(for: "pt-BR") == ["one", "other"])
        #expect(PluralRules.allowedCategories(for: "pt-BR") == ["zero", "one", "many", "other"])
        #expect(PluralRules.categories(for: "cs") == ["one", "few", "other"])
        for locale in ["bs", "sl", "my", "af", "gd", "fa"] {
            #expect(PluralRules.categories(for: locale) != nil, "\(locale)")
        }
        #expect(PluralRules.categories(for: "tlh") == nil)
    }
}
