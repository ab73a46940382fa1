import Foundation

/// A dictionary file, queried in place. Opened with `.complete` checking (the default) it is
/// validated completely when opened (magic, version, sizes and offsets against the file length,
/// both checksums, every state and edge). Opened with `.onFirstUse` — for a game that opens its
/// dictionaries at launch — only the header is read and checked (magic, version, sizes, the header
/// checksum, the alphabet, every section inside the file); the payload checksum and the walk over
/// every state and edge run once, on the first query or when `verify()` is called (call it off the
/// main thread to have it done before the player needs it). A file that fails that check answers
/// every query as an empty dictionary would, and `verify()` throws the reason.
/// Immutable and `Sendable`: one instance may be queried from any number of threads at once.
///
/// ```swift
/// let url = Bundle.main.url(forResource: "erudit_ru", withExtension: "dawg")!
/// let dictionary = try DawgFile(contentsOf: url, checking: .onFirstUse)   // mapped, header read
/// Task.detached { try? dictionary.verify() }                               // the rest, in the background
/// dictionary.contains("кот")                           // true
/// dictionary.anagramMatches(of: "кот?", partial: false)  // корт (blank: р), крот, окот, отек, скот, …
/// ```
public final class DawgFile: Sendable {
    /// How much of the file is checked when it is opened.
    public enum Checking: Sendable {
        /// Everything, before `init` returns.
        case complete
        /// The header when opened; the payload checksum and every state and edge on the first
        /// query or `verify()`, once.
        case onFirstUse
    }

    /// The file's bytes (mapped or copied), alive as long as the file.
    public let bytes: MappedBytes
    /// The letters, tiles, folds, word lengths and case rule stored in the header.
    public let alphabet: Alphabet
    /// Turns words into the letter codes the automata are labelled with.
    public let coder: LetterCoder
    /// The number of words (the DAWG's strings), as the header says.
    public let wordCount: Int
    /// The automata, checked (the eager case), or checked when first needed.
    private let checked: Checked?
    private let deferred: DeferredCheck?
    /// The coder's byte table, for lookups of strings without reference counting per lookup.
    let byteTable: ByteTable
    /// The format version of the file.
    public let version: UInt32

    /// The word automaton (checked by then: the first access of an `.onFirstUse` file checks it).
    public var dawg: AutomatonView { automata.dawg }
    /// The GADDAG (every word as reversed prefix, separator, suffix), when the file has one.
    public var gaddag: AutomatonView? { automata.gaddag }
    /// Whether the file has a GADDAG (from the header: checks nothing).
    public let hasGADDAG: Bool

    /// The checked automata, checking them first if that is still to do.
    var automata: Checked {
        if let checked { return checked }
        guard let deferred else { return Checked.empty }
        switch deferred.result() {
        case .success(let automata): return automata
        case .failure: return Checked.empty
        }
    }

    /// Checks what `.onFirstUse` left for later (the payload checksum, every state and edge), once;
    /// throws what is wrong. A file opened with `.complete` checking was checked already.
    public func verify() throws(DawgFormatError) {
        guard let deferred else { return }
        if case .failure(let error) = deferred.result() { throw error }
    }

    /// Maps and validates the file at `url` (a file URL). For files nobody rewrites while they
    /// are mapped, such as a resource in an app bundle: a file truncated in place under a mapping
    /// makes a later read fault (SIGBUS). Use `init(bytes:)` for files that may change.
    public convenience init(contentsOf url: URL, checking: Checking = .complete) throws(DawgFormatError) {
        try self.init(bytes: MappedBytes(path: url.path), checking: checking)
    }

    /// Maps and validates the file at `path` (see `init(contentsOf:)`).
    public convenience init(path: String, checking: Checking = .complete) throws(DawgFormatError) {
        try self.init(bytes: MappedBytes(path: path), checking: checking)
    }

    /// Validates a private copy of `bytes` (a file read into memory, a dictionary just built).
    public convenience init(bytes: [UInt8], checking: Checking = .complete) throws(DawgFormatError) {
        try self.init(bytes: MappedBytes(copying: bytes), checking: checking)
    }

