import Testing
import ZKCore
@testable import ZKStrings

/// Every declared code's examples are its specification: the broken example yields the code at
/// exactly the `↓`, the fixed one does not yield it.
@Suite struct CodeExamplesTests {
    /// Codes whose trigger is not a set of example files; each has a dedicated test.
    static let dedicated: Set<String> = [
        BaselineFileCheck.baselineInvalid.code,  // BaselineTests.malformedBaselineIsRefused
        XcodeFormattingCheck.notXcodeFormatted.code,  // CatalogWriterTests.pythonFormattedCatalogIsReported
    ]

    /// Codes whose example needs zk-build.json; the driver's example harness runs it through zk-build.
    static let drivenByZKBuild: Set<String> = [SourceLanguageCheck.sourceLanguageMismatch.code]

    @Test(arguments: ZKStringsChecks.codes.map(\.code).filter { !drivenByZKBuild.contains($0) })
    func brokenExampleHitsTheMarkerAndFixedIsClean(code: String) throws {
        let declaration = try #require(ZKStringsChecks.codes.first { $0.code == code })
        if Self.dedicated.contains(code) {
            #expect(declaration.broken == nil)
            return
        }
        let broken = try #require(declaration.broken, "\(code) has no broken example")
        let fixed = try #require(declaration.fixed, "\(code) has no fixed example")
        let markers = Set(broken.markedLocations)
        #expect(!markers.isEmpty, "\(code) broken example has no marker")
        let found = StringsChecker.checkExamples(broken.cleanFiles).filter { $0.code == code }
        // Every marked place is reported, and nothing else.
        let reported = Set(found.compactMap { diagnostic -> ExampleLocation? in
            guard let location = diagnostic.location, let start = location.start else { return nil }
            return ExampleLocation(path: location.path, line: start.line, column: start.column)
        })
        #expect(reported == markers, "\(code) expected at \(markers.sorted { $0.description < $1.description }), got \(found.map { "\($0.location?.description ?? "-") \($0.message)" })")
        let clean = StringsChecker.checkExamples(fixed.cleanFiles).filter { $0.code == code }
        #expect(clean.isEmpty, "\(code) fixed example still yields \(clean.map { "\($0.location?.description ?? "-") \($0.message)" })")
    }

    @Test func codesAreUniqueAndInTheStringsRange() {
        let registry = CodeRegistry([ZKCoreChecks.codes, ZKStringsChecks.codes])
        #expect(registry.duplicateCodes.isEmpty)
        #expect(ZKStringsChecks.codes.allSatisfy { $0.code.hasPrefix("ZK3") && $0.code.count == 6 })
    }
}
