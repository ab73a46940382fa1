import Testing
import ZKCore

@testable import ZKAudio

@Suite struct ContainerNameCheckTests {
    @Test func aWAVNamedM4AIsReported() throws {
        let code = ContainerNameCheck.containerMismatch
        #expect(
            try FileExampleRun.messages(code, in: code.broken) == [
                "audio file 'Audio/common/sfx.tap.m4a' is a WAV file (pcm_s16le), but its name says MP4/M4A ('.m4a')"
            ])
    }
}
