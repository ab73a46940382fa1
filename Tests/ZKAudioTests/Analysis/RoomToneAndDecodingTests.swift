import Foundation
import Testing
import ZKCore

@testable import ZKAudio
@testable import ZKAudioCLI

/// Room tone, DC offset, digital silence, loudness at a rate whose 100 ms step is fractional,
/// loudness range, and the AAC-LC decoder measured against ffmpeg.
@Suite struct RoomToneAndDecodingTests {
    /// Deterministic white noise with an RMS of `dBFS` (uniform values: RMS = amplitude / √3).
    static func noise(_ count: Int, dBFS: Double, seed: UInt32 = 7) -> [Float] {
        var state = seed
        let level: Double = pow(10, dBFS / 20) * 3.0.squareRoot()
        let amplitude = Float(level)
        return (0..<count).map { _ in
            state = state &* 1_664_525 &+ 1_013_904_223
            let unit: Float = Float(state >> 8) / 16_777_216
            return amplitude * (unit * 2 - 1)
        }
    }

    static func tone(_ count: Int, rate: Int, amplitude: Float) -> [Float] {
        (0..<count).map { index -> Float in
            let phase: Double = 2 * Double.pi * 440 * Double(index) / Double(rate)
            return amplitude * Float(sin(phase))
        }
    }

    @Test func roomToneAtMinus50IsSilenceAtHeadAndTail() {
        let rate = 48_000
        var samples: [Float] = Self.noise(rate * 8 / 10, dBFS: -50)
        samples += Self.tone(rate, rate: rate, amplitude: 0.3)
        samples += Self.noise(rate * 3 / 2, dBFS: -50, seed: 9)
        let report = LevelAnalysis.measure([samples], rate: rate)
        #expect((790...810).contains(report.leadingSilenceMs), "\(report)")
        #expect((1490...1510).contains(report.trailingSilenceMs), "\(report)")
        let floor: Double = report.noiseFloorDBFS ?? 0
        #expect(abs(floor + 50) < 1, "\(report)")
        // A fixed -60 dBFS threshold would have read 0 ms: the room tone is above it.
        #expect(report.silenceThresholdDBFS > -50)
    }

