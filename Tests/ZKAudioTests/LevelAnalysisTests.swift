import Foundation
import Testing
import ZKCore
@testable import ZKAudio

/// The loudness and level QA: agreement with ffmpeg's ebur128 on the PCM fixtures (values in the
/// fixture JSON, measured by scripts/make-audio-fixtures.sh), and each level check reported at
/// the manifest entry.
@Suite struct LevelAnalysisTests {
    static let pcmFixtures = AudioFixture.all.filter { $0.integratedLUFS != nil && !$0.codec.hasPrefix("adpcm") }

    func levels(_ fixture: AudioFixture) throws -> LevelReport {
        let source = MemoryByteSource(fixture.bytes)
        let info = try AudioProbe.probe(source).get()
        let pcm = try #require(info.pcm, "\(fixture.name) has no PCM layout")
        return try LevelAnalysis.analyze(source, info: info, pcm: pcm).get()
    }

    @Test func everyPCMFixtureIsAnalysed() {
        #expect(Self.pcmFixtures.count >= 15)
    }

    /// ffmpeg prints one decimal; within 0.1 LU / 0.1 dB of its printed figure.
    @Test(arguments: pcmFixtures)
    func agreesWithFFmpegEBUR128(_ fixture: AudioFixture) throws {
        let report = try levels(fixture)
        let expected = try #require(fixture.integratedLUFS)
        if expected <= -70 {
            #expect(report.integratedLUFS == nil, "\(fixture.name): ffmpeg found no gated block, we measure \(report.integratedLUFS ?? 0)")
        } else {
            let measured = try #require(report.integratedLUFS, "\(fixture.name): no gated block")
            #expect(abs(measured - expected) <= 0.1, "\(fixture.name): \(measured) LUFS vs ffmpeg \(expected)")
        }
        let samplePeak = try #require(report.samplePeakDBFS)
        #expect(abs(samplePeak - (fixture.samplePeakDBFS ?? 0)) <= 0.1, "\(fixture.name): sample peak \(samplePeak) vs \(fixture.samplePeakDBFS ?? 0)")
        let truePeak = try #require(report.truePeakDBTP)
        #expect(abs(truePeak - (fixture.truePeakDBFS ?? 0)) <= 0.1, "\(fixture.name): true peak \(truePeak) vs \(fixture.truePeakDBFS ?? 0)")
    }

