import Testing
import ZKCore

@testable import ZKStrings
@testable import ZKStringsCLI

/// The module's one list of checks (`ZKStringsChecks`). The central harness
/// (`CodeExampleHarnessTests`) runs every example through `zk-build` and `zk-strings`; what it
/// does not assert is here.
@Suite struct ZKStringsChecksTests {
    @Test func everyCodeIsInTheStringsRange() {
        #expect(ZKStringsChecks.codes.allSatisfy { $0.code.hasPrefix("ZK3") && $0.code.count == 6 })
        #expect(StringsTool.registry.duplicateCodes.isEmpty)
    }
}
