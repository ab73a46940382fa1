import DawgReader
import ZKCore

// The .dawg file format, version 2. Every integer is little-endian; every section starts at a
// multiple of 8. A bit-packed array is a stream of fixed-width fields, field i at bit i * width
// of its section, least significant bit first. Every array ends with at least 7 spare zero
// bytes, so that a reader may load any field (or 8 labels) with one unaligned 64-bit load.
//
//  offset  size  field
//  ------  ----  -------------------------------------------------------------------------
//       0     8  magic "ZKDAWG\0\n" (5A 4B 44 41 57 47 00 0A)
//       8     4  format version (2)
//      12     4  header size H (multiple of 8)
//      16     8  file size in bytes
//      24     4  CRC-32C of the header: bytes 0..<H with this field taken as zero
//      28     4  CRC-32C of the payload: bytes H..<file size
//      32     8  word count
//      40     1  letter count L (1...62)            41  1  blank tiles
//      42     1  minimum word length                43  1  maximum word length
//      44     1  automaton count A (1: DAWG; 2: DAWG, GADDAG)
//      45     1  variant name length V (bytes)      46  1  fold count F     47  1  flags
//                (bit 0: the alphabet folds case, `"case": "fold"`; the other bits zero; files
//                written before the flag have 0, the strict rule)
//      48  64*A  automaton directory, one 64-byte entry each:
//                  +0  8  edge count E (at least 1)     +8  8  string count N (below the root)
//                 +16  8  state count S (with the end state)   +24  8  counted states C
//                 +32  8  edges offset     +40  8  counted offset     +48  8  counts offset
//                 +56  1  target bits T    +57  1  count bits K    +58  1  label limit (L, or L + 1)
//                 +59  5  zero
//       .   8*L  alphabet: per letter, scalar u32, tile value u16, tile count u16 (code order)
//       .   8*F  folds: per fold, source scalar u32, target code u32 (by source scalar)
//       .     V  variant name, UTF-8; zero padding up to H
//
//       H        payload: for each automaton its three sections, each 8-aligned:
//                edges    ceil(E/8) blocks of 8 + T bytes, block b for the edges 8b ..< 8b + 8:
//                           8 label bytes, one per edge: bits 0-5 label, bit 6 last edge of
//                             its state, bit 7 final (a string ends where the edge leads)
//                           8 fields of T bits, packed: the targets, each the index of the
//                             first edge of the state the edge leads to, or 0 for the end
//                             state (which has no edges)
//                         then at least 7 zero bytes, 8-aligned
//                counted  ceil(E/64) u64 words, bit p set when the state whose first edge is p
//                         has its count stored; then ceil(E/512) u32 rank samples, sample k
//                         the number of bits set below bit 512*k; 8-aligned
//                counts   C fields of K bits, packed: the strings below each counted state, in
//                         the order of their bits; ceil(C*K/8) + 7 bytes, 8-aligned
//
// A state is the run of edges from its first edge up to the edge flagged last: there is no state
// array; 8 labels are compared with one 64-bit operation, and an edge's target lies in the same
// block as its label. The root is the state at edge 0.
// States are laid out in reverse postorder of a depth-first walk (highest label first), so every
// target is larger than the edge that leads to it (the automaton is acyclic by construction and
// the reader checks it) and a state's first-label child follows it. A state's labels strictly
// increase. Exactly the states reached by an edge that is not the last of its state are
// counted: those are the ones word → index and index → word add up; the root's count is N, the
// end state's is 0. The strings through an edge are its final bit plus the count of its target.
// The GADDAG's separator `◇` is label L.

/// Serialises built automata and the alphabet into the version-2 byte layout drawn above.
public enum DawgWriter {
    public static let magic = DawgLayout.magic
    public static let version = DawgLayout.version
    static let fixedHeaderSize = DawgLayout.fixedHeaderSize
    static let directoryEntrySize = DawgLayout.directoryEntrySize
    static let labelMask = DawgLayout.labelMask, lastFlag = DawgLayout.lastFlag, finalFlag = DawgLayout.finalFlag

    /// The section offsets and field widths of one automaton, as the reader recomputes them.
    struct Plan {
        var targetBits: Int, countBits: Int
        var edgesOffset = 0, countedOffset = 0, countsOffset = 0

