/// RIFF/WAVE: a 12-byte header (`RIFF`, size, `WAVE`), then chunks of a 4-byte ID, a 32-bit
/// little-endian size and a body padded to even length. The probe walks chunk headers until it
/// has `fmt ` (format, channels, rate, byte rate) and the size of `data`; sample data is never read.
enum WAVProbe {
    static func probe(_ source: some ByteSource) -> Result<AudioFileInfo, ProbeFailure> {
        let header = source.read(at: 0, count: 12)
        guard header.count == 12, let riffSize = header.u32le(4) else {
            return .failure(.truncated("the RIFF header is cut short: \(header.count) of 12 bytes"))
        }
        let declaredEnd = 8 + Int(riffSize)
        guard declaredEnd <= source.size else {
            return .failure(.truncated("the RIFF header declares \(declaredEnd) bytes, the file has \(source.size)"))
        }
        let end = declaredEnd
        var offset = 12
        var format: (tag: UInt16, channels: Int, rate: Int, byteRate: Int, bits: Int)?
        var dataSize: Int?
        var parts = 0
        while offset + 8 <= end && (format == nil || dataSize == nil) {
            parts += 1
            guard parts <= AudioProbe.maxParts else { return .failure(.malformed("more than \(AudioProbe.maxParts) chunks before 'fmt ' and 'data'")) }
            let chunk = source.read(at: offset, count: 8)
            guard chunk.count == 8, let id = chunk.fourCC(0), let size32 = chunk.u32le(4) else {
                return .failure(.truncated("the chunk header at offset \(offset) is cut short"))
            }
            let size = Int(size32)
            let bodyEnd = offset + 8 + size
            guard bodyEnd <= end else {
                return .failure(.truncated("chunk '\(id)' at offset \(offset) declares \(size) bytes, only \(end - offset - 8) remain"))
            }
            if id == "fmt " {
                guard size >= 16 else { return .failure(.malformed("'fmt ' chunk has \(size) bytes; at least 16 are needed")) }
                let body = source.read(at: offset + 8, count: 16)
                guard let tag = body.u16le(0), let channels = body.u16le(2), let rate = body.u32le(4), let byteRate = body.u32le(8),
                    let bits = body.u16le(14)
                else { return .failure(.truncated("'fmt ' chunk at offset \(offset) is cut short")) }
                format = (tag, Int(channels), Int(rate), Int(byteRate), Int(bits))
            } else if id == "data" {
                dataSize = size
            }
            offset = bodyEnd + (size & 1)
        }
        if format == nil || dataSize == nil, offset < end, offset + 8 > end {
            return .failure(.truncated("the chunk header at offset \(offset) is cut short by the end of the RIFF data"))
        }
        guard let format else { return .failure(.malformed("no 'fmt ' chunk")) }
        guard let dataSize else { return .failure(.malformed("no 'data' chunk")) }
        guard format.channels > 0 else { return .failure(.malformed("'fmt ' declares 0 channels")) }
        guard format.rate > 0 else { return .failure(.malformed("'fmt ' declares a sample rate of 0")) }
        guard format.byteRate > 0 else { return .failure(.malformed("'fmt ' declares a byte rate of 0")) }
        let codec: String
        switch format.tag {
        case 1: codec = "pcm"
        case 3: codec = "float"
        case 0xFFFE: codec = "extensible"
        default: codec = "format 0x" + FourCC.hex(UInt8(format.tag >> 8)) + FourCC.hex(UInt8(format.tag & 0xFF))
        }
        return .success(AudioFileInfo(
            container: .wav, codec: codec, sampleRate: format.rate, channels: format.channels,
            durationMs: Duration.milliseconds(units: Double(dataSize), perSecond: Double(format.byteRate))))
    }
}
