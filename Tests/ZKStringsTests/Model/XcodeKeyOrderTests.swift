import Testing
import ZKCore

@testable import ZKStrings

/// Xcode's key order: Finder-like (ICU root collation, numeric, case-insensitive).
@Suite struct XcodeKeyOrderTests {
    @Test func ordersLikeXcodeWrittenCatalogs() {
        let expected = [
            "", "%@", "© x", "$x", "360", "A-", "A+", "Baidu", "baidu.com", "Before", "Heart Rate", "Heartbeat",
            "Key2", "Key10", "number.2.word", "number.10.word", "sound_effects", "sound.music", "Unknown", "UV Index",
            "Vitamin B6", "Vitamin B12", "VO₂ max", "Vomiting", "Walking + Running", "Walking Asymmetry",
        ]
        #expect(XcodeKeyOrder.sorted(expected.reversed()) == expected)
        #expect(XcodeKeyOrder.sorted(expected.shuffled()) == expected)
    }

    @Test func pluralCategoriesAndLocalesSortAlphabetically() {
        #expect(
            XcodeKeyOrder.sorted(["zero", "other", "one", "many", "few"]) == ["few", "many", "one", "other", "zero"])
        #expect(
            XcodeKeyOrder.sorted(["zh-Hant", "ru", "en", "zh-Hans", "de"]) == ["de", "en", "ru", "zh-Hans", "zh-Hant"])
    }
}