    /// Validates `bytes` (as `checking` says) and reads them in place from then on.
    public init(bytes: MappedBytes, checking: Checking = .complete) throws(DawgFormatError) {
        self.bytes = bytes
        let buffer = bytes.buffer
        let size = buffer.count
        guard size > 0 else { throw .empty }
        guard size >= DawgLayout.fixedHeaderSize else {
            throw .shorterThanHeader(size: size, minimum: DawgLayout.fixedHeaderSize)
        }
        func u8(_ at: Int) -> UInt8 { buffer[at] }
        func u32(_ at: Int) -> UInt32 {
            UInt32(littleEndian: buffer.loadUnaligned(fromByteOffset: at, as: UInt32.self))
        }
        func u64(_ at: Int) -> UInt64 {
            UInt64(littleEndian: buffer.loadUnaligned(fromByteOffset: at, as: UInt64.self))
        }
        let magic = Array(buffer[0..<8])
        guard magic == DawgLayout.magic else {
            throw .badMagic(found: magic.map { DawgFormatError.hex(byte: $0) }.joined(separator: " "))
        }
        version = u32(8)
        guard version == DawgLayout.version else {
            throw .unsupportedVersion(found: version, expected: DawgLayout.version)
        }
        let headerSize64 = UInt64(u32(12))
        let declaredSize = u64(16)
        guard declaredSize == UInt64(size) else { throw .fileSize(header: declaredSize, actual: size) }
        guard headerSize64 >= UInt64(DawgLayout.fixedHeaderSize), headerSize64 <= UInt64(size), headerSize64 % 8 == 0
        else {
            throw .headerSize(found: headerSize64, minimum: DawgLayout.fixedHeaderSize, fileSize: size)
        }
        let headerSize = Int(headerSize64)
        let storedHeaderCRC = u32(24)
        var headerCRC = DawgCRC32C.update(0, UnsafeRawBufferPointer(rebasing: buffer[0..<24]))
        headerCRC = withUnsafeBytes(of: UInt32(0)) { DawgCRC32C.update(headerCRC, $0) }
        headerCRC = DawgCRC32C.update(headerCRC, UnsafeRawBufferPointer(rebasing: buffer[28..<headerSize]))
        guard headerCRC == storedHeaderCRC else { throw .headerChecksum(header: storedHeaderCRC, computed: headerCRC) }
        let storedPayloadCRC = u32(28)

        let wordCount64 = u64(32)
        let letterCount = Int(u8(40))
        let automatonCount = Int(u8(44))
        let variantLength = Int(u8(45))
        let foldCount = Int(u8(46))
        guard (1...Alphabet.maximumLetters).contains(letterCount) else {
            throw .field(name: "letter count", found: "\(letterCount)", expected: "1 to \(Alphabet.maximumLetters)")
        }
        guard automatonCount == 1 || automatonCount == 2 else {
            throw .field(
                name: "automaton count", found: "\(automatonCount)", expected: "1 (DAWG) or 2 (DAWG and GADDAG)")
        }
        guard let caseRule = Alphabet.CaseRule(rawValue: u8(47)) else {
            throw .field(
                name: "flags", found: "0x\(DawgFormatError.hex(byte: u8(47)))",
                expected: "0 (strict case) or 1 (case folded)")
        }
        let minLength = Int(u8(42))
        let maxLength = Int(u8(43))
        guard minLength >= 1, minLength <= maxLength else {
            throw .field(name: "word lengths", found: "\(minLength)...\(maxLength)", expected: "1 ≤ minimum ≤ maximum")
        }
        let tablesEnd =
            DawgLayout.fixedHeaderSize + DawgLayout.directoryEntrySize * automatonCount + 8 * letterCount
            + 8 * foldCount + variantLength
        guard tablesEnd <= headerSize else {
            throw .field(
                name: "header size", found: "\(headerSize)", expected: "at least \(tablesEnd) for the tables it lists")
        }
        var cursor = DawgLayout.fixedHeaderSize + DawgLayout.directoryEntrySize * automatonCount
        var letters: [Alphabet.Letter] = []
        for index in 0..<letterCount {
            guard let scalar = Unicode.Scalar(u32(cursor)) else {
                throw .field(
                    name: "letter \(index)", found: "0x\(DawgFormatError.hex(u32(cursor)))",
                    expected: "a Unicode scalar")
            }
            if letters.contains(where: { $0.scalar == scalar }) {
                throw .field(name: "letter \(index)", found: "'\(scalar)' again", expected: "distinct letters")
            }
            letters.append(
                Alphabet.Letter(
                    scalar,
                    value: Int(UInt16(littleEndian: buffer.loadUnaligned(fromByteOffset: cursor + 4, as: UInt16.self))),
                    count: Int(UInt16(littleEndian: buffer.loadUnaligned(fromByteOffset: cursor + 6, as: UInt16.self))))
            )
            cursor += 8
        }
        var folds: [Alphabet.Fold] = []
        for index in 0..<foldCount {
            let target = u32(cursor + 4)
            guard let scalar = Unicode.Scalar(u32(cursor)), target < UInt32(letterCount) else {
                throw .field(
                    name: "fold \(index)", found: "0x\(DawgFormatError.hex(u32(cursor))) → \(target)",
                    expected: "a scalar and a code below \(letterCount)")
            }
            folds.append(Alphabet.Fold(from: scalar, to: UInt8(target)))
            cursor += 8
        }
        let variantBytes = Array(buffer[cursor..<(cursor + variantLength)])
        // Invalid UTF-8 decodes to replacement characters, which do not re-encode to the same bytes.
        guard Array(String(decoding: variantBytes, as: UTF8.self).utf8) == variantBytes else {
            throw .field(name: "variant", found: "bytes that are not UTF-8", expected: "a UTF-8 name")
        }
        let variant = String(decoding: variantBytes, as: UTF8.self)
        alphabet = Alphabet(
            variant: variant, letters: letters, blanks: Int(u8(41)), folds: folds, minLength: minLength,
            maxLength: maxLength,
            caseRule: caseRule)
        coder = LetterCoder(alphabet)
        byteTable = ByteTable(coder)

        var views: [AutomatonView] = []
        for index in 0..<automatonCount {
            let entry = DawgLayout.fixedHeaderSize + DawgLayout.directoryEntrySize * index
            let name = index == 0 ? "DAWG" : "GADDAG"
            let edgeCount = u64(entry)
            let stringCount = u64(entry + 8)
            let stateCount = u64(entry + 16)
            let countedCount = u64(entry + 24)
            let edgesOffset = u64(entry + 32)
            let countedOffset = u64(entry + 40)
            let countsOffset = u64(entry + 48)
            let targetBits = Int(u8(entry + 56))
            let countBits = Int(u8(entry + 57))
            let labelLimit = Int(u8(entry + 58))
            let expectedLimit = index == 0 ? letterCount : letterCount + 1
            guard labelLimit == expectedLimit else {
                throw .field(name: "\(name) label limit", found: "\(labelLimit)", expected: "\(expectedLimit)")
            }
            let reserved = (59..<64).map { u8(entry + $0) }
            guard reserved.allSatisfy({ $0 == 0 }) else {
                throw .field(
                    name: "\(name) reserved bytes",
                    found: reserved.map { DawgFormatError.hex(byte: $0) }.joined(separator: " "), expected: "zero")
            }
            guard targetBits >= 1, targetBits <= DawgLayout.maximumFieldBits else {
                throw .field(
                    name: "\(name) target bits", found: "\(targetBits)", expected: "1 to \(DawgLayout.maximumFieldBits)"
                )
            }
            guard countBits >= 1, countBits <= DawgLayout.maximumFieldBits else {
                throw .field(
                    name: "\(name) count bits", found: "\(countBits)", expected: "1 to \(DawgLayout.maximumFieldBits)")
            }
            // Bounds before any product: no automaton has more edges than the file has bytes.
            let edgeLimit = min(UInt64(size), UInt64(1) << UInt64(targetBits))
            guard edgeCount >= 1, edgeCount <= edgeLimit else {
                throw .field(
                    name: "\(name) edge count", found: "\(edgeCount)",
                    expected: "1 to \(edgeLimit) for \(targetBits)-bit targets in \(size) bytes")
            }
            guard stateCount >= 1, stateCount <= edgeCount + 1 else {
                throw .field(name: "\(name) state count", found: "\(stateCount)", expected: "1 to \(edgeCount + 1)")
            }
            guard countedCount <= edgeCount, countedCount <= UInt64(UInt32.max) else {
                throw .field(
                    name: "\(name) counted states", found: "\(countedCount)",
                    expected: "at most the edge count \(edgeCount)")
            }
            // Every string ends at a distinct final path, so there are at most 2^62 of them; the
            // exact number is checked against the root's count below.
            guard stringCount < UInt64(1) << 62 else {
                throw .field(
                    name: "\(name) string count", found: "\(stringCount)",
                    expected: "the number of strings below the root")
            }
            let edges = Int(edgeCount)
            let counted = Int(countedCount)
            let sections = [
                ("\(name) edges", edgesOffset, DawgLayout.edgesSize(edges: edges, targetBits: targetBits)),
                ("\(name) counted states", countedOffset, DawgLayout.countedSize(edges: edges)),
                ("\(name) counts", countsOffset, DawgLayout.packedSize(fields: counted, width: countBits)),
            ]
            for (section, offset, length) in sections {
                guard offset % 8 == 0, offset >= headerSize64, offset <= UInt64(size),
                    UInt64(length) <= UInt64(size) - offset
                else {
                    throw .sectionOutOfBounds(name: section, offset: offset, size: UInt64(length), limit: size)
                }
            }
            guard let base = buffer.baseAddress else { throw .empty }
            let view = AutomatonView(
                edges: base + Int(edgesOffset), counted: base + Int(countedOffset),
                counts: base + Int(countsOffset), targetBits: targetBits, countBits: countBits, edgeCount: edges,
                stateCount: Int(stateCount), countedCount: counted, stringCount: Int(stringCount),
                labelLimit: labelLimit)
            views.append(view)
        }
        guard UInt64(views[0].stringCount) == wordCount64 else {
            throw .field(
                name: "DAWG string count", found: "\(views[0].stringCount)", expected: "the word count \(wordCount64)")
        }
        wordCount = Int(wordCount64)
        hasGADDAG = views.count > 1
        let payload = UnsafeRawBufferPointer(rebasing: buffer[headerSize..<size])
        let body = { [views, maxLength] () throws(DawgFormatError) -> Checked in
            try Self.check(payload: payload, storedCRC: storedPayloadCRC, views: views, maxLength: maxLength)
        }
        switch checking {
        case .complete:
            checked = try body()
            deferred = nil
        case .onFirstUse:
            checked = nil
            deferred = DeferredCheck(body)
        }
    }

