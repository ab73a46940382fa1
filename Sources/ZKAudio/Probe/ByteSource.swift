import ZKCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The audio probes read through ZKCore's bounded byte access (the image probes use it too).
public typealias ByteSource = BoundedBytes
public typealias MemoryByteSource = MemoryBytes
public typealias FileByteSource = FileBytes

/// Bounds-checked big- and little-endian reads from a byte array: nil instead of a trap.
extension Array where Element == UInt8 {
    func u8(_ at: Int) -> UInt8? { at >= 0 && at < count ? self[at] : nil }

    func u16be(_ at: Int) -> UInt16? {
        guard at >= 0, at + 2 <= count else { return nil }
        return UInt16(self[at]) << 8 | UInt16(self[at + 1])
    }

    func u16le(_ at: Int) -> UInt16? {
        guard at >= 0, at + 2 <= count else { return nil }
        return UInt16(self[at + 1]) << 8 | UInt16(self[at])
    }

    func u32be(_ at: Int) -> UInt32? {
        guard at >= 0, at + 4 <= count else { return nil }
        return (at..<(at + 4)).reduce(UInt32(0)) { $0 << 8 | UInt32(self[$1]) }
    }

    func u32le(_ at: Int) -> UInt32? {
        guard at >= 0, at + 4 <= count else { return nil }
        return (at..<(at + 4)).reversed().reduce(UInt32(0)) { $0 << 8 | UInt32(self[$1]) }
    }

    func u64le(_ at: Int) -> UInt64? {
        guard at >= 0, at + 8 <= count else { return nil }
        return (at..<(at + 8)).reversed().reduce(UInt64(0)) { $0 << 8 | UInt64(self[$1]) }
    }

    func u64be(_ at: Int) -> UInt64? {
        guard at >= 0, at + 8 <= count else { return nil }
        return (at..<(at + 8)).reduce(UInt64(0)) { $0 << 8 | UInt64(self[$1]) }
    }

    /// A four-character code, printable ASCII or escaped (`\x00`), for messages.
    func fourCC(_ at: Int) -> String? {
        guard at >= 0, at + 4 <= count else { return nil }
        return FourCC.text(Array(self[at..<(at + 4)]))
    }
}

/// Four-character codes for messages.
enum FourCC {
    static func text(_ bytes: [UInt8]) -> String {
        bytes.map { $0 >= 0x20 && $0 < 0x7F && $0 != 0x27 && $0 != 0x5C ? String(UnicodeScalar($0)) : "\\x" + hex($0) }
            .joined()
    }

    static func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789abcdef")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]])
    }
}
