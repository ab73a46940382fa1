import Foundation
import Testing
import ZKCore

@testable import ZKAudio

/// The probes on files real encoders wrote (ffmpeg, SoX; see Tests/Fixtures/audio/README.md):
/// rate and channels equal ffprobe's, the duration is the one played within 1 ms, and every
/// corrupt variant is rejected.
@Suite struct FixtureMatrixTests {
    @Test func theMatrixIsThere() {
        #expect(AudioFixture.all.count >= 35)
    }

    @Test(arguments: AudioFixture.all)
    func rateChannelsAndDurationAsPlayed(_ fixture: AudioFixture) throws {
        let source = MemoryByteSource(fixture.bytes)
        let info = try AudioProbe.probe(source).get()
        #expect(info.sampleRate == fixture.sampleRate, "\(fixture.name): \(info)")
        #expect(info.channels == fixture.channels, "\(fixture.name): \(info)")
        #expect(info.codec == fixture.codec, "\(fixture.name): \(info)")
        let seconds = try #require(info.seconds, "\(fixture.name): duration unknown (\(info.durationSource))")
        #expect(
            abs(seconds * 1000 - fixture.durationMs) <= 1,
            "\(fixture.name): \(seconds * 1000) ms vs \(fixture.durationMs) ms (\(info.durationSource))")
        if let frames = fixture.frames {
            #expect(
                info.frames == frames,
                "\(fixture.name): \(info.frames ?? -1) frames vs \(frames) (\(info.durationSource))")
        }
        #expect(source.bytesRead <= source.size)
    }

    @Test func aacPrimingAndPaddingComeFromTheEditList() throws {
        let fixture = try #require(AudioFixture.named("aac-lc-mono-44100.m4a"))
        let info = try AudioProbe.probe(MemoryByteSource(fixture.bytes)).get()
        #expect(info.durationSource == "edit list")
        #expect(info.priming == 1024)
        #expect(info.frames == 13_230)
        // ffmpeg shortens the last sample's duration in 'stts' instead of listing the padding
        // (14 AAC frames of 1024 hold 1024 priming, 13230 played and 82 padding frames).
        #expect(info.padding == 0)
        #expect(info.profile == "LC")
    }

    @Test func theChannelFieldIsNotTheChannelCount() throws {
        // ffmpeg writes 2 in the sample entry of a mono AAC track; Apple's encoders write 1.
        for name in [
            "aac-lc-mono-44100.m4a", "aac-lc-mono-44100-apple-channels.m4a", "aac-lc-mono-44100-quicktime.mov",
        ] {
            let fixture = try #require(AudioFixture.named(name))
            let info = try AudioProbe.probe(MemoryByteSource(fixture.bytes)).get()
            #expect(info.channels == 1, "\(name)")
        }
    }

    @Test func fragmentedFilesSumTheirFragments() throws {
        let fixture = try #require(AudioFixture.named("aac-lc-mono-48000-fragmented.mp4"))
        let info = try AudioProbe.probe(MemoryByteSource(fixture.bytes)).get()
        #expect(info.durationSource.hasPrefix("fragments"))
        #expect(info.frames == 15_424)
    }

    @Test func adpcmDurationsComeFromFact() throws {
        for name in ["adpcm-ima-mono-22050-sox.wav", "adpcm-ms-mono-22050.wav"] {
            let info = try AudioProbe.probe(MemoryByteSource(try #require(AudioFixture.named(name)).bytes)).get()
            #expect(info.durationSource == "fact", "\(name)")
        }
    }

    // MARK: Corrupt variants

    static let corruptible = AudioFixture.all.filter { !$0.name.contains("streamed") }

    @Test(arguments: corruptible)
    func truncatedCopiesAreRejected(_ fixture: AudioFixture) throws {
        let bytes = fixture.bytes
        for percent in [25, 50, 99] {
            let cut = Array(bytes.prefix(bytes.count * percent / 100))
            let result = AudioProbe.probe(MemoryByteSource(cut))
            guard case .failure(let failure) = result else {
                Issue.record("\(fixture.name) cut at \(percent) % was accepted: \(result)")
                continue
            }
            switch failure {
            case .truncated, .malformed: break
            default: Issue.record("\(fixture.name) cut at \(percent) %: \(failure)")
            }
        }
    }

    @Test(arguments: AudioFixture.all)
    func aZeroedHeaderIsRejected(_ fixture: AudioFixture) {
        var bytes = fixture.bytes
        for index in 0..<min(64, bytes.count) { bytes[index] = 0 }
        guard case .failure = AudioProbe.probe(MemoryByteSource(bytes)) else {
            Issue.record("\(fixture.name) with a zeroed header was accepted")
            return
        }
    }
}
