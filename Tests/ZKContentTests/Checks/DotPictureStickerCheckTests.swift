import Testing
import ZKCore

@testable import ZKContent

/// IDs compare by code point (issue 13): a sticker naming `häus` (U+00E4) does not name the
/// picture `häus` (a + U+0308), so the mistake is the dangling reference (ZK2022), not a sticker
/// that "belongs to another picture" (ZK2023).
@Suite struct DotPictureStickerCheckTests {
    typealias File = DiagnosticExample.ExampleFile

    @Test func aStickerNamingALookAlikePictureIsADanglingReference() {
        let files = [
            File("Content/dotpictures/haus.json", #"{ "id": "ha\#u{308}us", "sticker": "sticker.haus" }"#),
            File("Content/stickers.json", #"{ "stickers": [ { "id": "sticker.haus", "dotPicture": "h\#u{E4}us" } ] }"#),
        ]
        let codes = ContentChecker.check(examples: files).map(\.code).filter { ["ZK2022", "ZK2023"].contains($0) }
        #expect(codes == ["ZK2022"])
    }
}
