import Testing

@testable import ZKContent

/// A file's kind comes from its path; ASCII paths are told by bytes, and the answer is the one the
/// `String` comparisons give.
@Suite struct ContentKindTests {
    static let paths = [
        "manifest.json", "numbers.json", "prompts.json", "avatars.json", "friends.json", "stickers.json",
        "decorations.json", "games/memory.json", "games//memory.json", "games/a/b.json", "dotpictures/fuchs.json",
        "schemas/game.schema.json", "schemas/x.json", "schemas/a/b.schema.json", "dictionaries/de/words.txt",
        "Illustrations.xcassets/a.imageset/Contents.json", "x/Icons.xcassets", "bench/game/g_00001.json",
        "manifest.json/", "/manifest.json", "games", "", "/", "prompts.jsonx", "xgames/a.json", ".schema.json",
        "schemas/.schema.json", "games/\r\n.json", "Manifest.json",
    ]

    @Test(arguments: paths)
    func asciiPathsAgreeWithStrings(_ path: String) throws {
        var bytes = path
        let ascii = bytes.withUTF8(ContentKind.ofASCII)
        let kind = try #require(ascii)
        #expect(kind == ContentKind.ofUnicode(path))
        #expect(ContentKind.of(path) == kind)
    }

    @Test func otherPathsAreComparedAsStrings() {
        var path = "games/zähl.json"
        let ascii = path.withUTF8(ContentKind.ofASCII)
        #expect(ascii == nil)
        #expect(ContentKind.of(path) == .game)
        #expect(ContentKind.of("schemas/\u{301}x.schema.json") == ContentKind.ofUnicode("schemas/\u{301}x.schema.json"))
        #expect(ContentKind.of("games/memory.json") == .game)
        #expect(ContentKind.of("bench/prompts/p.json") == .other)
    }
}
