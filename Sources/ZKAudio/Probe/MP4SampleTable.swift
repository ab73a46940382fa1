/// Where a track's packets are: `stsz` (sizes), `stsc` (samples per chunk) and `stco`/`co64`
/// (chunk offsets), ISO/IEC 14496-12 §8.7. Nil when a table is missing, inconsistent or lists
/// more packets than a spoken line has (the decoders then report the file as not analysed).
enum MP4SampleTable {
    static let maxPackets = 1 << 20

    static func packets(_ bytes: [UInt8], _ boxes: [MP4Probe.Box]) -> [Range<Int>]? {
        guard let stsz = boxes.first(where: { $0.type == "stsz" }),
            let stsc = boxes.first(where: { $0.type == "stsc" }),
            let offsets = chunkOffsets(bytes, boxes)
        else { return nil }
        let at = stsz.payload.lowerBound
        guard let fixed = bytes.u32be(at + 4), let count = bytes.u32be(at + 8), Int(count) <= maxPackets else {
            return nil
        }
        var sizes: [Int] = []
        sizes.reserveCapacity(Int(count))
        for index in 0..<Int(count) {
            if fixed > 0 {
                sizes.append(Int(fixed))
            } else {
                guard at + 12 + index * 4 + 4 <= stsz.payload.upperBound, let size = bytes.u32be(at + 12 + index * 4)
                else { return nil }
                sizes.append(Int(size))
            }
        }
        let scAt = stsc.payload.lowerBound
        guard let runs = bytes.u32be(scAt + 4), Int(runs) <= (stsc.payload.count - 8) / 12 else { return nil }
        var perChunk = [Int](repeating: 0, count: offsets.count)
        for run in 0..<Int(runs) {
            guard let first = bytes.u32be(scAt + 8 + run * 12), let samples = bytes.u32be(scAt + 12 + run * 12),
                first >= 1
            else { return nil }
            let next =
                run + 1 < Int(runs)
                ? (bytes.u32be(scAt + 8 + (run + 1) * 12).map(Int.init) ?? offsets.count + 1) : offsets.count + 1
            guard Int(first) <= offsets.count + 1 else { return nil }
            for chunk in (Int(first) - 1)..<min(max(Int(first) - 1, next - 1), offsets.count) {
                perChunk[chunk] = Int(samples)
            }
        }
        var out: [Range<Int>] = []
        out.reserveCapacity(sizes.count)
        var sample = 0
        for (chunk, offset) in offsets.enumerated() {
            var position = offset
            for _ in 0..<perChunk[chunk] where sample < sizes.count {
                out.append(position..<(position + sizes[sample]))
                position += sizes[sample]
                sample += 1
            }
        }
        return sample == sizes.count ? out : nil
    }

    static func chunkOffsets(_ bytes: [UInt8], _ boxes: [MP4Probe.Box]) -> [Int]? {
        if let stco = boxes.first(where: { $0.type == "stco" }) {
            let at = stco.payload.lowerBound
            guard let count = bytes.u32be(at + 4), Int(count) <= (stco.payload.count - 8) / 4 else { return nil }
            return (0..<Int(count)).compactMap { bytes.u32be(at + 8 + $0 * 4).map(Int.init) }
        }
        if let co64 = boxes.first(where: { $0.type == "co64" }) {
            let at = co64.payload.lowerBound
            guard let count = bytes.u32be(at + 4), Int(count) <= (co64.payload.count - 8) / 8 else { return nil }
            let offsets = (0..<Int(count)).compactMap { bytes.u64be(at + 8 + $0 * 8) }
            guard offsets.allSatisfy({ $0 < 1 << 48 }) else { return nil }
            return offsets.map { Int($0) }
        }
        return nil
    }
}

/// The 4-byte header of an MPEG-1/2/2.5 audio frame (ISO/IEC 11172-3 §2.4.1.3): sync 11 bits,
/// version 2, layer 2, protection 1, bitrate 4, rate index 2, padding 1, private 1, mode 2 (3: mono).
struct MPEGAudioHeader: Sendable, Hashable {
    var sampleRate: Int
    var channels: Int

    init?(_ bytes: [UInt8]) {
        guard bytes.count >= 4, bytes[0] == 0xFF, bytes[1] & 0xE0 == 0xE0 else { return nil }
        let version = Int(bytes[1] >> 3) & 3
        let rateIndex = Int(bytes[2] >> 2) & 3
        guard version != 1, rateIndex != 3, (bytes[1] >> 1) & 3 != 0 else { return nil }
        let base = [44_100, 48_000, 32_000][rateIndex]
        sampleRate = version == 3 ? base : version == 2 ? base / 2 : base / 4
        channels = bytes[3] >> 6 == 3 ? 1 : 2
    }
}
