/// MPEG-4 Audio's AudioSpecificConfig (ISO/IEC 14496-3 §1.6.2.1), the codec configuration of AAC
/// in `esds` (MP4) and `kuki` (CAF). The container's channel field is a template (ffmpeg writes 2
/// for every AAC track); the real layout is here, and so is the rate the decoder outputs:
///
///     audioObjectType 5 (31: 32 + 6)   samplingFrequencyIndex 4 (15: 24-bit rate)
///     channelConfiguration 4           [AOT 5/29: extension rate index 4 (+24), AOT again]
///     GASpecificConfig: frameLengthFlag 1 (960-sample frames), dependsOnCoreCoder 1 (+14),
///                       extensionFlag 1, program_config_element when channelConfiguration is 0
///     [backward-compatible SBR: syncExtensionType 0x2B7, AOT 5, sbrPresentFlag, rate index;
///      then 0x548 and psPresentFlag]
struct AudioSpecificConfig: Sendable, Hashable {
    /// The core object type (2 = AAC LC).
    var objectType: Int
    var coreRate: Int
    /// Output channels (a PS stream decodes to 2).
    var channels: Int
    var channelConfiguration: Int
    /// SBR (HE-AAC): how it is signalled, and the rate the decoder outputs with it.
    var sbr: Signalling
    var sbrRate: Int?
    var ps: Bool
    /// 960 instead of 1024 samples per frame.
    var shortFrames: Bool

    enum Signalling: String, Sendable, Hashable {
        case none
        /// AOT 5 or 29 ahead of the core object type.
        case explicitHierarchical = "explicit (hierarchical)"
        /// AOT 2 followed by the 0x2B7 sync extension.
        case explicitBackwardCompatible = "explicit (backward compatible)"
        /// Nothing in the configuration; the container's rate is twice the core rate.
        case implicit
    }

    static let rates = [
        96_000, 88_200, 64_000, 48_000, 44_100, 32_000, 24_000, 22_050, 16_000, 12_000, 11_025, 8_000, 7_350,
    ]
    /// Channels of channelConfiguration 1...14 (ISO/IEC 14496-3 Table 1.19 and 23001-8).
    static let configurationChannels = [0, 1, 2, 3, 4, 5, 6, 8, 2, 3, 4, 7, 8, 24, 8]

    var outputRate: Int { sbrRate ?? coreRate }

    /// Samples per frame at the output rate.
    var frameLength: Int { (shortFrames ? 960 : 1024) * (sbrRate == nil ? 1 : 2) }

    var profile: String {
        switch (objectType, sbr != .none, ps) {
        case (2, true, true): "HE-AACv2"
        case (2, true, false): "HE-AAC"
        case (2, false, _): "LC"
        case (1, _, _): "Main"
        case (3, _, _): "SSR"
        case (4, _, _): "LTP"
        case (23, _, _): "LD"
        case (39, _, _): "ELD"
        default: "AOT \(objectType)"
        }
    }

    static func parse(_ bytes: [UInt8]) -> Result<AudioSpecificConfig, ProbeFailure> {
        var bits = BitReader(bytes)
        func fail(_ what: String) -> Result<AudioSpecificConfig, ProbeFailure> {
            .failure(.malformed("the AAC configuration (AudioSpecificConfig, \(bytes.count) bytes) \(what)"))
        }
        guard var objectType = bits.objectType(), let rateIndex = bits.read(4) else { return fail("is cut short") }
        guard let coreRate = bits.rate(index: rateIndex) else {
            return fail("has a reserved sampling frequency index \(rateIndex)")
        }
        guard let configuration = bits.read(4) else { return fail("is cut short") }
        var sbr = Signalling.none
        var sbrRate: Int?
        var ps = false
        if objectType == 5 || objectType == 29 {
            sbr = .explicitHierarchical
            ps = objectType == 29
            guard let index = bits.read(4), let rate = bits.rate(index: index) else {
                return fail("has an invalid SBR sampling frequency index")
            }
            sbrRate = rate
            guard let core = bits.objectType() else { return fail("is cut short after the SBR rate") }
            objectType = core
        }
        var channels = configuration < configurationChannels.count ? configurationChannels[configuration] : 0
        var shortFrames = false
        if [1, 2, 3, 4, 6, 7, 17, 19, 20, 21, 22, 23].contains(objectType) {
            guard let frameLength = bits.read(1), let dependsOnCore = bits.read(1) else {
                return fail("is cut short in GASpecificConfig")
            }
            shortFrames = frameLength == 1
            if dependsOnCore == 1 { _ = bits.read(14) }
            guard let extensionFlag = bits.read(1) else { return fail("is cut short in GASpecificConfig") }
            if configuration == 0 {
                guard let counted = bits.programConfigChannels() else {
                    return fail("has a program_config_element that is cut short")
                }
                channels = counted
            }
            if objectType == 6 || objectType == 20 { _ = bits.read(3) }
            if extensionFlag == 1 {
                if objectType == 22 { _ = bits.read(16) }
                if [17, 19, 20, 23].contains(objectType) { _ = bits.read(3) }
                _ = bits.read(1)
            }
        }
        if [17, 19, 20, 21, 22, 23, 24, 25, 26, 27, 39].contains(objectType) { _ = bits.read(2) }
        if sbr == .none, bits.remaining >= 16, bits.peek(11) == 0x2B7 {
            _ = bits.read(11)
            if let extensionType = bits.objectType(), extensionType == 5, let present = bits.read(1), present == 1 {
                guard let index = bits.read(4), let rate = bits.rate(index: index) else {
                    return fail("has an invalid SBR sampling frequency index")
                }
                sbr = .explicitBackwardCompatible
                sbrRate = rate
                if bits.remaining >= 12, bits.peek(11) == 0x548 {
                    _ = bits.read(11)
                    ps = bits.read(1) == 1
                }
            }
        }
        guard channels > 0 else {
            return fail("declares channel configuration \(configuration), which has no channels")
        }
        if ps && channels == 1 { channels = 2 }
        return .success(
            AudioSpecificConfig(
                objectType: objectType, coreRate: coreRate, channels: channels, channelConfiguration: configuration,
                sbr: sbr,
                sbrRate: sbrRate, ps: ps, shortFrames: shortFrames))
    }

