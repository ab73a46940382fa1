import Testing
import ZKCore

@testable import ZKAudio

@Suite struct ChannelCountCheckTests {
    @Test func aStereoVoiceLineIsReported() throws {
        let code = ChannelCountCheck.channelMismatch
        #expect(
            try FileExampleRun.messages(code, in: code.broken) == [
                "audio file 'Audio/de/num.7.wav' has 2 channels; voice lines in 'de.json' must have 1"
            ])
    }
}
