#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Why an AAC track is not decoded.
public struct AACDecodeFailure: Error, Sendable, Hashable, CustomStringConvertible {
    public var description: String
    init(_ description: String) { self.description = description }
}

/// AAC-LC decoding for the level analysis (ISO/IEC 14496-3 §4), in Swift and in `Float`/`Double`
/// arithmetic only, so every platform decodes the same samples: the raw data blocks of an MP4
/// track's or a CAF file's packets (one SCE or CPE, as mono and stereo deliveries hold), Huffman-coded
/// sections, scalefactors and spectra, pulses, M/S and intensity stereo, perceptual noise
/// substitution (a fixed pseudo-random sequence), TNS, the IMDCT with sine and KBD windows,
/// long, start, eight-short and stop blocks. The encoder's priming and padding are cut as the
/// probe says (edit list, iTunSMPB). HE-AAC's SBR and PS parts, LTP, Main and SSR profiles,
/// 960-sample frames and more than two channels are reported as not decoded.
enum AACDecoder {
    /// Tracks with more packets than this (over an hour at 48 kHz) are not decoded.
    static let maxPackets = 200_000
    /// The largest packet read: a raw data block holds at most 6,144 bits a channel (ISO/IEC
    /// 14496-3 §4.5.3.2), 1,536 bytes for stereo; the bound leaves room and keeps a table that
    /// claims 4 GB packets from making the analysis allocate them.
    static let maxPacketSize = 8192

    static func decode(_ source: some ByteSource, info: AudioFileInfo) -> Result<[[Float]], AACDecodeFailure> {
        guard let track = info.encoded else {
            let kind =
                info.container == .caf
                ? "AAC in CAF without an AudioSpecificConfig in 'kuki' or whose packet table ('pakt') does not fit its data chunk"
                : "fragmented AAC (packets in 'moof' runs)"
            return .failure(AACDecodeFailure("\(kind): not decoded"))
        }
        let config: AudioSpecificConfig
        switch AudioSpecificConfig.parse(track.config) {
        case .success(let parsed): config = parsed
        case .failure: return .failure(AACDecodeFailure("AAC: unreadable AudioSpecificConfig"))
        }
        guard config.sbr == .none else {
            return .failure(AACDecodeFailure("\(config.profile): the SBR part is not decoded"))
        }
        guard config.objectType == 2 else {
            return .failure(AACDecodeFailure("AAC \(config.profile): only AAC-LC is decoded"))
        }
        guard !config.shortFrames else { return .failure(AACDecodeFailure("AAC with 960-sample frames: not decoded")) }
        guard config.channels <= 2 else {
            return .failure(AACDecodeFailure("AAC with \(config.channels) channels: only mono and stereo are decoded"))
        }
        guard let rateIndex = AudioSpecificConfig.rates.firstIndex(of: config.coreRate) else {
            return .failure(AACDecodeFailure("AAC at \(config.coreRate) Hz: not a standard sampling frequency"))
        }
        guard track.packets.count <= maxPackets else {
            return .failure(AACDecodeFailure("AAC track of \(track.packets.count) packets: too long to decode"))
        }
        if let index = track.packets.firstIndex(where: { $0.count > maxPacketSize }) {
            return .failure(
                AACDecodeFailure(
                    "AAC packet \(index + 1) declares \(track.packets[index].count) bytes; an AAC-LC packet holds at most \(maxPacketSize)"
                ))
        }
        var decoder = AACFrameDecoder(channels: config.channels, rateIndex: rateIndex)
        var output = [[Float]](repeating: [], count: config.channels)
        for channel in 0..<config.channels { output[channel].reserveCapacity(track.packets.count * 1024) }
        for (index, packet) in track.packets.enumerated() {
            let bytes = source.read(at: packet.lowerBound, count: packet.count)
            guard bytes.count == packet.count else {
                return .failure(AACDecodeFailure("AAC packet \(index + 1) is cut short by the end of the file"))
            }
            do {
                try decoder.decode(bytes, into: &output)
            } catch {
                return .failure(
                    AACDecodeFailure("AAC packet \(index + 1) of \(track.packets.count) cannot be decoded: \(error)"))
            }
        }
        // What is played: the priming cut at the start, the frame count the probe found.
        let priming = max(0, info.priming ?? 0)
        let total = output.first?.count ?? 0
        let frames = min(max(0, total - priming), info.frames ?? total)
        return .success(output.map { Array($0[min(priming, $0.count)..<min(priming + frames, $0.count)]) })
    }
}

