import Testing
import ZKCore

@testable import ZKAudio

@Suite struct SampleRateCheckTests {
    @Test func theRateAndTheDeclaredRatesAreNamed() throws {
        let code = SampleRateCheck.sampleRateMismatch
        #expect(
            try FileExampleRun.messages(code, in: code.broken) == [
                "audio file 'Audio/common/sfx.tap.wav' has a sample rate of 22050 Hz; 'common.json' expects 44100 Hz or 48000 Hz"
            ])
    }
}
