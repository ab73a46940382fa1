/// The header of a dictionary file, read and checked: the fixed fields (magic, version, sizes, the
/// header checksum, the counts), the alphabet's tables and the automaton directory. Every read is
/// inside the file: each offset is checked against the sizes before it is used.
struct DawgHeader {
    let bytes: LittleEndianBytes
    let version: UInt32
    /// The header's size in bytes: the payload starts here.
    let size: Int
    let storedPayloadCRC: UInt32
    let wordCount: UInt64
    let letterCount: Int
    let automatonCount: Int
    let variantLength: Int
    let foldCount: Int
    let caseRule: Alphabet.CaseRule
    let minLength: Int
    let maxLength: Int
    /// Whether the header spells each tile after the variant name (version 4, flags bit 1).
    let hasSpellings: Bool
    /// Whether the file stores a value per word (version 4, flags bit 2).
    let hasValues: Bool

    /// The fixed fields of `buffer`, checked: the frame (magic, version, sizes, header checksum),
    /// then the counts and that the tables they list fit in the header.
    init(_ buffer: UnsafeRawBufferPointer) throws(DawgFormatError) {
        let bytes = LittleEndianBytes(buffer: buffer)
        self.bytes = bytes
        let frame = try Self.readFrame(bytes)
        version = frame.version
        size = frame.size
        storedPayloadCRC = bytes.u32(28)
        wordCount = bytes.u64(32)
        letterCount = Int(bytes.u8(40))
        automatonCount = Int(bytes.u8(44))
        variantLength = Int(bytes.u8(45))
        foldCount = Int(bytes.u8(46))
        guard (1...Alphabet.maximumLetters).contains(letterCount) else {
            throw .field(name: "letter count", found: "\(letterCount)", expected: "1 to \(Alphabet.maximumLetters)")
        }
        guard automatonCount == 1 || automatonCount == 2 else {
            throw .field(
                name: "automaton count", found: "\(automatonCount)", expected: "1 (DAWG) or 2 (DAWG and GADDAG)")
        }
        let flags = bytes.u8(47)
        // Version 3 knows bit 0 (case folded); version 4 adds bit 1 (tiles of several scalars) and bit 2 (values).
        let knownFlags: UInt8 =
            version >= 4
            ? DawgLayout.caseFoldFlag | DawgLayout.spellingsFlag | DawgLayout.valuesFlag : DawgLayout.caseFoldFlag
        guard flags & ~knownFlags == 0, let caseRule = Alphabet.CaseRule(rawValue: flags & DawgLayout.caseFoldFlag)
        else {
            throw .field(
                name: "flags", found: "0x\(DawgFormatError.hex(byte: flags))",
                expected: version >= 4
                    ? "bit 0 (case folded), bit 1 (tiles of several letters) and bit 2 (values) only"
                    : "0 (strict case) or 1 (case folded)")
        }
        self.caseRule = caseRule
        hasSpellings = flags & DawgLayout.spellingsFlag != 0
        hasValues = flags & DawgLayout.valuesFlag != 0
        minLength = Int(bytes.u8(42))
        maxLength = Int(bytes.u8(43))
        guard minLength >= 1, minLength <= maxLength else {
            throw .field(name: "word lengths", found: "\(minLength)...\(maxLength)", expected: "1 ≤ minimum ≤ maximum")
        }
        let tablesEnd =
            DawgLayout.fixedHeaderSize + DawgLayout.directoryEntrySize * automatonCount + 8 * letterCount
            + 8 * foldCount + variantLength
        guard tablesEnd <= size else {
            throw .field(
                name: "header size", found: "\(size)", expected: "at least \(tablesEnd) for the tables it lists")
        }
    }

