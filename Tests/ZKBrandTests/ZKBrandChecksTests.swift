import Testing
import ZKCore

@testable import ZKBrand

/// The module's one list of checks (`ZKBrandChecks`). Every code's examples run through the real
/// driver in `CodeExampleHarnessTests` (ZKBuildTests); what is left here is what the harness
/// does not check: the brand's codes are unique and in its range.
@Suite struct ZKBrandChecksTests {
    @Test func codesAreUniqueAndInRange() {
        let registry = CodeRegistry([ZKCoreChecks.codes, ZKBrandChecks.codes])
        #expect(registry.duplicateCodes.isEmpty)
        #expect(ZKBrandChecks.codes.allSatisfy { $0.code.hasPrefix("ZK5") && $0.code.count == 6 })
    }
}
