import DawgReader
import Testing

/// The published CRC-32C test vectors (RFC 3720, appendix B.4) and the standard check value.
struct CRC32CTests {
    @Test func checkValueOfTheDigits() {
        #expect(DawgCRC32C.checksum(Array("123456789".utf8)) == 0xE306_9283)
    }

    @Test func rfc3720Vectors() {
        #expect(DawgCRC32C.checksum([UInt8](repeating: 0, count: 32)) == 0x8A91_36AA)
        #expect(DawgCRC32C.checksum([UInt8](repeating: 0xFF, count: 32)) == 0x62A8_AB43)
        #expect(DawgCRC32C.checksum((0..<32).map { UInt8($0) }) == 0x46DD_794E)
        #expect(DawgCRC32C.checksum((0..<32).reversed().map { UInt8($0) }) == 0x113F_DB5C)
    }

    @Test func updateContinuesAcrossChunks() {
        let bytes = (0..<1000).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
        let whole = DawgCRC32C.checksum(bytes)
        let first = bytes[0..<333].withUnsafeBytes { DawgCRC32C.update(0, $0) }
        let both = bytes[333...].withUnsafeBytes { DawgCRC32C.update(first, $0) }
        #expect(whole == both)
        #expect(DawgCRC32C.checksum([]) == 0)
    }
}