    /// The payload checksum, then every automaton (`validate`), then the DAWG's prefix table.
    static func check(
        payload: UnsafeRawBufferPointer, storedCRC: UInt32, views: [AutomatonView], maxLength: Int
    ) throws(DawgFormatError) -> Checked {
        let payloadCRC = DawgCRC32C.checksum(payload)
        guard payloadCRC == storedCRC else { throw .payloadChecksum(header: storedCRC, computed: payloadCRC) }
        for (index, view) in views.enumerated() {
            try validate(
                view, name: index == 0 ? "DAWG" : "GADDAG", maximumDepth: index == 0 ? maxLength : maxLength + 1)
        }
        let prefixes = PrefixTable(views[0])
        return Checked(
            dawg: views[0].with(prefixes: prefixes), gaddag: views.count > 1 ? views[1] : nil, prefixes: prefixes)
    }

    /// Checks every edge, from the last to the first: labels in the alphabet and increasing
    /// within a state, the last state closed, targets forward (so the automaton is acyclic) and
    /// each at the first edge of a state, edges into the end state final, paths no longer than
    /// `maximumDepth`; then recomputes the strings below every state and compares them with the
    /// root's count, the counted-state bits, their rank samples and the stored counts.
    static func validate(_ view: AutomatonView, name: String, maximumDepth: Int) throws(DawgFormatError) {
        let edges = view.edgeCount
        guard view.edge(edges - 1).isLast else { throw .unclosedState(automaton: name, edge: edges - 1) }
        let words = (edges + 63) / 64
        var below = [UInt64](repeating: 0, count: edges)
        var heights = [UInt16](repeating: 0, count: edges)
        var needed = [UInt64](repeating: 0, count: words)
        var states = 0
        var reachesEnd = false
        var sum: UInt64 = 0
        var height = 0
        var nextLabel = Int.max
        var index = edges - 1
        var current = view.edge(index)
        while true {
            let edge = current
            if edge.isLast {
                sum = 0
                height = 0
                nextLabel = Int.max
            }
            let label = Int(edge.label)
            guard label < view.labelLimit else {
                throw .label(automaton: name, edge: index, label: label, limit: view.labelLimit)
            }
            guard label < nextLabel else {
                throw .labelsUnsorted(automaton: name, edge: index, label: label, next: nextLabel)
            }
            nextLabel = label
            var strings: UInt64 = edge.isFinal ? 1 : 0
            var depth = 1
            if edge.target == AutomatonView.end {
                guard edge.isFinal else { throw .endNotFinal(automaton: name, edge: index) }
                reachesEnd = true
            } else {
                let target = edge.target
                guard target > index else { throw .edgeBackward(automaton: name, edge: index, target: target) }
                guard target < edges else {
                    throw .edgeTarget(automaton: name, edge: index, target: target, edgeCount: edges)
                }
                guard view.edge(target - 1).isLast else {
                    throw .targetNotAState(automaton: name, edge: index, target: target)
                }
                strings += below[target]
                depth += Int(heights[target])
                if !edge.isLast { needed[target >> 6] |= 1 << UInt64(target & 63) }
            }
            let (total, overflow) = sum.addingReportingOverflow(strings)
            guard !overflow else { throw .count(automaton: name, state: index, stored: nil, computed: UInt64.max) }
            sum = total
            height = max(height, depth)
            guard height <= maximumDepth else { throw .depth(automaton: name, found: height, maximum: maximumDepth) }
            let previous = index > 0 ? view.edge(index - 1) : nil
            if previous?.isLast ?? true {
                below[index] = sum
                heights[index] = UInt16(height)
                states += 1
            }
            guard let previous else { break }
            index -= 1
            current = previous
        }
        guard below[0] == UInt64(view.stringCount) else {
            throw .count(automaton: name, state: 0, stored: UInt64(view.stringCount), computed: below[0])
        }
        let expectedStates = states + (reachesEnd ? 1 : 0)
        guard expectedStates == view.stateCount else {
            throw .field(
                name: "\(name) state count", found: "\(view.stateCount)",
                expected: "\(expectedStates), the states its edges form")
        }
        var ones = 0
        for word in 0..<words {
            if word % 8 == 0 {
                let sample = Int(
                    UInt32(littleEndian: (view.rankSamples + 4 * (word / 8)).loadUnaligned(as: UInt32.self)))
                guard sample == ones else {
                    throw .rankSample(automaton: name, sample: word / 8, found: sample, expected: ones)
                }
            }
            let stored = UInt64(littleEndian: (view.countedBits + 8 * word).loadUnaligned(as: UInt64.self))
            if stored != needed[word] {
                let bit = (stored ^ needed[word]).trailingZeroBitCount
                throw .countedBit(automaton: name, edge: word * 64 + bit, found: (stored >> UInt64(bit)) & 1 != 0)
            }
            var bits = stored
            while bits != 0 {
                let position = word * 64 + bits.trailingZeroBitCount
                guard ones < view.countedCount else {
                    throw .field(
                        name: "\(name) counted states", found: "\(view.countedCount)",
                        expected: "more: the state at edge \(position) is counted too")
                }
                let storedCount = UInt64(view.storedCount(ones))
                guard storedCount == below[position] else {
                    throw .count(automaton: name, state: position, stored: storedCount, computed: below[position])
                }
                ones += 1
                bits &= bits - 1
            }
        }
        guard ones == view.countedCount else {
            throw .field(
                name: "\(name) counted states", found: "\(view.countedCount)",
                expected: "\(ones), the states reached by an edge that is not their state's last")
        }
    }

