import Testing
import ZKCore

@testable import ZKBrand

/// Both stores' trees are complete: every file deliver and supply read is rendered from its
/// template (fixture `every-field`), in fastlane's layout.
@Suite struct StoreTreeTests {
    @Test func everyFieldFixtureRendersEveryFileBothLoadersRead() throws {
        let result = try Fixtures.fixture("every-field", stores: Store.allCases)
        #expect(result.diagnostics.map(\.place) == [])
        let paths = result.artifacts.map(\.path).filter { $0.hasPrefix("marketing/") }
        let perLocale = [
            "description", "keywords", "marketing_url", "name", "privacy_url", "promotional_text", "release_notes",
            "subtitle", "support_url",
        ]
        var expected = ["de-DE", "ru"].flatMap { folder in perLocale.map { "marketing/\(folder)/\($0).txt" } }
        expected.append("marketing/de-DE/apple_tv_privacy_policy.txt")
        expected += [
            "copyright", "primary_category", "primary_first_sub_category", "primary_second_sub_category",
            "secondary_category",
            "secondary_first_sub_category", "secondary_second_sub_category",
        ].map { "marketing/\($0).txt" }
        expected += ["demo_password", "demo_user", "email_address", "first_name", "last_name", "notes", "phone_number"]
            .map { "marketing/review_information/\($0).txt" }
        expected.append("marketing/app_clip_review_information/invocation_urls.txt")
        expected.append("marketing/app_rating_config.json")
        expected += StoreRules.traderFields.map { "marketing/\($0.name).txt" }
        expected += [
            "title", "short_description", "full_description", "video", "changelogs/default", "changelogs/1042",
        ]
        .map { "marketing/android/de-DE/\($0).txt" }
        expected += ["title", "short_description", "full_description", "video", "changelogs/default"].map {
            "marketing/android/ru-RU/\($0).txt"
        }
        #expect(paths == expected.sorted())
        let text = { (path: String) in
            result.artifacts.first { $0.path == path }.map { String(decoding: $0.bytes, as: UTF8.self) }
        }
        #expect(text("marketing/copyright.txt") == "2026 Zahlenkette")
        #expect(text("marketing/review_information/email_address.txt") == "hilfe@zahlenkette.app")
        #expect(text("marketing/android/de-DE/changelogs/1042.txt") == "Neu: das Zahlenmonster.")
        // Play's title falls back to the App Store name template in ru.
        #expect(text("marketing/android/ru-RU/title.txt") == "Zahlenkette")
    }

    @Test func playReleaseNotesOver500CharactersAreRefused() {
        let found = Fixtures.inline(
            [
                (BrandExampleFiles.ruTokens.path, BrandExampleFiles.ruTokens.contents),
                ("Brand/marketing/de/changelogs/default.txt", String(repeating: "a", count: 501)),
            ],
            stores: [.play]
        ).filter { $0.code == "ZK5030" }
        #expect(found.map(\.place) == ["ZK5030 Brand/marketing/de/changelogs/default.txt:1:501"])
    }
}
