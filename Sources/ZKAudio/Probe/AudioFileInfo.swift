/// The containers zk-audio reads.
public enum AudioContainer: String, Sendable, Hashable {
    case wav
    case caf
    case mp4

    /// How messages name the container.
    public var displayName: String {
        switch self {
        case .wav: "WAV"
        case .caf: "CAF"
        case .mp4: "MP4/M4A"
        }
    }

    /// The container a file name's extension promises, nil for an extension zk-audio does not know.
    public static func expected(forFileName name: String) -> AudioContainer? {
        guard let dot = name.lastIndex(of: "."), !name[dot...].contains("/") else { return nil }
        switch name[name.index(after: dot)...].lowercased() {
        case "wav", "wave", "bwf", "rf64": return .wav
        case "caf": return .caf
        case "m4a", "mp4", "m4b", "mov", "3gp": return .mp4
        default: return nil
        }
    }
}

/// How the samples of an uncompressed file are stored, for the level analysis.
public struct PCMLayout: Sendable, Hashable {
    /// Byte offset of the first sample frame in the file.
    public var dataOffset: Int
    /// Bytes of sample data (whole frames).
    public var dataSize: Int
    /// Bytes per sample of one channel (1, 2, 3, 4 or 8).
    public var bytesPerSample: Int
    public var isFloat: Bool
    public var isBigEndian: Bool
    /// 8-bit WAV is unsigned; every other integer layout is signed.
    public var isUnsigned: Bool

    public init(dataOffset: Int, dataSize: Int, bytesPerSample: Int, isFloat: Bool, isBigEndian: Bool, isUnsigned: Bool)
    {
        self.dataOffset = dataOffset
        self.dataSize = dataSize
        self.bytesPerSample = bytesPerSample
        self.isFloat = isFloat
        self.isBigEndian = isBigEndian
        self.isUnsigned = isUnsigned
    }
}

/// What a probe learns from a file's header and codec configuration.
public struct AudioFileInfo: Sendable, Hashable {
    public var container: AudioContainer
    /// Codec, named as ffprobe names it (`aac`, `alac`, `pcm_s16le`, `adpcm_ima_wav`…).
    public var codec: String
    /// The codec's profile where it has one (`LC`, `HE-AAC`, `HE-AACv2`).
    public var profile: String?
    /// The sample rate the decoder outputs (the SBR rate for HE-AAC).
    public var sampleRate: Int
    /// The channels the decoder outputs (from the codec configuration, not the container's summary).
    public var channels: Int
    /// Sample frames as played (priming and padding removed), at `sampleRate`; nil when unknown.
    public var frames: Int?
    /// Encoder delay removed at the start (edit list, iTunSMPB, pakt), in frames.
    public var priming: Int?
    /// Frames of padding removed at the end.
    public var padding: Int?
    /// Where the duration comes from (`edit list`, `iTunSMPB`, `fragments`, `fact`, `data size`…).
    public var durationSource: String
    /// Facts worth a note (`size fields are placeholders (streamed)`, `channel field says 2`…).
    public var remarks: [String]
    /// Set for PCM data the level analysis can read.
    public var pcm: PCMLayout?
    /// Bits per sample of PCM and lossless codecs (ffprobe's `bits_per_raw_sample`); nil for lossy codecs.
    public var bitDepth: Int?
    /// The compressed packets of an MP4 track and its codec configuration, for the decoders.
    public var encoded: EncodedTrack?
    /// Bytes after the last complete chunk that form no chunk (a playable file with stray bytes).
    public var trailingBytes = 0

    public init(
        container: AudioContainer, codec: String, profile: String? = nil, sampleRate: Int, channels: Int, frames: Int?,
        priming: Int? = nil, padding: Int? = nil, durationSource: String, remarks: [String] = [], pcm: PCMLayout? = nil
    ) {
        self.container = container
        self.codec = codec
        self.profile = profile
        self.sampleRate = sampleRate
        self.channels = channels
        self.frames = frames
        self.priming = priming
        self.padding = padding
        self.durationSource = durationSource
        self.remarks = remarks
        self.pcm = pcm
    }

    /// Duration as played in seconds; nil when unknown.
    public var seconds: Double? {
        guard let frames, sampleRate > 0 else { return nil }
        return Double(frames) / Double(sampleRate)
    }

    /// Duration as played in whole milliseconds (rounded); nil when unknown.
    public var durationMs: Int? {
        guard let frames else { return nil }
        return Duration.milliseconds(units: Double(frames), perSecond: Double(sampleRate))
    }
}

/// Where a compressed track's packets are in the file, and its codec configuration
/// (AAC: the AudioSpecificConfig).
public struct EncodedTrack: Sendable, Hashable {
    public var config: [UInt8]
    /// Byte ranges of the packets in decoding order.
    public var packets: [Range<Int>]

    public init(config: [UInt8], packets: [Range<Int>]) {
        self.config = config
        self.packets = packets
    }
}

/// Why a probe rejects a file; the text names the part, the value found and what was expected.
public enum ProbeFailure: Error, Sendable, Hashable {
    case empty
    case truncated(String)
    case unknownFormat(String)
    case malformed(String)
}

/// Turns a frame count and a rate into milliseconds without overflow or a trap on odd values.
enum Duration {
    /// Nil when the result would be absurd (more than a year) or the rate is zero.
    static func milliseconds(units: Double, perSecond rate: Double) -> Int? {
        guard rate > 0, units >= 0, units.isFinite, rate.isFinite else { return nil }
        let ms = (units * 1000 / rate).rounded()
        guard ms.isFinite, ms < 31_536_000_000 else { return nil }
        return Int(ms)
    }

    /// `units` of a `timescale` converted to frames at `rate`, rounded; nil when absurd.
    static func frames(_ units: UInt64, timescale: UInt32, rate: Int) -> Int? {
        guard timescale > 0, rate > 0 else { return nil }
        let value = (Double(units) * Double(rate) / Double(timescale)).rounded()
        guard value.isFinite, value >= 0, value < 1e13 else { return nil }
        return Int(value)
    }
}
