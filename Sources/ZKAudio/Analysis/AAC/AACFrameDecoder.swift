#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One AAC-LC raw data block at a time (§4.4.2.1): its SCE or CPE decoded to 1024 samples per
/// channel, overlapped with the previous block.
struct AACFrameDecoder {
    static let onlyLong = 0, longStart = 1, eightShort = 2, longStop = 3
    static let zeroBook = 0, noiseBook = 13, intensityOut = 14, intensityIn = 15

    /// What one channel's individual_channel_stream says.
    struct ChannelStream {
        var windowSequence = 0
        var windowShape = 0
        var maxBands = 0
        /// Window groups of the eight short windows (lengths), or one group of one long window.
        var groups: [Int] = [1]
        /// Per group × band: codebook and scalefactor (or intensity position / noise energy).
        var books = [Int](repeating: 0, count: 8 * 64)
        var factors = [Int](repeating: 0, count: 8 * 64)
        /// 1024 spectral lines (eight windows of 128 for short blocks).
        var spectrum = [Float](repeating: 0, count: 1024)
        var isShort: Bool { windowSequence == AACFrameDecoder.eightShort }
    }

    struct ChannelState {
        var overlap = [Float](repeating: 0, count: 1024)
        var previousShape = 0
    }

    let channels: Int
    let rateIndex: Int
    let longOffsets: [Int], shortOffsets: [Int]
    var states: [ChannelState]
    /// The noise generator (PNS): a fixed linear congruential sequence, the same everywhere.
    var noiseSeed: UInt32 = 0x1F2E_3D4C

    init(channels: Int, rateIndex: Int) {
        self.channels = channels
        self.rateIndex = rateIndex
        longOffsets = AACTables.longBandOffsets[rateIndex]
        shortOffsets = AACTables.shortBandOffsets[rateIndex]
        states = [ChannelState](repeating: ChannelState(), count: channels)
    }

    /// Decodes one packet and appends 1024 samples per channel to `output`.
    mutating func decode(_ packet: [UInt8], into output: inout [[Float]]) throws {
        var bits = AACBits(packet)
        var decoded = 0
        var streams: [ChannelStream] = []
        while true {
            guard bits.remaining >= 3 else { break }
            let element = try bits.read(3)
            switch element {
            case 0, 3:  // SCE, LFE
                _ = try bits.read(4)
                var stream = ChannelStream()
                let tns = try readChannelStream(&bits, &stream, commonWindow: false)
                applyTNS(tns, &stream)
                streams.append(stream)
            case 1:  // CPE
                _ = try bits.read(4)
                var left = ChannelStream()
                var right = ChannelStream()
                let common = try bits.bit()
                var msMask = 0
                var msUsed = [Bool](repeating: false, count: 8 * 64)
                if common {
                    try readInfo(&bits, &left)
                    right.windowSequence = left.windowSequence
                    right.windowShape = left.windowShape
                    right.maxBands = left.maxBands
                    right.groups = left.groups
                    msMask = try bits.read(2)
                    if msMask == 1 {
                        for group in 0..<left.groups.count {
                            for band in 0..<left.maxBands { msUsed[group * 64 + band] = try bits.bit() }
                        }
                    } else if msMask == 3 {
                        throw AACStreamError("reserved ms_mask_present 3")
                    }
                }
                let leftTNS = try readChannelStream(&bits, &left, commonWindow: common)
                let rightTNS = try readChannelStream(&bits, &right, commonWindow: common)
                if common { stereo(&left, &right, msMask: msMask, msUsed: msUsed) }
                // TNS filters the spectra after M/S and intensity stereo (the decoding order of §4.5.2.1).
                applyTNS(leftTNS, &left)
                applyTNS(rightTNS, &right)
                streams.append(left)
                streams.append(right)
            case 2:
                throw AACStreamError("a coupling channel element (CCE)")
            case 4:  // DSE
                _ = try bits.read(4)
                let aligned = try bits.bit()
                var count = try bits.read(8)
                if count == 255 { count += try bits.read(8) }
                if aligned { bits.align() }
                try bits.skip(8 * count)
            case 5:
                throw AACStreamError("a program_config_element in the raw data")
            case 6:  // FIL: extension payloads (SBR lives here; an LC stream has fill bytes).
                var count = try bits.read(4)
                if count == 15 { count += try bits.read(8) - 1 }
                if count > 0 {
                    let type = bits.peek(4)
                    if type == 13 || type == 14 { throw AACStreamError("SBR data (HE-AAC) in an AAC-LC stream") }
                }
                try bits.skip(8 * count)
            default:  // END
                decoded = streams.count
            }
            if element == 7 { break }
        }
        guard decoded == channels || (decoded == 0 && streams.count == channels) else {
            throw AACStreamError(
                "\(streams.count) channel\(streams.count == 1 ? "" : "s") in the block; the configuration says \(channels)"
            )
        }
        for (channel, stream) in streams.enumerated() {
            var stream = stream
            if stream.groups.isEmpty { continue }
            synthesize(&stream, channel: channel, into: &output[channel])
        }
    }

