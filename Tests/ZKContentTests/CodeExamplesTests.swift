import Testing
import ZKCore
@testable import ZKContent

/// Walks every declared content code: its broken example yields it at exactly the `↓`, its fixed
/// example does not yield it at all.
@Suite struct CodeExamplesTests {
    /// Codes whose trigger cannot be written as a handful of example files; each has its own test.
    static let testedElsewhere: Set<String> = [
        "ZK2039",  // twelve game files: GameCoverageCheckTests
        "ZK2059",  // a PNG with transparent pixels is binary: AssetCheckTests, on Tests/Fixtures/assets/images
        "ZK2062",  // a PNG with an opaque alpha channel is binary: AssetCheckTests
    ]

    /// Codes whose examples need `zk-build.json` (catalogs, budgets): the driver runs them in
    /// ZKBuildTests' AssetConfigurationReaderTests; here they are left out.
    static let needConfiguration: Set<String> = ["ZK2052", "ZK2061"]

    @Test func everyCodeIsDeclaredOnceWithAnExample() {
        let registry = CodeRegistry([ZKCoreChecks.codes, ContentCodes.all])
        #expect(registry.duplicateCodes.isEmpty)
        for code in ContentCodes.all {
            #expect(code.code.hasPrefix("ZK2"))
            if !Self.testedElsewhere.contains(code.code) {
                #expect(code.broken != nil && code.fixed != nil, "\(code.code) lacks examples")
            }
        }
    }

    static func declared(_ name: String) throws -> DiagnosticCode {
        try #require(ContentCodes.all.first { $0.code == name })
    }

    @Test(arguments: ContentCodes.all.filter { $0.broken != nil && !needConfiguration.contains($0.code) }.map(\.code))
    func brokenExampleYieldsCodeAtMarker(name: String) throws {
        let code = try Self.declared(name)
        let broken = try #require(code.broken)
        let marked = try #require(broken.markedLocation, "\(code.code) broken example has no ↓")
        let diagnostics = ContentChecker.check(examples: broken.cleanFiles)
        let hits = diagnostics.filter { $0.code == code.code }
        #expect(
            hits.contains { $0.location?.path == marked.path && $0.location?.start?.line == marked.line && $0.location?.start?.column == marked.column },
            "\(code.code): expected at \(marked.path):\(marked.line):\(marked.column), got \(hits.map { ($0.location?.description ?? "-") + " " + $0.message })")
        #expect(hits.allSatisfy { $0.severity == code.severity })
    }

    @Test(arguments: ContentCodes.all.filter { $0.fixed != nil && !needConfiguration.contains($0.code) }.map(\.code))
    func fixedExampleIsClean(name: String) throws {
        let code = try Self.declared(name)
        let fixed = try #require(code.fixed)
        let diagnostics = ContentChecker.check(examples: fixed.cleanFiles)
        let hits = diagnostics.filter { $0.code == code.code }
        #expect(hits.isEmpty, "\(code.code): fixed example yields \(hits.map { ($0.location?.description ?? "-") + " " + $0.message })")
    }
}
