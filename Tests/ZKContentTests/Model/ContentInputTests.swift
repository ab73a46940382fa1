import Testing
import ZKCore

@testable import ZKContent

/// File names compare by code point (issue 13): on Linux `ñ.svg` (U+00F1) and `ñ.svg` (n +
/// U+0303) are two files, and the input, the inventory and the compiler's input hash keep both.
@Suite struct ContentInputTests {
    static let nfc = "Content/extra/\u{F1}.txt"
    static let nfd = "Content/extra/n\u{303}.txt"

    @Test func lookAlikeFileNamesAreTwoFiles() {
        let input = ContentInput(root: "Content", documents: [], files: [Self.nfc, Self.nfd])
        #expect(input.files.count == 2)
        #expect(input.hasFile(Self.nfc) && input.hasFile(Self.nfd))
        #expect(!ContentInput(root: "Content", documents: [], files: [Self.nfc]).hasFile(Self.nfd))
        #expect(input.sortedFiles == [Self.nfd, Self.nfc])  // U+006E sorts before U+00F1
    }

    @Test func theInputHashSeesBothLookAlikes() {
        let one = ContentCompiler.inputHash(ContentInput(root: "Content", documents: [], files: [Self.nfc]))
        let both = ContentCompiler.inputHash(ContentInput(root: "Content", documents: [], files: [Self.nfc, Self.nfd]))
        #expect(one != both)
    }
}