    // MARK: Syntax

    func readInfo(_ bits: inout AACBits, _ stream: inout ChannelStream) throws {
        _ = try bits.read(1)
        stream.windowSequence = try bits.read(2)
        stream.windowShape = try bits.read(1)
        if stream.isShort {
            stream.maxBands = try bits.read(4)
            let grouping = try bits.read(7)
            var groups = [1]
            for window in 1..<8 {
                if grouping >> (7 - window) & 1 == 1 {
                    groups[groups.count - 1] += 1
                } else {
                    groups.append(1)
                }
            }
            stream.groups = groups
            guard stream.maxBands <= shortOffsets.count - 1 else {
                throw AACStreamError("max_sfb \(stream.maxBands) for short windows")
            }
        } else {
            stream.maxBands = try bits.read(6)
            stream.groups = [1]
            if try bits.bit() { throw AACStreamError("prediction data (AAC Main)") }
            guard stream.maxBands <= longOffsets.count - 1 else {
                throw AACStreamError("max_sfb \(stream.maxBands) for long windows")
            }
        }
    }

    /// Reads one individual_channel_stream into `stream`; returns its TNS filters, applied by the
    /// caller once the stereo tools have run.
    mutating func readChannelStream(
        _ bits: inout AACBits, _ stream: inout ChannelStream, commonWindow: Bool
    ) throws -> [TNSFilter] {
        let globalGain = try bits.read(8)
        if !commonWindow { try readInfo(&bits, &stream) }
        try readSections(&bits, &stream)
        try readScalefactors(&bits, &stream, globalGain: globalGain)
        var pulses: (start: Int, offsets: [Int], amplitudes: [Int])?
        if try bits.bit() {
            guard !stream.isShort else { throw AACStreamError("pulse data in a short block") }
            let count = try bits.read(2) + 1
            let start = try bits.read(6)
            var offsets: [Int] = []
            var amplitudes: [Int] = []
            for _ in 0..<count {
                offsets.append(try bits.read(5))
                amplitudes.append(try bits.read(4))
            }
            pulses = (start, offsets, amplitudes)
        }
        var tns: [TNSFilter] = []
        if try bits.bit() { tns = try readTNS(&bits, stream) }
        if try bits.bit() { throw AACStreamError("gain control data (AAC SSR)") }
        try readSpectrum(&bits, &stream, pulses: pulses)
        return tns
    }

    func readSections(_ bits: inout AACBits, _ stream: inout ChannelStream) throws {
        let width = stream.isShort ? 3 : 5
        let escape = (1 << width) - 1
        for group in 0..<stream.groups.count {
            var band = 0
            while band < stream.maxBands {
                let book = try bits.read(4)
                guard book != 12 else { throw AACStreamError("reserved codebook 12") }
                var length = 0
                while true {
                    let increment = try bits.read(width)
                    length += increment
                    if increment != escape { break }
                }
                guard band + length <= stream.maxBands else { throw AACStreamError("a section runs past max_sfb") }
                for index in band..<(band + length) { stream.books[group * 64 + index] = book }
                band += length
                if length == 0 && book == 0 && band == 0 { continue }
            }
        }
    }

