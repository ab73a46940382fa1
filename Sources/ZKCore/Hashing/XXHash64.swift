/// xxHash64 (Yann Collet's XXH64), for cache keys and content checksums. Checked against the
/// reference test vectors in `XXHash64Tests`.
public struct XXHash64: Sendable {
    static let prime1: UInt64 = 0x9E37_79B1_85EB_CA87
    static let prime2: UInt64 = 0xC2B2_AE3D_27D4_EB4F
    static let prime3: UInt64 = 0x1656_67B1_9E37_79F9
    static let prime4: UInt64 = 0x85EB_CA77_C2B2_AE63
    static let prime5: UInt64 = 0x27D4_EB2F_1656_67C5

    /// The hash of `bytes` with `seed`.
    public static func hash(_ bytes: UnsafeRawBufferPointer, seed: UInt64 = 0) -> UInt64 {
        let count = bytes.count
        var offset = 0
        var h: UInt64
        if count >= 32 {
            var v1 = seed &+ prime1 &+ prime2
            var v2 = seed &+ prime2
            var v3 = seed
            var v4 = seed &- prime1
            while offset + 32 <= count {
                v1 = round(v1, bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self).littleEndian)
                v2 = round(v2, bytes.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self).littleEndian)
                v3 = round(v3, bytes.loadUnaligned(fromByteOffset: offset + 16, as: UInt64.self).littleEndian)
                v4 = round(v4, bytes.loadUnaligned(fromByteOffset: offset + 24, as: UInt64.self).littleEndian)
                offset += 32
            }
            h = rotl(v1, 1) &+ rotl(v2, 7) &+ rotl(v3, 12) &+ rotl(v4, 18)
            h = merge(h, v1)
            h = merge(h, v2)
            h = merge(h, v3)
            h = merge(h, v4)
        } else {
            h = seed &+ prime5
        }
        h = h &+ UInt64(count)
        while offset + 8 <= count {
            let k = round(0, bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self).littleEndian)
            h ^= k
            h = rotl(h, 27) &* prime1 &+ prime4
            offset += 8
        }
        if offset + 4 <= count {
            h ^= UInt64(bytes.loadUnaligned(fromByteOffset: offset, as: UInt32.self).littleEndian) &* prime1
            h = rotl(h, 23) &* prime2 &+ prime3
            offset += 4
        }
        while offset < count {
            h ^= UInt64(bytes[offset]) &* prime5
            h = rotl(h, 11) &* prime1
            offset += 1
        }
        h ^= h >> 33
        h = h &* prime2
        h ^= h >> 29
        h = h &* prime3
        h ^= h >> 32
        return h
    }

    public static func hash(_ bytes: [UInt8], seed: UInt64 = 0) -> UInt64 {
        bytes.withUnsafeBytes { hash($0, seed: seed) }
    }

    public static func hash(_ text: String, seed: UInt64 = 0) -> UInt64 {
        hash(Array(text.utf8), seed: seed)
    }

    /// 16 lower-case hex digits.
    public static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    @inline(__always)
    static func rotl(_ x: UInt64, _ r: UInt64) -> UInt64 { (x << r) | (x >> (64 - r)) }

    @inline(__always)
    static func round(_ acc: UInt64, _ input: UInt64) -> UInt64 {
        rotl(acc &+ input &* prime2, 31) &* prime1
    }

    @inline(__always)
    static func merge(_ acc: UInt64, _ value: UInt64) -> UInt64 {
        (acc ^ round(0, value)) &* prime1 &+ prime4
    }
}
