import Testing

@testable import ZKBrand

/// `Brand.xcconfig` escaping works on code points, as the xcconfig reader reads the file: a
/// combining mark after `/` or `$` hides them from a character-by-character scan.
@Suite struct XcconfigWriterTests {
    @Test func aCombiningMarkAfterTheSecondSlashStillEscapesTheComment() {
        #expect(XcconfigWriter.escape("a//\u{0301}b") == "a/$()/\u{0301}b")
    }

    @Test func aCombiningMarkAfterADollarStillEscapesTheReference() {
        #expect(XcconfigWriter.escape("$\u{0301}x") == "$(DOLLAR)\u{0301}x")
        #expect(XcconfigWriter.escape("https://zahlenkette.app") == "https:/$()/zahlenkette.app")
    }
}
