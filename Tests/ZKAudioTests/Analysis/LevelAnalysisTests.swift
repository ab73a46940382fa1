import Foundation
import Testing
import ZKCore

@testable import ZKAudio

/// The loudness and level QA: agreement with ffmpeg's ebur128 on the PCM fixtures (values in the
/// fixture JSON, measured by scripts/make-audio-fixtures.sh). The checks on the measurements are
/// in Checks/LevelChecksTests.
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
            #expect(
                report.integratedLUFS == nil,
                "\(fixture.name): ffmpeg found no gated block, we measure \(report.integratedLUFS ?? 0)")
        } else {
            let measured = try #require(report.integratedLUFS, "\(fixture.name): no gated block")
            #expect(abs(measured - expected) <= 0.1, "\(fixture.name): \(measured) LUFS vs ffmpeg \(expected)")
        }
        let samplePeak = try #require(report.samplePeakDBFS)
        #expect(
            abs(samplePeak - (fixture.samplePeakDBFS ?? 0)) <= 0.1,
            "\(fixture.name): sample peak \(samplePeak) vs \(fixture.samplePeakDBFS ?? 0)")
        let truePeak = try #require(report.truePeakDBTP)
        #expect(
            abs(truePeak - (fixture.truePeakDBFS ?? 0)) <= 0.1,
            "\(fixture.name): true peak \(truePeak) vs \(fixture.truePeakDBFS ?? 0)")
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
}
