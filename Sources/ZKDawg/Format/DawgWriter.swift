import ZKCore

// The .dawg file format, version 1. Every integer is little-endian; every section starts at a
// multiple of 8 so that a reader can index the arrays of an mmap'ed file in place.
//
//  offset  size  field
//  ------  ----  -------------------------------------------------------------------------
//       0     8  magic "ZKDAWG\0\n" (5A 4B 44 41 57 47 00 0A)
//       8     4  format version (1)
//      12     4  header size H (multiple of 8)
//      16     8  file size in bytes
//      24     4  CRC-32C of the header: bytes 0..<H with this field taken as zero
//      28     4  CRC-32C of the payload: bytes H..<file size
//      32     8  word count
//      40     1  letter count L (1...62)            41  1  blank tiles
//      42     1  minimum word length                43  1  maximum word length
//      44     1  automaton count A (1: DAWG; 2: DAWG, GADDAG)
//      45     1  variant name length V (bytes)      46  1  fold count F     47  1  zero
//      48  64*A  automaton directory, one 64-byte entry each:
//                  +0  8  state count S      +8  8  edge count E      +16 8  string count
//                 +24  8  states offset     +32  8  edges offset
//                 +40  1  state field width W (4 or 8)   +41 1  edge width X (4 or 8)
//                 +42  1  label bits B                     +43 1  label limit (L, or L + 1)
//                 +44  4  root state (0)
//                 +48  8  states byte size (S + 1) * 2 * W   +56 8  edges byte size E * X
//       .   8*L  alphabet: per letter, scalar u32, tile value u16, tile count u16 (code order)
//       .   8*F  folds: per fold, source scalar u32, target code u32 (by source scalar)
//       .     V  variant name, UTF-8; zero padding up to H
//
//       H        payload: for each automaton, its states then its edges, each 8-aligned:
//                states  (S + 1) records of two W-byte fields:
//                        first edge index, (strings below the state << 1) | final;
//                        record S is a sentinel whose first edge index is E
//                edges   E records of X bytes: label | target state << B
//
// States are numbered so that the root is 0 and every edge leads to a larger number (the
// automaton is acyclic by construction and the reader checks it). A state's edges are sorted
// by label. The GADDAG's separator `◇` is label L.

/// Serialises built automata and the alphabet into the version-1 byte layout drawn above.
public enum DawgWriter {
    public static let magic: [UInt8] = [0x5A, 0x4B, 0x44, 0x41, 0x57, 0x47, 0x00, 0x0A]
    public static let version: UInt32 = 1
    static let fixedHeaderSize = 48
    static let directoryEntrySize = 64

