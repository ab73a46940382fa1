/// The containers zk-audio reads.
public enum AudioContainer: String, Sendable, Hashable {
    case wav
    case caf
    case mp4
}

/// What a probe learns from a file's header.
public struct AudioFileInfo: Sendable, Hashable {
    public var container: AudioContainer
    /// Codec as the container names it (`pcm`, `lpcm`, `aac `, `mp4a`…).
    public var codec: String
    public var sampleRate: Int
    public var channels: Int
    /// Nil when the container does not say (an MP4 duration of "unknown").
    public var durationMs: Int?

    public init(container: AudioContainer, codec: String, sampleRate: Int, channels: Int, durationMs: Int?) {
        self.container = container
        self.codec = codec
        self.sampleRate = sampleRate
        self.channels = channels
        self.durationMs = durationMs
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
}
