/// What the MP4 probe gathers about the sound track before it decides the duration as played.
struct SoundTrack: Sendable {
    /// An `elst` entry: segment duration in the movie timescale; media time in the media timescale (-1: empty edit).
    struct Edit: Sendable, Hashable {
        var segmentDuration: UInt64
        var mediaTime: Int64
    }

    /// iTunSMPB: priming, padding and the original frame count.
    struct Gapless: Sendable, Hashable {
        var priming: UInt64
        var padding: UInt64
        var frames: UInt64
    }

    var trackID: UInt32 = 0
    var codec: String
    var profile: String?
    /// Output rate and channels, from the codec configuration where there is one.
    var sampleRate: Int
    var channels: Int
    var remarks: [String] = []
    var mediaTimescale: UInt32 = 1
    var mediaDuration: UInt64?
    var sampleTableUnits: UInt64?
    var movieTimescale: UInt32 = 0
    var edits: [Edit] = []
    var smpb: Gapless?
    var fragmented = false
    var fragmentDuration: UInt64?
    var trexDefaultDuration: UInt32?
    /// The codec configuration (AAC: the AudioSpecificConfig) and the packets' byte ranges.
    var config: [UInt8]?
    var packets: [Range<Int>]?
    var bitDepth: Int?

    /// Media units to frames at the output rate.
    func frames(media units: UInt64) -> Int? { Duration.frames(units, timescale: mediaTimescale, rate: sampleRate) }

    func info(fragments: MP4Probe.FragmentTotals?) -> AudioFileInfo {
        var info = AudioFileInfo(
            container: .mp4, codec: codec, profile: profile, sampleRate: sampleRate, channels: channels, frames: nil,
            durationSource: "unknown", remarks: remarks)
        info.bitDepth = bitDepth
        if let config, let packets, !fragmented { info.encoded = EncodedTrack(config: config, packets: packets) }
        // Everything the media holds, in media units.
        var total: UInt64?
        var source = "media header"
        if let fragments {
            if !fragments.unknown {
                total = (sampleTableUnits ?? 0) &+ fragments.units
                source = "fragments (\(fragments.count) 'moof')"
            }
        } else {
            total = mediaDuration ?? sampleTableUnits
            if mediaDuration == nil { source = "sample table" }
        }
        let played = edits.filter { $0.mediaTime >= 0 }
        let all = total.flatMap { frames(media: $0) }
        if let first = played.first, movieTimescale > 0,
            first.mediaTime > 0 || smpb == nil || all.map({ editFrames(played) < $0 }) ?? true
        {
            let priming = frames(media: UInt64(first.mediaTime)) ?? 0
            var playedFrames = 0
            for edit in played {
                if edit.segmentDuration == 0, let all {
                    // A zero segment duration (fragmented files): play to the end.
                    playedFrames = Self.capped(playedFrames, max(0, all - (frames(media: UInt64(edit.mediaTime)) ?? 0)))
                } else {
                    playedFrames = Self.capped(
                        playedFrames,
                        Duration.frames(edit.segmentDuration, timescale: movieTimescale, rate: sampleRate) ?? 0)
                }
            }
            info.priming = priming
            if let all { info.padding = max(0, all - priming - playedFrames) }
            // Empty edits (media time -1) only delay the start; like ffprobe, the duration is the media played.
            info.frames = playedFrames
            info.durationSource = "edit list"
            return info
        }
        if let smpb, smpb.frames > 0, smpb.frames < 1 << 40 {
            info.frames = Int(smpb.frames)
            info.priming = Int(min(smpb.priming, 1 << 32))
            info.padding = Int(min(smpb.padding, 1 << 32))
            info.durationSource = "iTunSMPB"
            return info
        }
        if let total {
            info.frames = frames(media: total)
            info.durationSource = source
        } else if let duration = fragmentDuration, movieTimescale > 0 {
            info.frames = Duration.frames(duration, timescale: movieTimescale, rate: sampleRate)
            info.durationSource = "mehd"
        } else if let seconds = fragments?.sidxSeconds, seconds.isFinite, seconds >= 0, seconds < 1e8 {
            info.frames = Int((seconds * Double(sampleRate)).rounded())
            info.durationSource = "sidx"
        } else {
            info.remarks.append("fragment durations cannot be summed; the duration is unknown")
        }
        return info
    }