    @Test func thePeakBetweenTheSamplesIsFound() throws {
        // A quarter-rate sine sampled 45° off its crests: the samples reach -3 dBFS, the wave 0 dBTP.
        let report = try levels(try #require(AudioFixture.named("master-intersample-s16-mono-22050.wav")))
        #expect(abs((report.samplePeakDBFS ?? 0) + 3.1) < 0.1)
        #expect(abs(report.truePeakDBTP ?? -9) < 0.15)
    }

    @Test func silenceAndClippingAreMeasured() {
        let rate = 10_000
        var samples = [Float](repeating: 0, count: rate)
        for index in 2_000..<7_000 { samples[index] = Float(0.5 * sin(Double(index) * 0.3)) }
        for index in 4_000..<4_010 { samples[index] = 1 }
        let report = LevelAnalysis.measure([samples], rate: rate)
        #expect(report.leadingSilenceMs == 200)
        #expect(report.trailingSilenceMs == 300)
        #expect(report.clippedRuns == 1)
        #expect(report.clippedSamples == 10)
        let silent = LevelAnalysis.measure([[Float](repeating: 0, count: rate)], rate: rate)
        #expect(silent.integratedLUFS == nil)
        #expect(silent.samplePeakDBFS == nil)
        #expect(silent.leadingSilenceMs == 1000)
    }

    @Test func aFullScaleSineAt997HzMeasuresAsBS1770Says() {
        // BS.1770: a 0 dBFS 997 Hz sine in one channel reads -3.01 LKFS.
        let rate = 48_000
        let samples = (0..<(2 * rate)).map { Float(sin(2 * Double.pi * 997 * Double($0) / Double(rate))) }
        let report = LevelAnalysis.measure([samples], rate: rate)
        #expect(abs((report.integratedLUFS ?? 0) + 3.01) < 0.02, "\(report.integratedLUFS ?? 0)")
    }

    // MARK: The level checks at the manifest entry

    static let manifestText = """
        { "locale": "de", "format": {"sampleRates": [22050, 44100, 48000], "channels": [1]}, "entries": [
          { "id": "num.7", "file": ↓"Audio/de/num.7.wav", "key": "number.7.word", "text": "sieben", "durationMs": 1600 }
        ] }
        """

    func check(_ bytes: [UInt8], settings: AudioSettings = AudioSettings()) throws -> [Diagnostic] {
        let text = Self.manifestText.replacingOccurrences(of: "↓", with: "")
        let manifest = try #require(ManifestReader.read(SourceFile(path: "Audio-manifests/de.json", text: text)).manifest)
        return AudioFileCheck.run(
            [manifest], files: MemoryAudioFiles(["Audio/de/num.7.wav": bytes]), jobs: 1,
            options: AudioFileCheck.Options(settings: settings, analyze: true)).diagnostics
    }

    @Test func aMasterOffTheVoiceTargetIsReportedAtItsEntry() throws {
        // The fixture measures -14.8 LUFS; the voice target is -16 ± 2 by default: clean.
        let master = try #require(AudioFixture.named("master-voice-s16-mono-22050.wav")).bytes
        #expect(try check(master).isEmpty)
        var settings = AudioSettings()
        settings.targets["voice"] = LevelTarget(integratedLUFS: -23, toleranceLU: 1)
        let found = try check(master, settings: settings)
        #expect(found.map(\.code) == [LoudnessCheck.loudnessOffTarget.code])
        #expect(found.first?.message == "audio file 'Audio/de/num.7.wav' measures -14.8 LUFS, 8.2 LU louder than the voice target of -23.0 LUFS (±1.0 LU)")
        let marked = try #require(DiagnosticExample("Audio-manifests/de.json", Self.manifestText).markedLocation)
        #expect(found.first?.location?.start?.line == marked.line)
        #expect(found.first?.location?.start?.column == marked.column)
    }

    @Test func truePeakSilenceAndClippingAreReported() throws {
        var settings = AudioSettings()
        settings.targets["voice"] = LevelTarget(integratedLUFS: -15, toleranceLU: 5, maxTruePeakDBTP: -9, maxLeadingSilenceMs: 100, maxTrailingSilenceMs: 200)
        let found = try check(try #require(AudioFixture.named("master-voice-s16-mono-22050.wav")).bytes, settings: settings)
        #expect(found.map(\.code) == [TruePeakCheck.truePeakTooHigh.code, SilenceCheck.tooMuchSilence.code, SilenceCheck.tooMuchSilence.code])
        #expect(found.map(\.message).contains("audio file 'Audio/de/num.7.wav' starts with 120 ms of silence; at most 100 ms"))
        #expect(found.map(\.message).contains("audio file 'Audio/de/num.7.wav' has a true peak of -7.1 dBTP, above the ceiling of -9.0 dBTP"))
        var clipped = [Int16](repeating: 0, count: 22_050)
        for index in 0..<22_050 { clipped[index] = index % 100 < 5 ? Int16.max : Int16(truncatingIfNeeded: Int(8_000 * sin(Double(index) * 0.05))) }
        let wav = Self.wav(clipped, rate: 22_050)
        let clippedFound = try check(wav, settings: AudioSettings())
        #expect(clippedFound.contains { $0.code == ClippingCheck.clipped.code && $0.message.contains("1105 samples at full scale in 221 runs") }, "\(clippedFound.map(\.message))")
    }

    static func wav(_ samples: [Int16], rate: Int) -> [UInt8] {
        typealias S = SyntheticAudio
        let data = samples.flatMap { S.le16(Int($0)) }
        let fmt = S.le16(1) + S.le16(1) + S.le32(rate) + S.le32(rate * 2) + S.le16(2) + S.le16(16)
        let chunks = Array("fmt ".utf8) + S.le32(16) + fmt + Array("data".utf8) + S.le32(data.count) + data
        return Array("RIFF".utf8) + S.le32(4 + chunks.count) + Array("WAVE".utf8) + chunks
    }
}
