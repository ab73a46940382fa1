import Foundation
import Testing

@testable import DawgReader
@testable import ZKDawg
@testable import ZKDawgCLI

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

    /// The DAWG's directory fields and group offsets a test needs to rewrite edges in place.
    struct Layout {
        var edgeCount: Int, edgesOffset: Int, targetBits: Int
        var groupOffsets: [Int] = []

        static func u64(_ bytes: [UInt8], _ at: Int) -> UInt64 {
            bytes.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: at, as: UInt64.self) }
        }

        init(_ bytes: [UInt8]) {
            edgeCount = Int(Self.u64(bytes, 48))
            edgesOffset = Int(Self.u64(bytes, 48 + 32))
            targetBits = Int(bytes[48 + 56])
            var offset = 0
            for _ in 0..<(edgeCount + 63) / 64 {
                groupOffsets.append(offset)
                offset += 80 + (Self.u64(bytes, edgesOffset + offset).nonzeroBitCount * targetBits + 7) / 8
            }
        }

        /// Where the group of edge `index` starts.
        func group(_ index: Int) -> Int { edgesOffset + groupOffsets[index / 64] }

        /// Whether edge `index` has its target stored, and where its field starts (byte, bit).
        func stored(_ bytes: [UInt8], _ index: Int) -> (isStored: Bool, byte: Int, shift: Int) {
            let explicit = Self.u64(bytes, group(index))
            let rank = (explicit & ((1 << UInt64(index % 64)) - 1)).nonzeroBitCount
            let bit = rank * targetBits
            return ((explicit >> UInt64(index % 64)) & 1 != 0, group(index) + 80 + bit / 8, bit % 8)
        }

        /// Edge `index` as (label, last, final, target, stored); target 0 is the end state.
        func edge(_ bytes: [UInt8], _ index: Int) -> (label: Int, last: Bool, final: Bool, target: Int, stored: Bool) {
            let byte = bytes[group(index) + 16 + index % 64]
            let field = stored(bytes, index)
            var target = 0
            if field.isStored {
                target = Int((Self.u64(bytes, field.byte) >> UInt64(field.shift)) & ((1 << UInt64(targetBits)) - 1))
            } else if (Self.u64(bytes, group(index) + 8) >> UInt64(index % 64)) & 1 == 0 {
                var last = index
                while bytes[group(last) + 16 + last % 64] & 0x40 == 0 { last += 1 }
                target = last + 1
            }
            return (Int(byte & 0x3F), byte & 0x40 != 0, byte & 0x80 != 0, target, field.isStored)
        }

        /// The first edge whose target is stored and that `condition` accepts.
        func firstStored(_ bytes: [UInt8], where condition: (Int) -> Bool = { _ in true }) -> Int? {
            (0..<edgeCount).first { edge(bytes, $0).stored && condition($0) }
        }

        /// Rewrites the label byte of edge `index` and reseals the checksums.
        func setEdge(_ bytes: inout [UInt8], _ index: Int, label: Int, last: Bool, final: Bool) {
            bytes[group(index) + 16 + index % 64] = UInt8(label) | (last ? 0x40 : 0) | (final ? 0x80 : 0)
            DawgWriter.seal(&bytes)
        }

        /// Rewrites the stored target of edge `index` and reseals the checksums.
        func setTarget(_ bytes: inout [UInt8], _ index: Int, _ target: Int) {
            let field = stored(bytes, index)
            let mask = ((UInt64(1) << UInt64(targetBits)) - 1) << UInt64(field.shift)
            bytes.withUnsafeMutableBytes { buffer in
                let old = buffer.loadUnaligned(fromByteOffset: field.byte, as: UInt64.self)
                buffer.storeBytes(
                    of: old & ~mask | UInt64(target) << UInt64(field.shift), toByteOffset: field.byte, as: UInt64.self)
            }
            DawgWriter.seal(&bytes)
        }
    }

    @Test func edgePointingPastTheEndIsRefusedEvenWithValidChecksums() throws {
        var bytes = try Self.valid()
        let layout = Layout(bytes)
        let index = try #require(layout.firstStored(bytes))
        // A stored target sent as far as its field reaches: past the last edge.
        let far = (1 << layout.targetBits) - 1
        try #require(far >= layout.edgeCount)
        layout.setTarget(&bytes, index, far)
        #expect(
            Self.error(bytes) == .edgeTarget(automaton: "DAWG", edge: index, target: far, edgeCount: layout.edgeCount))
        #expect(
            Self.error(bytes)?.description
                == "DAWG edge \(index) points to edge \(far), past the last edge \(layout.edgeCount - 1)")
    }

    @Test func edgeIntoTheMiddleOfAStateIsRefused() throws {
        var bytes = try Self.valid()
        let layout = Layout(bytes)
        let index = try #require(layout.firstStored(bytes))
        // An edge after it that does not start a state (the edge before it is not a state's last).
        let inside = (index + 2..<layout.edgeCount).first { !layout.edge(bytes, $0 - 1).last }
        let target = try #require(inside)
        layout.setTarget(&bytes, index, target)
        #expect(Self.error(bytes) == .targetNotAState(automaton: "DAWG", edge: index, target: target))
    }

    @Test func backwardEdgeAndEndWithoutFinalAreRefused() throws {
        let bytes = try Self.valid()
        let layout = Layout(bytes)
        // The last edge of the file leads to the end state (nothing follows it) and is final.
        let last = layout.edge(bytes, layout.edgeCount - 1)
        #expect(last.target == 0 && last.final && last.last && !last.stored)
        var notFinal = bytes
        layout.setEdge(&notFinal, layout.edgeCount - 1, label: last.label, last: true, final: false)
        #expect(Self.error(notFinal) == .endNotFinal(automaton: "DAWG", edge: layout.edgeCount - 1))
        var backward = bytes
        let index = try #require(layout.firstStored(bytes))
        layout.setTarget(&backward, index, index)
        #expect(Self.error(backward) == .edgeBackward(automaton: "DAWG", edge: index, target: index))
    }

    @Test func unsortedLabelsAndWrongCountsAreRefused() throws {
        let bytes = try Self.valid()
        let layout = Layout(bytes)
        let first = layout.edge(bytes, 0)
        let second = layout.edge(bytes, 1)
        var swapped = bytes
        layout.setEdge(&swapped, 0, label: second.label, last: first.last, final: first.final)
        #expect(
            Self.error(swapped) == .labelsUnsorted(automaton: "DAWG", edge: 0, label: second.label, next: second.label))
        // The word count one higher, in the header and in the DAWG's directory entry alike.
        var counts = bytes
        let words = Layout.u64(bytes, 32)
        counts.withUnsafeMutableBytes { buffer in
            buffer.storeBytes(of: words + 1, toByteOffset: 32, as: UInt64.self)
            buffer.storeBytes(of: words + 1, toByteOffset: 48 + 8, as: UInt64.self)
        }
        DawgWriter.seal(&counts)
        #expect(Self.error(counts) == .count(automaton: "DAWG", state: 0, stored: words + 1, computed: words))
    }

    @Test func overlappingGroupMasksAreRefused() throws {
        var bytes = try Self.valid()
        let layout = Layout(bytes)
        let index = try #require(layout.firstStored(bytes) { $0 < 64 })
        // The edge also marked as leading to the end state.
        bytes[layout.group(index) + 8 + index / 8] |= 1 << UInt8(index % 8)
        DawgWriter.seal(&bytes)
        guard case .field(let name, _, let expected) = Self.error(bytes) else {
            Issue.record("expected a field error, got \(String(describing: Self.error(bytes)))")
            return
        }
        #expect(name == "DAWG edge group 0 masks")
        #expect(expected == "disjoint masks of its \(min(64, layout.edgeCount)) edges")
    }

    /// A file of the previous layout (version 2) is refused by its version, before any other field is read.
    @Test func olderVersionIsRefusedWithTheVersions() throws {
        var bytes = try Self.valid()
        bytes[8] = 2
        DawgWriter.seal(&bytes)
        #expect(Self.error(bytes) == .unsupportedVersion(found: 2, expected: 4))
        #expect(
            Self.error(bytes)?.description
                == "format version 2 is not supported; this reader reads versions 3 to 4 (rebuild the dictionary with zk-dawg build)"
        )
        // Truncated as well: still the version, not a crash or a size error.
        #expect(Self.error(Array(bytes[0..<64])) == .unsupportedVersion(found: 2, expected: 4))
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
