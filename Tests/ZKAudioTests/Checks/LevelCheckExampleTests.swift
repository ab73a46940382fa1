import Testing
import ZKCore
@testable import ZKAudio

/// The level checks' examples (997 Hz tones built by `SyntheticAudio.tone`), measured: each
/// broken master reports its code with the figures, each fixed one (-16 LUFS) is clean.
@Suite struct LevelCheckExampleTests {
    @Test func aQuietMasterIsOffTheSoundsTarget() throws {
        let code = LoudnessCheck.loudnessOffTarget
        #expect(try FileExampleRun.messages(code, in: code.broken) == [
            "audio file 'Audio/common/sfx.tap.wav' measures -37.0 LUFS, 21.0 LU quieter than the sounds target of -16.0 LUFS (±4.0 LU)",
        ])
    }

    @Test func aNearFullScaleMasterIsAboveTheCeiling() throws {
        let code = TruePeakCheck.truePeakTooHigh
        #expect(try FileExampleRun.messages(code, in: code.broken) == [
            "audio file 'Audio/common/sfx.tap.wav' has a true peak of -0.1 dBTP, above the ceiling of -1.0 dBTP",
        ])
    }

    @Test func clippedRunsAreCounted() throws {
        let code = ClippingCheck.clipped
        #expect(try FileExampleRun.messages(code, in: code.broken) == [
            "audio file 'Audio/common/sfx.tap.wav' is clipped: 50 samples at full scale in 10 runs",
        ])
    }

    @Test func leadingSilenceIsMeasured() throws {
        let code = SilenceCheck.tooMuchSilence
        #expect(try FileExampleRun.messages(code, in: code.broken) == [
            "audio file 'Audio/common/sfx.tap.wav' starts with 300 ms of silence; at most 100 ms",
        ])
    }

    @Test func theFixedMasterIsCleanOfEveryLevelCode() throws {
        // The fixed master of every level check is the same -16 LUFS tone: no finding at all.
        #expect(try FileExampleRun.diagnostics(LoudnessCheck.loudnessOffTarget.fixed).isEmpty)
    }
}