    func readScalefactors(_ bits: inout AACBits, _ stream: inout ChannelStream, globalGain: Int) throws {
        var factor = globalGain
        var position = 0
        var noise = globalGain - 90
        var firstNoise = true
        for group in 0..<stream.groups.count {
            for band in 0..<stream.maxBands {
                let index = group * 64 + band
                switch stream.books[index] {
                case Self.zeroBook:
                    stream.factors[index] = 0
                case Self.intensityOut, Self.intensityIn:
                    position += try AACShared.scalefactors.decode(&bits) - 60
                    stream.factors[index] = position
                case Self.noiseBook:
                    if firstNoise {
                        firstNoise = false
                        noise += try bits.read(9) - 256
                    } else {
                        noise += try AACShared.scalefactors.decode(&bits) - 60
                    }
                    stream.factors[index] = noise
                default:
                    factor += try AACShared.scalefactors.decode(&bits) - 60
                    guard factor >= 0, factor <= 255 else { throw AACStreamError("scalefactor \(factor) out of range") }
                    stream.factors[index] = factor
                }
            }
        }
    }

    struct TNSFilter {
        var window: Int
        var top: Int, bottom: Int
        var downward: Bool
        var lpc: [Float]
    }

    func readTNS(_ bits: inout AACBits, _ stream: ChannelStream) throws -> [TNSFilter] {
        let short = stream.isShort
        let bands = short ? shortOffsets.count - 1 : longOffsets.count - 1
        var filters: [TNSFilter] = []
        for window in 0..<(short ? 8 : 1) {
            let count = try bits.read(short ? 1 : 2)
            guard count > 0 else { continue }
            let resolution = try bits.read(1) + 3
            var top = bands
            for _ in 0..<count {
                let length = try bits.read(short ? 4 : 6)
                let bottom = max(0, top - length)
                let order = try bits.read(short ? 3 : 5)
                guard order > 0 else {
                    top = bottom
                    continue
                }
                let downward = try bits.bit()
                let compress = try bits.read(1)
                let width = resolution - compress
                let iqfac = (Double(1 << (resolution - 1)) - 0.5) / (Double.pi / 2)
                let iqfacM = (Double(1 << (resolution - 1)) + 0.5) / (Double.pi / 2)
                var parcor: [Double] = []
                for _ in 0..<order {
                    let raw = try bits.read(width)
                    let value = raw >= 1 << (width - 1) ? raw - (1 << width) : raw
                    parcor.append(sin(Double(value) / (value >= 0 ? iqfac : iqfacM)))
                }
                // Reflection coefficients to the direct-form predictor a[1...order].
                var a = [Double](repeating: 0, count: order + 1)
                a[0] = 1
                for m in 1...order {
                    var b = a
                    for i in 1..<m { b[i] = a[i] + parcor[m - 1] * a[m - i] }
                    b[m] = parcor[m - 1]
                    a = b
                }
                filters.append(
                    TNSFilter(
                        window: window, top: top, bottom: bottom, downward: downward, lpc: a.dropFirst().map(Float.init)
                    ))
                top = bottom
            }
        }
        return filters
    }

    mutating func readSpectrum(
        _ bits: inout AACBits, _ stream: inout ChannelStream, pulses: (start: Int, offsets: [Int], amplitudes: [Int])?
    ) throws {
        let offsets = stream.isShort ? shortOffsets : longOffsets
        var quantized = [Int32](repeating: 0, count: 1024)
        var window = 0
        for (group, length) in stream.groups.enumerated() {
            for band in 0..<stream.maxBands {
                let book = stream.books[group * 64 + band]
                let start = offsets[band]
                let end = offsets[band + 1]
                for member in 0..<length where book != Self.zeroBook && book < Self.noiseBook {
                    let base = (window + member) * 128
                    try readBand(&bits, book: book, into: &quantized, from: base + start, to: base + end)
                }
            }
            window += length
        }
        if let pulses {
            var position = longOffsets[min(pulses.start, longOffsets.count - 1)]
            for (index, offset) in pulses.offsets.enumerated() {
                position += offset
                guard position < 1024 else { throw AACStreamError("a pulse past the last line") }
                let amplitude = Int32(pulses.amplitudes[index])
                quantized[position] += quantized[position] < 0 ? -amplitude : amplitude
            }
        }
        // Dequantize: sign(q) |q|^(4/3) 2^((sf - 100) / 4); noise bands get scaled random lines.
        window = 0
        for (group, length) in stream.groups.enumerated() {
            for band in 0..<stream.maxBands {
                let index = group * 64 + band
                let book = stream.books[index]
                let start = offsets[band]
                let end = offsets[band + 1]
                for member in 0..<length {
                    let base = (window + member) * 128
                    if book == Self.noiseBook {
                        var energy: Float = 0
                        for line in (base + start)..<(base + end) {
                            noiseSeed = noiseSeed &* 1_664_525 &+ 1_013_904_223
                            let value = Float(Int32(bitPattern: noiseSeed))
                            stream.spectrum[line] = value
                            energy += value * value
                        }
                        let gain =
                            AACShared.gains[min(511, max(0, stream.factors[index] + 200))]
                            / max(energy, 1e-30).squareRoot()
                        for line in (base + start)..<(base + end) { stream.spectrum[line] *= gain }
                    } else if book != Self.zeroBook && book < Self.noiseBook {
                        let gain = AACShared.gains[stream.factors[index] - 100 + 200]
                        for line in (base + start)..<(base + end) {
                            let q = quantized[line]
                            let magnitude = AACShared.powerTable[Int(min(8191, q.magnitude))]
                            stream.spectrum[line] = (q < 0 ? -magnitude : magnitude) * gain
                        }
                    }
                }
            }
            window += length
        }
    }

