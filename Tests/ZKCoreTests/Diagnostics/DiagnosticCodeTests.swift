import Testing
import ZKCore

@Suite("Diagnostic examples")
struct DiagnosticCodeTests {
    typealias File = DiagnosticExample.ExampleFile

    @Test("markers in text are located in Unicode scalars and removed")
    func textMarkers() {
        let example = DiagnosticExample("a.json", "{\n  \"ä\": ↓1, ↓2\n}")
        #expect(example.markedLocations.map(\.description) == ["a.json:2:8", "a.json:2:11"])
        #expect(example.cleanFiles.map(\.contents) == ["{\n  \"ä\": 1, 2\n}"])
    }

    @Test("markers in bytes are located like SourceFile locates invalid UTF-8, and removed")
    func byteMarkers() {
        let marker = Array("↓".utf8)
        let bytes: [UInt8] = [0x61, 0x0A, 0xC3, 0xA4] + marker + [0xFF, 0x62] + marker + [0x63]
        let example = DiagnosticExample([File("b.txt", bytes: bytes)])
        #expect(example.markedLocations.map(\.description) == ["b.txt:2:2", "b.txt:2:4"])
        #expect(example.cleanFiles.map(\.bytes) == [[0x61, 0x0A, 0xC3, 0xA4, 0xFF, 0x62, 0x63]])
        let source = SourceFile(path: "b.txt", bytes: [0x61, 0x0A, 0xC3, 0xA4, 0xFF, 0x62, 0x63])
        #expect(source.position(ofOffset: 4).column == 2)
        #expect(source.position(ofOffset: 6).column == 4)
    }

    @Test("a zero-filled file has no bytes in memory and says its size in explain")
    func zeroFilled() {
        let file = File("big.txt", zeroFilledSize: 300 << 20)
        #expect(file.bytes.isEmpty)
        #expect(file.displayText == "(314572800 zero bytes)")
        #expect(File("x.bin", bytes: [0, 0xAB]).displayText == "(2 bytes: 00 AB)")
    }

    @Test("a file of lazy bytes is the file of those bytes: same bytes, equal, same hash, same explain text")
    func lazyBytes() {
        let lazy = File("icon.png", lazyBytes: { [0x89, 0x50, 0x4E, 0x47] })
        let eager = File("icon.png", bytes: [0x89, 0x50, 0x4E, 0x47])
        #expect(lazy.bytes == [0x89, 0x50, 0x4E, 0x47])
        #expect(lazy.isBinary)
        #expect(lazy == eager)
        #expect(lazy.hashValue == eager.hashValue)
        #expect(lazy.displayText == "(4 bytes: 89 50 4E 47)")
        var replaced = lazy
        replaced.bytes = [1]
        #expect(replaced.bytes == [1])
        #expect(replaced != eager)
    }

    @Test("a text file with control characters is described in explain, not dumped (docs/codes.md stays text)")
    func controlCharactersAreDescribed() {
        let image = File("a.heic", "\u{0}\u{0}\u{0}\u{18}ftypheic")
        #expect(!image.isBinary && image.showsAsBytes)
        #expect(image.displayText == "(12 bytes: 00 00 00 18 66 74 79 70 68 65 69 63)")
        let text = File("a.txt", "a\tb\r\nc\n")
        #expect(!text.showsAsBytes && text.displayText == "a\tb\r\nc\n")
        let example = DiagnosticExample([image, File("b.json", "{}")])
        let code = DiagnosticCode(
            "ZK9999", .error, summary: "s", explanation: "e", broken: example, fixed: example)
        for shown in [ExplainText.markdown(code), ExplainText.text(code)] {
            #expect(!shown.utf8.contains(0), "no NUL byte in: \(shown)")
            #expect(shown.contains("(12 bytes: 00 00 00 18"))
        }
    }
}
