import Testing
import ZKCore

@testable import ZKAudio

/// The codec configurations the probes read where the container's summary is wrong or silent:
/// AAC's AudioSpecificConfig (SBR and PS signalling, 960-sample frames, program config), ALAC's
/// cookie, the channel layout boxes, iTunes' gapless information, and WAV's odd chunks.
@Suite struct CodecConfigurationTests {
    typealias S = SyntheticAudio

    /// Bytes from a string of bit fields ("00101 0110"), zero-padded to whole bytes.
    static func bits(_ text: String) -> [UInt8] {
        var values = text.compactMap { $0 == "0" ? 0 : $0 == "1" ? 1 : nil }
        while values.count % 8 != 0 { values.append(0) }
        return stride(from: 0, to: values.count, by: 8).map { UInt8(values[$0..<($0 + 8)].reduce(0) { $0 << 1 | $1 }) }
    }

    @Test func aacLCMono() throws {
        let asc = try AudioSpecificConfig.parse(Self.bits("00010 0100 0001 000")).get()
        #expect(asc.outputRate == 44_100)
        #expect(asc.channels == 1)
        #expect(asc.profile == "LC")
        #expect(asc.frameLength == 1024)
    }

    @Test func heAACWithHierarchicalSignalling() throws {
        // AOT 5 (SBR), core 24 kHz, mono, SBR rate index 3 (48 kHz), then AOT 2 and GASpecificConfig.
        let asc = try AudioSpecificConfig.parse(Self.bits("00101 0110 0001 0011 00010 000")).get()
        #expect(asc.sbr == .explicitHierarchical)
        #expect(asc.outputRate == 48_000)
        #expect(asc.channels == 1)
        #expect(asc.profile == "HE-AAC")
        #expect(asc.frameLength == 2048)
    }

    @Test func heAACv2DecodesToStereo() throws {
        let asc = try AudioSpecificConfig.parse(Self.bits("11101 0111 0001 0100 00010 000")).get()
        #expect(asc.ps)
        #expect(asc.channels == 2)
        #expect(asc.outputRate == 44_100)
        #expect(asc.profile == "HE-AACv2")
    }

    @Test func backwardCompatibleSBRAndPSSignalling() throws {
        // AOT 2, 22.05 kHz, mono, GASpecificConfig; sync extension 0x2B7, AOT 5, SBR present,
        // rate index 4 (44.1 kHz); sync extension 0x548, PS present.
        let asc = try AudioSpecificConfig.parse(Self.bits("00010 0111 0001 000 01010110111 00101 1 0100 10101001000 1"))
            .get()
        #expect(asc.sbr == .explicitBackwardCompatible)
        #expect(asc.outputRate == 44_100)
        #expect(asc.ps)
        #expect(asc.channels == 2)
    }

    @Test func shortFramesAndProgramConfig() throws {
        #expect(try AudioSpecificConfig.parse(Self.bits("00010 0011 0001 100")).get().frameLength == 960)
        // Channel configuration 0: a program_config_element with a front CPE and SCE and one LFE = 4 channels.
        let pce = "0000 01 0011 0010 0000 0000 01 000 0000 0 0 0 1 0000 0 0001 0000"
        let asc = try AudioSpecificConfig.parse(Self.bits("00010 0011 0000 000 " + pce)).get()
        #expect(asc.channels == 4)
    }

    @Test func reservedRatesAndEmptyLayoutsAreMalformed() {
        #expect(throws: ProbeFailure.self) { try AudioSpecificConfig.parse(Self.bits("00010 1101 0001 000")).get() }
        #expect(throws: ProbeFailure.self) { try AudioSpecificConfig.parse([0x12]).get() }
    }

    @Test func heAACInAnM4AReportsTheSBRRateAndLayout() throws {
        let config = Self.bits("00101 0110 0001 0011 00010 000")
        let info = try AudioProbe.probe(
            MemoryByteSource(S.m4a(sampleRate: 24_000, channels: 1, durationMs: 40, audioSpecificConfig: config))
        ).get()
        #expect(info.sampleRate == 48_000)
        #expect(info.channels == 1)
        #expect(info.profile == "HE-AAC")
        #expect(info.remarks.contains("SBR signalling: explicit (hierarchical)"))
    }

    @Test func implicitSBRIsInferredFromTheTrackRate() throws {
        // The configuration says LC at 22.05 kHz; the sample entry runs at 44.1 kHz.
        let config = Self.bits("00010 0111 0001 000")
        let bytes = S.m4a(sampleRate: 44_100, channels: 1, durationMs: 40, audioSpecificConfig: config)
        let info = try AudioProbe.probe(MemoryByteSource(bytes)).get()
        #expect(info.sampleRate == 44_100)
        #expect(info.profile == "HE-AAC")
        #expect(info.remarks.contains("SBR signalling: implicit"))
    }

