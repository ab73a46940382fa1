/// Core Audio Format: an 8-byte header (`caff`, version 1, flags), then chunks of a 4-byte type
/// and a signed 64-bit big-endian size:
///
///     desc  (first) rate Float64, format ID, format flags (lpcm: 1 float, 2 little-endian),
///           bytes per packet, frames per packet, channels per frame, bits per channel
///     kuki  the codec's magic cookie: an MPEG-4 ES descriptor for 'aac ' (AudioSpecificConfig:
///           the real channels and the SBR rate), ALACSpecificConfig for 'alac'
///     chan  AudioChannelLayout (a cross-check of the channel count)
///     pakt  packets i64, valid frames i64, priming frames i32, remainder frames i32: the
///           duration as played of variable-size packets
///     data  edit count u32, then the packets; size -1 means "to the end of the file" (last chunk)
enum CAFProbe {
    static func probe(_ source: some ByteSource) -> Result<AudioFileInfo, ProbeFailure> {
        let chunks: Chunks
        switch readChunks(source) {
        case .success(let read): chunks = read
        case .failure(let failure): return .failure(failure)
        }
        guard let desc = chunks.desc.flatMap(Description.init) else {
            return .failure(.malformed("no complete 'desc' chunk"))
        }
        let rate = Double(bitPattern: desc.rateBits)
        guard rate.isFinite, rate >= 1, rate < 10_000_000 else {
            return .failure(
                .malformed("'desc' declares a sample rate of \(rate.isFinite ? String(rate) : "non-finite")"))
        }
        guard desc.channelsPerFrame > 0 else { return .failure(.malformed("'desc' declares 0 channels per frame")) }
        guard desc.channelsPerFrame <= 1024 else {
            return .failure(.malformed("'desc' declares \(desc.channelsPerFrame) channels per frame"))
        }
        guard let data = chunks.data else { return .failure(.malformed("no 'data' chunk")) }
        var format = Format(
            sampleRate: Int(rate.rounded()), channels: Int(desc.channelsPerFrame),
            codec: desc.formatID.trimmingCharacters(in: " "))
        if let failure = readFormat(desc, cookie: chunks.cookie, data: data, into: &format) { return .failure(failure) }
        let trailing = chunks.trailing
        if trailing > 0 {
            format.remarks.append("\(trailing) stray byte\(trailing == 1 ? "" : "s") after the last chunk")
        }
        if let layoutChannels = chunks.layoutChannels, layoutChannels != format.channels {
            format.remarks.append("'chan' describes \(layoutChannels) channels; the format has \(format.channels)")
        }
        return duration(source, chunks, desc, data: data, format: format)
    }

    /// What the chunks hold, as far as the probe reads them.
    struct Chunks {
        var desc: [UInt8]?
        var cookie: [UInt8]?
        var layoutChannels: Int?
        var packets: (valid: Int, priming: Int, remainder: Int)?
        var packetTable: (offset: Int, size: Int)?
        var data: (offset: Int, size: Int)?
        /// Stray bytes after the last chunk.
        var trailing = 0
    }

    /// The header, then every chunk up to the end of the file (or a `data` chunk that runs to it).
    static func readChunks(_ source: some ByteSource) -> Result<Chunks, ProbeFailure> {
        let header = source.read(at: 0, count: 8)
        guard header.count == 8, let version = header.u16be(4) else {
            return .failure(.truncated("the CAF header is cut short: \(header.count) of 8 bytes"))
        }
        guard version == 1 else { return .failure(.malformed("CAF file version \(version); only version 1 exists")) }
        var chunks = Chunks()
        var offset = 8
        var parts = 0
        while offset < source.size {
            parts += 1
            guard parts <= AudioProbe.maxParts else {
                return .failure(.malformed("more than \(AudioProbe.maxParts) chunks"))
            }
            if chunks.desc != nil, chunks.data != nil, source.size - offset < 12 {
                // A few stray bytes after the last chunk (a real app's recording has 4): playable, reported as a warning.
                chunks.trailing = source.size - offset
                break
            }
            let chunk = source.read(at: offset, count: 12)
            guard chunk.count == 12, let type = chunk.fourCC(0), let raw = chunk.u64be(4) else {
                return .failure(.truncated("the chunk header at offset \(offset) is cut short"))
            }
            let signed = Int64(bitPattern: raw)
            let remaining = source.size - offset - 12
            if chunks.desc == nil && type != "desc" {
                return .failure(.malformed("the first chunk is '\(type)'; a CAF file starts with 'desc'"))
            }
            if signed == -1 && type == "data" {
                chunks.data = (offset + 12, remaining)
                break
            }
            guard signed >= 0 else {
                return .failure(.malformed("chunk '\(type)' at offset \(offset) declares a negative size (\(signed))"))
            }
            guard signed <= Int64(remaining) else {
                return .failure(
                    .truncated("chunk '\(type)' at offset \(offset) declares \(signed) bytes, only \(remaining) remain")
                )
            }
            let size = Int(signed)
            if let failure = readChunk(type, at: offset, size: size, source, into: &chunks) { return .failure(failure) }
            offset += 12 + size
        }
        return .success(chunks)
    }

