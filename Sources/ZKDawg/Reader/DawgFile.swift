import ZKCore

/// A dictionary file, validated completely when opened (magic, version, sizes and offsets
/// against the file length, both checksums, every state and edge), then queried in place.
public final class DawgFile: Sendable {
    public let bytes: MappedBytes
    public let alphabet: Alphabet
    public let coder: LetterCoder
    public let wordCount: Int
    public let dawg: AutomatonView
    public let gaddag: AutomatonView?
    public let version: UInt32

    /// Maps and validates the file at `path`.
    public convenience init(path: String) throws(DawgFormatError) {
        try self.init(bytes: MappedBytes(path: path))
    }

    /// Validates a copy of `bytes`.
    public convenience init(bytes: [UInt8]) throws(DawgFormatError) {
        try self.init(bytes: MappedBytes(copying: bytes))
    }

    public init(bytes: MappedBytes) throws(DawgFormatError) {
        self.bytes = bytes
        let buffer = bytes.buffer
        let size = buffer.count
        guard size > 0 else { throw .empty }
        guard size >= DawgWriter.fixedHeaderSize else { throw .shorterThanHeader(size: size, minimum: DawgWriter.fixedHeaderSize) }
        func u8(_ at: Int) -> UInt8 { buffer[at] }
        func u32(_ at: Int) -> UInt32 { UInt32(littleEndian: buffer.loadUnaligned(fromByteOffset: at, as: UInt32.self)) }
        func u64(_ at: Int) -> UInt64 { UInt64(littleEndian: buffer.loadUnaligned(fromByteOffset: at, as: UInt64.self)) }
        let magic = Array(buffer[0..<8])
        guard magic == DawgWriter.magic else {
            throw .badMagic(found: magic.map { WordListLineCheck.hex($0) }.joined(separator: " "))
        }
        version = u32(8)
        guard version == DawgWriter.version else { throw .unsupportedVersion(found: version, expected: DawgWriter.version) }
        let headerSize64 = UInt64(u32(12))
        let declaredSize = u64(16)
        guard declaredSize == UInt64(size) else { throw .fileSize(header: declaredSize, actual: size) }
        guard headerSize64 >= UInt64(DawgWriter.fixedHeaderSize), headerSize64 <= UInt64(size), headerSize64 % 8 == 0 else {
            throw .headerSize(found: headerSize64, minimum: DawgWriter.fixedHeaderSize, fileSize: size)
        }
        let headerSize = Int(headerSize64)
        let storedHeaderCRC = u32(24)
        var headerCRC = CRC32C.update(0, UnsafeRawBufferPointer(rebasing: buffer[0..<24]))
        headerCRC = withUnsafeBytes(of: UInt32(0)) { CRC32C.update(headerCRC, $0) }
        headerCRC = CRC32C.update(headerCRC, UnsafeRawBufferPointer(rebasing: buffer[28..<headerSize]))
        guard headerCRC == storedHeaderCRC else { throw .headerChecksum(header: storedHeaderCRC, computed: headerCRC) }
        let storedPayloadCRC = u32(28)
        let payloadCRC = CRC32C.checksum(UnsafeRawBufferPointer(rebasing: buffer[headerSize..<size]))
        guard payloadCRC == storedPayloadCRC else { throw .payloadChecksum(header: storedPayloadCRC, computed: payloadCRC) }

        let wordCount64 = u64(32)
        let letterCount = Int(u8(40))
        let automatonCount = Int(u8(44))
        let variantLength = Int(u8(45))
        let foldCount = Int(u8(46))
        guard (1...Alphabet.maximumLetters).contains(letterCount) else {
            throw .field(name: "letter count", found: "\(letterCount)", expected: "1 to \(Alphabet.maximumLetters)")
        }
        guard automatonCount == 1 || automatonCount == 2 else {
            throw .field(name: "automaton count", found: "\(automatonCount)", expected: "1 (DAWG) or 2 (DAWG and GADDAG)")
        }
        let minLength = Int(u8(42)), maxLength = Int(u8(43))
        guard minLength >= 1, minLength <= maxLength else {
            throw .field(name: "word lengths", found: "\(minLength)...\(maxLength)", expected: "1 ≤ minimum ≤ maximum")
        }
        let tablesEnd = DawgWriter.fixedHeaderSize + DawgWriter.directoryEntrySize * automatonCount + 8 * letterCount
            + 8 * foldCount + variantLength
        guard tablesEnd <= headerSize else {
            throw .field(name: "header size", found: "\(headerSize)", expected: "at least \(tablesEnd) for the tables it lists")
        }
        var cursor = DawgWriter.fixedHeaderSize + DawgWriter.directoryEntrySize * automatonCount
        var letters: [Alphabet.Letter] = []
        for index in 0..<letterCount {
            guard let scalar = Unicode.Scalar(u32(cursor)) else {
                throw .field(name: "letter \(index)", found: "0x\(DawgFormatError.hex(u32(cursor)))", expected: "a Unicode scalar")
            }
            if letters.contains(where: { $0.scalar == scalar }) {
                throw .field(name: "letter \(index)", found: "'\(scalar)' again", expected: "distinct letters")
            }
            letters.append(Alphabet.Letter(scalar, value: Int(UInt16(littleEndian: buffer.loadUnaligned(fromByteOffset: cursor + 4, as: UInt16.self))),
                                           count: Int(UInt16(littleEndian: buffer.loadUnaligned(fromByteOffset: cursor + 6, as: UInt16.self)))))
            cursor += 8
        }
        var folds: [Alphabet.Fold] = []
        for index in 0..<foldCount {
            let target = u32(cursor + 4)
            guard let scalar = Unicode.Scalar(u32(cursor)), target < UInt32(letterCount) else {
                throw .field(name: "fold \(index)", found: "0x\(DawgFormatError.hex(u32(cursor))) → \(target)", expected: "a scalar and a code below \(letterCount)")
            }
            folds.append(Alphabet.Fold(from: scalar, to: UInt8(target)))
            cursor += 8
        }
        let variantBytes = Array(buffer[cursor..<(cursor + variantLength)])
        guard UTF8Validation.isValid(variantBytes) else {
            throw .field(name: "variant", found: "bytes that are not UTF-8", expected: "a UTF-8 name")
        }
        let variant = String(decoding: variantBytes, as: UTF8.self)
        alphabet = Alphabet(
            variant: variant, letters: letters, blanks: Int(u8(41)), folds: folds, minLength: minLength, maxLength: maxLength)
        coder = LetterCoder(alphabet)

        var views: [AutomatonView] = []
        for index in 0..<automatonCount {
            let entry = DawgWriter.fixedHeaderSize + DawgWriter.directoryEntrySize * index
            let name = index == 0 ? "DAWG" : "GADDAG"
            let stateCount = u64(entry), edgeCount = u64(entry + 8), stringCount = u64(entry + 16)
            let statesOffset = u64(entry + 24), edgesOffset = u64(entry + 32)
            let stateWidth = Int(u8(entry + 40)), edgeWidth = Int(u8(entry + 41))
            let labelBits = Int(u8(entry + 42)), labelLimit = Int(u8(entry + 43))
            let root = u32(entry + 44)
            let statesSize = u64(entry + 48), edgesSize = u64(entry + 56)
            let expectedLimit = index == 0 ? letterCount : letterCount + 1
            guard labelLimit == expectedLimit else {
                throw .field(name: "\(name) label limit", found: "\(labelLimit)", expected: "\(expectedLimit)")
            }
            guard stateWidth == 4 || stateWidth == 8 else {
                throw .field(name: "\(name) state width", found: "\(stateWidth)", expected: "4 or 8")
            }
            guard edgeWidth == 4 || edgeWidth == 8 else {
                throw .field(name: "\(name) edge width", found: "\(edgeWidth)", expected: "4 or 8")
            }
            let neededBits = max(1, DawgWriter.bitWidth(UInt64(labelLimit - 1)))
            guard labelBits >= neededBits, labelBits <= 8 else {
                throw .field(name: "\(name) label bits", found: "\(labelBits)", expected: "\(neededBits) to 8")
            }
            guard root == 0 else { throw .field(name: "\(name) root", found: "\(root)", expected: "0") }
            guard stateCount >= 1, stateCount <= UInt64(size) else {
                throw .field(name: "\(name) state count", found: "\(stateCount)", expected: "1 to \(size)")
            }
            guard edgeCount <= UInt64(size) else {
                throw .field(name: "\(name) edge count", found: "\(edgeCount)", expected: "at most \(size)")
            }
            let expectedStates = (stateCount + 1) * 2 * UInt64(stateWidth)
            guard statesSize == expectedStates else {
                throw .field(name: "\(name) states size", found: "\(statesSize)", expected: "\(expectedStates) for \(stateCount) states")
            }
            let expectedEdges = edgeCount * UInt64(edgeWidth)
            guard edgesSize == expectedEdges else {
                throw .field(name: "\(name) edges size", found: "\(edgesSize)", expected: "\(expectedEdges) for \(edgeCount) edges")
            }
            for (section, offset, length) in [("\(name) states", statesOffset, statesSize), ("\(name) edges", edgesOffset, edgesSize)] {
                guard offset % 8 == 0, offset >= headerSize64, offset <= UInt64(size), length <= UInt64(size) - offset else {
                    throw .sectionOutOfBounds(name: section, offset: offset, size: length, limit: size)
                }
            }
            // Every string ends at a distinct final path, so there are at most 2^62 of them; the
            // exact number is checked against the root's count below.
            guard stringCount < UInt64(1) << 62 else {
                throw .field(name: "\(name) string count", found: "\(stringCount)", expected: "the number of strings below the root")
            }
            guard let base = buffer.baseAddress else { throw .empty }
            let view = AutomatonView(
                states: base + Int(statesOffset), edges: base + Int(edgesOffset), stateWidth: stateWidth, edgeWidth: edgeWidth,
                labelBits: labelBits, stateCount: Int(stateCount), edgeCount: Int(edgeCount), stringCount: Int(stringCount),
                labelLimit: labelLimit)
            try Self.validate(view, name: name, maximumDepth: index == 0 ? maxLength : maxLength + 1)
            views.append(view)
        }
        guard UInt64(views[0].stringCount) == wordCount64 else {
            throw .field(name: "DAWG string count", found: "\(views[0].stringCount)", expected: "the word count \(wordCount64)")
        }
        wordCount = Int(wordCount64)
        dawg = views[0]
        gaddag = views.count > 1 ? views[1] : nil
    }

