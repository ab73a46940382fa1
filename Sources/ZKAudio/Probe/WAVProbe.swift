/// RIFF/WAVE, RF64 and BW64: a 12-byte header (`RIFF`|`RF64`|`BW64`, size, `WAVE`), then chunks
/// of a 4-byte ID, a 32-bit little-endian size and a body padded to even length. The probe walks
/// chunk headers (sample data is never read):
///
///     ds64  (RF64/BW64, first) riff size u64, data size u64, sample count u64: the real sizes of
///           the chunks whose 32-bit size is 0xFFFFFFFF
///     fmt   format tag, channels, rate, byte rate, block align, bits; WAVE_FORMAT_EXTENSIBLE
///           (0xFFFE) adds valid bits, channel mask and the sub-format GUID (its first two bytes
///           are the real tag); ADPCM adds samples per block
///     fact  sample frames of compressed data (ADPCM): the duration, not the byte rate
///     data  the samples
///
/// A file written to a pipe cannot go back to fill in the sizes: ffmpeg leaves 0xFFFFFFFF, SoX
/// 0x7FFFF000 (and 0 is seen too). Such a data chunk runs to the end of the file. A chunk of odd
/// size is followed by a pad byte; writers that forget it are recognised by the chunk ID that
/// follows without it.
enum WAVProbe {
    struct Format {
        var tag: UInt16
        var channels: Int
        var rate: Int
        var byteRate: Int
        var blockAlign: Int
        var bits: Int
        var samplesPerBlock: Int?
        /// WAVE_FORMAT_EXTENSIBLE's valid bits per sample (24 in a 32-bit container).
        var validBits: Int?
    }

    static func probe(_ source: some ByteSource) -> Result<AudioFileInfo, ProbeFailure> {
        var walk: Walk
        switch readHeader(source) {
        case .success(let read): walk = read
        case .failure(let failure): return .failure(failure)
        }
        if let failure = readChunks(source, &walk) { return .failure(failure) }
        let offset = walk.offset
        if walk.format == nil || walk.data == nil, offset < walk.end, offset + 8 > walk.end {
            return .failure(.truncated("the chunk header at offset \(offset) is cut short by the end of the RIFF data"))
        }
        guard let format = walk.format else { return .failure(.malformed("no 'fmt ' chunk")) }
        guard let data = walk.data else { return .failure(.malformed("no 'data' chunk")) }
        guard format.channels > 0 else { return .failure(.malformed("'fmt ' declares 0 channels")) }
        guard format.rate > 0 else { return .failure(.malformed("'fmt ' declares a sample rate of 0")) }
        guard format.blockAlign > 0 else { return .failure(.malformed("'fmt ' declares a block align of 0")) }
        if walk.is64 { walk.remarks.append("\(walk.magic): sizes from 'ds64'") }
        return .success(describe(format, data: data, factFrames: walk.factFrames, remarks: walk.remarks))
    }

    /// The walk over the chunks: where the RIFF data ends, whether the file was written to a
    /// pipe, what the chunks read so far hold.
    struct Walk {
        var magic: String
        var is64: Bool
        var end: Int
        var streamed = false
        var remarks: [String] = []
        /// The next chunk header.
        var offset = 12
        var format: Format?
        var data: (offset: Int, size: Int)?
        var factFrames: Int?
        var ds64: (data: UInt64, samples: UInt64)?
    }

    /// The RIFF header: the container, and the end of its data (the file's end when the size is
    /// a placeholder or lives in `ds64`).
    static func readHeader(_ source: some ByteSource) -> Result<Walk, ProbeFailure> {
        let header = source.read(at: 0, count: 12)
        guard header.count == 12, let magic = header.fourCC(0), let riffSize = header.u32le(4) else {
            return .failure(.truncated("the RIFF header is cut short: \(header.count) of 12 bytes"))
        }
        let is64 = magic == "RF64" || magic == "BW64"
        var walk = Walk(magic: magic, is64: is64, end: source.size)
        if is64 || riffSize == 0 || riffSize == 0xFFFF_FFFF {
            if !is64 {
                walk.streamed = true
                walk.remarks.append("the RIFF size is a placeholder (0x\(hex32(riffSize))): written to a pipe")
            }
        } else {
            walk.end = 8 + Int(riffSize)
            if walk.end > source.size {
                // SoX writes 0x7FFFF000-style sizes when it cannot seek; a real truncation has a plausible size.
                if riffSize >= 0x7FFF_F000 {
                    walk.streamed = true
                    walk.remarks.append("the RIFF size is a placeholder (0x\(hex32(riffSize))): written to a pipe")
                    walk.end = source.size
                } else {
                    return .failure(
                        .truncated("the RIFF header declares \(walk.end) bytes, the file has \(source.size)"))
                }
            }
        }
        return .success(walk)
    }