    /// Frames the non-empty edits play (each segment converted from the movie timescale).
    private func editFrames(_ edits: [Edit]) -> Int {
        edits.reduce(0) {
            Self.capped($0, Duration.frames($1.segmentDuration, timescale: movieTimescale, rate: sampleRate) ?? 0)
        }
    }

    /// A sum of frame counts that stops at 10^13 (more than a year at any rate) instead of overflowing.
    static func capped(_ a: Int, _ b: Int) -> Int { min(a, 10_000_000_000_000) + min(b, 10_000_000_000_000) }
}

/// The audio sample entry of `stsd` and the codec configuration boxes inside it.
///
///     reserved 6, data_reference_index 2, version 2 (QuickTime 0/1/2), revision 2, vendor 4,
///     channelcount 2, samplesize 2, compression_id 2, packet_size 2, samplerate 4 (16.16);
///     version 1: 16 more bytes; version 2: 36 (rate as a Float64, channels as a u32); then boxes.
enum SampleEntry {
    static func read(_ bytes: [UInt8], _ entry: MP4Probe.Box, mediaTimescale: UInt32) throws(ProbeFailure) -> SoundTrack
    {
        let fields = try readFields(bytes, entry, mediaTimescale: mediaTimescale)
        let channels = fields.channels
        var boxes: [MP4Probe.Box] = []
        if fields.childrenStart < entry.payload.upperBound {
            boxes = try MP4Probe.children(bytes, fields.childrenStart..<entry.payload.upperBound, parent: entry.type)
                .get()
        }
        // QuickTime wraps the codec boxes in 'wave'.
        if let wave = boxes.first(where: { $0.type == "wave" }) {
            boxes += try MP4Probe.children(bytes, wave.payload, parent: "wave").get()
        }
        var track = SoundTrack(codec: codecName(entry.type), sampleRate: fields.sampleRate, channels: channels)
        var layoutChannels: Int?
        if let chan = boxes.first(where: { $0.type == "chan" }), chan.payload.count >= 16 {
            layoutChannels = ChannelLayout.coreAudioChannels(
                Array(bytes[(chan.payload.lowerBound + 4)..<chan.payload.upperBound]))
        } else if let chnl = boxes.first(where: { $0.type == "chnl" }) {
            layoutChannels = ChannelLayout.isoChannels(Array(bytes[chnl.payload]))
        }
        if let esds = boxes.first(where: { $0.type == "esds" }), entry.type == "mp4a",
            try readESDS(bytes, esds, channels: channels, sampleRate: fields.sampleRate, into: &track)
        {
            return track
        }
        if try readCodecBox(bytes, entry, boxes, channels: channels, into: &track) { return track }
        if let layoutChannels { track.channels = layoutChannels }
        guard track.channels > 0 else {
            throw .malformed(
                "audio sample entry '\(entry.type)' declares 0 channels, and zk-audio does not read the codec configuration of '\(entry.type)'"
            )
        }
        return track
    }

    /// The entry's own fields: the channel count and rate (version 2: the exact ones), and where
    /// its boxes start.
    static func readFields(
        _ bytes: [UInt8], _ entry: MP4Probe.Box, mediaTimescale: UInt32
    ) throws(ProbeFailure) -> (channels: Int, sampleRate: Int, childrenStart: Int) {
        let body = entry.payload.lowerBound
        guard entry.payload.count >= 28, let version = bytes.u16be(body + 8),
            let fieldChannels = bytes.u16be(body + 16),
            let rate = bytes.u32be(body + 24)
        else { throw .malformed("audio sample entry '\(entry.type)' has \(entry.payload.count) bytes; 28 are needed") }
        var channels = Int(fieldChannels)
        var sampleRate = rate >> 16 > 0 ? Int(rate >> 16) : Int(mediaTimescale)
        var childrenStart = body + 28
        if version == 1 {
            childrenStart = body + 44
        } else if version == 2 {
            guard entry.payload.count >= 64, let rateBits = bytes.u64be(body + 32), let count = bytes.u32be(body + 40)
            else {
                throw .malformed("QuickTime version 2 sample entry '\(entry.type)' is cut short")
            }
            let value = Double(bitPattern: rateBits)
            if value.isFinite, value >= 1, value < 10_000_000 { sampleRate = Int(value.rounded()) }
            channels = Int(count)
            childrenStart = body + 64
        }
        return (channels, sampleRate, childrenStart)
    }