    /// The file's frame: magic, version, the file size it declares, the header size and the
    /// header checksum (computed with its own field as zero).
    private static func readFrame(_ bytes: LittleEndianBytes) throws(DawgFormatError) -> (version: UInt32, size: Int) {
        let buffer = bytes.buffer
        let fileSize = buffer.count
        guard fileSize > 0 else { throw .empty }
        guard fileSize >= DawgLayout.fixedHeaderSize else {
            throw .shorterThanHeader(size: fileSize, minimum: DawgLayout.fixedHeaderSize)
        }
        let magic = Array(buffer[0..<8])
        guard magic == DawgLayout.magic else {
            throw .badMagic(found: magic.map { DawgFormatError.hex(byte: $0) }.joined(separator: " "))
        }
        let version = bytes.u32(8)
        guard version >= DawgLayout.oldestVersion, version <= DawgLayout.version else {
            throw .unsupportedVersion(found: version, expected: DawgLayout.version)
        }
        let headerSize64 = UInt64(bytes.u32(12))
        let declaredSize = bytes.u64(16)
        guard declaredSize == UInt64(fileSize) else { throw .fileSize(header: declaredSize, actual: fileSize) }
        guard headerSize64 >= UInt64(DawgLayout.fixedHeaderSize), headerSize64 <= UInt64(fileSize),
            headerSize64 % 8 == 0
        else {
            throw .headerSize(found: headerSize64, minimum: DawgLayout.fixedHeaderSize, fileSize: fileSize)
        }
        let headerSize = Int(headerSize64)
        let storedHeaderCRC = bytes.u32(24)
        var headerCRC = DawgCRC32C.update(0, UnsafeRawBufferPointer(rebasing: buffer[0..<24]))
        headerCRC = withUnsafeBytes(of: UInt32(0)) { DawgCRC32C.update(headerCRC, $0) }
        headerCRC = DawgCRC32C.update(headerCRC, UnsafeRawBufferPointer(rebasing: buffer[28..<headerSize]))
        guard headerCRC == storedHeaderCRC else { throw .headerChecksum(header: storedHeaderCRC, computed: headerCRC) }
        return (version, headerSize)
    }

    // MARK: - The alphabet

    /// The letters, folds and variant name after the directory, with the counts of the fixed fields.
    func alphabet() throws(DawgFormatError) -> Alphabet { try tables().alphabet }

    /// The tables after the directory: the alphabet and, with flags bit 2, where the values are.
    func tables() throws(DawgFormatError) -> (alphabet: Alphabet, values: ValuesDescriptor?) {
        var cursor = DawgLayout.fixedHeaderSize + DawgLayout.directoryEntrySize * automatonCount
        var letters = try readLetters(cursor: &cursor)
        let folds = try readFolds(cursor: &cursor)
        let variantBytes = Array(bytes.buffer[cursor..<(cursor + variantLength)])
        // Invalid UTF-8 decodes to replacement characters, which do not re-encode to the same bytes.
        guard Array(String(decoding: variantBytes, as: UTF8.self).utf8) == variantBytes else {
            throw .field(name: "variant", found: "bytes that are not UTF-8", expected: "a UTF-8 name")
        }
        let variant = String(decoding: variantBytes, as: UTF8.self)
        cursor += variantLength
        if hasSpellings { letters = try readSpellings(letters, cursor: &cursor) }
        var values: ValuesDescriptor?
        if hasValues {
            guard cursor + DawgLayout.valuesDescriptorSize <= size else {
                throw .field(
                    name: "header size", found: "\(size)", expected: "room for the values' offset, base and width")
            }
            values = ValuesDescriptor(
                offset: bytes.u64(cursor), base: Int64(bitPattern: bytes.u64(cursor + 8)),
                width: Int(bytes.u8(cursor + 16)))
        }
        let alphabet = Alphabet(
            variant: variant, letters: letters, blanks: Int(bytes.u8(41)), folds: folds, minLength: minLength,
            maxLength: maxLength,
            caseRule: caseRule)
        return (alphabet, values)
    }

    /// Where the values section is (version 4, flags bit 2): its offset, the base every value
    /// adds to, the width of a field.
    struct ValuesDescriptor {
        let offset: UInt64
        let base: Int64
        let width: Int
    }

    /// The letter table: a scalar, its value and its tile count per letter, each letter once.
    private func readLetters(cursor: inout Int) throws(DawgFormatError) -> [Alphabet.Letter] {
        var letters: [Alphabet.Letter] = []
        for index in 0..<letterCount {
            guard let scalar = Unicode.Scalar(bytes.u32(cursor)) else {
                throw .field(
                    name: "letter \(index)", found: "0x\(DawgFormatError.hex(bytes.u32(cursor)))",
                    expected: "a Unicode scalar")
            }
            // Tiles of several scalars share a first scalar (`c`, `ch`): their spellings are distinct.
            if !hasSpellings, letters.contains(where: { $0.scalar == scalar }) {
                throw .field(name: "letter \(index)", found: "'\(scalar)' again", expected: "distinct letters")
            }
            letters.append(
                Alphabet.Letter(scalar, value: Int(bytes.u16(cursor + 4)), count: Int(bytes.u16(cursor + 6))))
            cursor += 8
        }
        return letters
    }

