import Foundation
import Testing

@testable import DawgReader
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
        #expect(
            Self.error([]).map(\.description) == "file is empty (0 bytes); expected a dictionary of at least 48 bytes")
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
                #expect(
                    error?.description == "file is truncated: header says \(bytes.count) bytes, the file has \(size)")
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

    /// The DAWG's directory fields a test needs to rewrite edges in place.
    struct Layout {
        var edgeCount: Int, edgesOffset: Int, countedOffset: Int, countsOffset: Int
        var targetBits: Int, countBits: Int

        init(_ bytes: [UInt8]) {
            func u64(_ at: Int) -> Int {
                Int(bytes.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: at, as: UInt64.self) })
            }
            edgeCount = u64(48)
            edgesOffset = u64(48 + 32)
            countedOffset = u64(48 + 40)
            countsOffset = u64(48 + 48)
            targetBits = Int(bytes[48 + 56])
            countBits = Int(bytes[48 + 57])
        }

        /// Where edge `index` keeps its label byte, and the byte and bit where its target starts.
        func place(_ index: Int) -> (label: Int, target: Int, shift: Int) {
            let block = edgesOffset + index / 8 * (8 + targetBits)
            let bit = index % 8 * targetBits
            return (block + index % 8, block + 8 + bit / 8, bit % 8)
        }

        /// Edge `index` as (label, last, final, target).
        func edge(_ bytes: [UInt8], _ index: Int) -> (label: Int, last: Bool, final: Bool, target: Int) {
            let (label, target, shift) = place(index)
            let byte = bytes[label]
            let word =
                bytes.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: target, as: UInt64.self) } >> UInt64(shift)
            return (Int(byte & 0x3F), byte & 0x40 != 0, byte & 0x80 != 0, Int(word & ((1 << UInt64(targetBits)) - 1)))
        }

        /// Rewrites edge `index` and reseals the checksums.
        func setEdge(_ bytes: inout [UInt8], _ index: Int, label: Int, last: Bool, final: Bool, target: Int) {
            let (labelAt, targetAt, shift) = place(index)
            bytes[labelAt] = UInt8(label) | (last ? 0x40 : 0) | (final ? 0x80 : 0)
            let mask = ((UInt64(1) << UInt64(targetBits)) - 1) << UInt64(shift)
            bytes.withUnsafeMutableBytes { buffer in
                let old = buffer.loadUnaligned(fromByteOffset: targetAt, as: UInt64.self)
                buffer.storeBytes(
                    of: old & ~mask | UInt64(target) << UInt64(shift), toByteOffset: targetAt, as: UInt64.self)
            }
            DawgWriter.seal(&bytes)
        }
    }

    @Test func edgePointingPastTheEndIsRefusedEvenWithValidChecksums() throws {
        var bytes = try Self.valid()
        let layout = Layout(bytes)
        let edge = layout.edge(bytes, 0)
        // The root's first edge, sent as far as its target field reaches: past the last edge.
        let far = (1 << layout.targetBits) - 1
        try #require(far >= layout.edgeCount)
        layout.setEdge(&bytes, 0, label: edge.label, last: edge.last, final: edge.final, target: far)
        #expect(Self.error(bytes) == .edgeTarget(automaton: "DAWG", edge: 0, target: far, edgeCount: layout.edgeCount))
        #expect(
            Self.error(bytes)?.description
                == "DAWG edge 0 points to edge \(far), past the last edge \(layout.edgeCount - 1)")
    }

    @Test func edgeIntoTheMiddleOfAStateIsRefused() throws {
        var bytes = try Self.valid()
        let layout = Layout(bytes)
        let edge = layout.edge(bytes, 0)
        // The root's edges are 0...k; edge 1 is the root's second edge, not the start of a state.
        try #require(!edge.last && edge.target > 1)
        let inside = (edge.target + 1..<layout.edgeCount).first { !layout.edge(bytes, $0 - 1).last }
        let target = try #require(inside)
        layout.setEdge(&bytes, 0, label: edge.label, last: edge.last, final: edge.final, target: target)
        #expect(Self.error(bytes) == .targetNotAState(automaton: "DAWG", edge: 0, target: target))
    }

    @Test func backwardEdgeAndEndWithoutFinalAreRefused() throws {
        let bytes = try Self.valid()
        let layout = Layout(bytes)
        // The last edge of the file leads to the end state (nothing follows it) and is final.
        let last = layout.edge(bytes, layout.edgeCount - 1)
        #expect(last.target == 0 && last.final && last.last)
        var notFinal = bytes
        layout.setEdge(&notFinal, layout.edgeCount - 1, label: last.label, last: true, final: false, target: 0)
        #expect(Self.error(notFinal) == .endNotFinal(automaton: "DAWG", edge: layout.edgeCount - 1))
        var backward = bytes
        let second = layout.edge(bytes, 1)
        layout.setEdge(&backward, 1, label: second.label, last: second.last, final: second.final, target: 1)
        #expect(Self.error(backward) == .edgeBackward(automaton: "DAWG", edge: 1, target: 1))
    }

    @Test func unsortedLabelsAndWrongCountsAreRefused() throws {
        let bytes = try Self.valid()
        let layout = Layout(bytes)
        let first = layout.edge(bytes, 0)
        let second = layout.edge(bytes, 1)
        var swapped = bytes
        layout.setEdge(&swapped, 0, label: second.label, last: first.last, final: first.final, target: first.target)
        #expect(
            Self.error(swapped) == .labelsUnsorted(automaton: "DAWG", edge: 0, label: second.label, next: second.label))
        // The first stored count, one higher.
        var counts = bytes
        let mask = (UInt64(1) << UInt64(layout.countBits)) - 1
        let stored =
            counts.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: layout.countsOffset, as: UInt64.self) } & mask
        try #require(stored < mask)
        counts.withUnsafeMutableBytes { buffer in
            let word = buffer.loadUnaligned(fromByteOffset: layout.countsOffset, as: UInt64.self)
            buffer.storeBytes(of: word & ~mask | (stored + 1), toByteOffset: layout.countsOffset, as: UInt64.self)
        }
        DawgWriter.seal(&counts)
        guard case .count(let automaton, _, let found, let computed) = Self.error(counts) else {
            Issue.record("expected a count mismatch, got \(String(describing: Self.error(counts)))")
            return
        }
        #expect(automaton == "DAWG")
        #expect(found == stored + 1)
        #expect(computed == stored)
        // A counted-state bit cleared.
        var bits = bytes
        let firstBit = bits.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: layout.countedOffset, as: UInt64.self) }
        try #require(firstBit != 0)
        let position = firstBit.trailingZeroBitCount
        bits.withUnsafeMutableBytes {
            $0.storeBytes(of: firstBit & (firstBit - 1), toByteOffset: layout.countedOffset, as: UInt64.self)
        }
        DawgWriter.seal(&bits)
        #expect(Self.error(bits) == .countedBit(automaton: "DAWG", edge: position, found: false))
    }

    @Test func sectionPastTheEndIsRefused() throws {
        var bytes = try Self.valid()
        let huge = UInt64(1) << 40
        withUnsafeBytes(of: huge.littleEndian) {
            for (index, byte) in $0.enumerated() { bytes[48 + 32 + index] = byte }
        }
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

    /// The command line reads a dictionary into memory: truncating the file in place afterwards
    /// (a rebuild writing over it) cannot fault a query, as it would through a mapping (SIGBUS).
    @Test func commandLineReadsACopyThatSurvivesTruncation() throws {
        let bytes = try Self.valid(gaddag: true)
        let path = NSTemporaryDirectory() + "/zk-dawg-truncate-\(getpid()).dawg"
        _ = FileManager.default.createFile(atPath: path, contents: Data(bytes))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let file = try DawgCommand.read(path, displayPath: "words.dawg").get()
        #expect(!file.bytes.isMapped)
        #expect(truncate(path, 0) == 0)
        #expect(file.allWords().count == file.wordCount)
    }

    @Test func commandLineReportsAnUnreadableDictionaryAtItsPath() {
        guard case .failure(let error) = DawgCommand.read("/nonexistent/zk-dawg-test.dawg", displayPath: "missing.dawg")
        else {
            Issue.record("expected a failure")
            return
        }
        #expect(error.diagnostic.location?.path == "missing.dawg")
    }
}