    /// The body of one chunk of `size` bytes whose header is at `offset`, kept in `chunks`.
    static func readChunk(
        _ type: String, at offset: Int, size: Int, _ source: some ByteSource, into chunks: inout Chunks
    ) -> ProbeFailure? {
        switch type {
        case "desc":
            guard size >= 32 else { return .malformed("'desc' chunk has \(size) bytes; 32 are needed") }
            chunks.desc = source.read(at: offset + 12, count: 32)
        case "kuki":
            chunks.cookie = source.read(at: offset + 12, count: min(size, 4096))
        case "chan":
            chunks.layoutChannels = ChannelLayout.coreAudioChannels(source.read(at: offset + 12, count: min(size, 12)))
        case "pakt":
            guard size >= 24 else { return .malformed("'pakt' chunk has \(size) bytes; at least 24 are needed") }
            let body = source.read(at: offset + 12, count: 24)
            guard let frames = body.u64be(8), let priming = body.u32be(16), let remainder = body.u32be(20) else {
                return .truncated("'pakt' chunk at offset \(offset) is cut short")
            }
            let value = Int64(bitPattern: frames)
            guard value >= 0, value < 1 << 40 else { return .malformed("'pakt' declares \(value) valid frames") }
            chunks.packets = (Int(value), Int(Int32(bitPattern: priming)), Int(Int32(bitPattern: remainder)))
            chunks.packetTable = (offset + 12 + 24, size - 24)
        case "data":
            chunks.data = (offset + 12, size)
        default:
            break
        }
        return nil
    }

    /// The fields of a complete 32-byte `desc` chunk.
    struct Description {
        var rateBits: UInt64
        var formatID: String
        var flags: UInt32
        var bytesPerPacket: UInt32
        var framesPerPacket: UInt32
        var channelsPerFrame: UInt32
        var bitsPerChannel: UInt32

        init?(_ desc: [UInt8]) {
            guard desc.count == 32, let rateBits = desc.u64be(0), let formatID = desc.fourCC(8),
                let flags = desc.u32be(12),
                let bytesPerPacket = desc.u32be(16), let framesPerPacket = desc.u32be(20),
                let channelsPerFrame = desc.u32be(24),
                let bitsPerChannel = desc.u32be(28)
            else { return nil }
            self.rateBits = rateBits
            self.formatID = formatID
            self.flags = flags
            self.bytesPerPacket = bytesPerPacket
            self.framesPerPacket = framesPerPacket
            self.channelsPerFrame = channelsPerFrame
            self.bitsPerChannel = bitsPerChannel
        }
    }

    /// What the format says: `desc`, corrected by the codec's cookie.
    struct Format {
        var sampleRate: Int
        var channels: Int
        var codec: String
        var profile: String?
        var remarks: [String] = []
        var pcm: PCMLayout?
        var bitDepth: Int?
        /// AAC: the cookie's AudioSpecificConfig, for the decoder.
        var config: [UInt8]?
    }

