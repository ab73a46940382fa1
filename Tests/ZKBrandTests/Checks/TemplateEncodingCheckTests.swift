import Testing
import ZKCore

@testable import ZKBrand

/// ZK5025: an invalid UTF-8 byte, at its position, named in the message.
@Suite struct TemplateEncodingCheckTests {
    @Test func invalidUTF8TemplateIsReportedAtTheByte() {
        // "Zähl" in Latin-1, which no Swift string can hold: the byte and its offset in the message.
        let file = SourceFile(path: "Brand/marketing/de/subtitle.txt", bytes: [0x5A, 0xE4, 0x68, 0x6C])
        let diagnostic = TemplateEncodingCheck.run(file).first
        #expect(diagnostic?.place == "ZK5025 Brand/marketing/de/subtitle.txt:1:2")
        #expect(diagnostic?.message == "template is not valid UTF-8: byte 0xE4 at offset 1; save it as UTF-8")
    }
}
