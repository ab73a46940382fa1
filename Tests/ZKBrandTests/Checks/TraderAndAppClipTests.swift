import Testing
import ZKCore

@testable import ZKBrand

/// ZK5072 and ZK5073: the trader block of an app sold in the EU, and App Clip invocation URLs;
/// both folders are rendered where deliver's layout puts them.
@Suite struct TraderAndAppClipTests {
    @Test func anEUStorefrontRequiresTheTraderContact() {
        let complete = TraderContactCheck.traderExample(email: "{{trader.email}}").map { ($0.path, $0.contents) }
        #expect(Fixtures.inline(complete).filter { $0.code == "ZK5072" }.isEmpty)
        // Without the e-mail template: reported where it should be, with a note at the storefronts.
        let missing = Fixtures.inline(complete.filter { !$0.0.hasSuffix("email_address.txt") }).filter {
            $0.code == "ZK5072"
        }
        #expect(
            missing.map(\.place) == [
                "ZK5072 Brand/marketing/app-store/trade_representative_contact_information/email_address.txt:1:1"
            ])
        #expect(missing.first?.notes.first?.message == "'store.storefronts' names the EU storefronts DE, AT here")
        // Sold only in Switzerland: no trader block needed.
        let swiss = complete.filter { !$0.0.hasSuffix("email_address.txt") }.map { path, text in
            (path, path.hasSuffix("brand.json") ? text.replacingOccurrences(of: "DE, AT, CH", with: "CH") : text)
        }
        #expect(Fixtures.inline(swiss).filter { $0.code == "ZK5072" }.isEmpty)
    }

    @Test func invocationURLsAreHTTPSSeparatedByCommaSpace() {
        func places(_ text: String) -> [String] {
            Fixtures.findings(
                "ZK5073", template: "app-store/app_clip_review_information/invocation_urls", text, stores: [.appStore]
            ).map(\.place)
        }
        #expect(places("https://zahlenkette.app/clip, https://zahlenkette.app/spiel").isEmpty)
        #expect(
            places("https://zahlenkette.app/clip, zahlenkette.app/spiel")
                == ["ZK5073 Brand/marketing/app-store/app_clip_review_information/invocation_urls.txt:1:31"])
        #expect(places("https://zahlenkette.app/clip,https://zahlenkette.app/spiel").count == 1)
    }

    @Test func bothFoldersAreRenderedFromTokens() throws {
        let result = try Fixtures.fixture("every-field")
        #expect(result.diagnostics.filter { $0.severity != .note }.map { "\($0.place) \($0.message)" } == [])
        let files = Dictionary(
            uniqueKeysWithValues: result.artifacts.map { ($0.path, String(decoding: $0.bytes, as: UTF8.self)) })
        #expect(files["marketing/trade_representative_contact_information/trade_name.txt"] == "Zahlenkette GmbH")
        #expect(files["marketing/trade_representative_contact_information/address_line1.txt"] == "Lindenstraße 12")
        #expect(
            files["marketing/trade_representative_contact_information/email_address.txt"] == "kontakt@zahlenkette.app")
        #expect(
            files["marketing/app_clip_review_information/invocation_urls.txt"]
                == "https://zahlenkette.app/clip, https://appclip.apple.com/id?p=de.zahlenkette.app.Clip")
        #expect(files["marketing/secondary_second_sub_category.txt"] == "STICKERS_KIDS_AND_FAMILY")
    }
}