    /// The codec name, and for PCM the sample layout, for AAC and ALAC what the cookie says.
    static func readFormat(
        _ desc: Description, cookie: [UInt8]?, data: (offset: Int, size: Int), into format: inout Format
    ) -> ProbeFailure? {
        switch desc.formatID {
        case "lpcm":
            readPCM(desc, data: data, into: &format)
        case "aac ":
            format.codec = "aac"
            if let cookie {
                switch AudioSpecificConfig.fromDescriptor(cookie).flatMap({
                    found -> Result<AudioSpecificConfig?, ProbeFailure> in
                    guard let config = found.config else { return .success(nil) }
                    return AudioSpecificConfig.parse(config).map { $0 }
                }) {
                case .success(.some(let asc)):
                    format.config = (try? AudioSpecificConfig.fromDescriptor(cookie).get())?.config
                    format.channels = asc.channels
                    format.sampleRate = asc.outputRate
                    format.profile = asc.profile
                case .success(.none): break
                case .failure(let failure): return failure
                }
            }
        case "alac":
            if let cookie {
                switch ALACConfig.parse(cookie) {
                case .success(let alac):
                    if alac.channels != format.channels {
                        format.remarks.append(
                            "'desc' says \(format.channels) channels; the ALAC cookie says \(alac.channels)")
                    }
                    format.channels = alac.channels
                    format.bitDepth = alac.bitDepth
                case .failure(let failure): return failure
                }
            }
        default:
            format.codec = Self.codecNames[desc.formatID] ?? format.codec
        }
        return nil
    }

    /// Linear PCM: the codec name from the flags and width, and the sample layout when the packets
    /// are plain frames of whole bytes.
    static func readPCM(_ desc: Description, data: (offset: Int, size: Int), into format: inout Format) {
        let bitsPerChannel = desc.bitsPerChannel
        let bytesPerPacket = desc.bytesPerPacket
        let isFloat = desc.flags & 1 != 0
        let little = desc.flags & 2 != 0
        let bytes = (Int(bitsPerChannel) + 7) / 8
        format.codec =
            isFloat
            ? "pcm_f\(bitsPerChannel)\(little ? "le" : "be")" : "pcm_s\(bitsPerChannel)\(little ? "le" : "be")"
        if !isFloat && bitsPerChannel == 8 { format.codec = "pcm_s8" }
        format.bitDepth = Int(bitsPerChannel)
        if Int(bytesPerPacket) == bytes * format.channels, desc.framesPerPacket == 1, [1, 2, 3, 4, 8].contains(bytes),
            !isFloat || bytes >= 4
        {
            let size = max(0, data.size - 4)
            format.pcm = PCMLayout(
                dataOffset: data.offset + 4, dataSize: size / Int(bytesPerPacket) * Int(bytesPerPacket),
                bytesPerSample: bytes,
                isFloat: isFloat, isBigEndian: !little, isUnsigned: false)
        }
    }

    /// The duration: from `pakt` when there is one (priming and remainder with it), else from the
    /// data size of fixed-size packets; the file's info with it.
    static func duration(
        _ source: some ByteSource, _ chunks: Chunks, _ desc: Description, data: (offset: Int, size: Int),
        format: Format
    ) -> Result<AudioFileInfo, ProbeFailure> {
        var format = format
        let framesPerPacket = desc.framesPerPacket
        var frames: Int?
        var durationSource = "packets"
        if var packets = chunks.packets {
            // ffmpeg writes whole packets as valid frames; an ALAC packet that is partial says so itself.
            if desc.formatID == "alac", packets.remainder == 0, framesPerPacket > 0,
                let packetTable = chunks.packetTable,
                let last = lastALACPacketFrames(source, table: packetTable, data: data), last < Int(framesPerPacket),
                packets.valid % Int(framesPerPacket) == 0, packets.valid >= Int(framesPerPacket)
            {
                packets.remainder = Int(framesPerPacket) - last
                packets.valid -= packets.remainder
                format.remarks.append(
                    "the last ALAC packet holds \(last) of \(framesPerPacket) frames; 'pakt' counts them all")
            }
            frames = packets.valid
            durationSource = "pakt"
            var info = AudioFileInfo(
                container: .caf, codec: format.codec, profile: format.profile, sampleRate: format.sampleRate,
                channels: format.channels, frames: frames, priming: packets.priming, padding: packets.remainder,
                durationSource: durationSource, remarks: format.remarks, pcm: format.pcm)
            info.bitDepth = format.bitDepth
            info.trailingBytes = chunks.trailing
            if let config = format.config, let table = chunks.packetTable, framesPerPacket > 0 {
                info.encoded = packetRanges(source, table: table, data: data).map {
                    EncodedTrack(config: config, packets: $0)
                }
            }
            return .success(info)
        } else if desc.bytesPerPacket > 0 && framesPerPacket > 0 {
            let (product, overflow) = (max(0, data.size - 4) / Int(desc.bytesPerPacket)).multipliedReportingOverflow(
                by: Int(framesPerPacket))
            frames = overflow ? nil : product
            durationSource = "data size"
        }
        guard let frames else {
            return .failure(
                .malformed(
                    "variable-size packets ('\(desc.formatID)') without a 'pakt' chunk; the duration is unknown"))
        }
        var info = AudioFileInfo(
            container: .caf, codec: format.codec, profile: format.profile, sampleRate: format.sampleRate,
            channels: format.channels, frames: frames, durationSource: durationSource, remarks: format.remarks,
            pcm: format.pcm)
        info.bitDepth = format.bitDepth
        info.trailingBytes = chunks.trailing
        if frames == 0 { info.remarks.append("the data chunk holds no samples") }
        return .success(info)
    }