    func readBand(_ bits: inout AACBits, book: Int, into quantized: inout [Int32], from start: Int, to end: Int) throws
    {
        let table = AACShared.spectral[book - 1]
        var line = start
        switch book {
        case 1, 2, 3, 4:
            let unsigned = book >= 3
            let bias = unsigned ? 0 : 1
            while line < end {
                let symbol = try table.decode(&bits)
                // Four values, base 3, the first in the highest digit (no array per quad: the hot loop).
                var divisor = 27
                for index in 0..<4 {
                    var value = symbol / divisor % 3 - bias
                    divisor /= 3
                    if unsigned && value != 0, try bits.bit() { value = -value }
                    if line + index < end { quantized[line + index] = Int32(value) }
                }
                line += 4
            }
        default:
            let modulus = Self.pairModulus[book]
            let signed = book <= 6
            while line < end {
                let symbol = try table.decode(&bits)
                var y = symbol / modulus
                var z = symbol % modulus
                if signed {
                    y -= 4
                    z -= 4
                } else {
                    if y != 0, try bits.bit() { y = -y }
                    if z != 0, try bits.bit() { z = -z }
                    if book == 11 {
                        if abs(y) == 16 { y = (y < 0 ? -1 : 1) * (try escape(&bits)) }
                        if abs(z) == 16 { z = (z < 0 ? -1 : 1) * (try escape(&bits)) }
                    }
                }
                quantized[line] = Int32(y)
                if line + 1 < end { quantized[line + 1] = Int32(z) }
                line += 2
            }
        }
    }

    /// The radix of the pair codebooks 5–11 (a symbol is y × radix + z), indexed by book.
    static let pairModulus = [17, 17, 17, 17, 17, 9, 9, 8, 8, 13, 13, 17]

    /// Codebook 11's escape: N ones, a zero, then N + 4 bits: 2^(N+4) + those bits.
    func escape(_ bits: inout AACBits) throws -> Int {
        var count = 0
        while try bits.bit() {
            count += 1
            guard count <= 8 else { throw AACStreamError("an escape longer than 13 bits") }
        }
        return (1 << (count + 4)) + (try bits.read(count + 4))
    }

    // MARK: Tools

    /// M/S (bands not coded with the noise or intensity books) and intensity stereo (§4.6.8).
    func stereo(_ left: inout ChannelStream, _ right: inout ChannelStream, msMask: Int, msUsed: [Bool]) {
        let offsets = left.isShort ? shortOffsets : longOffsets
        var window = 0
        for (group, length) in left.groups.enumerated() {
            for band in 0..<left.maxBands {
                let index = group * 64 + band
                let used = msMask == 2 || (msMask == 1 && msUsed[index])
                let rightBook = right.books[index]
                for member in 0..<length {
                    let base = (window + member) * 128
                    let range = (base + offsets[band])..<(base + offsets[band + 1])
                    if rightBook == Self.intensityOut || rightBook == Self.intensityIn {
                        var scale = Float(pow(0.5, 0.25 * Double(right.factors[index])))
                        if (rightBook == Self.intensityOut) != (msMask == 1 && used) { scale = -scale }
                        if msMask == 2 { scale = rightBook == Self.intensityOut ? -abs(scale) : abs(scale) }
                        for line in range { right.spectrum[line] = left.spectrum[line] * scale }
                    } else if used && left.books[index] < Self.noiseBook && rightBook < Self.noiseBook {
                        for line in range {
                            let mid = left.spectrum[line]
                            let side = right.spectrum[line]
                            left.spectrum[line] = mid + side
                            right.spectrum[line] = mid - side
                        }
                    }
                }
            }
            window += length
        }
    }