    /// The bytes of a dictionary file.
    public static func write(alphabet: Alphabet, wordCount: Int, automata: [Automaton]) -> [UInt8] {
        let variant = Array(alphabet.variant.utf8.prefix(255))
        var headerSize = fixedHeaderSize + directoryEntrySize * automata.count + 8 * alphabet.letters.count
            + 8 * alphabet.folds.count + variant.count
        headerSize = align8(headerSize)

        struct Plan {
            var stateWidth: Int, edgeWidth: Int, labelBits: Int
            var statesOffset: Int, statesSize: Int, edgesOffset: Int, edgesSize: Int
        }
        var plans: [Plan] = []
        var offset = headerSize
        for automaton in automata {
            let labelBits = max(1, bitWidth(UInt64(max(0, automaton.labelLimit - 1))))
            let largestState = max(automaton.countsAndFinals.max() ?? 0, UInt64(automaton.edgeCount))
            let stateWidth = largestState <= UInt64(UInt32.max) ? 4 : 8
            let largestEdge = UInt64(max(0, automaton.stateCount - 1))
            let edgeWidth = bitWidth(largestEdge) + labelBits <= 32 ? 4 : 8
            let statesSize = (automaton.stateCount + 1) * 2 * stateWidth
            let edgesOffset = align8(offset + statesSize)
            let edgesSize = automaton.edgeCount * edgeWidth
            plans.append(Plan(
                stateWidth: stateWidth, edgeWidth: edgeWidth, labelBits: labelBits, statesOffset: offset,
                statesSize: statesSize, edgesOffset: edgesOffset, edgesSize: edgesSize))
            offset = align8(edgesOffset + edgesSize)
        }
        let fileSize = offset
        var bytes = [UInt8](repeating: 0, count: fileSize)
        bytes.withUnsafeMutableBytes { buffer in
            func put<T: FixedWidthInteger>(_ value: T, _ at: Int) { buffer.storeBytes(of: value.littleEndian, toByteOffset: at, as: T.self) }
            for (index, byte) in magic.enumerated() { buffer[index] = byte }
            put(version, 8)
            put(UInt32(headerSize), 12)
            put(UInt64(fileSize), 16)
            put(UInt64(wordCount), 32)
            buffer[40] = UInt8(alphabet.letters.count)
            buffer[41] = UInt8(clamping: alphabet.blanks)
            buffer[42] = UInt8(clamping: alphabet.minLength)
            buffer[43] = UInt8(clamping: alphabet.maxLength)
            buffer[44] = UInt8(automata.count)
            buffer[45] = UInt8(variant.count)
            buffer[46] = UInt8(alphabet.folds.count)
            var cursor = fixedHeaderSize
            for (automaton, plan) in zip(automata, plans) {
                put(UInt64(automaton.stateCount), cursor)
                put(UInt64(automaton.edgeCount), cursor + 8)
                put(UInt64(automaton.stringCount), cursor + 16)
                put(UInt64(plan.statesOffset), cursor + 24)
                put(UInt64(plan.edgesOffset), cursor + 32)
                buffer[cursor + 40] = UInt8(plan.stateWidth)
                buffer[cursor + 41] = UInt8(plan.edgeWidth)
                buffer[cursor + 42] = UInt8(plan.labelBits)
                buffer[cursor + 43] = UInt8(automaton.labelLimit)
                put(UInt32(0), cursor + 44)
                put(UInt64(plan.statesSize), cursor + 48)
                put(UInt64(plan.edgesSize), cursor + 56)
                cursor += directoryEntrySize
            }
            for letter in alphabet.letters {
                put(letter.scalar.value, cursor)
                put(UInt16(clamping: letter.value), cursor + 4)
                put(UInt16(clamping: letter.count), cursor + 6)
                cursor += 8
            }
            for fold in alphabet.folds {
                put(fold.from.value, cursor)
                put(UInt32(fold.to), cursor + 4)
                cursor += 8
            }
            for byte in variant {
                buffer[cursor] = byte
                cursor += 1
            }
            for (automaton, plan) in zip(automata, plans) {
                var at = plan.statesOffset
                for state in 0...automaton.stateCount {
                    let first = automaton.firstEdges[state]
                    let countFinal = state < automaton.stateCount ? automaton.countsAndFinals[state] : 0
                    if plan.stateWidth == 4 {
                        put(UInt32(truncatingIfNeeded: first), at)
                        put(UInt32(truncatingIfNeeded: countFinal), at + 4)
                    } else {
                        put(first, at)
                        put(countFinal, at + 8)
                    }
                    at += 2 * plan.stateWidth
                }
                at = plan.edgesOffset
                for edge in 0..<automaton.edgeCount {
                    let record = UInt64(automaton.labels[edge]) | automaton.targets[edge] << UInt64(plan.labelBits)
                    if plan.edgeWidth == 4 { put(UInt32(truncatingIfNeeded: record), at) } else { put(record, at) }
                    at += plan.edgeWidth
                }
            }
            let payload = UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(buffer)[headerSize..<fileSize])
            put(CRC32C.checksum(payload), 28)
            put(CRC32C.checksum(UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(buffer)[0..<headerSize])), 24)
        }
        return bytes
    }

    /// Recomputes both checksums of a file whose bytes were changed on purpose (tests and the
    /// fuzzer use it to reach the structural checks behind the checksums). Needs a sane header size.
    public static func seal(_ bytes: inout [UInt8]) {
        guard bytes.count >= fixedHeaderSize else { return }
        bytes.withUnsafeMutableBytes { buffer in
            let headerSize = Int(UInt32(littleEndian: buffer.loadUnaligned(fromByteOffset: 12, as: UInt32.self)))
            guard headerSize >= fixedHeaderSize, headerSize <= buffer.count else { return }
            let raw = UnsafeRawBufferPointer(buffer)
            buffer.storeBytes(of: CRC32C.checksum(UnsafeRawBufferPointer(rebasing: raw[headerSize...])).littleEndian, toByteOffset: 28, as: UInt32.self)
            buffer.storeBytes(of: UInt32(0), toByteOffset: 24, as: UInt32.self)
            buffer.storeBytes(of: CRC32C.checksum(UnsafeRawBufferPointer(rebasing: raw[0..<headerSize])).littleEndian, toByteOffset: 24, as: UInt32.self)
        }
    }

    static func align8(_ value: Int) -> Int { (value + 7) & ~7 }

    static func bitWidth(_ value: UInt64) -> Int { value == 0 ? 0 : 64 - value.leadingZeroBitCount }
}
