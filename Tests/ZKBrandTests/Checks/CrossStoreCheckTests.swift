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
        #expect(places("Войдите с помощью учётной записи Google.") == ["ZK5038 Brand/marketing/ru/description.txt:1:19"])
        #expect(places("Войдите с помощью уче\u{0308}тной записи Google.") == ["ZK5038 Brand/marketing/ru/description.txt:1:19"])
    }

    @Test func aCombiningMarkDoesNotStartAWord() {
        #expect(CrossStoreCheck.words("a \u{0301}b").map(\.original) == ["a", "b"])
        #expect(CrossStoreCheck.words("e\u{0301}t\u{00E9}").map(\.original) == ["e\u{0301}t\u{00E9}"])
    }
}
