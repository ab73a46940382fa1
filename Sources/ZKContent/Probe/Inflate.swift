/// DEFLATE (RFC 1951) decoding, enough to read a PNG's pixels: stored, fixed and dynamic
/// Huffman blocks. Every read is bounds-checked and the output is capped: corrupt input is nil.
enum Inflate {
    struct BitReader {
        let bytes: [UInt8]
        var position = 0
        var bit = 0

        mutating func bits(_ count: Int) -> Int? {
            var value = 0
            for shift in 0..<count {
                guard position < bytes.count else { return nil }
                value |= Int((bytes[position] >> bit) & 1) << shift
                bit += 1
                if bit == 8 {
                    bit = 0
                    position += 1
                }
            }
            return value
        }

        mutating func alignToByte() {
            if bit != 0 {
                bit = 0
                position += 1
            }
        }
    }

    /// Canonical Huffman code: symbols by code length, decoded bit by bit.
    struct Huffman {
        var counts: [Int]
        var symbols: [Int]

        init?(lengths: [Int]) {
            counts = Array(repeating: 0, count: 16)
            for length in lengths {
                guard length >= 0 && length < 16 else { return nil }
                counts[length] += 1
            }
            counts[0] = 0
            var offsets = Array(repeating: 0, count: 16)
            for length in 1..<16 { offsets[length] = offsets[length - 1] + counts[length - 1] }
            symbols = Array(repeating: 0, count: lengths.count)
            for (symbol, length) in lengths.enumerated() where length != 0 {
                symbols[offsets[length]] = symbol
                offsets[length] += 1
            }
        }

        func decode(_ reader: inout BitReader) -> Int? {
            var code = 0
            var first = 0
            var index = 0
            for length in 1..<16 {
                guard let bit = reader.bits(1) else { return nil }
                code |= bit
                let count = counts[length]
                if code - first < count {
                    return index + code - first < symbols.count ? symbols[index + code - first] : nil
                }
                index += count
                first += count
                first <<= 1
                code <<= 1
            }
            return nil
        }
    }

    static let lengthBase = [
        3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227,
        258,
    ]
    static let lengthExtra = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    static let distanceBase = [
        1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097,
        6145, 8193, 12289, 16385, 24577,
    ]
    static let distanceExtra = [
        0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
    ]

    /// The decompressed bytes of a raw DEFLATE stream, at most `limit` of them; nil when corrupt or longer.
    static func raw(_ bytes: [UInt8], limit: Int) -> [UInt8]? {
        var reader = BitReader(bytes: bytes)
        var out: [UInt8] = []
        var last = 0
        repeat {
            guard let final = reader.bits(1), let type = reader.bits(2) else { return nil }
            last = final
            switch type {
            case 0:
                reader.alignToByte()
                let at = reader.position
                guard at + 4 <= bytes.count else { return nil }
                let length = Int(bytes[at]) | Int(bytes[at + 1]) << 8
                let complement = Int(bytes[at + 2]) | Int(bytes[at + 3]) << 8
                guard length == (~complement & 0xFFFF), at + 4 + length <= bytes.count, out.count + length <= limit
                else { return nil }
                out += bytes[(at + 4)..<(at + 4 + length)]
                reader.position = at + 4 + length
            case 1, 2:
                let codes: (Huffman, Huffman)?
                if type == 1 {
                    codes = fixed
                } else {
                    codes = dynamic(&reader)
                }
                guard let (literals, distances) = codes, block(&reader, literals, distances, into: &out, limit: limit)
                else { return nil }
            default:
                return nil
            }
        } while last == 0
        return out
    }

    /// A zlib stream (RFC 1950): the two-byte header, then DEFLATE (the checksum is not checked).
    static func zlib(_ bytes: [UInt8], limit: Int) -> [UInt8]? {
        guard bytes.count >= 2, bytes[0] & 0x0F == 8, (UInt16(bytes[0]) << 8 | UInt16(bytes[1])) % 31 == 0,
            bytes[1] & 0x20 == 0
        else { return nil }
        return raw(Array(bytes[2...]), limit: limit)
    }

    static let fixed: (Huffman, Huffman)? = {
        let literals =
            Array(repeating: 8, count: 144) + Array(repeating: 9, count: 112) + Array(repeating: 7, count: 24)
            + Array(repeating: 8, count: 8)
        guard let literal = Huffman(lengths: literals), let distance = Huffman(lengths: Array(repeating: 5, count: 30))
        else { return nil }
        return (literal, distance)
    }()

    static func dynamic(_ reader: inout BitReader) -> (Huffman, Huffman)? {
        guard let literalCount = reader.bits(5).map({ $0 + 257 }), let distanceCount = reader.bits(5).map({ $0 + 1 }),
            let codeCount = reader.bits(4).map({ $0 + 4 }), literalCount <= 286, distanceCount <= 30
        else { return nil }
        let order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
        var codeLengths = Array(repeating: 0, count: 19)
        for index in 0..<codeCount {
            guard let length = reader.bits(3) else { return nil }
            codeLengths[order[index]] = length
        }
        guard let lengthCode = Huffman(lengths: codeLengths) else { return nil }
        var lengths: [Int] = []
        while lengths.count < literalCount + distanceCount {
            guard let symbol = lengthCode.decode(&reader) else { return nil }
            switch symbol {
            case 0..<16:
                lengths.append(symbol)
            case 16:
                guard let previous = lengths.last, let repeatCount = reader.bits(2) else { return nil }
                lengths += Array(repeating: previous, count: 3 + repeatCount)
            case 17:
                guard let repeatCount = reader.bits(3) else { return nil }
                lengths += Array(repeating: 0, count: 3 + repeatCount)
            default:
                guard let repeatCount = reader.bits(7) else { return nil }
                lengths += Array(repeating: 0, count: 11 + repeatCount)
            }
        }
        guard lengths.count == literalCount + distanceCount, lengths[256] != 0,
            let literal = Huffman(lengths: Array(lengths[0..<literalCount])),
            let distance = Huffman(lengths: Array(lengths[literalCount...]))
        else { return nil }
        return (literal, distance)
    }

    static func block(
        _ reader: inout BitReader, _ literals: Huffman, _ distances: Huffman, into out: inout [UInt8], limit: Int
    ) -> Bool {
        while true {
            guard let symbol = literals.decode(&reader) else { return false }
            if symbol < 256 {
                guard out.count < limit else { return false }
                out.append(UInt8(symbol))
            } else if symbol == 256 {
                return true
            } else {
                let index = symbol - 257
                guard index < lengthBase.count, let extra = reader.bits(lengthExtra[index]),
                    let distanceSymbol = distances.decode(&reader), distanceSymbol < distanceBase.count,
                    let distanceBits = reader.bits(distanceExtra[distanceSymbol])
                else { return false }
                let length = lengthBase[index] + extra
                let distance = distanceBase[distanceSymbol] + distanceBits
                guard distance <= out.count, out.count + length <= limit else { return false }
                let start = out.count - distance
                for offset in 0..<length { out.append(out[start + offset]) }
            }
        }
    }
}