    /// Checks every state and edge: first-edge indices in order and in range, targets in range
    /// and forward, labels in the alphabet and increasing, word counts consistent, depth bounded.
    static func validate(_ view: AutomatonView, name: String, maximumDepth: Int) throws(DawgFormatError) {
        let states = view.stateCount, edges = view.edgeCount
        guard view.firstEdge(0) == 0 else { throw .firstEdge(automaton: name, state: 0, found: view.stateField(0), expected: "0") }
        let sentinel = view.stateField(states * 2)
        guard sentinel == UInt64(edges) else {
            throw .firstEdge(automaton: name, state: states, found: sentinel, expected: "the edge count \(edges) (sentinel)")
        }
        var previousFirst: UInt64 = 0
        for state in 1...states {
            let first = view.stateField(state * 2)
            guard first >= previousFirst, first <= UInt64(edges) else {
                throw .firstEdge(automaton: name, state: state, found: first, expected: "\(previousFirst) to \(edges)")
            }
            previousFirst = first
        }
        var heights = [UInt16](repeating: 0, count: states)
        for state in stride(from: states - 1, through: 0, by: -1) {
            var computed: UInt64 = view.isFinal(state) ? 1 : 0
            var previousLabel = -1
            var height = 0
            for edge in view.firstEdge(state)..<view.firstEdge(state + 1) {
                let record = view.edgeRecord(edge)
                let label = Int(record & view.labelMask)
                let target = record >> view.labelBits
                guard label < view.labelLimit else { throw .label(automaton: name, edge: edge, label: label, limit: view.labelLimit) }
                guard label > previousLabel else {
                    throw .labelsUnsorted(automaton: name, state: state, previous: previousLabel, label: label)
                }
                previousLabel = label
                guard target < UInt64(states) else { throw .edgeTarget(automaton: name, edge: edge, target: target, stateCount: states) }
                guard Int(target) > state else { throw .edgeBackward(automaton: name, edge: edge, from: state, to: Int(target)) }
                let (sum, overflow) = computed.addingReportingOverflow(UInt64(view.count(Int(target))))
                guard !overflow else { throw .count(automaton: name, state: state, stored: UInt64(view.count(state)), computed: UInt64.max) }
                computed = sum
                height = max(height, Int(heights[Int(target)]) + 1)
            }
            guard height <= maximumDepth else { throw .depth(automaton: name, found: height, maximum: maximumDepth) }
            heights[state] = UInt16(height)
            let stored = view.stateField(state * 2 + 1) >> 1
            guard stored == computed, computed > 0 || (state == 0 && view.stringCount == 0) else {
                throw .count(automaton: name, state: state, stored: stored, computed: computed)
            }
        }
        let rootCount = UInt64(view.count(0))
        guard rootCount == UInt64(view.stringCount) else {
            throw .count(automaton: name, state: 0, stored: UInt64(view.stringCount), computed: rootCount)
        }
    }

    /// The file size in bytes.
    public var byteCount: Int { bytes.count }
}
