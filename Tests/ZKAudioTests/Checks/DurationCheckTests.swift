import Testing
import ZKCore

@testable import ZKAudio

@Suite struct DurationCheckTests {
    @Test func theDurationsAndTheToleranceAreNamed() throws {
        let code = DurationCheck.durationMismatch
        let found = try FileExampleRun.diagnostics(code.broken).filter { $0.code == code.code }
        #expect(
            found.map(\.message) == [
                "audio file 'Audio/common/sfx.tap.m4a' lasts 300 ms, but the manifest says 120 ms (+150 %; tolerance ±20 ms: 5 %, at least 20 ms)"
            ])
        #expect(found.first?.notes.map(\.message) == ["the file is named here"])
    }
}
