import Testing
import ZKCore

/// The registry of declared codes: looked up by code, sorted, and a code declared twice is reported.
@Suite struct CodeRegistryTests {
    @Test func coreCodesAreDeclaredOnceAndSorted() {
        let registry = CodeRegistry([ZKCoreChecks.codes])
        #expect(registry.duplicateCodes.isEmpty)
        #expect(registry.codes.map(\.code) == registry.codes.map(\.code).sorted())
        #expect(registry["zk0102"]?.summary == JSONReader.duplicateKey.summary)
    }

    @Test func aCodeDeclaredTwiceIsReported() {
        #expect(CodeRegistry([ZKCoreChecks.codes, [JSONReader.syntax]]).duplicateCodes == ["ZK0101"])
    }

    @Test func theRegistryOfDeclarationsHoldsTheirCodes() {
        let registry = CodeRegistry(declarations: [ZKCoreChecks.all])
        #expect(registry.codes.map(\.code) == ZKCoreChecks.codes.map(\.code))
    }
}
