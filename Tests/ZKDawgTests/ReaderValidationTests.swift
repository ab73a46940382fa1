import Foundation
import Testing
@testable import ZKDawg

/// Broken dictionary files: each is refused before any query with a `DawgFormatError` that
/// names what was found and what was expected (ZK1020 on the command line).
struct ReaderValidationTests {
    static func valid(gaddag: Bool = false) throws -> [UInt8] {
        let words = Support.randomWords(400, letters: Array("abcdet"), seed: 1).joined(separator: "\n")
        return try #require(Support.compile("scrabble_en", words, gaddag: gaddag).bytes)
    }

    static func error(_ bytes: [UInt8]) -> DawgFormatError? {
        do {
            _ = try DawgFile(bytes: bytes)
            return nil
        } catch {
            return error
        }
    }

    @Test func validFileOpens() throws {
        let file = try DawgFile(bytes: try Self.valid(gaddag: true))
        #expect(file.wordCount > 0)
        #expect(file.alphabet.variant == "scrabble_en")
        #expect(file.alphabet.letters.count == 26)
        #expect(file.alphabet.letters[16].value == 10)
    }

    @Test func zeroLengthFile() {
        #expect(Self.error([]) == .empty)
        #expect(Self.error([]).map(\.description) == "file is empty (0 bytes); expected a dictionary of at least 48 bytes")
    }

    @Test func truncatedAtEverySixteenth() throws {
        let bytes = try Self.valid(gaddag: true)
        for sixteenth in 1..<16 {
            let size = bytes.count * sixteenth / 16
            let error = Self.error(Array(bytes[0..<size]))
            if size < 48 {
                #expect(error == .shorterThanHeader(size: size, minimum: 48))
            } else {
                #expect(error == .fileSize(header: UInt64(bytes.count), actual: size))
                #expect(error?.description == "file is truncated: header says \(bytes.count) bytes, the file has \(size)")
            }
        }
    }

    @Test func everySingleBitFlipInTheHeaderIsCaught() throws {
        let bytes = try Self.valid()
        let headerSize = Int(bytes[12]) | Int(bytes[13]) << 8
        for bit in 0..<(headerSize * 8) {
            var broken = bytes
            broken[bit / 8] ^= 1 << UInt8(bit % 8)
            #expect(Self.error(broken) != nil, "bit \(bit) of the header went unnoticed")
        }
        var broken = bytes
        broken[40] ^= 0x04
        guard case .headerChecksum = Self.error(broken) else {
            Issue.record("letter count flip should fail the header checksum")
            return
        }
    }

    @Test func bitFlipsInThePayloadFailTheChecksum() throws {
        let bytes = try Self.valid()
        let headerSize = Int(bytes[12]) | Int(bytes[13]) << 8
        for offset in stride(from: headerSize, to: bytes.count, by: max(1, (bytes.count - headerSize) / 64)) {
            var broken = bytes
            broken[offset] ^= 0x10
            guard case .payloadChecksum(let header, let computed) = Self.error(broken) else {
                Issue.record("flip at \(offset) not reported as a payload checksum mismatch")
                continue
            }
            #expect(header != computed)
            #expect(Self.error(broken)?.description.hasPrefix("checksum mismatch: header 0x") == true)
        }
    }

    @Test func edgePointingPastTheEndIsRefusedEvenWithValidChecksums() throws {
        var bytes = try Self.valid()
        let stateCount = bytes.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: 48, as: UInt64.self) }
        let edgesOffset = Int(bytes.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: 48 + 32, as: UInt64.self) })
        let labelBits = Int(bytes[48 + 42])
        // The first edge (of the root): keep its label, send it far past the last state.
        let record = UInt32(bytes[edgesOffset]) & ((1 << UInt32(labelBits)) - 1) | UInt32(stateCount + 1000) << UInt32(labelBits)
        withUnsafeBytes(of: record.littleEndian) { for (index, byte) in $0.enumerated() { bytes[edgesOffset + index] = byte } }
        DawgWriter.seal(&bytes)
        #expect(Self.error(bytes) == .edgeTarget(automaton: "DAWG", edge: 0, target: stateCount + 1000, stateCount: Int(stateCount)))
    }

    @Test func sectionPastTheEndIsRefused() throws {
        var bytes = try Self.valid()
        let huge = UInt64(1) << 40
        withUnsafeBytes(of: huge.littleEndian) { for (index, byte) in $0.enumerated() { bytes[48 + 32 + index] = byte } }
        DawgWriter.seal(&bytes)
        guard case .sectionOutOfBounds(let name, let offset, _, _) = Self.error(bytes) else {
            Issue.record("expected sectionOutOfBounds")
            return
        }
        #expect(name == "DAWG edges")
        #expect(offset == huge)
    }

    @Test func notADictionary() {
        let bytes = Array("{\"this is\": \"json, not a dictionary, and long enough for a header\"}".utf8)
        guard case .badMagic = Self.error(bytes) else {
            Issue.record("expected badMagic")
            return
        }
    }

    @Test func mappedFileRoundTrip() throws {
        let bytes = try Self.valid()
        let path = NSTemporaryDirectory() + "/zk-dawg-test-\(getpid()).dawg"
        _ = FileManager.default.createFile(atPath: path, contents: Data(bytes))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let file = try DawgFile(path: path)
        #expect(file.byteCount == bytes.count)
        #expect(file.wordCount == (try DawgFile(bytes: bytes)).wordCount)
        let empty = path + ".empty"
        _ = FileManager.default.createFile(atPath: empty, contents: Data())
        defer { try? FileManager.default.removeItem(atPath: empty) }
        #expect(throws: DawgFormatError.empty) { try DawgFile(path: empty) }
    }
}
