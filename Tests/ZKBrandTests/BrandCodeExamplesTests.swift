import Testing
import ZKCore
@testable import ZKBrand

/// Every declared code's broken example yields the code exactly at its `↓`; the fixed example
/// does not yield it.
@Suite struct BrandCodeExamplesTests {
    /// Codes whose trigger cannot be written as example files; each has a dedicated test.
    static let withoutExamples: Set<String> = [
        TemplateEncodingCheck.templateEncoding.code,  // invalid UTF-8 cannot be a Swift string: TemplateEncodingCheckTests
        StoreLocaleCheck.unsupportedStoreLocale.code,  // comes from the configured locales: StoreLocaleCheckTests
    ]

    @Test(arguments: BrandChecks.codes.map(\.code))
    func exampleTriggersExactlyAtMarker(_ code: String) throws {
        let declaration = try #require(BrandChecks.codes.first { $0.code == code })
        guard let broken = declaration.broken, let fixed = declaration.fixed else {
            #expect(Self.withoutExamples.contains(code), "\(code) has no examples and no dedicated test")
            return
        }
        let marked = Set(broken.markedLocations.map(\.description))
        #expect(!marked.isEmpty, "\(code): broken example has no marker")
        let found = BrandExamples.diagnostics(for: broken.cleanFiles).filter { $0.code == code }
        let reported = Set(found.map { "\($0.location?.path ?? "-"):\($0.location?.start?.line ?? 0):\($0.location?.start?.column ?? 0)" })
        #expect(reported == marked, "\(code): marked \(marked.sorted()), reported \(found.map { "\($0.location?.description ?? "-") \($0.message)" })")
        #expect(found.allSatisfy { $0.severity == declaration.severity })
        let clean = BrandExamples.diagnostics(for: fixed.files).filter { $0.code == code }
        #expect(clean.isEmpty, "\(code): fixed example still yields \(clean.map(\.message))")
    }

    @Test func codesAreUniqueAndInRange() {
        let registry = CodeRegistry([ZKCoreChecks.codes, BrandChecks.codes])
        #expect(registry.duplicateCodes.isEmpty)
        #expect(BrandChecks.codes.allSatisfy { $0.code.hasPrefix("ZK5") && $0.code.count == 6 })
    }
}
