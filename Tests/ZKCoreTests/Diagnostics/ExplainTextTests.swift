import Testing
import ZKCore

/// What `zk-build explain CODE` prints: the summary, the explanation, the phase, and the examples
/// with their marked places, their command and the file-system states they need.
@Suite struct ExplainTextTests {
    @Test func aTextExampleHasACaretUnderEachMarkedPlace() {
        let text = ExplainText.text(JSONReader.duplicateKey)
        #expect(text.hasPrefix("ZK0102 (error by default): an object defines the same key twice\n"))
        #expect(
            text.contains(
                "\nPhase: structure (reports list syntax, structure, check, cross-link, summary in this order).\n"))
        #expect(text.contains("    { \"value\": 7, \"value\": 8 }\n                  ^ reported here (1:15)\n"))
    }

    @Test func aBinaryExampleNamesItsMarkedPlacesInsteadOfACaret() {
        let text = ExplainText.text(JSONReader.encoding)
        #expect(
            text.contains(
                "    (18 bytes: 7B 20 22 6E 61 6D 65 22 3A 20 22 63 61 66 E9 22 20 7D)\n    reported at 1:15\n"),
            "\(text)")
        #expect(!text.contains("^ reported here"))
    }

    @Test func theFileSystemStatesAnExampleNeedsAreShown() {
        let text = ExplainText.text(FileLock.busy)
        #expect(text.contains("  $ zk-build build --no-wait\n  (another zk-build holds the lock 'build/.zk-lock')\n"))
        #expect(ExplainText.markdown(FileLock.busy).contains("\n(another zk-build holds the lock 'build/.zk-lock')\n"))
        #expect(
            ExplainText.text(DirectoryWalker.nonUTF8Name).contains(
                "('Content/' holds a file whose name is the bytes 63 61 66 E9 2E 6A 73 6F 6E)"))
    }
}
