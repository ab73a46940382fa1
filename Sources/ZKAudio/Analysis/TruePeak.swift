#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The peak of the signal between its samples: the samples upsampled by an integer factor with
/// a polyphase Kaiser-windowed sinc (32 taps per phase, cutoff 0.97 of the input's Nyquist,
/// β 9), the largest magnitude of the result. Silence is assumed before and after the file.
enum TruePeak {
    static let tapsPerPhase = 32
    static let cutoff = 0.97
    static let beta = 9.0

    /// The true peak of `channels`, never below `floor` (the sample peak). A position whose 32
    /// neighbours are too small to beat the peak found so far (their largest magnitude times the
    /// largest sum of |taps| of a phase) is skipped: an exact bound, not an estimate.
    static func peak(_ channels: [[Float]], factor: Int, floor: Float = 0) -> Double {
        let bank = filterBank(factor: factor)
        let flat = bank.flatMap { $0.map(Float.init) }
        let gain = Float(bank.map { $0.reduce(0) { $0 + abs($1) } }.max() ?? 1)
        var peak = floor
        let half = tapsPerPhase / 2
        let block = tapsPerPhase
        for samples in channels where !samples.isEmpty {
            // Zero padding on both sides, so the FIR reads no index checks in its loop.
            var padded = [Float](repeating: 0, count: samples.count + 3 * tapsPerPhase)
            padded.replaceSubrange(tapsPerPhase..<(tapsPerPhase + samples.count), with: samples)
            // The largest magnitude of each block of 32 padded samples.
            let blocks = (padded.count + block - 1) / block
            var blockMax = [Float](repeating: 0, count: blocks + 1)
            for (index, sample) in padded.enumerated() {
                blockMax[index / block] = max(blockMax[index / block], abs(sample))
            }
            padded.withUnsafeBufferPointer { x in
                flat.withUnsafeBufferPointer { h in
                    guard let xs = x.baseAddress, let hs = h.baseAddress else { return }
                    let raw = UnsafeRawPointer(xs)
                    let taps = UnsafeRawPointer(hs)
                    // From the first sample (silence before it, so an abrupt start rings as it
                    // does in ffmpeg's resampler) to half a filter before the last: ffmpeg never
                    // flushes the resampler, so the ringing after an abrupt end is not measured.
                    for position
                        in (tapsPerPhase - half)..<max(tapsPerPhase - half, samples.count + tapsPerPhase - half)
                    {
                        let first = position - half
                        let bound = max(blockMax[first / block], blockMax[first / block + 1]) * gain
                        if bound <= peak { continue }
                        let w0 = raw.loadUnaligned(fromByteOffset: first * 4, as: SIMD16<Float>.self)
                        let w1 = raw.loadUnaligned(fromByteOffset: (first + 16) * 4, as: SIMD16<Float>.self)
                        for phase in 0..<factor {
                            let offset = phase * tapsPerPhase * 4
                            let t0 = taps.loadUnaligned(fromByteOffset: offset, as: SIMD16<Float>.self)
                            let t1 = taps.loadUnaligned(fromByteOffset: offset + 64, as: SIMD16<Float>.self)
                            let sum = abs((w0 * t0 + w1 * t1).sum())
                            if sum > peak { peak = sum }
                        }
                    }
                }
            }
        }
        return Double(peak)
    }

    /// `factor` phases of `tapsPerPhase` taps; phase p interpolates at p/factor after a sample.
    static func filterBank(factor: Int) -> [[Double]] {
        let half = Double(tapsPerPhase / 2)
        return (0..<factor).map { phase in
            let offset = Double(phase) / Double(factor)
            var taps = (0..<tapsPerPhase).map { tap -> Double in
                // Distance in input samples from the interpolated point to this tap's sample.
                let t = Double(tap) - half + 1 - offset
                let x = Double.pi * cutoff * t
                let sinc = t == 0 ? cutoff : cutoff * sin(x) / x
                let ratio = t / half
                let window = abs(ratio) >= 1 ? 0 : besselI0(beta * (1 - ratio * ratio).squareRoot()) / besselI0(beta)
                return sinc * window
            }
            let sum = taps.reduce(0, +)
            if sum != 0 { taps = taps.map { $0 / sum } }
            // The FIR reads the samples forward; the kernel runs backwards in time.
            return taps.reversed()
        }
    }

    static func besselI0(_ x: Double) -> Double {
        var sum = 1.0
        var term = 1.0
        for k in 1..<50 {
            term *= (x / (2 * Double(k))) * (x / (2 * Double(k)))
            sum += term
            if term < 1e-12 * sum { break }
        }
        return sum
    }
}

/// PCM sample data to one array per channel of values in [-1, 1].
enum PCMDecoder {
    static func decode(_ bytes: [UInt8], layout: PCMLayout, channels: Int) -> [[Float]] {
        let width = layout.bytesPerSample
        let frameSize = width * channels
        guard frameSize > 0 else { return [] }
        let frames = bytes.count / frameSize
        var out = [[Float]](repeating: [Float](repeating: 0, count: frames), count: channels)
        bytes.withUnsafeBufferPointer { raw in
            for frame in 0..<frames {
                for channel in 0..<channels {
                    let at = frame * frameSize + channel * width
                    out[channel][frame] = sample(raw, at, layout)
                }
            }
        }
        return out
    }

    static func sample(_ raw: UnsafeBufferPointer<UInt8>, _ at: Int, _ layout: PCMLayout) -> Float {
        let width = layout.bytesPerSample
        var value: UInt64 = 0
        for index in 0..<width {
            let byte = UInt64(raw[layout.isBigEndian ? at + index : at + width - 1 - index])
            value = value << 8 | byte
        }
        if layout.isFloat {
            return width == 8 ? Float(Double(bitPattern: value)) : Float(bitPattern: UInt32(truncatingIfNeeded: value))
        }
        let bits = width * 8
        if layout.isUnsigned { return Float((Double(value) - Double(1 << (bits - 1))) / Double(1 << (bits - 1))) }
        let signed = Int64(bitPattern: value << (64 - UInt64(bits))) >> (64 - Int64(bits))
        return Float(Double(signed) / Double(Int64(1) << (bits - 1)))
    }

    /// The magnitude counted as full scale (clipping): the largest positive code of an integer format.
    static func fullScale(_ layout: PCMLayout) -> Float {
        if layout.isFloat { return 1 }
        let bits = layout.bytesPerSample * 8
        return Float(Double((Int64(1) << (bits - 1)) - 1) / Double(Int64(1) << (bits - 1)))
    }
}