    /// Every chunk header up to the end of the RIFF data (or a streamed data chunk), and the
    /// bodies of `ds64`, `fmt `, `fact` and `data`.
    static func readChunks(_ source: some ByteSource, _ walk: inout Walk) -> ProbeFailure? {
        var parts = 0
        while walk.offset + 8 <= walk.end {
            parts += 1
            guard parts <= AudioProbe.maxParts else { return .malformed("more than \(AudioProbe.maxParts) chunks") }
            let offset = walk.offset
            let chunk = source.read(at: offset, count: 8)
            guard chunk.count == 8, let id = chunk.fourCC(0), let size32 = chunk.u32le(4) else {
                return .truncated("the chunk header at offset \(offset) is cut short")
            }
            var size = Int(size32)
            if walk.is64 && offset == 12, let failure = readDS64(source, id: id, size: size, &walk) { return failure }
            if id == "data" {
                switch dataSize(size32, at: offset, &walk) {
                case .success(let found): size = found
                case .failure(let failure): return failure
                }
            }
            let bodyEnd = offset + 8 + size
            guard bodyEnd <= walk.end else {
                return .truncated(
                    "chunk '\(id)' at offset \(offset) declares \(size) bytes, only \(walk.end - offset - 8) remain")
            }
            switch id {
            case "fmt ":
                switch readFormat(source, at: offset + 8, size: size) {
                case .success(let found): walk.format = found
                case .failure(let failure): return failure
                }
            case "fact":
                if size >= 4, let frames = source.read(at: offset + 8, count: 4).u32le(0) {
                    walk.factFrames = Int(frames)
                    if frames == 0xFFFF_FFFF, let ds64 = walk.ds64 {
                        walk.factFrames = ds64.samples < 1 << 40 ? Int(ds64.samples) : nil
                    }
                }
            case "data":
                if walk.data == nil { walk.data = (offset + 8, size) }
            default:
                break
            }
            var next = bodyEnd + (size & 1)
            if size & 1 == 1, next + 4 <= walk.end, !looksLikeChunkID(source.read(at: next, count: 4)),
                looksLikeChunkID(source.read(at: bodyEnd, count: 4))
            {
                next = bodyEnd
                walk.remarks.append("chunk '\(id)' has an odd size and no pad byte")
            }
            walk.offset = next
            if walk.streamed && id == "data" { break }
        }
        return nil
    }

    /// The `ds64` chunk an RF64 or BW64 file starts with: the real data size and sample count,
    /// and the RIFF size when it is inside the file.
    static func readDS64(_ source: some ByteSource, id: String, size: Int, _ walk: inout Walk) -> ProbeFailure? {
        guard id == "ds64" else { return .malformed("\(walk.magic) file without a 'ds64' chunk first (found '\(id)')") }
        let body = source.read(at: walk.offset + 8, count: 24)
        guard size >= 24, let riff = body.u64le(0), let dataSize = body.u64le(8), let samples = body.u64le(16) else {
            return .malformed("'ds64' chunk has \(size) bytes; at least 24 are needed")
        }
        walk.ds64 = (dataSize, samples)
        if riff != 0, riff < UInt64(Int.max - 16), Int(riff) + 8 < source.size { walk.end = Int(riff) + 8 }
        return nil
    }

    /// The size of the data chunk at `offset`: from `ds64`, or up to the end of the RIFF data when
    /// its size is a placeholder (the file was written to a pipe).
    static func dataSize(_ size32: UInt32, at offset: Int, _ walk: inout Walk) -> Result<Int, ProbeFailure> {
        let end = walk.end
        let size = Int(size32)
        if size32 == 0xFFFF_FFFF, let ds64 = walk.ds64 {
            guard ds64.data <= UInt64(end - offset - 8) else {
                return .failure(
                    .truncated("'ds64' declares \(ds64.data) bytes of data, only \(end - offset - 8) remain"))
            }
            return .success(Int(ds64.data))
        } else if size32 == 0 && !walk.streamed && offset + 8 >= end {
            // A data chunk of 0 bytes with nothing after it: a file with no audio, not a pipe.
            return .success(0)
        } else if size32 == 0 || size32 == 0xFFFF_FFFF || (size32 >= 0x7FFF_F000 && offset + 8 + size > end) {
            if !walk.streamed {
                walk.remarks.append("the data size is a placeholder (0x\(hex32(size32))): written to a pipe")
            }
            walk.streamed = true
            return .success(end - offset - 8)
        }
        return .success(size)
    }

    static func readFormat(_ source: some ByteSource, at offset: Int, size: Int) -> Result<Format, ProbeFailure> {
        guard size >= 16 else { return .failure(.malformed("'fmt ' chunk has \(size) bytes; at least 16 are needed")) }
        let body = source.read(at: offset, count: min(size, 40))
        guard let tag = body.u16le(0), let channels = body.u16le(2), let rate = body.u32le(4),
            let byteRate = body.u32le(8),
            let blockAlign = body.u16le(12), let bits = body.u16le(14)
        else { return .failure(.truncated("'fmt ' chunk at offset \(offset - 8) is cut short")) }
        var format = Format(
            tag: tag, channels: Int(channels), rate: Int(rate), byteRate: Int(byteRate), blockAlign: Int(blockAlign),
            bits: Int(bits))
        let extensionSize = body.u16le(16).map(Int.init) ?? 0
        if tag == 0xFFFE {
            guard size >= 40, extensionSize >= 22, let subFormat = body.u16le(24) else {
                return .failure(.malformed("WAVE_FORMAT_EXTENSIBLE 'fmt ' chunk has \(size) bytes; 40 are needed"))
            }
            format.tag = subFormat
            if let valid = body.u16le(18), valid > 0, Int(valid) <= format.bits { format.validBits = Int(valid) }
        } else if tag == 0x11 || tag == 0x02, extensionSize >= 2, let perBlock = body.u16le(18), perBlock > 0 {
            format.samplesPerBlock = Int(perBlock)
        }
        return .success(format)
    }