    /// The AudioSpecificConfig inside an MPEG-4 ES_Descriptor (the payload of `esds` after its
    /// version and flags, or a CAF `kuki`): ES_Descriptor 0x03 → DecoderConfigDescriptor 0x04
    /// (objectTypeIndication 0x40 = MPEG-4 audio, 0x66–0x68 MPEG-2 AAC) → DecoderSpecificInfo 0x05.
    static func fromDescriptor(_ bytes: [UInt8]) -> Result<(objectTypeIndication: Int, config: [UInt8]?), ProbeFailure>
    {
        var at = 0
        func header(_ expected: UInt8) -> Int? {
            guard let tag = bytes.u8(at), tag == expected else { return nil }
            at += 1
            var length = 0
            for _ in 0..<4 {
                guard let byte = bytes.u8(at) else { return nil }
                at += 1
                length = length << 7 | Int(byte & 0x7F)
                if byte & 0x80 == 0 { break }
            }
            return length
        }
        guard header(0x03) != nil else {
            return .failure(.malformed("'esds' does not start with an ES_Descriptor (tag 3)"))
        }
        guard let flags = bytes.u8(at + 2) else { return .failure(.malformed("'esds' ES_Descriptor is cut short")) }
        at += 3
        if flags & 0x80 != 0 { at += 2 }
        if flags & 0x40 != 0, let length = bytes.u8(at) { at += 1 + Int(length) }
        if flags & 0x20 != 0 { at += 2 }
        guard header(0x04) != nil, let indication = bytes.u8(at) else {
            return .failure(.malformed("'esds' has no DecoderConfigDescriptor (tag 4)"))
        }
        at += 13
        guard let length = header(0x05) else { return .success((Int(indication), nil)) }
        guard at + length <= bytes.count else {
            return .failure(
                .malformed("'esds' DecoderSpecificInfo declares \(length) bytes, \(bytes.count - at) remain"))
        }
        return .success((Int(indication), Array(bytes[at..<(at + length)])))
    }
}

/// Reads bits most significant first; nil past the end.
struct BitReader {
    let bytes: [UInt8]
    var position = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    var remaining: Int { bytes.count * 8 - position }

    mutating func read(_ count: Int) -> Int? {
        guard count <= remaining, count <= 32 else { return nil }
        var value = 0
        for _ in 0..<count {
            let byte = Int(bytes[position >> 3])
            value = value << 1 | (byte >> (7 - (position & 7))) & 1
            position += 1
        }
        return value
    }

    func peek(_ count: Int) -> Int? {
        var copy = self
        return copy.read(count)
    }

    mutating func objectType() -> Int? {
        guard let value = read(5) else { return nil }
        guard value == 31 else { return value }
        return read(6).map { 32 + $0 }
    }

    mutating func rate(index: Int) -> Int? {
        if index == 15 { return read(24).flatMap { $0 > 0 ? $0 : nil } }
        return index < AudioSpecificConfig.rates.count ? AudioSpecificConfig.rates[index] : nil
    }

    /// The channels a program_config_element declares (front, side, back: SCE 1, CPE 2; LFE 1).
    mutating func programConfigChannels() -> Int? {
        guard read(4) != nil, read(2) != nil, read(4) != nil, let front = read(4), let side = read(4),
            let back = read(4),
            let lfe = read(2), let assoc = read(3), let cc = read(4)
        else { return nil }
        // mono and stereo mixdown: element number 4 bits each; matrix mixdown: index 2, pseudo surround 1.
        for extra in [4, 4, 3] where read(1) == 1 { _ = read(extra) }
        var channels = 0
        for _ in 0..<(front + side + back) {
            guard let isPair = read(1), read(4) != nil else { return nil }
            channels += isPair == 1 ? 2 : 1
        }
        for _ in 0..<lfe {
            guard read(4) != nil else { return nil }
            channels += 1
        }
        _ = read(4 * assoc)
        _ = read(5 * cc)
        return channels
    }
}