        static func edgesSize(edges: Int, targetBits: Int) -> Int {
            DawgLayout.edgesSize(edges: edges, targetBits: targetBits)
        }
        static func packedSize(fields: Int, width: Int) -> Int { DawgLayout.packedSize(fields: fields, width: width) }
        static func countedSize(edges: Int) -> Int { DawgLayout.countedSize(edges: edges) }
    }

    /// The bytes of a dictionary file.
    public static func write(alphabet: Alphabet, wordCount: Int, automata: [Automaton]) -> [UInt8] {
        let variant = Array(alphabet.variant.utf8.prefix(255))
        let headerSize = align8(
            fixedHeaderSize + directoryEntrySize * automata.count + 8 * alphabet.letters.count
                + 8 * alphabet.folds.count + variant.count)
        let layouts = automata.map(Layout.init)
        var plans: [Plan] = []
        var offset = headerSize
        for (automaton, layout) in zip(automata, layouts) {
            var plan = Plan(
                targetBits: max(1, bitWidth(UInt64(max(0, automaton.edgeCount - 1)))),
                countBits: max(1, bitWidth(layout.largestCount)))
            plan.edgesOffset = offset
            plan.countedOffset = offset + Plan.edgesSize(edges: automaton.edgeCount, targetBits: plan.targetBits)
            plan.countsOffset = plan.countedOffset + Plan.countedSize(edges: automaton.edgeCount)
            offset = plan.countsOffset + Plan.packedSize(fields: layout.counts.count, width: plan.countBits)
            plans.append(plan)
        }
        let fileSize = offset
        var bytes = [UInt8](repeating: 0, count: fileSize)
        bytes.withUnsafeMutableBytes { buffer in
            func put<T: FixedWidthInteger>(_ value: T, _ at: Int) {
                buffer.storeBytes(of: value.littleEndian, toByteOffset: at, as: T.self)
            }
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
            buffer[47] = alphabet.caseRule.rawValue
            var cursor = fixedHeaderSize
            for ((automaton, layout), plan) in zip(zip(automata, layouts), plans) {
                put(UInt64(automaton.edgeCount), cursor)
                put(UInt64(automaton.stringCount), cursor + 8)
                put(UInt64(automaton.stateCount), cursor + 16)
                put(UInt64(layout.counts.count), cursor + 24)
                put(UInt64(plan.edgesOffset), cursor + 32)
                put(UInt64(plan.countedOffset), cursor + 40)
                put(UInt64(plan.countsOffset), cursor + 48)
                buffer[cursor + 56] = UInt8(plan.targetBits)
                buffer[cursor + 57] = UInt8(plan.countBits)
                buffer[cursor + 58] = UInt8(automaton.labelLimit)
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
            guard let base = buffer.baseAddress else { return }
            for ((automaton, layout), plan) in zip(zip(automata, layouts), plans) {
                writeSections(automaton, layout, plan, into: base)
            }
            let payload = UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(buffer)[headerSize..<fileSize])
            put(DawgCRC32C.checksum(payload), 28)
            put(
                DawgCRC32C.checksum(UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(buffer)[0..<headerSize])),
                24)
        }
        return bytes
    }

    /// What the sections of one automaton hold besides its edges: the counted states and their counts.
    struct Layout {
        /// Per state: counted (reached by an edge that is not the last of its state).
        var counted: [Bool]
        /// The counts of the counted states, in state order.
        var counts: [UInt64]
        var largestCount: UInt64

        init(_ automaton: Automaton) {
            let states = automaton.stateCount
            var below = [UInt64](repeating: 0, count: states)
            var counted = [Bool](repeating: false, count: states)
            automaton.firstEdges.withUnsafeBufferPointer { firstEdges in
                automaton.targets.withUnsafeBufferPointer { targets in
                    automaton.finals.withUnsafeBufferPointer { finals in
                        for state in stride(from: states - 1, through: 0, by: -1) {
                            var sum: UInt64 = 0
                            let start = Int(firstEdges[state])
                            let end = Int(firstEdges[state + 1])
                            for edge in start..<end {
                                let target = Int(targets[edge])
                                sum &+= below[target] &+ (finals[target] ? 1 : 0)
                                if edge + 1 < end, firstEdges[target] != firstEdges[target + 1] {
                                    counted[target] = true
                                }
                            }
                            below[state] = sum
                        }
                    }
                }
            }
            var counts: [UInt64] = []
            var largestCount: UInt64 = 0
            for state in 0..<states where counted[state] {
                counts.append(below[state])
                largestCount = max(largestCount, below[state])
            }
            self.counted = counted
            self.counts = counts
            self.largestCount = largestCount
        }
    }

    static func writeSections(
        _ automaton: Automaton, _ layout: Layout, _ plan: Plan, into base: UnsafeMutableRawPointer
    ) {
        let edges = base + plan.edgesOffset
        let blockSize = 8 + plan.targetBits
        let counted = base + plan.countedOffset
        let countedWords = (automaton.edgeCount + 63) / 64
        automaton.firstEdges.withUnsafeBufferPointer { firstEdges in
            automaton.targets.withUnsafeBufferPointer { targets in
                automaton.labels.withUnsafeBufferPointer { labels in
                    automaton.finals.withUnsafeBufferPointer { finals in
                        for state in 0..<automaton.stateCount {
                            let start = Int(firstEdges[state])
                            let end = Int(firstEdges[state + 1])
                            if layout.counted[state] { setBit(counted, start) }
                            for edge in start..<end {
                                let target = Int(targets[edge])
                                var label = labels[edge]
                                if edge + 1 == end { label |= lastFlag }
                                if finals[target] { label |= finalFlag }
                                let block = edges + (edge >> 3) * blockSize
                                block.storeBytes(of: label, toByteOffset: edge & 7, as: UInt8.self)
                                let position =
                                    firstEdges[target] == firstEdges[target + 1] ? 0 : UInt64(firstEdges[target])
                                putBits(block + 8, (edge & 7) * plan.targetBits, position)
                            }
                        }
                    }
                }
            }
        }
        var ones: UInt32 = 0
        for word in 0..<countedWords {
            if word % 8 == 0 {
                (counted + 8 * countedWords + 4 * (word / 8)).storeBytes(of: ones.littleEndian, as: UInt32.self)
            }
            ones += UInt32((counted + 8 * word).loadUnaligned(as: UInt64.self).nonzeroBitCount)
        }
        let counts = base + plan.countsOffset
        for (index, count) in layout.counts.enumerated() { putBits(counts, index * plan.countBits, count) }
    }

    /// ORs `value` into the bit stream at `bit` (the field's other bits are zero so far).
    @inline(__always)
    static func putBits(_ base: UnsafeMutableRawPointer, _ bit: Int, _ value: UInt64) {
        let address = base + (bit >> 3)
        let word = UInt64(littleEndian: address.loadUnaligned(as: UInt64.self)) | value << UInt64(bit & 7)
        address.storeBytes(of: word.littleEndian, as: UInt64.self)
    }

    @inline(__always)
    static func setBit(_ base: UnsafeMutableRawPointer, _ bit: Int) {
        let address = base + 8 * (bit >> 6)
        let word = UInt64(littleEndian: address.loadUnaligned(as: UInt64.self)) | 1 << UInt64(bit & 63)
        address.storeBytes(of: word.littleEndian, as: UInt64.self)
    }

    /// Recomputes both checksums of a file whose bytes were changed on purpose (tests and the
    /// fuzzer use it to reach the structural checks behind the checksums). Needs a sane header size.
    public static func seal(_ bytes: inout [UInt8]) {
        guard bytes.count >= fixedHeaderSize else { return }
        bytes.withUnsafeMutableBytes { buffer in
            let headerSize = Int(UInt32(littleEndian: buffer.loadUnaligned(fromByteOffset: 12, as: UInt32.self)))
            guard headerSize >= fixedHeaderSize, headerSize <= buffer.count else { return }
            let raw = UnsafeRawBufferPointer(buffer)
            buffer.storeBytes(
                of: DawgCRC32C.checksum(UnsafeRawBufferPointer(rebasing: raw[headerSize...])).littleEndian,
                toByteOffset: 28, as: UInt32.self)
            buffer.storeBytes(of: UInt32(0), toByteOffset: 24, as: UInt32.self)
            buffer.storeBytes(
                of: DawgCRC32C.checksum(UnsafeRawBufferPointer(rebasing: raw[0..<headerSize])).littleEndian,
                toByteOffset: 24, as: UInt32.self)
        }
    }

    static func align8(_ value: Int) -> Int { (value + 7) & ~7 }

    static func bitWidth(_ value: UInt64) -> Int { value == 0 ? 0 : 64 - value.leadingZeroBitCount }
}
