import DawgReader
import ZKCore

// The .dawg file format, version 4. Version 3 is version 4 without flags bits 1 and 2 and what
// they add; a file that needs neither (no tile of several letters, no values) is written as
// version 3, byte for byte as before, which readers of version 3 read; this reader reads both.
// Every integer is little-endian; every section starts at a multiple of 8. A bit-packed array
// is a stream of fixed-width fields, field i at bit i * width of its run, least significant bit
// first. The edges section ends with at least 8 spare zero bytes, so that a reader may load any
// field (or 8 labels) with one unaligned 64-bit load.
//
//  offset  size  field
//  ------  ----  -------------------------------------------------------------------------
//       0     8  magic "ZKDAWG\0\n" (5A 4B 44 41 57 47 00 0A)
//       8     4  format version (4, or 3 without tiles of several letters; another is refused)
//      12     4  header size H (multiple of 8)
//      16     8  file size in bytes
//      24     4  CRC-32C of the header: bytes 0..<H with this field taken as zero
//      28     4  CRC-32C of the payload: bytes H..<file size
//      32     8  word count
//      40     1  letter count L (1...62)            41  1  blank tiles
//      42     1  minimum word length                43  1  maximum word length
//      44     1  automaton count A (1: DAWG; 2: DAWG, GADDAG)
//      45     1  variant name length V (bytes)      46  1  fold count F     47  1  flags
//                (bit 0: the alphabet folds case, `"case": "fold"`; bit 1, version 4: a tile
//                is spelled with several scalars, the spellings follow the variant name; bit
//                2, version 4: the file stores a value per word; the other bits zero)
//      48  64*A  automaton directory, one 64-byte entry each:
//                  +0  8  edge count E (at least 1)     +8  8  string count N (below the root)
//                 +16  8  state count S (with the end state)   +24  8  explicit targets X
//                 +32  8  edges offset     +40  8  edges size (bytes)     +48  8  zero
//                 +56  1  target bits T    +57  1  zero    +58  1  label limit (L, or L + 1)
//                 +59  5  zero
//       .   8*L  alphabet: per letter, scalar u32 (its first, for a tile of several), tile
//                value u16, tile count u16 (code order; one code per tile, at most 62 tiles:
//                the six label bits hold the letters and the GADDAG separator)
//       .   8*F  folds: per fold, source scalar u32, target code u32 (by source scalar)
//       .     V  variant name, UTF-8
//       .     .  with flags bit 1: per letter in code order, its spelling: a length byte n and
//                n bytes of UTF-8 (1 to 4 scalars, the first the letter's scalar; `c`, `ch`)
//       .    17  with flags bit 2: the values' offset u64, base i64 and field width W u8
//                (0...57); zero padding up to H
//
//       H        payload: for each automaton its edges section, 8-aligned: ceil(E/64) groups,
//                group g for the edges 64g ..< 64g + 64, one after another:
//                  +0   8  explicit mask: bit k set when edge 64g + k has its target stored
//                  +8   8  end mask: bit k set when edge 64g + k leads to the end state
//                  +16 64  label bytes, one per edge: bits 0-5 label, bit 6 last edge of its
//                            state, bit 7 final (a string ends where the edge leads); zero
//                            past the last edge
//                  +80  .  the stored targets, T bits each, packed in edge order: the index
//                            of the first edge of the state the edge leads to;
//                            ceil(popcount(explicit mask) * T / 8) bytes
//                then at least 8 zero bytes, 8-aligned. An edge in neither mask leads to the
//                state that follows its own: its target is one past its state's last edge.
//       .        with flags bit 2, after the automata, 8-aligned: the values, one per word in
//                dictionary order (word index i), each `base + field i` of W bits, bit-packed,
//                then at least 7 spare bytes (`zk-dawg build --values`; words without one: 0)
//
// A state is the run of edges from its first edge up to the edge flagged last: there is no state
// array; 8 labels are compared with one 64-bit operation, and an edge's target lies in the same
// group as its label. The root is the state at edge 0.
// States are laid out in reverse postorder of a depth-first walk (highest label first), so every
// target is larger than the edge that leads to it (the automaton is acyclic by construction and
// the reader checks it) and a state's first-label child follows it: 28 % (English) to 23 %
// (Russian) of the edges need no stored target, 9–14 % lead to the end state. A state's labels
// strictly increase. The GADDAG's separator `◇` is label L.
// The file stores no string counts: the reader computes them when it checks the file (the strings
// below each state reached by an edge that is not the last of its state, which word → index and
// index → word add up) and keeps them in memory, about 2 bytes per state.

