#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Builds small, valid audio files in memory — WAV, CAF and M4A headers with silent, filler or
/// tone payloads — for tests, the fuzzer, the benchmark and the file checks' examples. Each
/// builder's options produce the layout variants the probes must handle (moov before or after
/// mdat, 64-bit and to-the-end sizes).
public enum SyntheticAudio {
    // MARK: WAV

    /// RIFF/WAVE with 16-bit PCM silence; `extraChunk` inserts a `LIST` chunk before `fmt `.
    public static func wav(
        sampleRate: Int = 48_000, channels: Int = 1, durationMs: Int = 20, extraChunk: Bool = false
    ) -> [UInt8] {
        let blockAlign = channels * 2
        let frames = sampleRate * durationMs / 1000
        let dataSize = frames * blockAlign
        var fmt: [UInt8] = []
        fmt += le16(1) + le16(channels) + le32(sampleRate) + le32(sampleRate * blockAlign) + le16(blockAlign) + le16(16)
        var chunks: [UInt8] = []
        if extraChunk { chunks += Array("LIST".utf8) + le32(5) + Array("INFOx".utf8) + [0] }
        chunks += Array("fmt ".utf8) + le32(fmt.count) + fmt
        chunks += Array("data".utf8) + le32(dataSize) + [UInt8](repeating: 0, count: dataSize)
        return Array("RIFF".utf8) + le32(4 + chunks.count) + Array("WAVE".utf8) + chunks
    }

    /// RIFF/WAVE with one channel of 16-bit PCM `samples`.
    public static func wav(samples: [Int16], sampleRate: Int) -> [UInt8] {
        let data = samples.flatMap { le16(Int($0)) }
        let fmt = le16(1) + le16(1) + le32(sampleRate) + le32(sampleRate * 2) + le16(2) + le16(16)
        let chunks = Array("fmt ".utf8) + le32(fmt.count) + fmt + Array("data".utf8) + le32(data.count) + data
        return Array("RIFF".utf8) + le32(4 + chunks.count) + Array("WAVE".utf8) + chunks
    }

    /// A 997 Hz sine (the BS.1770 test tone: at full scale one channel reads -3.01 LUFS) of
    /// `durationMs` at `amplitude` (of full scale), after `leadingSilenceMs` of digital silence;
    /// `clippedRuns` runs of five samples at full scale are spread evenly over the tone.
    public static func tone(
        sampleRate: Int = 48_000, durationMs: Int, amplitude: Double, leadingSilenceMs: Int = 0, clippedRuns: Int = 0,
        dcOffset: Double = 0
    ) -> [Int16] {
        let silent = sampleRate * leadingSilenceMs / 1000
        let frames = sampleRate * durationMs / 1000
        var samples = [Int16](repeating: 0, count: silent)
        samples.reserveCapacity(silent + frames)
        for index in 0..<frames {
            let value = dcOffset + amplitude * sin(2 * Double.pi * 997 * Double(index) / Double(sampleRate))
            samples.append(Int16(clamping: Int((value * 32_767).rounded())))
        }
        if clippedRuns > 0 {
            let spacing = frames / clippedRuns
            for run in 0..<clippedRuns {
                let start = silent + run * spacing + spacing / 2
                for index in start..<min(start + 5, samples.count) { samples[index] = Int16.max }
            }
        }
        return samples
    }

    // MARK: CAF

