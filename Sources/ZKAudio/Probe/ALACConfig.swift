/// Apple Lossless's magic cookie, ALACSpecificConfig (24 bytes, big-endian): frameLength u32,
/// compatibleVersion u8, bitDepth u8, pb, mb, kb u8, numChannels u8, maxRun u16, maxFrameBytes u32,
/// avgBitRate u32, sampleRate u32. MP4 holds it in an `alac` full box inside the `alac` sample
/// entry; CAF in `kuki`, either bare or (older files) after `frma` and `alac` atoms.
struct ALACConfig: Sendable, Hashable {
    var frameLength: Int
    var bitDepth: Int
    var channels: Int
    var sampleRate: Int

    static func parse(_ bytes: [UInt8]) -> Result<ALACConfig, ProbeFailure> {
        var at = 0
        // Wrapped form: 'frma' atom (12 bytes), then an 'alac' atom with version and flags.
        if bytes.fourCC(4) == "frma", let frma = bytes.u32be(0), bytes.fourCC(Int(frma) + 4) == "alac" {
            at = Int(frma) + 12
        }
        guard at + 24 <= bytes.count, let frameLength = bytes.u32be(at), let depth = bytes.u8(at + 5),
            let channels = bytes.u8(at + 9), let rate = bytes.u32be(at + 20)
        else {
            return .failure(.malformed("the ALAC magic cookie has \(max(0, bytes.count - at)) bytes; 24 are needed"))
        }
        guard channels > 0 else { return .failure(.malformed("the ALAC magic cookie declares 0 channels")) }
        guard rate > 0 else { return .failure(.malformed("the ALAC magic cookie declares a sample rate of 0")) }
        return .success(
            ALACConfig(
                frameLength: Int(frameLength), bitDepth: Int(depth), channels: Int(channels), sampleRate: Int(rate)))
    }
}

/// Channel counts from the layout boxes: Core Audio's AudioChannelLayout (`chan` in MP4 after a
/// version and flags, and the CAF `chan` chunk) and ISO/IEC 14496-12's `chnl`.
enum ChannelLayout {
    /// mChannelLayoutTag u32, mChannelBitmap u32, mNumberChannelDescriptions u32, descriptions.
    /// Tag 0: the descriptions count; 0x10000: the bitmap's bits; otherwise the tag's low 16 bits.
    static func coreAudioChannels(_ bytes: [UInt8]) -> Int? {
        guard let tag = bytes.u32be(0), let bitmap = bytes.u32be(4), let descriptions = bytes.u32be(8) else {
            return nil
        }
        switch tag {
        case 0: return descriptions > 0 && descriptions <= 1024 ? Int(descriptions) : nil
        case 0x1_0000: return bitmap == 0 ? nil : bitmap.nonzeroBitCount
        default:
            let count = Int(tag & 0xFFFF)
            return count > 0 ? count : nil
        }
    }

    /// `chnl` version 0 after version and flags: stream_structure u8 (1: channels), then
    /// definedLayout u8 (a ChannelConfiguration of ISO/IEC 23091-3); 0 means explicit positions.
    static func isoChannels(_ bytes: [UInt8]) -> Int? {
        guard bytes.u8(0) == 0, let structure = bytes.u8(4), structure & 1 == 1, let layout = bytes.u8(5) else {
            return nil
        }
        let table = [0, 1, 2, 3, 4, 5, 6, 8, 2, 3, 4, 7, 8, 24, 8, 12, 10, 12, 14, 12, 14]
        guard layout > 0, Int(layout) < table.count else { return nil }
        return table[Int(layout)]
    }
}
