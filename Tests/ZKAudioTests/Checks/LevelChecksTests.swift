import Foundation
import Testing
import ZKCore

@testable import ZKAudio

/// The level checks' examples (997 Hz tones built by `SyntheticAudio.tone`), measured: each
/// broken master reports its code with the figures, each fixed one (-16 LUFS) is clean.
@Suite struct LevelChecksExampleTests {
    @Test func aQuietMasterIsOffTheSoundsTarget() throws {
        let code = LoudnessCheck.loudnessOffTarget
        #expect(
            try FileExampleRun.messages(code, in: code.broken) == [
                "audio file 'Audio/common/sfx.tap.wav' measures -37.0 LUFS, 21.0 LU quieter than the sounds target of -16.0 LUFS (±4.0 LU)"
            ])
    }

    @Test func aNearFullScaleMasterIsAboveTheCeiling() throws {
        let code = TruePeakCheck.truePeakTooHigh
        #expect(
            try FileExampleRun.messages(code, in: code.broken) == [
                "audio file 'Audio/common/sfx.tap.wav' has a true peak of -0.1 dBTP, above the ceiling of -1.0 dBTP"
            ])
    }

    @Test func clippedRunsAreCounted() throws {
        let code = ClippingCheck.clipped
        #expect(
            try FileExampleRun.messages(code, in: code.broken) == [
                "audio file 'Audio/common/sfx.tap.wav' is clipped: 50 samples at full scale in 10 runs"
            ])
    }

    @Test func leadingSilenceIsMeasured() throws {
        let code = SilenceCheck.tooMuchSilence
        #expect(
            try FileExampleRun.messages(code, in: code.broken) == [
                "audio file 'Audio/common/sfx.tap.wav' starts with 300 ms of silence (below -60.0 dBFS); at most 100 ms"
            ])
    }

    @Test func theFixedMasterIsCleanOfEveryLevelCode() throws {
        // The fixed master of every level check is the same -16 LUFS tone: no finding at all.
        #expect(try FileExampleRun.diagnostics(LoudnessCheck.loudnessOffTarget.fixed).isEmpty)
    }
}

/// The level checks on a real master (the ffmpeg-made fixture), reported at the manifest entry.
@Suite struct LevelChecksAtTheEntryTests {
    static let manifestText = """
        { "locale": "de", "format": {"sampleRates": [22050, 44100, 48000], "channels": [1]}, "entries": [
          { "id": "num.7", "file": ↓"Audio/de/num.7.wav", "key": "number.7.word", "text": "sieben", "durationMs": 1600 }
        ] }
        """

    func check(_ bytes: [UInt8], settings: AudioSettings = AudioSettings()) throws -> [Diagnostic] {
        let text = Self.manifestText.replacingOccurrences(of: "↓", with: "")
        let manifest = try #require(
            ManifestReader.read(SourceFile(path: "Audio-manifests/de.json", text: text)).manifest)
        return AudioFileCheck.run(
            [manifest], files: MemoryAudioFiles(["Audio/de/num.7.wav": bytes]), jobs: 1,
            options: AudioFileCheck.Options(settings: settings, analyze: true)
        ).diagnostics
    }

    @Test func aMasterOffTheVoiceTargetIsReportedAtItsEntry() throws {
        // The fixture measures -14.8 LUFS; the voice target is -16 ± 2 by default: clean.
        let master = try #require(AudioFixture.named("master-voice-s16-mono-22050.wav")).bytes
        #expect(try check(master).isEmpty)
        var settings = AudioSettings()
        settings.targets["voice"] = LevelTarget(integratedLUFS: -23, toleranceLU: 1)
        let found = try check(master, settings: settings)
        #expect(found.map(\.code) == [LoudnessCheck.loudnessOffTarget.code])
        #expect(
            found.first?.message
                == "audio file 'Audio/de/num.7.wav' measures -14.8 LUFS, 8.2 LU louder than the voice target of -23.0 LUFS (±1.0 LU)"
        )
        let marked = try #require(DiagnosticExample("Audio-manifests/de.json", Self.manifestText).markedLocation)
        #expect(found.first?.location?.start?.line == marked.line)
        #expect(found.first?.location?.start?.column == marked.column)
    }

    @Test func truePeakSilenceAndClippingAreReported() throws {
        var settings = AudioSettings()
        settings.targets["voice"] = LevelTarget(
            integratedLUFS: -15, toleranceLU: 5, maxTruePeakDBTP: -9, maxLeadingSilenceMs: 100,
            maxTrailingSilenceMs: 200)
        let found = try check(
            try #require(AudioFixture.named("master-voice-s16-mono-22050.wav")).bytes, settings: settings)
        #expect(
            found.map(\.code) == [
                TruePeakCheck.truePeakTooHigh.code, SilenceCheck.tooMuchSilence.code, SilenceCheck.tooMuchSilence.code,
            ])
        #expect(
            found.map(\.message).contains(
                "audio file 'Audio/de/num.7.wav' starts with 120 ms of silence (below -60.0 dBFS); at most 100 ms"))
        #expect(
            found.map(\.message).contains(
                "audio file 'Audio/de/num.7.wav' has a true peak of -7.1 dBTP, above the ceiling of -9.0 dBTP"))
        var clipped = [Int16](repeating: 0, count: 22_050)
        for index in 0..<22_050 {
            clipped[index] =
                index % 100 < 5 ? Int16.max : Int16(truncatingIfNeeded: Int(8_000 * sin(Double(index) * 0.05)))
        }
        let wav = SyntheticAudio.wav(samples: clipped, sampleRate: 22_050)
        let clippedFound = try check(wav, settings: AudioSettings())
        #expect(
            clippedFound.contains {
                $0.code == ClippingCheck.clipped.code && $0.message.contains("1105 samples at full scale in 221 runs")
            }, "\(clippedFound.map(\.message))")
    }
}