    /// Core Audio Format: linear PCM, or AAC-like packets with a `pakt` chunk (`compressed`).
    /// `dataToEnd` writes the data chunk's size as -1.
    public static func caf(
        sampleRate: Int = 48_000, channels: Int = 1, durationMs: Int = 20, compressed: Bool = false,
        dataToEnd: Bool = false
    ) -> [UInt8] {
        let frames = sampleRate * durationMs / 1000
        var out = Array("caff".utf8) + be16(1) + be16(0)
        var desc: [UInt8] = be64(Double(sampleRate).bitPattern)
        if compressed {
            desc += Array("aac ".utf8) + be32(0) + be32(0) + be32(1024) + be32(channels) + be32(0)
        } else {
            desc += Array("lpcm".utf8) + be32(0x0C) + be32(2 * channels) + be32(1) + be32(channels) + be32(16)
        }
        out += chunk("desc", desc)
        var data: [UInt8]
        if compressed {
            let packets = (frames + 1023) / 1024
            var pakt = be64(UInt64(packets)) + be64(UInt64(frames)) + be32(0) + be32(0)
            pakt += [UInt8](repeating: 0x10, count: packets)
            out += chunk("pakt", pakt)
            data = be32(0) + [UInt8](repeating: 0xAB, count: packets * 16)
        } else {
            data = be32(0) + [UInt8](repeating: 0, count: frames * 2 * channels)
        }
        if dataToEnd {
            out += Array("data".utf8) + be64(UInt64.max) + data
        } else {
            out += chunk("data", data)
        }
        return out
    }

    // MARK: MP4 / M4A

    /// Options of the M4A layout.
    public struct M4ALayout: Sendable, Hashable {
        /// `moov` before `mdat` ("fast start") or after it (what most encoders write).
        public var moovFirst = false
        /// `mdat` with size 1 and a 64-bit size.
        public var largeMdat = false
        /// `mdat` last with size 0 ("to the end of the file").
        public var mdatToEnd = false
        /// `mvhd`/`mdhd` version 1 (64-bit times).
        public var version1 = false

        public init(moovFirst: Bool = false, largeMdat: Bool = false, mdatToEnd: Bool = false, version1: Bool = false) {
            self.moovFirst = moovFirst
            self.largeMdat = largeMdat
            self.mdatToEnd = mdatToEnd
            self.version1 = version1
        }
    }

    /// An M4A with one AAC sound track; the payload is `bytesPerSecond` of filler per second.
    public static func m4a(
        sampleRate: Int = 48_000, channels: Int = 1, durationMs: Int = 20, layout: M4ALayout = M4ALayout(),
        bytesPerSecond: Int = 8_000, timescale: Int? = nil, audioSpecificConfig: [UInt8]? = nil,
        moovExtras: [UInt8] = []
    ) -> [UInt8] {
        let scale = timescale ?? sampleRate
        let mediaDuration = UInt64(scale) * UInt64(durationMs) / 1000
        let ftyp = box("ftyp", Array("M4A ".utf8) + be32(0) + Array("M4A mp42isom".utf8))
        func header(_ type: String, extra: [UInt8]) -> [UInt8] {
            if layout.version1 {
                return fullBox(type, version: 1, be64(0) + be64(0) + be32(scale) + be64(mediaDuration) + extra)
            }
            return fullBox(type, version: 0, be32(0) + be32(0) + be32(scale) + be32(Int(mediaDuration)) + extra)
        }
        let mvhd = header("mvhd", extra: be32(0x0001_0000) + be16(0x0100) + [UInt8](repeating: 0, count: 70) + be32(2))
        let mdhd = header("mdhd", extra: be16(0x55C4) + be16(0))
        let hdlr = fullBox(
            "hdlr", version: 0,
            be32(0) + Array("soun".utf8) + [UInt8](repeating: 0, count: 12) + Array("SoundHandler".utf8) + [0])
        var mp4a: [UInt8] = [UInt8](repeating: 0, count: 6) + be16(1)
        // Like ffmpeg: 2 in the channel field whatever the track has; the truth is in the esds.
        mp4a +=
            be16(0) + be16(0) + be32(0) + be16(2) + be16(16) + be16(0) + be16(0) + be32(min(sampleRate, 0xFFFF) << 16)
        let config = audioSpecificConfig ?? Self.audioSpecificConfig(sampleRate: sampleRate, channels: channels)
        mp4a += fullBox("esds", version: 0, esDescriptor(config))
        let stsd = fullBox("stsd", version: 0, be32(1) + box("mp4a", mp4a))
        let stbl = box(
            "stbl",
            stsd + fullBox("stts", version: 0, be32(0)) + fullBox("stsc", version: 0, be32(0))
                + fullBox("stsz", version: 0, be32(0) + be32(0)) + fullBox("stco", version: 0, be32(0)))
        let minf = box("minf", fullBox("smhd", version: 0, be32(0)) + stbl)
        let mdia = box("mdia", mdhd + hdlr + minf)
        let tkhd = fullBox("tkhd", version: 0, [UInt8](repeating: 0, count: 80))
        let moov = box("moov", mvhd + box("trak", tkhd + mdia) + moovExtras)
        let payload = [UInt8](repeating: 0x21, count: max(1, bytesPerSecond * durationMs / 1000))
        var mdat: [UInt8]
        if layout.mdatToEnd {
            mdat = be32(0) + Array("mdat".utf8) + payload
        } else if layout.largeMdat {
            mdat = be32(1) + Array("mdat".utf8) + be64(UInt64(16 + payload.count)) + payload
        } else {
            mdat = box("mdat", payload)
        }
        if layout.mdatToEnd || !layout.moovFirst {
            return layout.mdatToEnd ? ftyp + moov + mdat : ftyp + mdat + moov
        }
        return ftyp + moov + mdat
    }

