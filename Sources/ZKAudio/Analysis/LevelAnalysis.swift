#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the level analysis measures in a master or a decoded delivery file.
public struct LevelReport: Sendable, Hashable {
    /// ITU-R BS.1770-4 integrated loudness; nil when no 400 ms block passes the gates (silence,
    /// or a file shorter than one block; ffmpeg prints -70 then).
    public var integratedLUFS: Double?
    /// EBU Tech 3342 loudness range (3 s blocks, -70 LUFS and -20 LU gates, 10th to 95th
    /// percentile); nil when no 3 s block passes (a file shorter than 3 s).
    public var loudnessRangeLU: Double?
    /// The loudest 400 ms (momentary) and 3 s (short-term) block; nil when there is none.
    public var maxMomentaryLUFS: Double?
    public var maxShortTermLUFS: Double?
    /// The largest sample magnitude, in dBFS; nil for digital silence.
    public var samplePeakDBFS: Double?
    /// The largest magnitude of the signal between the samples (oversampled), in dBTP.
    public var truePeakDBTP: Double?
    /// The level of the quietest 10 % of the file's 10 ms frames (RMS, dBFS): room tone, or nil for digital silence.
    public var noiseFloorDBFS: Double?
    /// Where silence ends: the absolute floor, or above the measured noise floor (room tone), in dBFS.
    public var silenceThresholdDBFS: Double
    /// Silence (below the threshold) before the first and after the last sound, in milliseconds.
    public var leadingSilenceMs: Int
    public var trailingSilenceMs: Int
    /// The largest mean sample value of a channel (DC offset), as a share of full scale (signed).
    public var dcOffset: Double
    /// Samples at full scale in runs of three or more (a clipped recording), and the runs.
    public var clippedSamples: Int
    public var clippedRuns: Int
    /// The 400 ms blocks measured, and how many passed the gates.
    public var blocks: Int
    public var gatedBlocks: Int
    public var oversampling: Int
    /// Sample frames measured.
    public var frames: Int

    /// Every sample is zero (or below the absolute floor): a delivery with no sound.
    public var isSilent: Bool { samplePeakDBFS.map { $0 <= silenceThresholdDBFS } ?? true }
}

/// ITU-R BS.1770-4 / EBU R128 loudness and level QA of PCM samples, as ffmpeg's `ebur128`
/// filter measures them (`peak=true+sample`):
///
/// - K-weighting: the shelving pre-filter and the RLB high-pass, coefficients computed for the
///   file's rate (the formulas of libebur128, which ffmpeg uses too), per channel.
/// - A measurement every `rate / 10` samples (whole samples: 1102 at 11.025 kHz, as ffmpeg
///   steps) of the mean square of the last `rate * 4 / 10` samples (momentary) and the last
///   `rate * 3` (short-term); a block's loudness is -0.691 + 10 log10 of the weighted channel
///   sum (1 for the front channels, 1.41 for the surrounds, 0 for the LFE).
/// - Integrated loudness: the momentary blocks at or above -70 LUFS (absolute gate), then those
///   above their mean minus 10 LU (relative gate), averaged as ffmpeg does (0.01 LU bins).
/// - Loudness range (EBU Tech 3342): the short-term blocks at or above -70 LUFS and above their
///   mean minus 20 LU; the 95th minus the 10th percentile.
/// - True peak: oversampled to 192 kHz as ffmpeg does (4× at 48 kHz, 2× at 96 kHz) with
///   a Kaiser-windowed sinc (32 taps per phase, cutoff 0.97, β 9: swresample's defaults).
/// - Noise floor and silence: the 10 ms frames' RMS; the quietest 10 % are the room tone.
///   Silence is what stays below the larger of the absolute floor (-60 dBFS) and the room
///   tone's peaks plus 6 dB (never above 30 dB under the file's peak).
public enum LevelAnalysis {
    /// Masters larger than this are not analysed (one sample array per channel is held).
    public static let maxDataSize = 128 << 20
    /// The default absolute silence floor: -60 dBFS.
    public static let silenceThreshold = 0.001

    public static func analyze(
        _ source: some ByteSource, info: AudioFileInfo, pcm: PCMLayout, silenceFloor: Double = silenceThreshold
    ) -> Result<LevelReport, ProbeFailure> {
        guard pcm.dataSize <= maxDataSize else {
            return .failure(
                .malformed(
                    "the sample data (\(pcm.dataSize) bytes) is larger than the \(maxDataSize >> 20) MiB the analysis reads"
                ))
        }
        let bytes = source.read(at: pcm.dataOffset, count: pcm.dataSize)
        guard bytes.count == pcm.dataSize else {
            return .failure(.truncated("the sample data is cut short: \(bytes.count) of \(pcm.dataSize) bytes"))
        }
        let channels = PCMDecoder.decode(bytes, layout: pcm, channels: info.channels)
        return .success(
            measure(channels, rate: info.sampleRate, fullScale: PCMDecoder.fullScale(pcm), silenceFloor: silenceFloor))
    }