    /// The tiles' spellings (version 4, flags bit 1): per letter in code order, a byte length
    /// and that many bytes of UTF-8, 1 to `Alphabet.maximumTileScalars` scalars starting with the
    /// letter table's scalar; every spelling distinct.
    private func readSpellings(
        _ letters: [Alphabet.Letter], cursor: inout Int
    ) throws(DawgFormatError) -> [Alphabet.Letter] {
        var spelled: [Alphabet.Letter] = []
        var seen: Set<String> = []
        for (index, letter) in letters.enumerated() {
            guard cursor < size else {
                throw .field(
                    name: "header size", found: "\(size)", expected: "room for the spelling of letter \(index)")
            }
            let length = Int(bytes.u8(cursor))
            guard length >= 1, cursor + 1 + length <= size else {
                throw .field(
                    name: "spelling of letter \(index)", found: "\(length) bytes at \(cursor + 1)",
                    expected: "1 or more bytes inside the header of \(size)")
            }
            let raw = Array(bytes.buffer[(cursor + 1)..<(cursor + 1 + length)])
            let text = String(decoding: raw, as: UTF8.self)
            let scalars = Array(text.unicodeScalars)
            guard Array(text.utf8) == raw, scalars.first == letter.scalar,
                scalars.count <= Alphabet.maximumTileScalars, !seen.contains(text),
                let tile = Alphabet.Letter(text: text, value: letter.value, count: letter.count)
            else {
                throw .field(
                    name: "spelling of letter \(index)",
                    found: "'\(text)' (\(length) bytes)",
                    expected:
                        "UTF-8 of 1 to \(Alphabet.maximumTileScalars) scalars starting with '\(letter.scalar)', each spelling once"
                )
            }
            seen.insert(text)
            spelled.append(tile)
            cursor += 1 + length
        }
        return spelled
    }

    /// The fold table: a scalar and the letter code it folds to.
    private func readFolds(cursor: inout Int) throws(DawgFormatError) -> [Alphabet.Fold] {
        var folds: [Alphabet.Fold] = []
        for index in 0..<foldCount {
            let target = bytes.u32(cursor + 4)
            guard let scalar = Unicode.Scalar(bytes.u32(cursor)), target < UInt32(letterCount) else {
                throw .field(
                    name: "fold \(index)", found: "0x\(DawgFormatError.hex(bytes.u32(cursor))) → \(target)",
                    expected: "a scalar and a code below \(letterCount)")
            }
            folds.append(Alphabet.Fold(from: scalar, to: UInt8(target)))
            cursor += 8
        }
        return folds
    }

    // MARK: - The automaton directory

    /// The automata the directory lists: the DAWG, then the GADDAG if there is one.
    func automata() throws(DawgFormatError) -> [AutomatonSection] {
        var sections: [AutomatonSection] = []
        for index in 0..<automatonCount { sections.append(try automaton(index)) }
        return sections
    }

    /// The directory entry `index`, checked: the label limit its alphabet gives, zero reserved
    /// bytes, the target width, counts bounded by the file before any product, the edges inside it.
    private func automaton(_ index: Int) throws(DawgFormatError) -> AutomatonSection {
        let entry = DawgLayout.fixedHeaderSize + DawgLayout.directoryEntrySize * index
        let name = index == 0 ? "DAWG" : "GADDAG"
        let fileSize = bytes.buffer.count
        let edgeCount = bytes.u64(entry)
        let stringCount = bytes.u64(entry + 8)
        let stateCount = bytes.u64(entry + 16)
        let explicitCount = bytes.u64(entry + 24)
        let targetBits = Int(bytes.u8(entry + 56))
        let labelLimit = Int(bytes.u8(entry + 58))
        try checkFields(
            entry: entry, name: name, labelLimit: labelLimit, expectedLimit: index == 0 ? letterCount : letterCount + 1,
            targetBits: targetBits)
        // Bounds before any product: no automaton has more edges than the file has bytes.
        let edgeLimit = min(UInt64(fileSize), UInt64(1) << UInt64(targetBits))
        guard edgeCount >= 1, edgeCount <= edgeLimit else {
            throw .field(
                name: "\(name) edge count", found: "\(edgeCount)",
                expected: "1 to \(edgeLimit) for \(targetBits)-bit targets in \(fileSize) bytes")
        }
        guard stateCount >= 1, stateCount <= edgeCount + 1 else {
            throw .field(name: "\(name) state count", found: "\(stateCount)", expected: "1 to \(edgeCount + 1)")
        }
        guard explicitCount <= edgeCount else {
            throw .field(
                name: "\(name) explicit targets", found: "\(explicitCount)",
                expected: "at most the edge count \(edgeCount)")
        }
        // Every string ends at a distinct final path, so there are at most 2^62 of them; the
        // exact number is checked against the root's count later.
        guard stringCount < UInt64(1) << 62 else {
            throw .field(
                name: "\(name) string count", found: "\(stringCount)", expected: "the number of strings below the root")
        }
        let edges = Int(edgeCount)
        let explicit = Int(explicitCount)
        // The smallest and the largest size the groups can take; the exact one is checked with the masks.
        let groups = DawgLayout.groupCount(edges: edges)
        let smallest = DawgLayout.edgesSize(groupBytes: groups * DawgLayout.groupHeaderSize)
        let largest = DawgLayout.edgesSize(
            groupBytes: groups * (DawgLayout.groupHeaderSize + 1) + (explicit * targetBits + 7) / 8)
        let length = bytes.u64(entry + 40)
        guard length >= UInt64(smallest), length <= UInt64(largest) else {
            throw .field(
                name: "\(name) edges size", found: "\(length)",
                expected: "\(smallest) to \(largest) bytes for \(edges) edges and \(explicit) targets")
        }
        let edgesOffset = try section("\(name) edges", at: bytes.u64(entry + 32), Int(length))
        guard let base = bytes.buffer.baseAddress else { throw .empty }
        return AutomatonSection(
            name: name, edges: base + edgesOffset, edgesLength: Int(length), targetBits: targetBits, edgeCount: edges,
            stateCount: Int(stateCount), explicitCount: explicit, stringCount: Int(stringCount), labelLimit: labelLimit)
    }

