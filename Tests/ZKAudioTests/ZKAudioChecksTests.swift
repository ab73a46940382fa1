import Testing
import ZKCore

@testable import ZKAudio

/// The module's list of checks. Every code's examples run through the real tool in
/// `CodeExampleHarnessTests` (ZKBuildTests) and every code's home in `CodeHomeTests`; what is
/// left here is what only the audio module promises: its codes are in the `ZK4xxx` range.
@Suite struct ZKAudioChecksTests {
    @Test func everyCodeIsDeclaredOnceInTheAudioRange() {
        let registry = CodeRegistry([ZKCoreChecks.codes, ZKAudioChecks.codes])
        #expect(registry.duplicateCodes.isEmpty)
        for code in ZKAudioChecks.codes {
            #expect(code.code.hasPrefix("ZK4"), "\(code.code)")
            #expect(!code.summary.isEmpty && !code.explanation.isEmpty)
        }
    }
}