/// Serialises built automata and the alphabet into the byte layout drawn above (version 4, or 3).
public enum DawgWriter {
    public static let magic = DawgLayout.magic
    public static let version = DawgLayout.version
    static let fixedHeaderSize = DawgLayout.fixedHeaderSize
    static let directoryEntrySize = DawgLayout.directoryEntrySize
    static let labelMask = DawgLayout.labelMask, lastFlag = DawgLayout.lastFlag, finalFlag = DawgLayout.finalFlag

    /// The edges section of one automaton: its offset, its size, and per group where it starts.
    struct Plan {
        var targetBits: Int
        var explicitCount = 0
        var groupOffsets: [Int] = []
        var edgesOffset = 0, edgesSize = 0
    }

    /// How an edge reaches its target: stored, the end state, or the state after its own.
    enum Kind: UInt8 { case explicit, end, next }

    /// Per edge of `automaton`, its kind.
    static func kinds(_ automaton: Automaton) -> [Kind] {
        var kinds = [Kind](repeating: .explicit, count: automaton.edgeCount)
        automaton.firstEdges.withUnsafeBufferPointer { firstEdges in
            automaton.targets.withUnsafeBufferPointer { targets in
                for state in 0..<automaton.stateCount {
                    let end = Int(firstEdges[state + 1])
                    for edge in Int(firstEdges[state])..<end {
                        let target = Int(targets[edge])
                        if firstEdges[target] == firstEdges[target + 1] {
                            kinds[edge] = .end
                        } else if Int(firstEdges[target]) == end {
                            kinds[edge] = .next
                        }
                    }
                }
            }
        }
        return kinds
    }

    static func plan(_ automaton: Automaton, _ kinds: [Kind], at offset: Int) -> Plan {
        var plan = Plan(targetBits: max(1, bitWidth(UInt64(max(0, automaton.edgeCount - 1)))))
        var bytes = 0
        for group in 0..<DawgLayout.groupCount(edges: automaton.edgeCount) {
            plan.groupOffsets.append(bytes)
            let range = group * 64..<min(automaton.edgeCount, group * 64 + 64)
            let explicit = kinds[range].reduce(0) { $0 + ($1 == .explicit ? 1 : 0) }
            plan.explicitCount += explicit
            bytes += DawgLayout.groupSize(explicit: explicit, targetBits: plan.targetBits)
        }
        plan.edgesOffset = offset
        plan.edgesSize = DawgLayout.edgesSize(groupBytes: bytes)
        return plan
    }

    /// The range of a stored value: a field of at most 57 bits holds the distance from the smallest.
    public static let valueRange = -(1 << 55)...((1 << 55) - 1)