    /// An AAC-LC AudioSpecificConfig: object type 2, the rate's index (or 15 and 24 bits), the channel configuration.
    public static func audioSpecificConfig(sampleRate: Int, channels: Int) -> [UInt8] {
        let rates = [
            96_000, 88_200, 64_000, 48_000, 44_100, 32_000, 24_000, 22_050, 16_000, 12_000, 11_025, 8_000, 7_350,
        ]
        var bits: [Int] = []
        func put(_ value: Int, _ count: Int) {
            for shift in (0..<count).reversed() { bits.append((value >> shift) & 1) }
        }
        put(2, 5)
        if let index = rates.firstIndex(of: sampleRate) {
            put(index, 4)
        } else {
            put(15, 4)
            put(sampleRate, 24)
        }
        put(channels == 8 ? 7 : min(channels, 6), 4)
        put(0, 3)
        while bits.count % 8 != 0 { bits.append(0) }
        return stride(from: 0, to: bits.count, by: 8).map { start in
            UInt8(bits[start..<(start + 8)].reduce(0) { $0 << 1 | $1 })
        }
    }

    /// An MPEG-4 ES_Descriptor holding a DecoderConfigDescriptor (MPEG-4 audio) with `config`.
    public static func esDescriptor(_ config: [UInt8]) -> [UInt8] {
        let specific = [0x05, UInt8(config.count)] + config
        let decoder = [0x04, UInt8(13 + specific.count), 0x40, 0x15] + [UInt8](repeating: 0, count: 11) + specific
        let body = be16(1) + [0] + decoder + [0x06, 0x01, 0x02]
        return [0x03, UInt8(body.count)] + body
    }

    // MARK: Byte helpers

    public static func box(_ type: String, _ payload: [UInt8]) -> [UInt8] {
        be32(8 + payload.count) + Array(type.utf8) + payload
    }

    public static func fullBox(_ type: String, version: UInt8, _ payload: [UInt8]) -> [UInt8] {
        box(type, [version, 0, 0, 0] + payload)
    }

    static func chunk(_ type: String, _ payload: [UInt8]) -> [UInt8] {
        Array(type.utf8) + be64(UInt64(payload.count)) + payload
    }

    public static func le16(_ value: Int) -> [UInt8] {
        [UInt8(truncatingIfNeeded: value), UInt8(truncatingIfNeeded: value >> 8)]
    }
    public static func le32(_ value: Int) -> [UInt8] { (0..<4).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) } }
    public static func be16(_ value: Int) -> [UInt8] {
        [UInt8(truncatingIfNeeded: value >> 8), UInt8(truncatingIfNeeded: value)]
    }
    public static func be32(_ value: Int) -> [UInt8] {
        (0..<4).reversed().map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
    }
    public static func be64(_ value: UInt64) -> [UInt8] {
        (0..<8).reversed().map { UInt8(truncatingIfNeeded: value >> (8 * UInt64($0))) }
    }
}