    /// The MPEG-4 ES descriptor of an `mp4a` entry: the codec its object type names and, for AAC,
    /// what the AudioSpecificConfig says. True when that settles the track (AAC).
    static func readESDS(
        _ bytes: [UInt8], _ esds: MP4Probe.Box, channels: Int, sampleRate: Int, into track: inout SoundTrack
    ) throws(ProbeFailure) -> Bool {
        guard esds.payload.count > 4 else { throw .malformed("'esds' has \(esds.payload.count) bytes") }
        let descriptor = try AudioSpecificConfig.fromDescriptor(
            Array(bytes[(esds.payload.lowerBound + 4)..<esds.payload.upperBound])
        ).get()
        switch descriptor.objectTypeIndication {
        case 0x40, 0x66, 0x67, 0x68:
            guard let config = descriptor.config else {
                throw .malformed("'esds' has no AudioSpecificConfig (DecoderSpecificInfo, tag 5)")
            }
            var asc = try AudioSpecificConfig.parse(config).get()
            if asc.sbr == .none, asc.objectType == 2, asc.coreRate <= 24_000, sampleRate == 2 * asc.coreRate {
                // Implicit SBR: nothing in the configuration, but the track runs at twice the core rate.
                asc.sbr = .implicit
                asc.sbrRate = sampleRate
            }
            track.codec = "aac"
            track.config = config
            track.profile = asc.profile
            if asc.channels != channels {
                track.remarks.append(
                    "the sample entry's channel field says \(channels); the AAC configuration says \(asc.channels)")
            }
            track.channels = asc.channels
            track.sampleRate = asc.outputRate
            if asc.sbr != .none { track.remarks.append("SBR signalling: \(asc.sbr.rawValue)") }
            if asc.shortFrames { track.remarks.append("960-sample frames") }
            return true
        case 0x69, 0x6B: track.codec = "mp3"
        case 0x6C: track.codec = "mjpeg"
        case 0xA5: track.codec = "ac3"
        case 0xA6: track.codec = "eac3"
        case 0xAD: track.codec = "opus"
        case 0xDD: track.codec = "vorbis"
        default: track.codec = "mpeg-4 object type 0x" + FourCC.hex(UInt8(descriptor.objectTypeIndication & 0xFF))
        }
        return false
    }

    /// The configuration box of ALAC (`alac`), Opus (`dOps`), AC-3 (`dac3`) and E-AC-3 (`dec3`)
    /// entries: the channels (and for ALAC the rate and depth) it gives. True when one was read.
    static func readCodecBox(
        _ bytes: [UInt8], _ entry: MP4Probe.Box, _ boxes: [MP4Probe.Box], channels: Int, into track: inout SoundTrack
    ) throws(ProbeFailure) -> Bool {
        if entry.type == "alac", let cookie = boxes.first(where: { $0.type == "alac" }) {
            guard cookie.payload.count > 4 else { throw .malformed("the ALAC magic cookie box is empty") }
            let alac = try ALACConfig.parse(Array(bytes[(cookie.payload.lowerBound + 4)..<cookie.payload.upperBound]))
                .get()
            if alac.channels != channels {
                track.remarks.append(
                    "the sample entry's channel field says \(channels); the ALAC cookie says \(alac.channels)")
            }
            track.channels = alac.channels
            track.sampleRate = alac.sampleRate
            track.bitDepth = alac.bitDepth
            return true
        }
        if entry.type == "Opus", let dops = boxes.first(where: { $0.type == "dOps" }),
            let count = bytes.u8(dops.payload.lowerBound + 1), count > 0
        {
            track.channels = Int(count)
            track.sampleRate = 48_000
            return true
        }
        if entry.type == "ac-3", let dac3 = boxes.first(where: { $0.type == "dac3" }),
            let count = DolbyConfig.ac3Channels(Array(bytes[dac3.payload]))
        {
            track.channels = count
            return true
        }
        if entry.type == "ec-3", let dec3 = boxes.first(where: { $0.type == "dec3" }),
            let count = DolbyConfig.eac3Channels(Array(bytes[dec3.payload]))
        {
            track.channels = count
            return true
        }
        return false
    }