    /// The measurements of deinterleaved samples in [-1, 1]; `fullScale` is the magnitude
    /// counted as clipped, `silenceFloor` the absolute floor of silence (linear).
    public static func measure(
        _ channels: [[Float]], rate: Int, fullScale: Float = 1, silenceFloor: Double = silenceThreshold
    ) -> LevelReport {
        let frames = channels.first?.count ?? 0
        let loudness = Loudness.measure(channels, rate: rate)
        var peak: Float = 0
        var clipped = 0
        var runs = 0
        var dc = 0.0
        for samples in channels {
            var run = 0
            var sum = 0.0
            for sample in samples {
                let magnitude = abs(sample)
                sum += Double(sample)
                if magnitude > peak { peak = magnitude }
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
            let mean = samples.isEmpty ? 0 : sum / Double(samples.count)
            if abs(mean) > abs(dc) { dc = mean }
        }
        let floor = NoiseFloor.measure(channels, rate: rate, peak: Double(peak), absoluteFloor: silenceFloor)
        let threshold = Float(floor.threshold)
        var first = frames
        var last = -1
        for samples in channels {
            if let index = samples.firstIndex(where: { abs($0) > threshold }), index < first { first = index }
            if let index = samples.lastIndex(where: { abs($0) > threshold }), index > last { last = index }
        }
        // ffmpeg resamples to 192 kHz (4× at 48 kHz, 2× at 96 kHz); below 8 kHz the factor stays at 24.
        let factor = min(24, max(2, (192_000 + rate - 1) / max(rate, 1)))
        let truePeak = max(Double(peak), TruePeak.peak(channels, factor: factor, floor: peak))
        func ms(_ count: Int) -> Int { rate > 0 ? Int((Double(count) * 1000 / Double(rate)).rounded()) : 0 }
        let silent = last < 0
        return LevelReport(
            integratedLUFS: loudness.integrated, loudnessRangeLU: loudness.range,
            maxMomentaryLUFS: loudness.maxMomentary,
            maxShortTermLUFS: loudness.maxShortTerm, samplePeakDBFS: decibels(Double(peak)),
            truePeakDBTP: decibels(truePeak),
            noiseFloorDBFS: floor.floorDBFS, silenceThresholdDBFS: 20 * log10(floor.threshold),
            leadingSilenceMs: ms(silent ? frames : first), trailingSilenceMs: ms(silent ? frames : frames - 1 - last),
            dcOffset: dc, clippedSamples: clipped, clippedRuns: runs, blocks: loudness.blocks,
            gatedBlocks: loudness.gatedBlocks,
            oversampling: factor, frames: frames)
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
        let measured = Loudness.measure(channels, rate: rate)
        return (measured.integrated, measured.blocks, measured.gatedBlocks)
    }
}

/// The room tone of a file: the RMS of its 10 ms frames, the quietest tenth of them taken as
/// the floor; silence ends where the signal rises 6 dB above the peaks of those frames (never
/// below the absolute floor, never less than 30 dB under the file's peak).
enum NoiseFloor {
    static let frameMs = 10
    static let marginDB = 6.0
    static let headroomDB = 30.0

    static func measure(
        _ channels: [[Float]], rate: Int, peak: Double, absoluteFloor: Double
    ) -> (floorDBFS: Double?, threshold: Double) {
        let length = max(1, rate * frameMs / 1000)
        let frames = (channels.first?.count ?? 0) / length
        guard frames >= 10, peak > 0 else { return (nil, absoluteFloor) }
        var levels: [(rms: Double, peak: Double)] = []
        levels.reserveCapacity(frames)
        for frame in 0..<frames {
            var energy = 0.0
            var top: Float = 0
            for samples in channels {
                for index in (frame * length)..<((frame + 1) * length) {
                    let value = samples[index]
                    energy += Double(value * value)
                    top = max(top, abs(value))
                }
            }
            levels.append((sqrt(energy / Double(length * channels.count)), Double(top)))
        }
        let sorted = levels.sorted { $0.rms < $1.rms }
        let quiet = sorted.prefix(max(1, frames / 10))
        let floorRMS = quiet.map(\.rms).reduce(0, +) / Double(quiet.count)
        let floorPeak = quiet.map(\.peak).max() ?? 0
        var threshold = max(absoluteFloor, floorPeak * pow(10, marginDB / 20))
        threshold = min(threshold, max(absoluteFloor, peak * pow(10, -headroomDB / 20)))
        // A file that never gets quiet (a held tone, continuous speech) has no room tone to report.
        let hasFloor = floorRMS > 0 && floorRMS < peak * pow(10, -headroomDB / 20)
        return (hasFloor ? 20 * log10(floorRMS) : nil, threshold)
    }
}

/// Momentary (400 ms), short-term (3 s), integrated loudness and loudness range, stepped and
/// gated as ffmpeg's ebur128 filter does.
enum Loudness {
    struct Result {
        var integrated: Double?
        var range: Double?
        var maxMomentary: Double?
        var maxShortTerm: Double?
        var blocks = 0
        var gatedBlocks = 0
    }

