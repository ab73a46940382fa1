import Testing
import ZKCore

/// Every core code's examples, run through the JSON reader: the broken example must report the
/// code exactly at its `↓`, the fixed one must not report it.
@Suite struct CoreCodeExampleTests {
    /// Codes whose trigger is a file-system state, not file contents; each has its own test in
    /// `FileIOTests`, `FileSafetyTests` or `ZKBuildTests` (ZK0020 is run by `ConfigurationTests`).
    static let notRunnableByJSONReader: Set<String> = ["ZK0001", "ZK0002", "ZK0003", "ZK0004", "ZK0005", "ZK0006", "ZK0009", "ZK0020", "ZK0030", "ZK0040", "ZK0041", "ZK0103", "ZK0105"]

    @Test(arguments: CoreCodes.all.map(\.code))
    func examplesTriggerExactlyAtTheMarker(_ code: String) throws {
        let declaration = try #require(CoreCodes.all.first { $0.code == code })
        #expect(!declaration.summary.isEmpty && !declaration.explanation.isEmpty)
        guard !Self.notRunnableByJSONReader.contains(code) else { return }
        let broken = try #require(declaration.broken, "\(code) has no broken example")
        let fixed = try #require(declaration.fixed, "\(code) has no fixed example")
        let mark = try #require(broken.markedLocation, "\(code)'s broken example has no ↓")
        let brokenFile = try #require(broken.cleanFiles.first)
        let result = JSONReader.read(text: brokenFile.contents, path: brokenFile.path)
        let hit = result.diagnostics.first { $0.code == code }
        #expect(hit?.location?.path == mark.path)
        #expect(hit?.location?.start?.line == mark.line, "\(code)")
        #expect(hit?.location?.start?.column == mark.column, "\(code)")
        let fixedFile = try #require(fixed.cleanFiles.first)
        #expect(!JSONReader.read(text: fixedFile.contents, path: fixedFile.path).diagnostics.contains { $0.code == code })
    }

    @Test func registryHasNoDuplicateCodes() {
        #expect(CodeRegistry([CoreCodes.all]).duplicateCodes.isEmpty)
        #expect(CodeRegistry([CoreCodes.all, [CoreCodes.syntax]]).duplicateCodes == ["ZK0101"])
    }
}