/// A bitstream error in one raw data block.
struct AACStreamError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// Reads bits most significant first from a packet; past the end it fails.
struct AACBits {
    let bytes: [UInt8]
    var position = 0
    let limit: Int

    init(_ bytes: [UInt8]) {
        self.bytes = bytes + [0, 0, 0, 0, 0, 0, 0, 0]
        limit = bytes.count * 8
    }

    var remaining: Int { limit - position }

    /// Up to 25 bits without consuming them (zeros past the end).
    @inline(__always) func peek(_ count: Int) -> Int {
        let byte = position >> 3
        let word =
            UInt32(bytes[byte]) << 24 | UInt32(bytes[byte + 1]) << 16 | UInt32(bytes[byte + 2]) << 8
            | UInt32(bytes[byte + 3])
        return Int((word << UInt32(position & 7)) >> UInt32(32 - count))
    }

    @inline(__always) mutating func skip(_ count: Int) throws {
        position += count
        if position > limit { throw AACStreamError("the block runs past the end of the packet") }
    }

    @inline(__always) mutating func read(_ count: Int) throws -> Int {
        if count == 0 { return 0 }
        let value = peek(count)
        try skip(count)
        return value
    }

    mutating func bit() throws -> Bool { try read(1) == 1 }

    mutating func align() { position = (position + 7) & ~7 }
}

/// A Huffman codebook as a direct lookup table: the next `maxLength` bits index the symbol and
/// its length (codes shorter than the maximum fill every entry they prefix).
struct HuffmanTable: Sendable {
    let maxLength: Int
    /// symbol << 8 | length; 0 marks an unused pattern.
    let entries: [UInt32]

    init(codes: [UInt32], lengths: [UInt8]) {
        let maxLength = Int(lengths.max() ?? 1)
        var entries = [UInt32](repeating: 0, count: 1 << maxLength)
        for (symbol, code) in codes.enumerated() {
            let length = Int(lengths[symbol])
            let first = Int(code) << (maxLength - length)
            for pattern in first..<(first + (1 << (maxLength - length))) {
                entries[pattern] = UInt32(symbol) << 8 | UInt32(length)
            }
        }
        self.maxLength = maxLength
        self.entries = entries
    }

    @inline(__always) func decode(_ bits: inout AACBits) throws -> Int {
        let entry = entries[bits.peek(maxLength)]
        guard entry != 0 else { throw AACStreamError("an invalid Huffman codeword") }
        try bits.skip(Int(entry & 0xFF))
        return Int(entry >> 8)
    }
}

/// The tables every decoder shares, built once.
enum AACShared {
    static let scalefactors = HuffmanTable(codes: AACTables.scalefactorCodes, lengths: AACTables.scalefactorBits)
    static let spectral: [HuffmanTable] = (0..<11).map {
        HuffmanTable(codes: AACTables.spectralCodes[$0].map(UInt32.init), lengths: AACTables.spectralBits[$0])
    }
    /// |q|^(4/3) for q in 0...8191.
    static let powerTable: [Float] = (0..<8192).map { Float(pow(Double($0), 4.0 / 3.0)) }
    /// 2^(0.25 (sf - 100)) for sf in 0...255, and 2^(0.25 sf) for noise, offset by 100.
    static let gains: [Float] = (0..<512).map { (index: Int) -> Float in Float(pow(2.0, 0.25 * Double(index - 200))) }
    static let sineLong = sineWindow(2048)
    static let sineShort = sineWindow(256)
    static let kbdLong = kbdWindow(2048, alpha: 4)
    static let kbdShort = kbdWindow(256, alpha: 6)
    static let imdctLong = IMDCT(size: 2048)
    static let imdctShort = IMDCT(size: 256)

    /// The rising half of a window of `length` (the falling half mirrors it).
    static func sineWindow(_ length: Int) -> [Float] {
        (0..<(length / 2)).map { (index: Int) -> Float in
            Float(sin(Double.pi * (Double(index) + 0.5) / Double(length)))
        }
    }