    /// Temporal noise shaping: each filter's all-pole predictor run over its bands' lines (§4.6.9).
    func applyTNS(_ filters: [TNSFilter], _ stream: inout ChannelStream) {
        let short = stream.isShort
        let offsets = short ? shortOffsets : longOffsets
        let maxBand = min(
            short ? AACTables.tnsMaxBandsShort[rateIndex] : AACTables.tnsMaxBandsLong[rateIndex], stream.maxBands)
        for filter in filters {
            let start = offsets[min(filter.bottom, maxBand)]
            let end = offsets[min(filter.top, maxBand)]
            let size = end - start
            guard size > 0 else { continue }
            let base = filter.window * 128
            let step = filter.downward ? -1 : 1
            var position = base + (filter.downward ? end - 1 : start)
            let order = filter.lpc.count
            for m in 0..<size {
                var value = stream.spectrum[position]
                if m > 0 {
                    for i in 1...min(m, order) { value -= stream.spectrum[position - i * step] * filter.lpc[i - 1] }
                }
                stream.spectrum[position] = value
                position += step
            }
        }
    }

    // MARK: Synthesis

    /// The IMDCT, windows (this block's shape for the right half, the previous block's for the
    /// left) and overlap-add; appends 1024 samples.
    mutating func synthesize(_ stream: inout ChannelStream, channel: Int, into output: inout [Float]) {
        var buffer = [Float](repeating: 0, count: 2048)
        let previous = states[channel].previousShape
        let longRise = previous == 1 ? AACShared.kbdLong : AACShared.sineLong
        let longFall = stream.windowShape == 1 ? AACShared.kbdLong : AACShared.sineLong
        let shortRisePrevious = previous == 1 ? AACShared.kbdShort : AACShared.sineShort
        let shortCurrent = stream.windowShape == 1 ? AACShared.kbdShort : AACShared.sineShort
        stream.spectrum.withUnsafeBufferPointer { spectrum in
            buffer.withUnsafeMutableBufferPointer { out in
                guard let input = spectrum.baseAddress, let target = out.baseAddress else { return }
                if stream.isShort {
                    var block = [Float](repeating: 0, count: 256)
                    block.withUnsafeMutableBufferPointer { temp in
                        guard let samples = temp.baseAddress else { return }
                        for window in 0..<8 {
                            AACShared.imdctShort.transform(input + window * 128, samples)
                            let rise = window == 0 ? shortRisePrevious : shortCurrent
                            let offset = 448 + window * 128
                            for n in 0..<128 {
                                target[offset + n] += samples[n] * rise[n]
                                target[offset + 128 + n] += samples[128 + n] * shortCurrent[127 - n]
                            }
                        }
                    }
                } else {
                    AACShared.imdctLong.transform(input, target)
                    switch stream.windowSequence {
                    case Self.longStop:
                        for n in 0..<448 { target[n] = 0 }
                        for n in 0..<128 { target[448 + n] *= shortRisePrevious[n] }
                    default:
                        for n in 0..<1024 { target[n] *= longRise[n] }
                    }
                    switch stream.windowSequence {
                    case Self.longStart:
                        for n in 0..<128 { target[1472 + n] *= shortCurrent[127 - n] }
                        for n in 1600..<2048 { target[n] = 0 }
                    default:
                        for n in 0..<1024 { target[1024 + n] *= longFall[1023 - n] }
                    }
                }
            }
        }
        for n in 0..<1024 { output.append(buffer[n] + states[channel].overlap[n]) }
        states[channel].overlap = Array(buffer[1024..<2048])
        states[channel].previousShape = stream.windowShape
    }
}