    @Test func iTunSMPBGivesTheDurationWithoutAnEditList() throws {
        let text = Array(" 00000000 00000840 000001CC 0000000000000F00 00000000".utf8)
        let item = S.box(
            "----",
            S.fullBox("mean", version: 0, Array("com.apple.iTunes".utf8))
                + S.fullBox("name", version: 0, Array("iTunSMPB".utf8))
                + S.box("data", S.be32(1) + S.be32(0) + text))
        let udta = S.box(
            "udta",
            S.fullBox(
                "meta", version: 0,
                S.fullBox("hdlr", version: 0, [UInt8](repeating: 0, count: 20)) + S.box("ilst", item)))
        let info = try AudioProbe.probe(MemoryByteSource(S.m4a(sampleRate: 48_000, durationMs: 200, moovExtras: udta)))
            .get()
        #expect(info.durationSource == "iTunSMPB")
        #expect(info.priming == 0x840)
        #expect(info.padding == 0x1CC)
        #expect(info.frames == 0xF00)
    }

    @Test func alacCookieBareAndWrapped() throws {
        let cookie = S.be32(4096) + [0, 16, 40, 10, 14, 2] + S.be16(255) + S.be32(0) + S.be32(0) + S.be32(44_100)
        let bare = try ALACConfig.parse(cookie).get()
        #expect(bare.channels == 2 && bare.sampleRate == 44_100 && bare.bitDepth == 16)
        let wrapped =
            S.be32(12) + Array("frma".utf8) + Array("alac".utf8) + S.be32(36) + Array("alac".utf8) + S.be32(0) + cookie
        #expect(try ALACConfig.parse(wrapped).get() == bare)
    }

    @Test func channelLayouts() {
        #expect(ChannelLayout.coreAudioChannels(S.be32(100 << 16 | 1) + S.be32(0) + S.be32(0)) == 1)
        #expect(ChannelLayout.coreAudioChannels(S.be32(0x1_0000) + S.be32(0b11) + S.be32(0)) == 2)
        #expect(ChannelLayout.coreAudioChannels(S.be32(0) + S.be32(0) + S.be32(6)) == 6)
        #expect(ChannelLayout.isoChannels([0, 0, 0, 0, 1, 2]) == 2)
    }

    @Test func anOddChunkWithoutItsPadByteIsTolerated() throws {
        let fmt = S.le16(1) + S.le16(1) + S.le32(8_000) + S.le32(16_000) + S.le16(2) + S.le16(16)
        let chunks =
            Array("LIST".utf8) + S.le32(5) + Array("INFOx".utf8) + Array("fmt ".utf8) + S.le32(16) + fmt
            + Array("data".utf8) + S.le32(160) + [UInt8](repeating: 0, count: 160)
        let wav = Array("RIFF".utf8) + S.le32(4 + chunks.count) + Array("WAVE".utf8) + chunks
        let info = try AudioProbe.probe(MemoryByteSource(wav)).get()
        #expect(info.frames == 80)
        #expect(info.remarks.contains("chunk 'LIST' has an odd size and no pad byte"))
    }

    @Test func aTruncatedWAVIsNotMistakenForAStreamedOne() {
        let wav = S.wav(durationMs: 100)
        #expect(
            throws: ProbeFailure.truncated("the RIFF header declares \(wav.count) bytes, the file has \(wav.count / 2)")
        ) {
            try AudioProbe.probe(MemoryByteSource(Array(wav.prefix(wav.count / 2)))).get()
        }
    }

    @Test func dolbyChannelsComeFromDac3AndDec3() {
        // fscod 0, bsid 8, bsmod 0, acmod 7 (L C R SL SR), lfeon 1: 5.1.
        #expect(DolbyConfig.ac3Channels(Self.bits("00 01000 000 111 1 00000")) == 6)
        // One independent substream, 5.1, one dependent substream adding Lc/Rc: 7.1.
        #expect(DolbyConfig.eac3Channels(Self.bits("0000000000000 000 00 10000 0 0 000 111 1 000 0001 100000000")) == 8)
    }

    @Test func anEmptyEditOnlyDelaysTheStart() {
        // Apple's Core Media: 44 ms of empty edit, then 975.3 ms of the media from its start.
        var track = SoundTrack(codec: "aac", sampleRate: 44_100, channels: 1)
        track.mediaTimescale = 44_100
        track.mediaDuration = 45_124
        track.movieTimescale = 30_000
        track.edits = [.init(segmentDuration: 1_320, mediaTime: -1), .init(segmentDuration: 29_259, mediaTime: 0)]
        let info = track.info(fragments: nil)
        #expect(info.frames == 43_011)
        #expect(info.priming == 0)
        #expect(info.padding == 45_124 - 43_011)
    }
}