    static func energy(_ loudness: Double) -> Double { pow(10, (loudness + 0.691) / 10) }
    static func loudness(_ energy: Double) -> Double { -0.691 + 10 * log10(energy) }

    /// ffmpeg's histogram: 0.01 LU bins from -70 to +10 LUFS.
    static let grain = 100.0
    static let bins = 8001
    static func bin(_ loudness: Double) -> Int { min(bins - 1, max(0, Int((loudness + 70) * grain))) }
    static func binLoudness(_ index: Int) -> Double { Double(index) / grain - 70 }

    static func measure(_ channels: [[Float]], rate: Int) -> Result {
        var result = Result()
        guard rate > 0, let frames = channels.first?.count else { return result }
        let hop = rate / 10
        let momentary = rate * 4 / 10
        let shortTerm = rate * 3
        guard hop > 0 else { return result }
        let steps = frames / hop
        guard steps > 0 else { return result }
        // The sums of the squared K-weighted signal, at the ends of the steps and where the windows start.
        var momentaryPower = [Double](repeating: 0, count: steps + 1)
        var shortPower = [Double](repeating: 0, count: steps + 1)
        let weights = LevelAnalysis.channelWeights(channels.count)
        for (channel, samples) in channels.enumerated() where weights[channel] > 0 {
            var filter = KWeighting(rate: Double(rate))
            var prefix = [Double](repeating: 0, count: steps * hop + 1)
            var sum = 0.0
            for index in 0..<(steps * hop) {
                let y = filter.process(Double(samples[index]))
                sum += y * y
                prefix[index + 1] = sum
            }
            for step in 1...steps {
                let end = step * hop
                if end >= momentary {
                    momentaryPower[step] += weights[channel] * (prefix[end] - prefix[end - momentary])
                }
                if end >= shortTerm { shortPower[step] += weights[channel] * (prefix[end] - prefix[end - shortTerm]) }
            }
        }
        var momentaryHistogram = [Int](repeating: 0, count: bins)
        var shortHistogram = [Int](repeating: 0, count: bins)
        var momentarySum = 0.0
        var momentaryCount = 0
        var shortSum = 0.0
        var shortCount = 0
        for step in 1...steps where step * hop >= momentary {
            result.blocks += 1
            let power = (1e-12 + momentaryPower[step]) / Double(momentary)
            let value = loudness(power)
            result.maxMomentary = max(result.maxMomentary ?? -.infinity, value)
            guard value >= -70 else { continue }
            momentaryHistogram[bin(value)] += 1
            momentarySum += power
            momentaryCount += 1
        }
        for step in 1...steps where step * hop >= shortTerm {
            let power = (1e-12 + shortPower[step]) / Double(shortTerm)
            let value = loudness(power)
            result.maxShortTerm = max(result.maxShortTerm ?? -.infinity, value)
            guard value >= -70 else { continue }
            shortHistogram[bin(value)] += 1
            shortSum += power
            shortCount += 1
        }
        if momentaryCount > 0 {
            let gate = bin(loudness(momentarySum / Double(momentaryCount)) - 10)
            var sum = 0.0
            var count = 0
            for index in gate..<bins where momentaryHistogram[index] > 0 {
                sum += Double(momentaryHistogram[index]) * energy(binLoudness(index))
                count += momentaryHistogram[index]
            }
            if count > 0 {
                result.integrated = loudness(sum / Double(count))
                result.gatedBlocks = count
            }
        }
        if shortCount > 0 {
            let gate = bin(loudness(shortSum / Double(shortCount)) - 20)
            let total = (gate..<bins).reduce(0) { $0 + shortHistogram[$1] }
            if total > 0 {
                var low: Double?
                var high: Double?
                let lowCount = Int(0.10 * Double(total) + 0.5)
                var seen = 0
                for index in gate..<bins {
                    seen += shortHistogram[index]
                    if seen >= lowCount {
                        low = binLoudness(index)
                        break
                    }
                }
                let highCount = Int(0.95 * Double(total) + 0.5)
                var remaining = total
                for index in stride(from: bins - 1, through: 0, by: -1) {
                    remaining -= min(remaining, shortHistogram[index])
                    if remaining < highCount {
                        high = binLoudness(index)
                        break
                    }
                }
                if let low, let high { result.range = high - low }
            }
        }
        return result
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