    static func describe(
        _ format: Format, data: (offset: Int, size: Int), factFrames: Int?, remarks: [String]
    ) -> AudioFileInfo {
        let codec = codecName(format)
        var frames: Int?
        var source: String
        var pcm: PCMLayout?
        let bytesPerSample = format.blockAlign / format.channels
        switch format.tag {
        case 1, 3, 6, 7:
            frames = data.size / format.blockAlign
            source = "data size"
            let isPCM =
                (format.tag == 1 && [1, 2, 3, 4].contains(bytesPerSample))
                || (format.tag == 3 && [4, 8].contains(bytesPerSample))
            if isPCM && format.blockAlign == bytesPerSample * format.channels {
                pcm = PCMLayout(
                    dataOffset: data.offset, dataSize: (data.size / format.blockAlign) * format.blockAlign,
                    bytesPerSample: bytesPerSample,
                    isFloat: format.tag == 3, isBigEndian: false, isUnsigned: bytesPerSample == 1)
            }
        default:
            if let factFrames {
                frames = factFrames
                source = "fact"
            } else if let perBlock = format.samplesPerBlock {
                frames = adpcmFrames(format, perBlock: perBlock, dataSize: data.size)
                source = "ADPCM blocks"
            } else if format.byteRate > 0 {
                // An absurd estimate (2 GB of data at a byte rate of 1 and a rate of 2^32 - 1
                // overflowed the conversion to Int) is no duration.
                frames = Duration.frames(
                    UInt64(data.size), timescale: UInt32(clamping: format.byteRate), rate: format.rate)
                source = frames == nil ? "unknown (the byte rate gives no plausible duration)" : "byte rate (estimate)"
            } else {
                source = "unknown"
            }
        }
        var info = AudioFileInfo(
            container: .wav, codec: codec, sampleRate: format.rate, channels: format.channels, frames: frames,
            durationSource: source, remarks: remarks, pcm: pcm)
        if [1, 3].contains(format.tag) { info.bitDepth = format.validBits ?? bytesPerSample * 8 }
        if frames == 0 { info.remarks.append("the data chunk holds no samples") }
        return info
    }

    /// Frames in ADPCM data without a `fact` chunk: whole blocks, plus what a partial last block holds.
    static func adpcmFrames(_ format: Format, perBlock: Int, dataSize: Int) -> Int {
        let blocks = dataSize / format.blockAlign
        let rest = dataSize % format.blockAlign
        var frames = blocks * perBlock
        let header = (format.tag == 0x11 ? 4 : 7) * format.channels
        if rest > header {
            // IMA: 8 samples per 4 bytes per channel after the header sample; MS: 2 per byte after 2 header samples.
            frames +=
                format.tag == 0x11
                ? (rest - header) * 2 / format.channels + 1 : (rest - header) * 2 / format.channels + 2
        }
        return frames
    }

    static func codecName(_ format: Format) -> String {
        let bytes = format.channels > 0 ? format.blockAlign / format.channels : 0
        switch format.tag {
        case 1: return bytes == 1 ? "pcm_u8" : "pcm_s\(bytes * 8)le"
        case 3: return "pcm_f\(bytes * 8)le"
        case 6: return "pcm_alaw"
        case 7: return "pcm_mulaw"
        case 2: return "adpcm_ms"
        case 0x11: return "adpcm_ima_wav"
        case 0x55: return "mp3"
        case 0x50: return "mp2"
        case 0x31: return "gsm_ms"
        case 0x45: return "adpcm_g726"
        case 0xFF, 0x1600, 0x1601, 0x1602, 0xA106: return "aac"
        case 0x161: return "wmav2"
        case 0x160: return "wmav1"
        case 0x2000: return "ac3"
        case 0xF1AC: return "flac"
        case 0x704F: return "opus"
        default: return "format 0x" + FourCC.hex(UInt8(format.tag >> 8)) + FourCC.hex(UInt8(format.tag & 0xFF))
        }
    }

    static func looksLikeChunkID(_ bytes: [UInt8]) -> Bool {
        bytes.count == 4 && bytes.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
    }

    static func hex32(_ value: UInt32) -> String {
        (0..<4).map { FourCC.hex(UInt8(truncatingIfNeeded: value >> (24 - 8 * UInt32($0)))) }.joined().uppercased()
    }
}