    /// The file size in bytes.
    public var byteCount: Int { bytes.count }
}

/// The automata of a checked file, with the prefix table the DAWG's view points into.
struct Checked: @unchecked Sendable {
    let dawg: AutomatonView
    let gaddag: AutomatonView?
    /// Kept alive with the views.
    let prefixes: PrefixTable?

    /// What a file that failed its deferred check answers with: one state whose one edge (label
    /// 0, a letter of every alphabet) leads to the end state without ending a word, so every
    /// walk stops at once and no word is found.
    static let empty: Checked = {
        let memory = UnsafeMutableRawPointer.allocate(byteCount: 64, alignment: 16)
        memory.initializeMemory(as: UInt8.self, repeating: 0, count: 64)
        memory.storeBytes(of: DawgLayout.lastFlag, as: UInt8.self)
        let view = AutomatonView(
            edges: UnsafeRawPointer(memory), counted: UnsafeRawPointer(memory + 24),
            counts: UnsafeRawPointer(memory + 24),
            targetBits: 1, countBits: 1, edgeCount: 1, stateCount: 2, countedCount: 0, stringCount: 0, labelLimit: 1)
        return Checked(dawg: view, gaddag: nil, prefixes: nil)
    }()
}

/// The check an `.onFirstUse` file still owes, run once under a lock by whichever query or
/// `verify()` comes first; its result is kept.
final class DeferredCheck: @unchecked Sendable {
    private let lock = NSLock()
    private var outcome: Result<Checked, DawgFormatError>?
    private var body: (() throws(DawgFormatError) -> Checked)?

    init(_ body: @escaping () throws(DawgFormatError) -> Checked) { self.body = body }

    func result() -> Result<Checked, DawgFormatError> {
        lock.lock()
        defer { lock.unlock() }
        if let outcome { return outcome }
        let result: Result<Checked, DawgFormatError>
        do throws(DawgFormatError) {
            result = .success(try body?() ?? Checked.empty)
        } catch {
            result = .failure(error)
        }
        outcome = result
        body = nil
        return result
    }
}

/// The coder's table of codes by UTF-8 payload, owned by a `DawgFile`.
final class ByteTable: @unchecked Sendable {
    let codes: UnsafeMutablePointer<UInt8>

    init(_ coder: LetterCoder) { codes = coder.byteTable() }

    deinit { codes.deallocate() }
}
