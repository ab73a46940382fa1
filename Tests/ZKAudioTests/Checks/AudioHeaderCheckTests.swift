import Testing
import ZKCore

@testable import ZKAudio

@Suite struct AudioHeaderCheckTests {
    @Test func aTruncatedM4ANamesTheBoxAndTheBytes() throws {
        let code = AudioHeaderCheck.fileTruncated
        #expect(
            try FileExampleRun.messages(code, in: code.broken) == [
                "audio file 'Audio/common/sfx.tap.m4a' is truncated: box 'moov' at offset 196 declares 492 bytes, only 452 remain"
            ])
    }

    @Test func aZeroSampleRateIsAMalformedHeader() throws {
        let code = AudioHeaderCheck.malformedHeader
        #expect(
            try FileExampleRun.messages(code, in: code.broken) == [
                "audio file 'Audio/common/sfx.tap.wav' has a malformed header: 'fmt ' declares a sample rate of 0"
            ])
    }
}
