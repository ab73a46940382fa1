import Testing
import ZKCore
@testable import ZKStrings

/// Every declared code's examples are its specification: the broken example yields the code at
/// exactly the `↓`, the fixed one does not yield it.
@Suite struct CodeExamplesTests {
    /// Codes whose trigger is not a set of example files; each has a dedicated test.
    static let dedicated: Set<String> = [
        StringsCodes.baselineInvalid.code,  // BaselineTests.malformedBaselineIsRefused
        StringsCodes.notXcodeFormatted.code,  // CatalogWriterTests.pythonFormattedCatalogIsReported
    ]

    /// Codes whose example needs zk-build.json; ZKBuildTests' DiagnosticFlowTests runs it through zk-build.
    static let drivenByZKBuild: Set<String> = [SourceLanguageCheck.sourceLanguageMismatch.code]

    @Test(arguments: StringsCodes.all.map(\.code).filter { !drivenByZKBuild.contains($0) })
    func brokenExampleHitsTheMarkerAndFixedIsClean(code: String) throws {
        let declaration = try #require(StringsCodes.all.first { $0.code == code })
        if Self.dedicated.contains(code) {
            #expect(declaration.broken == nil)
            return
        }
        let broken = try #require(declaration.broken, "\(code) has no broken example")
        let fixed = try #require(declaration.fixed, "\(code) has no fixed example")
        let marker = try #require(broken.markedLocation, "\(code) broken example has no marker")
        let found = StringsChecker.checkExamples(broken.cleanFiles).filter { $0.code == code }
        let hits = found.filter {
            $0.location?.path == marker.path && $0.location?.start?.line == marker.line && $0.location?.start?.column == marker.column
        }
        #expect(!hits.isEmpty, "\(code) expected at \(marker.path):\(marker.line):\(marker.column), got \(found.map { "\($0.location?.description ?? "-") \($0.message)" })")
        let clean = StringsChecker.checkExamples(fixed.cleanFiles).filter { $0.code == code }
        #expect(clean.isEmpty, "\(code) fixed example still yields \(clean.map { "\($0.location?.description ?? "-") \($0.message)" })")
    }

    @Test func codesAreUniqueAndInTheStringsRange() {
        let registry = CodeRegistry([CoreCodes.all, StringsCodes.all])
        #expect(registry.duplicateCodes.isEmpty)
        #expect(StringsCodes.all.allSatisfy { $0.code.hasPrefix("ZK3") && $0.code.count == 6 })
    }
}