    /// The byte ranges of the packets of a variable-size format with a fixed frame count per
    /// packet (AAC: 1024): the packet table's sizes (one BER integer each) laid end to end after
    /// the data chunk's edit count. Nil when the table is not whole or does not fit the data chunk
    /// (then the track is not decoded).
    static func packetRanges(
        _ source: some ByteSource, table: (offset: Int, size: Int), data: (offset: Int, size: Int)
    ) -> [Range<Int>]? {
        guard table.size > 0, table.size <= 4 << 20 else { return nil }
        let bytes = source.read(at: table.offset, count: table.size)
        guard bytes.count == table.size else { return nil }
        var ranges: [Range<Int>] = []
        var start = data.offset + 4
        let end = data.offset + data.size
        var value = 0
        for byte in bytes {
            value = value << 7 | Int(byte & 0x7F)
            guard value < 1 << 24 else { return nil }
            if byte & 0x80 == 0 {
                guard start + value <= end else { return nil }
                ranges.append(start..<(start + value))
                start += value
                value = 0
            }
        }
        return ranges.isEmpty ? nil : ranges
    }

    /// ffprobe's names of the other CAF formats (libavformat's caf.c tags).
    static let codecNames: [String: String] = [
        "ima4": "adpcm_ima_qt", "ulaw": "pcm_mulaw", "alaw": "pcm_alaw", ".mp3": "mp3", ".mp2": "mp2", ".mp1": "mp1",
        "MAC3": "mace3", "MAC6": "mace6", "opus": "opus", "flac": "flac", "ilbc": "ilbc", "QDM2": "qdm2",
        "QDMC": "qdmc",
        "samr": "amr_nb", "sawb": "amr_wb", "agsm": "gsm",
    ]

    /// The frame count an ALAC packet header gives when the packet is partial: element tag 3 bits,
    /// instance 4, unused 12, has-size 1, shift 2, escape 1, then the count as 32 bits.
    /// The last packet is found by summing the packet table's sizes (one BER integer each).
    static func lastALACPacketFrames(
        _ source: some ByteSource, table: (offset: Int, size: Int), data: (offset: Int, size: Int)
    ) -> Int? {
        guard table.size > 0, table.size <= 1 << 20 else { return nil }
        let bytes = source.read(at: table.offset, count: table.size)
        var sizes: [Int] = []
        var value = 0
        for byte in bytes {
            value = value << 7 | Int(byte & 0x7F)
            guard value < 1 << 31 else { return nil }
            if byte & 0x80 == 0 {
                sizes.append(value)
                value = 0
            }
        }
        guard let lastSize = sizes.last, lastSize >= 7 else { return nil }
        let start = sizes.dropLast().reduce(0, +)
        guard start + lastSize <= data.size - 4 else { return nil }
        var bits = BitReader(source.read(at: data.offset + 4 + start, count: 7))
        guard bits.read(19) != nil, let hasSize = bits.read(1), hasSize == 1, bits.read(3) != nil,
            let high = bits.read(16), let low = bits.read(16)
        else { return nil }
        return high << 16 | low
    }
}
