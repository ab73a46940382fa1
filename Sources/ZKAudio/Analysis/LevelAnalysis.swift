#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What the level analysis measures in a PCM master.
public struct LevelReport: Sendable, Hashable {
    /// ITU-R BS.1770-4 integrated loudness; nil when no 400 ms block passes the gates (silence,
    /// or a file shorter than one block; ffmpeg prints -70 then).
    public var integratedLUFS: Double?
    /// The largest sample magnitude, in dBFS; nil for digital silence.
    public var samplePeakDBFS: Double?
    /// The largest magnitude of the signal between the samples (oversampled), in dBTP.
    public var truePeakDBTP: Double?
    /// Silence (below -60 dBFS) before the first and after the last sound, in milliseconds.
    public var leadingSilenceMs: Int
    public var trailingSilenceMs: Int
    /// Samples at full scale in runs of three or more (a clipped recording), and the runs.
    public var clippedSamples: Int
    public var clippedRuns: Int
    /// The 400 ms blocks measured, and how many passed the gates.
    public var blocks: Int
    public var gatedBlocks: Int
    public var oversampling: Int
}

/// ITU-R BS.1770-4 / EBU R128 loudness and level QA of PCM samples, as ffmpeg's `ebur128`
/// filter measures them (`peak=true+sample`):
///
/// - K-weighting: the shelving pre-filter and the RLB high-pass, coefficients computed for the
///   file's rate (the formulas of libebur128, which ffmpeg uses too), per channel.
/// - Mean square over 400 ms blocks every 100 ms; a block's loudness is -0.691 + 10 log10 of the
///   weighted channel sum (1 for the front channels, 1.41 for the surrounds, 0 for the LFE).
/// - Integrated loudness: the blocks above -70 LUFS (absolute gate), then those above their own
///   mean minus 10 LU (relative gate).
/// - True peak: oversampled to 192 kHz as ffmpeg does (4× at 48 kHz, 2× at 96 kHz) with
///   a Kaiser-windowed sinc (32 taps per phase, cutoff 0.97, β 9: swresample's defaults).
public enum LevelAnalysis {
    /// Masters larger than this are not analysed (one sample array per channel is held).
    public static let maxDataSize = 128 << 20
    public static let silenceThreshold = 0.001

    public static func analyze(_ source: some ByteSource, info: AudioFileInfo, pcm: PCMLayout) -> Result<LevelReport, ProbeFailure> {
        guard pcm.dataSize <= maxDataSize else {
            return .failure(.malformed("the sample data (\(pcm.dataSize) bytes) is larger than the \(maxDataSize >> 20) MiB the analysis reads"))
        }
        let bytes = source.read(at: pcm.dataOffset, count: pcm.dataSize)
        guard bytes.count == pcm.dataSize else {
            return .failure(.truncated("the sample data is cut short: \(bytes.count) of \(pcm.dataSize) bytes"))
        }
        let channels = PCMDecoder.decode(bytes, layout: pcm, channels: info.channels)
        return .success(measure(channels, rate: info.sampleRate, fullScale: PCMDecoder.fullScale(pcm)))
    }

    /// The measurements of deinterleaved samples in [-1, 1]; `fullScale` is the magnitude counted as clipped.
    public static func measure(_ channels: [[Float]], rate: Int, fullScale: Float = 1) -> LevelReport {
        let frames = channels.first?.count ?? 0
        let (integrated, blocks, gated) = integratedLoudness(channels, rate: rate)
        var peak: Float = 0
        var first = frames, last = -1
        var clipped = 0, runs = 0
        for samples in channels {
            var run = 0
            for (index, sample) in samples.enumerated() {
                let magnitude = abs(sample)
                if magnitude > peak { peak = magnitude }
                if Double(magnitude) > silenceThreshold {
                    if index < first { first = index }
                    if index > last { last = index }
                }
                if magnitude >= fullScale {
                    run += 1
                } else {
                    if run >= 3 {
                        clipped += run
                        runs += 1
                    }
                    run = 0
                }
            }
            if run >= 3 {
                clipped += run
                runs += 1
            }
        }
        // ffmpeg resamples to 192 kHz (4× at 48 kHz, 2× at 96 kHz); below 8 kHz the factor stays at 24.
        let factor = min(24, max(2, (192_000 + rate - 1) / max(rate, 1)))
        let truePeak = max(Double(peak), TruePeak.peak(channels, factor: factor, floor: peak))
        func ms(_ count: Int) -> Int { rate > 0 ? Int((Double(count) * 1000 / Double(rate)).rounded()) : 0 }
        let silent = last < 0
        return LevelReport(
            integratedLUFS: integrated, samplePeakDBFS: decibels(Double(peak)), truePeakDBTP: decibels(truePeak),
            leadingSilenceMs: ms(silent ? frames : first), trailingSilenceMs: ms(silent ? frames : frames - 1 - last),
            clippedSamples: clipped, clippedRuns: runs, blocks: blocks, gatedBlocks: gated, oversampling: factor)
    }

