/// CRC-32C (Castagnoli, reflected polynomial 0x82F63B78), the checksum of iSCSI, ext4 and
/// SSE4.2's `crc32` instruction; slicing-by-8 in software. Checked against RFC 3720 B.4 in
/// `CRC32CTests`. The one CRC-32C of the project: the reader needs nothing of the toolchain, and
/// the .dawg writer and `zk-dawg verify` use this one.
public enum DawgCRC32C {
    /// Eight 256-entry tables, flat: table `k` starts at `k * 256`.
    static let table: [UInt32] = {
        var tables = [[UInt32]](repeating: [UInt32](repeating: 0, count: 256), count: 8)
        for byte in 0..<256 {
            var crc = UInt32(byte)
            for _ in 0..<8 { crc = (crc & 1) != 0 ? (crc >> 1) ^ 0x82F6_3B78 : crc >> 1 }
            tables[0][byte] = crc
        }
        for byte in 0..<256 {
            for slice in 1..<8 {
                let previous = tables[slice - 1][byte]
                tables[slice][byte] = (previous >> 8) ^ tables[0][Int(previous & 0xFF)]
            }
        }
        return tables.flatMap { $0 }
    }()

    /// Continues `crc` (the value returned for the bytes before) over `bytes`.
    public static func update(_ crc: UInt32, _ bytes: UnsafeRawBufferPointer) -> UInt32 {
        var value = ~crc
        let count = bytes.count
        var offset = 0
        table.withUnsafeBufferPointer { t in
            while offset + 8 <= count {
                let low = bytes.loadUnaligned(fromByteOffset: offset, as: UInt32.self).littleEndian ^ value
                let high = bytes.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self).littleEndian
                // In four typed steps: one expression of eight lookups took the type checker 120 ms.
                let lowPair: UInt32 = t[7 * 256 + Int(low & 0xFF)] ^ t[6 * 256 + Int((low >> 8) & 0xFF)]
                let lowRest: UInt32 = t[5 * 256 + Int((low >> 16) & 0xFF)] ^ t[4 * 256 + Int(low >> 24)]
                let highPair: UInt32 = t[3 * 256 + Int(high & 0xFF)] ^ t[2 * 256 + Int((high >> 8) & 0xFF)]
                let highRest: UInt32 = t[1 * 256 + Int((high >> 16) & 0xFF)] ^ t[Int(high >> 24)]
                value = lowPair ^ lowRest ^ highPair ^ highRest
                offset += 8
            }
            while offset < count {
                value = (value >> 8) ^ t[Int((value ^ UInt32(bytes[offset])) & 0xFF)]
                offset += 1
            }
        }
        return ~value
    }

    /// The CRC-32C of `bytes`.
    public static func checksum(_ bytes: UnsafeRawBufferPointer) -> UInt32 { update(0, bytes) }

    /// The CRC-32C of `bytes`.
    public static func checksum(_ bytes: [UInt8]) -> UInt32 {
        bytes.withUnsafeBytes { checksum($0) }
    }
}