    /// The bytes of a dictionary file; `values` (one per word, in dictionary order, each in
    /// `valueRange`) makes it version 4 with a values section.
    public static func write(
        alphabet: Alphabet, wordCount: Int, automata: [Automaton], values: [Int]? = nil
    )
        -> [UInt8]
    {
        let variant = Array(alphabet.variant.utf8.prefix(255))
        // Version 4's spellings, only for an alphabet with a tile of several scalars: any other
        // file is written as version 3, byte for byte as before, for readers of version 3.
        let spellings: [[UInt8]] =
            alphabet.hasMultiScalarTiles ? alphabet.letters.map { Array($0.text.utf8.prefix(255)) } : []
        let spellingBytes = spellings.reduce(0) { $0 + 1 + $1.count }
        let values = values.map {
            Array($0.prefix(wordCount)) + Array(repeating: 0, count: max(0, wordCount - $0.count))
        }
        let valueBase = values?.min() ?? 0
        let valueWidth = bitWidth(UInt64(bitPattern: Int64((values?.max() ?? 0) &- valueBase)))
        let headerSize = align8(
            fixedHeaderSize + directoryEntrySize * automata.count + 8 * alphabet.letters.count
                + 8 * alphabet.folds.count + variant.count + spellingBytes
                + (values == nil ? 0 : DawgLayout.valuesDescriptorSize))
        let edgeKinds = automata.map(kinds)
        var plans: [Plan] = []
        var offset = headerSize
        for (automaton, kinds) in zip(automata, edgeKinds) {
            let plan = plan(automaton, kinds, at: offset)
            offset = plan.edgesOffset + plan.edgesSize
            plans.append(plan)
        }
        let valuesOffset = offset
        if values != nil { offset += DawgLayout.packedSize(fields: wordCount, width: valueWidth) }
        let fileSize = offset
        var bytes = [UInt8](repeating: 0, count: fileSize)
        bytes.withUnsafeMutableBytes { buffer in
            func put<T: FixedWidthInteger>(_ value: T, _ at: Int) {
                buffer.storeBytes(of: value.littleEndian, toByteOffset: at, as: T.self)
            }
            for (index, byte) in magic.enumerated() { buffer[index] = byte }
            put(spellings.isEmpty && values == nil ? DawgLayout.oldestVersion : version, 8)
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
            buffer[47] =
                alphabet.caseRule.rawValue | (spellings.isEmpty ? 0 : DawgLayout.spellingsFlag)
                | (values == nil ? 0 : DawgLayout.valuesFlag)
            var cursor = fixedHeaderSize
            for (automaton, plan) in zip(automata, plans) {
                put(UInt64(automaton.edgeCount), cursor)
                put(UInt64(automaton.stringCount), cursor + 8)
                put(UInt64(automaton.stateCount), cursor + 16)
                put(UInt64(plan.explicitCount), cursor + 24)
                put(UInt64(plan.edgesOffset), cursor + 32)
                put(UInt64(plan.edgesSize), cursor + 40)
                buffer[cursor + 56] = UInt8(plan.targetBits)
                buffer[cursor + 58] = UInt8(automaton.labelLimit)
                cursor += directoryEntrySize
            }
            cursor = writeTables(alphabet, variant: variant, spellings: spellings, into: buffer, at: cursor)
            if values != nil {
                put(UInt64(valuesOffset), cursor)
                put(UInt64(bitPattern: Int64(valueBase)), cursor + 8)
                buffer[cursor + 16] = UInt8(valueWidth)
                cursor += DawgLayout.valuesDescriptorSize
            }
            guard let base = buffer.baseAddress else { return }
            for ((automaton, kinds), plan) in zip(zip(automata, edgeKinds), plans) {
                writeEdges(automaton, kinds, plan, into: base + plan.edgesOffset)
            }
            if let values, valueWidth > 0 {
                for (index, value) in values.enumerated() {
                    putBits(base + valuesOffset, index * valueWidth, UInt64(bitPattern: Int64(value &- valueBase)))
                }
            }
            let payload = UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(buffer)[headerSize..<fileSize])
            put(DawgCRC32C.checksum(payload), 28)
            put(
                DawgCRC32C.checksum(UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(buffer)[0..<headerSize])),
                24)
        }
        return bytes
    }

    /// The alphabet's tables after the directory: letters, folds, the variant name and the
    /// spellings (version 4, when given); returns the offset after them.
    static func writeTables(
        _ alphabet: Alphabet, variant: [UInt8], spellings: [[UInt8]], into buffer: UnsafeMutableRawBufferPointer,
        at start: Int
    ) -> Int {
        func put<T: FixedWidthInteger>(_ value: T, _ at: Int) {
            buffer.storeBytes(of: value.littleEndian, toByteOffset: at, as: T.self)
        }
        var cursor = start
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
        for byte in variant + spellings.flatMap({ [UInt8($0.count)] + $0 }) {
            buffer[cursor] = byte
            cursor += 1
        }
        return cursor
    }

    /// The groups of one automaton: masks, label bytes, stored targets.
    static func writeEdges(_ automaton: Automaton, _ kinds: [Kind], _ plan: Plan, into edges: UnsafeMutableRawPointer) {
        automaton.firstEdges.withUnsafeBufferPointer { firstEdges in
            automaton.targets.withUnsafeBufferPointer { targets in
                automaton.labels.withUnsafeBufferPointer { labels in
                    automaton.finals.withUnsafeBufferPointer { finals in
                        var stored = 0
                        for state in 0..<automaton.stateCount {
                            let start = Int(firstEdges[state])
                            let end = Int(firstEdges[state + 1])
                            for edge in start..<end {
                                let group = edges + plan.groupOffsets[edge >> 6]
                                if edge & 63 == 0 { stored = 0 }
                                let target = Int(targets[edge])
                                var label = labels[edge]
                                if edge + 1 == end { label |= lastFlag }
                                if finals[target] { label |= finalFlag }
                                group.storeBytes(of: label, toByteOffset: 16 + edge & 63, as: UInt8.self)
                                switch kinds[edge] {
                                case .explicit:
                                    setBit(group, edge & 63)
                                    putBits(
                                        group + DawgLayout.groupHeaderSize, stored * plan.targetBits,
                                        UInt64(firstEdges[target]))
                                    stored += 1
                                case .end: setBit(group + 8, edge & 63)
                                case .next: break
                                }
                            }
                        }
                    }
                }
            }
        }
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