    /// BS.1770's channel weights in WAV/CAF order: 1 for the front channels, 1.41 for the
    /// surrounds, 0 for the LFE; five channels are taken as 5.0, six as 5.1 (as ffmpeg does).
    static func channelWeights(_ count: Int) -> [Double] {
        switch count {
        case 5: [1, 1, 1, 1.41, 1.41]
        case 6: [1, 1, 1, 0, 1.41, 1.41]
        default: [Double](repeating: 1, count: count)
        }
    }

    static func decibels(_ value: Double) -> Double? {
        value > 0 ? 20 * log10(value) : nil
    }

    /// Integrated loudness, the number of blocks and the number that passed both gates.
    static func integratedLoudness(_ channels: [[Float]], rate: Int) -> (Double?, Int, Int) {
        guard rate > 0, let frames = channels.first?.count else { return (nil, 0, 0) }
        let hop = rate / 10
        let length = rate * 4 / 10
        guard hop > 0, frames >= length else { return (nil, 0, 0) }
        let count = (frames - length) / hop + 1
        var energies = [Double](repeating: 0, count: count)
        let weights = channelWeights(channels.count)
        for (channel, samples) in channels.enumerated() where weights[channel] > 0 {
            // The running sum of the squared K-weighted signal, taken where blocks start and end.
            var filter = KWeighting(rate: Double(rate))
            var starts = [Double](repeating: 0, count: count)
            var ends = [Double](repeating: 0, count: count)
            var sum = 0.0
            var nextStart = 0, nextEnd = 0
            for index in 0...frames {
                while nextStart < count && nextStart * hop == index {
                    starts[nextStart] = sum
                    nextStart += 1
                }
                while nextEnd < count && nextEnd * hop + length == index {
                    ends[nextEnd] = sum
                    nextEnd += 1
                }
                if index < frames {
                    let y = filter.process(Double(samples[index]))
                    sum += y * y
                }
            }
            for block in 0..<count { energies[block] += weights[channel] * (ends[block] - starts[block]) / Double(length) }
        }
        func loudness(_ energy: Double) -> Double { -0.691 + 10 * log10(energy) }
        let absolute = energies.filter { $0 > 0 && loudness($0) > -70 }
        guard !absolute.isEmpty else { return (nil, count, 0) }
        let relativeGate = loudness(absolute.reduce(0, +) / Double(absolute.count)) - 10
        let gated = absolute.filter { loudness($0) > relativeGate }
        guard !gated.isEmpty else { return (nil, count, 0) }
        return (loudness(gated.reduce(0, +) / Double(gated.count)), count, gated.count)
    }
}

/// BS.1770's K-weighting: a high-shelf pre-filter (+4 dB above ~1.7 kHz, the head's effect) and
/// the RLB high-pass (~38 Hz), two biquads in direct form II, coefficients for any rate.
struct KWeighting {
    var pre: Biquad
    var rlb: Biquad

    init(rate: Double) {
        var f0 = 1681.974450955533
        let gain = 3.999843853973347
        var q = 0.7071752369554196
        var k = tan(Double.pi * f0 / rate)
        let vh = pow(10, gain / 20)
        let vb = pow(vh, 0.4996667741545416)
        var a0 = 1 + k / q + k * k
        pre = Biquad(
            b0: (vh + vb * k / q + k * k) / a0, b1: 2 * (k * k - vh) / a0, b2: (vh - vb * k / q + k * k) / a0,
            a1: 2 * (k * k - 1) / a0, a2: (1 - k / q + k * k) / a0)
        f0 = 38.13547087602444
        q = 0.5003270373238773
        k = tan(Double.pi * f0 / rate)
        a0 = 1 + k / q + k * k
        rlb = Biquad(b0: 1, b1: -2, b2: 1, a1: 2 * (k * k - 1) / a0, a2: (1 - k / q + k * k) / a0)
    }

    mutating func process(_ x: Double) -> Double { rlb.process(pre.process(x)) }
}

struct Biquad {
    let b0: Double, b1: Double, b2: Double, a1: Double, a2: Double
    var z1 = 0.0, z2 = 0.0

    init(b0: Double, b1: Double, b2: Double, a1: Double, a2: Double) {
        (self.b0, self.b1, self.b2, self.a1, self.a2) = (b0, b1, b2, a1, a2)
    }

    mutating func process(_ x: Double) -> Double {
        let w = x - a1 * z1 - a2 * z2
        let y = b0 * w + b1 * z1 + b2 * z2
        z2 = z1
        z1 = w
        return y
    }
}
