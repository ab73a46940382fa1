import Foundation
import Testing
import ZKCore

@testable import ZKBrand

/// Every store limit at its boundary: the limit itself passes, one unit more fails at the first
/// character past it; App Store keywords count UTF-8 bytes, every other field UTF-16 code units.
@Suite struct StoreRulesTests {
    func findings(_ code: String, template: String, _ text: String, stores: [Store] = Store.allCases) -> [Diagnostic] {
        Fixtures.findings(code, template: template, text, stores: stores)
    }

    static let boundaries: [(store: Store, template: String, limit: Int)] = [
        (.appStore, "de/name", 30), (.appStore, "de/subtitle", 30), (.appStore, "de/promotional_text", 170),
        (.appStore, "de/description", 4000), (.appStore, "de/release_notes", 4000),
        (.appStore, "de/apple_tv_privacy_policy", 4000),
        (.appStore, "app-store/copyright", 255), (.appStore, "app-store/review_information/notes", 4000),
        (.play, "de/title", 30), (.play, "de/short_description", 80), (.play, "de/full_description", 4000),
        (.play, "de/changelogs/default", 500), (.play, "de/changelogs/1042", 500),
    ]

    @Test(arguments: boundaries.indices)
    func characterLimitBoundary(_ index: Int) {
        let (store, template, limit) = Self.boundaries[index]
        #expect(findings("ZK5030", template: template, String(repeating: "ä", count: limit), stores: [store]).isEmpty)
        let over = findings("ZK5030", template: template, String(repeating: "ä", count: limit + 1), stores: [store])
        #expect(over.map(\.place) == ["ZK5030 Brand/marketing/\(template).txt:1:\(limit + 1)"], "\(template)")
    }

    @Test func keywordsCountUTF8BytesNotCharacters() {
        // 50 Cyrillic letters are 100 bytes: at the limit.
        let fifty = String(repeating: "ж", count: 50)
        #expect(findings("ZK5030", template: "de/keywords", fifty).isEmpty)
        // 51 letters, 102 bytes: the 51st letter is the first byte past the limit.
        let over = findings("ZK5030", template: "de/keywords", fifty + "ж")
        #expect(over.map(\.place) == ["ZK5030 Brand/marketing/de/keywords.txt:1:51"])
        #expect(
            over.first?.message
                == "keywords of 'de' is 102 bytes (51 characters) after rendering, over the App Store limit of 100 bytes by 2; the overflow starts here"
        )
        // ASCII: 100 pass, 101 fail at the 101st.
        #expect(findings("ZK5030", template: "de/keywords", String(repeating: "k", count: 100)).isEmpty)
        #expect(
            findings("ZK5030", template: "de/keywords", String(repeating: "k", count: 101)).map(\.place) == [
                "ZK5030 Brand/marketing/de/keywords.txt:1:101"
            ])
    }

    @Test func aCharacterOutsideTheBasicPlaneCountsTwo() {
        // 28 letters + one emoji (2 UTF-16 units) = 30: at the limit; 29 + emoji = 31: the emoji overflows.
        #expect(
            findings("ZK5030", template: "de/name", String(repeating: "a", count: 28) + "🧮", stores: [.appStore])
                .isEmpty)
        let over = findings("ZK5030", template: "de/name", String(repeating: "a", count: 29) + "🧮", stores: [.appStore])
        #expect(over.map(\.place) == ["ZK5030 Brand/marketing/de/name.txt:1:30"])
        #expect(LengthUnit.characters.measure("🧮") == 2 && LengthUnit.bytes.measure("🧮") == 4)
        // Counted in NFC: a decomposed umlaut is one character like a composed one.
        #expect(LengthUnit.characters.measure("a\u{308}") == 1 && LengthUnit.characters.measure("ä") == 1)
        #expect(LengthUnit.bytes.measure("a\u{308}") == 2)
        // A mark without a composed form still counts.
        #expect(LengthUnit.characters.measure("q\u{308}") == 2)
    }

    @Test func anNFDNameIsCountedInNFC() {
        // "Zählen" with ä decomposed: 30 characters in NFC (36 code units as written) pass, 31 fail
        // at the 31st character.
        let nfd = "Za\u{308}hlen"
        let thirty = String(repeating: nfd, count: 5)
        #expect(thirty.utf16.count == 35 && LengthUnit.characters.measure(thirty) == 30)
        #expect(findings("ZK5030", template: "de/name", thirty, stores: [.appStore]).isEmpty)
        let over = findings("ZK5030", template: "de/name", thirty + "Z", stores: [.appStore])
        // The 31st character's scalar is the 36th of the file: 5 × 7 scalars + 1.
        #expect(over.map(\.place) == ["ZK5030 Brand/marketing/de/name.txt:1:36"])
        #expect(over.first?.message.contains("is 31 characters after rendering") == true)
    }

    @Test func localeListsAreFastlanes() {
        // App Store languages fastlane accepts that the old list refused.
        for code in ["bn-BD", "gu-IN", "kn-IN", "ml-IN", "mr-IN", "or-IN", "pa-IN", "sl-SI", "ta-IN", "te-IN", "ur-PK"]
        {
            #expect(StoreLocales.folder(for: code, store: .appStore) == code, "\(code)")
        }
        for (code, folder) in [
            ("ro", "ro"), ("vi", "vi"), ("th", "th"), ("sl", "sl"), ("hi-IN", "hi-IN"), ("iw-IL", "iw-IL"),
            ("he", "iw-IL"), ("ru", "ru-RU"),
        ] {
            #expect(StoreLocales.folder(for: code, store: .play) == folder, "\(code)")
        }
        // Unknown hyphenated codes are refused, not passed through.
        #expect(StoreLocales.folder(for: "xx-YY", store: .play) == nil)
        #expect(StoreLocales.folder(for: "de-XX", store: .appStore) == nil)
        #expect(FastlaneTables.appStoreLanguages.count == 50 && FastlaneTables.playLanguages.count == 79)
    }

    @Test func defaultProjectKeywordsFitInBytesInEveryLocale() throws {
        let result = try Fixtures.analyze(
            projectRoot: Fixtures.packageRoot, locales: ["de", "en", "ru"], stores: Store.allCases)
        #expect(result.diagnostics.filter { $0.severity == .error }.map(\.place) == [])
        for listing in result.marketing.listings where listing.store == .appStore && listing.scope == .localized {
            let keywords = try #require(listing.fields.first { $0.rule.kind == .keywords })
            #expect(keywords.text.utf8.count <= 100, "\(listing.locale): \(keywords.text.utf8.count) bytes")
        }
    }

    @Test func theOldRussianKeywordsFailOnBytes() {
        let old = "счёт,считать,математика,цифры,дошкольники,детский сад,малыши,для детей,развивающие игры"
        #expect(old.utf8.count == 163 && old.count == 87)
        let found = findings("ZK5030", template: "ru/keywords", old)
        #expect(found.map(\.place) == ["ZK5030 Brand/marketing/ru/keywords.txt:1:54"])
    }
}