    /// The entry's label limit (the letters, and the GADDAG's separator), reserved bytes and target width.
    private func checkFields(
        entry: Int, name: String, labelLimit: Int, expectedLimit: Int, targetBits: Int
    ) throws(DawgFormatError) {
        guard labelLimit == expectedLimit else {
            throw .field(name: "\(name) label limit", found: "\(labelLimit)", expected: "\(expectedLimit)")
        }
        let reserved =
            (48..<56).map { bytes.u8(entry + $0) } + [bytes.u8(entry + 57)] + (59..<64).map { bytes.u8(entry + $0) }
        guard reserved.allSatisfy({ $0 == 0 }) else {
            throw .field(
                name: "\(name) reserved bytes",
                found: reserved.map { DawgFormatError.hex(byte: $0) }.joined(separator: " "), expected: "zero")
        }
        guard targetBits >= 1, targetBits <= DawgLayout.maximumFieldBits else {
            throw .field(
                name: "\(name) target bits", found: "\(targetBits)", expected: "1 to \(DawgLayout.maximumFieldBits)")
        }
    }

    /// The offset of a section of `length` bytes, checked: 8-aligned, after the header, inside the file.
    private func section(_ name: String, at offset: UInt64, _ length: Int) throws(DawgFormatError) -> Int {
        let fileSize = bytes.buffer.count
        guard offset % 8 == 0, offset >= UInt64(size), offset <= UInt64(fileSize),
            UInt64(length) <= UInt64(fileSize) - offset
        else {
            throw .sectionOutOfBounds(name: name, offset: offset, size: UInt64(length), limit: fileSize)
        }
        return Int(offset)
    }
}

/// One automaton's entry of the directory, checked against the file: where its edges are and
/// what it counts. `DawgFile` makes the views from it once the payload is checked.
struct AutomatonSection: @unchecked Sendable {
    let name: String
    let edges: UnsafeRawPointer
    let edgesLength: Int
    let targetBits: Int
    let edgeCount: Int
    let stateCount: Int
    let explicitCount: Int
    let stringCount: Int
    let labelLimit: Int
}

/// Little-endian loads from a file's bytes, at offsets the caller has checked.
struct LittleEndianBytes {
    let buffer: UnsafeRawBufferPointer

    @inline(__always) func u8(_ at: Int) -> UInt8 { buffer[at] }
    @inline(__always) func u16(_ at: Int) -> UInt16 {
        UInt16(littleEndian: buffer.loadUnaligned(fromByteOffset: at, as: UInt16.self))
    }
    @inline(__always) func u32(_ at: Int) -> UInt32 {
        UInt32(littleEndian: buffer.loadUnaligned(fromByteOffset: at, as: UInt32.self))
    }
    @inline(__always) func u64(_ at: Int) -> UInt64 {
        UInt64(littleEndian: buffer.loadUnaligned(fromByteOffset: at, as: UInt64.self))
    }
}