    /// Kaiser-Bessel derived window (§4.6.11.3.2), rising half.
    static func kbdWindow(_ length: Int, alpha: Double) -> [Float] {
        let half = length / 2
        let kernel = (0...half).map { n -> Double in
            let ratio = (Double(n) - Double(half) / 2) / (Double(half) / 2)
            return TruePeak.besselI0(Double.pi * alpha * (max(0, 1 - ratio * ratio)).squareRoot())
        }
        let total = kernel.reduce(0, +)
        var sum = 0.0
        return (0..<half).map { n in
            sum += kernel[n]
            return Float((sum / total).squareRoot())
        }
    }
}

/// The inverse MDCT of `size` outputs from `size / 2` coefficients (§4.6.11.3.1, scaled by 2/N
/// and by 1/32768 to full scale 1): a DCT-IV through an FFT of `size / 4` points, unfolded.
struct IMDCT: Sendable {
    let size: Int
    let twiddleRe: [Double], twiddleIm: [Double]
    let fftRe: [Double], fftIm: [Double]
    let bitReverse: [Int]

    init(size: Int) {
        self.size = size
        let m = size / 2
        let quarter = size / 4
        twiddleRe = (0..<quarter).map { (k: Int) -> Double in cos(-Double.pi * (Double(k) + 0.125) / Double(m)) }
        twiddleIm = (0..<quarter).map { (k: Int) -> Double in sin(-Double.pi * (Double(k) + 0.125) / Double(m)) }
        fftRe = (0..<(quarter / 2)).map { (k: Int) -> Double in cos(-2 * Double.pi * Double(k) / Double(quarter)) }
        fftIm = (0..<(quarter / 2)).map { (k: Int) -> Double in sin(-2 * Double.pi * Double(k) / Double(quarter)) }
        var bits = 0
        while 1 << bits < quarter { bits += 1 }
        bitReverse = (0..<quarter).map { index in
            var value = 0
            for bit in 0..<bits where index >> bit & 1 == 1 { value |= 1 << (bits - 1 - bit) }
            return value
        }
    }

    /// `input`: size/2 coefficients from `offset`; `output`: size samples.
    func transform(_ input: UnsafePointer<Float>, _ output: UnsafeMutablePointer<Float>) {
        let m = size / 2
        let quarter = size / 4
        var re = [Double](repeating: 0, count: quarter)
        var im = [Double](repeating: 0, count: quarter)
        for k in 0..<quarter {
            let a = Double(input[2 * k])
            let b = Double(input[m - 1 - 2 * k])
            let target = bitReverse[k]
            re[target] = a * twiddleRe[k] - b * twiddleIm[k]
            im[target] = a * twiddleIm[k] + b * twiddleRe[k]
        }
        var span = 1
        while span < quarter {
            let step = quarter / (2 * span)
            var start = 0
            while start < quarter {
                for j in 0..<span {
                    let wr = fftRe[j * step]
                    let wi = fftIm[j * step]
                    let p = start + j
                    let q = p + span
                    let tr = re[q] * wr - im[q] * wi
                    let ti = re[q] * wi + im[q] * wr
                    re[q] = re[p] - tr
                    im[q] = im[p] - ti
                    re[p] += tr
                    im[p] += ti
                }
                start += 2 * span
            }
            span *= 2
        }
        // DCT-IV: u[2n] = Re(t), u[m-1-2n] = -Im(t), t = V · twiddle; scaled by 2/N and 1/32768.
        let scale = 2.0 / Double(size) / 32768
        var u = [Float](repeating: 0, count: m)
        for n in 0..<quarter {
            let tr = re[n] * twiddleRe[n] - im[n] * twiddleIm[n]
            let ti = re[n] * twiddleIm[n] + im[n] * twiddleRe[n]
            u[2 * n] = Float(tr * scale)
            u[m - 1 - 2 * n] = Float(-ti * scale)
        }
        // Unfold: y[n] = u'[n + m/2] with u'[j] = u[j] (j < m), -u[2m-1-j] (j < 2m), -u[j-2m].
        for n in 0..<size {
            let j = n + m / 2
            output[n] = j < m ? u[j] : j < 2 * m ? -u[2 * m - 1 - j] : -u[j - 2 * m]
        }
    }
}