    @Test func digitalSilenceAndDCOffset() {
        let silent = LevelAnalysis.measure([[Float](repeating: 0, count: 48_000)], rate: 48_000)
        #expect(silent.isSilent)
        #expect(
            SilentFileCheck.run(
                MeasuredFile(report: silent, file: "a.wav", at: SourceLocation(path: "a.wav"), policy: nil)
            ).first?.code == "ZK4035")
        let shifted: [Float] = Self.tone(48_000, rate: 48_000, amplitude: 0.2).map { $0 + 0.05 }
        let offset = LevelAnalysis.measure([shifted], rate: 48_000)
        let dc: Double = offset.dcOffset
        #expect(abs(dc - 0.05) < 0.001)
        #expect(!offset.isSilent)
        #expect(
            DCOffsetCheck.run(
                MeasuredFile(report: offset, file: "a.wav", at: SourceLocation(path: "a.wav"), policy: nil)
            ).first?.message
                == "audio file 'a.wav' has a DC offset of 5.0 % of full scale; at most 1 %")
    }

    @Test func loudnessAt11025StepsAsFFmpegDoes() {
        // A 997 Hz sine switching between 0.3 and 0.05 every 0.23 s, 3 s at 11.025 kHz, 16-bit:
        // ffmpeg 5.1's ebur128 reads -16.349 LUFS (its step is 1102 samples, not 1102.5).
        let rate = 11_025
        let period = Int(0.23 * Double(rate))
        var samples: [Float] = []
        for index in 0..<(3 * rate) {
            let amplitude: Double = (index / period) % 2 == 0 ? 0.3 : 0.05
            let phase: Double = 2 * Double.pi * 997 * Double(index) / Double(rate)
            let value: Double = (amplitude * sin(phase) * 32_767).rounded()
            samples.append(Float(value / 32_768))
        }
        let report = LevelAnalysis.measure([samples], rate: rate)
        let integrated: Double = report.integratedLUFS ?? 0
        #expect(abs(integrated + 16.349) <= 0.01, "\(report)")
    }

    @Test func loudnessRangeOfTech3342CaseOne() {
        // 20 s of a 1 kHz sine at -20 dBFS, then 20 s at -30 dBFS (stereo): LRA 10 LU ± 1.
        let rate = 8_000
        let loud: [Float] = Self.tone(20 * rate, rate: rate, amplitude: 0.1)
        let quiet: [Float] = Self.tone(20 * rate, rate: rate, amplitude: 0.031_623)
        let both: [Float] = loud + quiet
        let result = Loudness.measure([both, both], rate: rate)
        #expect(abs((result.range ?? 0) - 10) <= 1, "\(result)")
        #expect(result.maxShortTerm ?? -100 > result.integrated ?? 0)
    }

    @Test func aacVoiceLineMeasuresAsFFmpeg() throws {
        // ffmpeg 5.1.9 (its decoder, trimmed to the 70560 frames played): I -14.857 LUFS, true peak 0.313.
        let fixture = try #require(AudioFixture.named("aac-lc-voice-stereo-44100.m4a"))
        let source = MemoryByteSource(fixture.bytes)
        let info = try AudioProbe.probe(source).get()
        guard case .measured(let report) = FileAnalysis.analyze(source, info: info) else {
            Issue.record("not measured")
            return
        }
        #expect(report.frames == 70_560)
        let integrated: Double = report.integratedLUFS ?? 0
        #expect(abs(integrated + 14.857) <= 0.1, "\(report)")
        // 20 log10(0.313) = -10.09 dBTP.
        let truePeak: Double = report.truePeakDBTP ?? 0
        #expect(abs(truePeak + 10.09) <= 0.3, "\(report)")
        // Deterministic: the same samples every run.
        guard case .measured(let again) = FileAnalysis.analyze(source, info: info) else { return }
        #expect(again == report)
    }

    @Test func tnsRunsAfterMidSideStereoAsFFmpegDecodes() throws {
        // A stereo 3 kHz burst from 0.3 s to 0.5 s, cut off abruptly: ffmpeg's encoder codes the
        // onset with eight short windows, TNS and M/S in one CPE. With TNS applied before M/S (as
        // the decoder once did), the sample peak read -5.97 dBFS; ffmpeg 5.1.9 decodes -7.911.
        let fixture = try #require(AudioFixture.named("aac-lc-tns-stereo-32000.m4a"))
        let source = MemoryByteSource(fixture.bytes)
        let info = try AudioProbe.probe(source).get()
        let channels = try AACDecoder.decode(source, info: info).get()
        #expect(channels.count == 2)
        #expect(channels.first?.count == 25_600)
        // ffmpeg's decoded samples (f32le) at the onset, the peak, the middle and the cut-off.
        let expected: [(frame: Int, left: Float, right: Float)] = [
            (9_600, 0.002_967_12, 0.000_474_961), (9_650, -0.370_821_3, -0.346_871_7),
            (9_656, 0.402_203_2, 0.306_100_8), (12_000, -0.000_468_783, 0.167_730_8),
            (15_990, 0.154_755_1, 0.273_395_4), (16_010, 0.000_587_802, 0.001_296_997),
        ]
        for sample in expected {
            let left: Float = channels[0][sample.frame]
            let right: Float = channels[1][sample.frame]
            #expect(abs(left - sample.left) < 2e-4, "left at \(sample.frame): \(left)")
            #expect(abs(right - sample.right) < 2e-4, "right at \(sample.frame): \(right)")
        }
        guard case .measured(let report) = FileAnalysis.analyze(source, info: info) else {
            Issue.record("not measured")
            return
        }
        let peak: Double = report.samplePeakDBFS ?? 0
        #expect(abs(peak + 7.911) < 0.01, "\(report)")
    }

    @Test func otherCodecsAreNotAnalysedWithAReason() throws {
        let fixture = try #require(AudioFixture.named("alac-mono-44100.m4a"))
        let source = MemoryByteSource(fixture.bytes)
        let info = try AudioProbe.probe(source).get()
        guard case .notAnalysed(let reason) = FileAnalysis.analyze(source, info: info) else {
            Issue.record("ALAC was analysed")
            return
        }
        #expect(reason == "alac: zk-audio decodes PCM and AAC-LC only")
        let summary = NotAnalysedCheck.summarize([
            .init(reason: reason, file: "a.m4a", at: SourceLocation(path: "a.json")),
            .init(reason: reason, file: "b.m4a", at: SourceLocation(path: "a.json")),
        ])
        #expect(
            summary.map(\.message) == [
                "not analysed: 2 files (alac: zk-audio decodes PCM and AAC-LC only): 'a.m4a', 'b.m4a'"
            ])
    }

    @Test func anEmptyWAVIsEmptyNotStreamed() throws {
        let info = try AudioProbe.probe(MemoryByteSource(SyntheticAudio.wav(samples: [], sampleRate: 22_050))).get()
        #expect(info.frames == 0)
        #expect(!info.remarks.contains { $0.contains("pipe") }, "\(info.remarks)")
        let diagnostic = AudioHeaderCheck.noSamples(
            info, file: "empty.wav", id: nil, at: SourceLocation(path: "empty.wav"))
        #expect(diagnostic?.message == "audio file 'empty.wav' is empty: a WAV header and 0 sample frames")
        #expect(
            ProbeReport.line("empty.wav", info)
                == "empty.wav: wav pcm_s16le, 22050 Hz, 1 channel, 16-bit, empty (0 frames)")
    }

    @Test func strayBytesAfterTheLastCAFChunkAreAWarning() throws {
        let fixture = try #require(AudioFixture.named("pcm-s16-mono-22050-stray-bytes.caf"))
        let info = try AudioProbe.probe(MemoryByteSource(fixture.bytes)).get()
        #expect(info.trailingBytes == 4)
        let found = TrailingBytesCheck.run(
            ProbedFile(info: info, file: "x.caf", at: SourceLocation(path: "x.caf"), declared: nil)
        ).first
        #expect(found?.code == "ZK4038")
        #expect(found?.severity == .warning)
    }

    @Test func monoMP3InMP4IsMono() throws {
        let fixture = try #require(AudioFixture.named("mp3-mono-44100.mp4"))
        let info = try AudioProbe.probe(MemoryByteSource(fixture.bytes)).get()
        #expect(info.channels == 1)
        #expect(info.codec == "mp3")
        #expect(info.remarks.contains("the sample entry's channel field says 2; the first MP3 frame says 1"))
    }
}