    static func codecName(_ type: String) -> String {
        switch type {
        case "mp4a": "aac"
        case "alac": "alac"
        case "Opus": "opus"
        case "fLaC": "flac"
        case "ac-3": "ac3"
        case "ec-3": "eac3"
        case ".mp3": "mp3"
        case "sowt": "pcm_s16le"
        case "twos": "pcm_s16be"
        case "in24": "pcm_s24be"
        case "in32": "pcm_s32be"
        case "fl32": "pcm_f32be"
        case "fl64": "pcm_f64be"
        case "raw ": "pcm_u8"
        case "ulaw": "pcm_mulaw"
        case "alaw": "pcm_alaw"
        case "ima4": "adpcm_ima_qt"
        case "samr": "amr_nb"
        case "sawb": "amr_wb"
        case "MAC3": "mace3"
        case "MAC6": "mace6"
        case "QDM2": "qdm2"
        case "mp4s": "mp4s"
        default: type.trimmingCharacters(in: " ")
        }
    }
}

extension String {
    /// The string without leading and trailing `character`s (Foundation-free).
    func trimmingCharacters(in character: Character) -> String {
        var slice = Substring(self)
        while slice.first == character { slice = slice.dropFirst() }
        while slice.last == character { slice = slice.dropLast() }
        return String(slice)
    }
}

/// Dolby's codec configuration boxes (ETSI TS 102 366 Annex F): `dac3` and `dec3` hold the
/// channel mode (acmod) and the LFE flag; the sample entry's channel field is again a template.
enum DolbyConfig {
    /// Channels of acmod 0...7 (1+1, C, L R, L C R, L R S, L C R S, L R SL SR, L C R SL SR).
    static let modeChannels = [2, 1, 2, 3, 3, 4, 4, 5]

    /// `dac3`: fscod 2, bsid 5, bsmod 3, acmod 3, lfeon 1, bit_rate_code 5.
    static func ac3Channels(_ bytes: [UInt8]) -> Int? {
        var bits = BitReader(bytes)
        guard bits.read(10) != nil, let mode = bits.read(3), let lfe = bits.read(1) else { return nil }
        return modeChannels[mode] + lfe
    }

    /// `dec3`: data_rate 13, num_ind_sub 3, then per independent substream fscod 2, bsid 5,
    /// reserved 1, asvc 1, bsmod 3, acmod 3, lfeon 1, reserved 3, num_dep_sub 4, and chan_loc 9
    /// (the dependent substreams' extra channels) or a reserved bit. The first substream counts.
    static func eac3Channels(_ bytes: [UInt8]) -> Int? {
        var bits = BitReader(bytes)
        guard bits.read(16) != nil, bits.read(12) != nil, let mode = bits.read(3), let lfe = bits.read(1),
            bits.read(3) != nil,
            let dependents = bits.read(4)
        else { return nil }
        var channels = modeChannels[mode] + lfe
        if dependents > 0, let locations = bits.read(9) {
            // Lc/Rc, Lrs/Rrs, Cs, Ts, Lsd/Rsd, Lw/Rw, Lvh/Rvh, Cvh, LFE2 (most significant first).
            let pairs = [2, 2, 1, 1, 2, 2, 2, 1, 1]
            for (index, count) in pairs.enumerated() where locations >> (8 - index) & 1 == 1 { channels += count }
        }
        return channels
    }
}
