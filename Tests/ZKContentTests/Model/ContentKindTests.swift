import Testing

@testable import ZKContent

/// A file's kind comes from its path's bytes: names match byte for byte, `/` separates parts.
@Suite struct ContentKindTests {
    static let cases: [(String, ContentKind)] = [
        ("manifest.json", .manifest), ("numbers.json", .numbers), ("prompts.json", .prompts),
        ("avatars.json", .avatars), ("friends.json", .friends), ("stickers.json", .stickers),
        ("decorations.json", .decorations), ("games/memory.json", .game), ("games//memory.json", .game),
        ("games/a/b.json", .other), ("dotpictures/fuchs.json", .dotPicture), ("schemas/game.schema.json", .schema),
        ("schemas/x.json", .other), ("schemas/a/b.schema.json", .schema), ("dictionaries/de/words.txt", .dictionary),
        ("Illustrations.xcassets/a.imageset/Contents.json", .assetCatalog), ("x/Icons.xcassets", .assetCatalog),
        ("bench/game/g_00001.json", .other), ("manifest.json/", .other), ("/manifest.json", .other),
        ("games", .other), ("", .other), ("/", .other), ("prompts.jsonx", .other), ("xgames/a.json", .other),
        (".schema.json", .other), ("schemas/.schema.json", .schema), ("games/\r\n.json", .game),
        ("Manifest.json", .other), ("bench/prompts/p.json", .other),
        // Not ASCII: the same rules, on the bytes.
        ("games/zähl.json", .game), ("dotpictures/ёжик.json", .dotPicture),
        ("Bilder.xcassets/ä.imageset", .assetCatalog),
        ("spiele/memory.json", .other), ("games/ä/b.json", .other),
        // A combining mark after `/` does not hide the `/` (as a `String` grapheme it would).
        ("schemas/\u{301}x.schema.json", .schema), ("games/\u{301}.json", .game),
        ("dictionaries/\u{301}de/words.txt", .dictionary),
        // Canonically equivalent is not the same name: `manifest.json` spelt with a decomposed letter is not it.
        ("manife\u{301}st.json", .other),
    ]

    @Test(arguments: cases)
    func kindOfPath(_ path: String, _ kind: ContentKind) {
        #expect(ContentKind.of(path) == kind, "\(path.debugDescription)")
    }
}
