/// Core Audio Format: an 8-byte header (`caff`, version 1, flags), then chunks of a 4-byte type
/// and a signed 64-bit big-endian size. `desc` (first) gives the rate as a Float64, the format ID,
/// bytes and frames per packet and the channels; `pakt` the valid frame count of compressed
/// audio; `data` may have size -1, meaning "to the end of the file" (last chunk only).
enum CAFProbe {
    static func probe(_ source: some ByteSource) -> Result<AudioFileInfo, ProbeFailure> {
        let header = source.read(at: 0, count: 8)
        guard header.count == 8, let version = header.u16be(4) else {
            return .failure(.truncated("the CAF header is cut short: \(header.count) of 8 bytes"))
        }
        guard version == 1 else { return .failure(.malformed("CAF file version \(version); only version 1 exists")) }
        var offset = 8
        var desc: [UInt8]?
        var validFrames: Int?
        var dataSize: Int?
        var parts = 0
        while offset < source.size {
            parts += 1
            guard parts <= AudioProbe.maxParts else { return .failure(.malformed("more than \(AudioProbe.maxParts) chunks")) }
            let chunk = source.read(at: offset, count: 12)
            guard chunk.count == 12, let type = chunk.fourCC(0), let raw = chunk.u64be(4) else {
                return .failure(.truncated("the chunk header at offset \(offset) is cut short"))
            }
            let signed = Int64(bitPattern: raw)
            let remaining = source.size - offset - 12
            if desc == nil && type != "desc" {
                return .failure(.malformed("the first chunk is '\(type)'; a CAF file starts with 'desc'"))
            }
            if signed == -1 && type == "data" {
                dataSize = remaining
                break
            }
            guard signed >= 0 else { return .failure(.malformed("chunk '\(type)' at offset \(offset) declares a negative size (\(signed))")) }
            guard signed <= Int64(remaining) else {
                return .failure(.truncated("chunk '\(type)' at offset \(offset) declares \(signed) bytes, only \(remaining) remain"))
            }
            let size = Int(signed)
            switch type {
            case "desc":
                guard size >= 32 else { return .failure(.malformed("'desc' chunk has \(size) bytes; 32 are needed")) }
                desc = source.read(at: offset + 12, count: 32)
            case "pakt":
                guard size >= 24 else { return .failure(.malformed("'pakt' chunk has \(size) bytes; at least 24 are needed")) }
                let body = source.read(at: offset + 12, count: 16)
                guard let frames = body.u64be(8) else { return .failure(.truncated("'pakt' chunk at offset \(offset) is cut short")) }
                let value = Int64(bitPattern: frames)
                guard value >= 0 else { return .failure(.malformed("'pakt' declares a negative number of valid frames (\(value))")) }
                validFrames = Int(value)
            case "data":
                dataSize = size
            default:
                break
            }
            offset += 12 + size
        }
        guard let desc, desc.count == 32, let rateBits = desc.u64be(0), let formatID = desc.fourCC(8),
            let bytesPerPacket = desc.u32be(16), let framesPerPacket = desc.u32be(20), let channels = desc.u32be(24)
        else { return .failure(.malformed("no complete 'desc' chunk")) }
        let rate = Double(bitPattern: rateBits)
        guard rate.isFinite, rate >= 1, rate < 10_000_000 else {
            return .failure(.malformed("'desc' declares a sample rate of \(rate.isFinite ? String(rate) : "non-finite")"))
        }
        guard channels > 0 else { return .failure(.malformed("'desc' declares 0 channels per frame")) }
        guard channels <= 1024 else { return .failure(.malformed("'desc' declares \(channels) channels per frame")) }
        guard let dataSize else { return .failure(.malformed("no 'data' chunk")) }
        var frames: Double?
        if let validFrames {
            frames = Double(validFrames)
        } else if bytesPerPacket > 0 && framesPerPacket > 0 {
            // The data chunk starts with a 4-byte edit count.
            frames = Double(max(0, dataSize - 4) / Int(bytesPerPacket)) * Double(framesPerPacket)
        }
        guard let frames else {
            return .failure(.malformed("variable-size packets ('\(formatID)') without a 'pakt' chunk; the duration is unknown"))
        }
        return .success(AudioFileInfo(
            container: .caf, codec: formatID, sampleRate: Int(rate.rounded()), channels: Int(channels),
            durationMs: Duration.milliseconds(units: frames, perSecond: rate)))
    }
}
