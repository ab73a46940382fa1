import Foundation

/// A dictionary file, queried in place. Opened with `.complete` checking (the default) it is
/// validated completely when opened (magic, version, sizes and offsets against the file length,
/// both checksums, every state and edge). Opened with `.onFirstUse` — for a game that opens its
/// dictionaries at launch — only the header is read and checked (magic, version, sizes, the header
/// checksum, the alphabet, every section inside the file); the payload checksum and the walk over
/// every state and edge run once, on the first query or when `verify()` is called (call it off the
/// main thread to have it done before the player needs it). That walk also makes the tables the
/// file does not store: where each group of 64 edges starts (8 bytes per group) and the string
/// counts index queries add up (a bit per edge and a few bits per counted state). A file that fails that check answers
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
    /// The value of each word by index, when the file stores them (`zk-dawg build --values`).
    let values: ValuesTable?
    /// Whether the file stores a value per word (from the header).
    public var hasValues: Bool { values != nil }

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
        let header = try DawgHeader(buffer)
        version = header.version
        let tables = try header.tables()
        alphabet = tables.alphabet
        coder = LetterCoder(alphabet)
        byteTable = ByteTable(coder)
        let sections = try header.automata()
        guard UInt64(sections[0].stringCount) == header.wordCount else {
            throw .field(
                name: "DAWG string count", found: "\(sections[0].stringCount)",
                expected: "the word count \(header.wordCount)")
        }
        wordCount = Int(header.wordCount)
        hasGADDAG = sections.count > 1
        if let descriptor = tables.values {
            values = try ValuesTable(
                descriptor, in: buffer, headerSize: header.size, after: sections, count: Int(header.wordCount))
        } else {
            values = nil
        }
        let payload = UnsafeRawBufferPointer(rebasing: buffer[header.size..<buffer.count])
        let storedPayloadCRC = header.storedPayloadCRC
        let maxLength = header.maxLength
        let body = { [sections, maxLength] () throws(DawgFormatError) -> Checked in
            try Self.check(payload: payload, storedCRC: storedPayloadCRC, sections: sections, maxLength: maxLength)
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

    /// The payload checksum, then per automaton where its groups start (`GroupTable`), every
    /// edge (`validate`) and the string counts of its states (`CountTable`); then the DAWG's
    /// prefix table.
    static func check(
        payload: UnsafeRawBufferPointer, storedCRC: UInt32, sections: [AutomatonSection], maxLength: Int
    ) throws(DawgFormatError) -> Checked {
        let payloadCRC = DawgCRC32C.checksum(payload)
        guard payloadCRC == storedCRC else { throw .payloadChecksum(header: storedCRC, computed: payloadCRC) }
        var views: [AutomatonView] = []
        var tables: [AnyObject] = []
        for (index, section) in sections.enumerated() {
            let groups = try GroupTable(section)
            // The walk needs edges and targets only; the counts it computes come after.
            let bare = AutomatonView(section, groupOffsets: groups.offsets, counts: CountTable.none)
            let walk = try validate(bare, name: section.name, maximumDepth: index == 0 ? maxLength : maxLength + 1)
            let counts = CountTable(walk, edgeCount: section.edgeCount)
            views.append(AutomatonView(section, groupOffsets: groups.offsets, counts: counts))
            tables += [groups, counts]
        }
        let prefixes = PrefixTable(views[0])
        return Checked(
            dawg: views[0].with(prefixes: prefixes), gaddag: views.count > 1 ? views[1] : nil, prefixes: prefixes,
            tables: tables)
    }

    /// Checks every edge, from the last to the first: labels in the alphabet and increasing
    /// within a state, the last state closed, targets forward (so the automaton is acyclic) and
    /// each at the first edge of a state, edges into the end state final, paths no longer than
    /// `maximumDepth`; then compares the strings below the root with the root's count. Returns
    /// the strings below every state, for the count table.
    static func validate(
        _ view: AutomatonView, name: String, maximumDepth: Int
    ) throws(DawgFormatError) -> EdgeWalk {
        let walk = try walkEdges(view, name: name, maximumDepth: maximumDepth)
        guard walk.below[0] == UInt64(view.stringCount) else {
            throw .count(automaton: name, state: 0, stored: UInt64(view.stringCount), computed: walk.below[0])
        }
        let expectedStates = walk.states + (walk.reachesEnd ? 1 : 0)
        guard expectedStates == view.stateCount else {
            throw .field(
                name: "\(name) state count", found: "\(view.stateCount)",
                expected: "\(expectedStates), the states its edges form")
        }
        return walk
    }

    /// What the walk over every edge found: the strings below each state (at its first edge), the
    /// states that must be counted (one bit per edge), the number of states, and whether an edge
    /// leads to the end state.
    struct EdgeWalk {
        var below: [UInt64]
        var needed: [UInt64]
        var states = 0
        var reachesEnd = false
    }

    /// The walk from the last edge to the first, checking each edge and summing the strings
    /// below each state.
    static func walkEdges(_ view: AutomatonView, name: String, maximumDepth: Int) throws(DawgFormatError) -> EdgeWalk {
        let edges = view.edgeCount
        // Before any edge is decoded: finding the state after an edge's own scans for a last flag.
        guard view.labelByte(edges - 1) & DawgLayout.lastFlag != 0 else {
            throw .unclosedState(automaton: name, edge: edges - 1)
        }
        var walk = EdgeWalk(
            below: [UInt64](repeating: 0, count: edges), needed: [UInt64](repeating: 0, count: (edges + 63) / 64))
        var heights = [UInt16](repeating: 0, count: edges)
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
                walk.reachesEnd = true
            } else {
                let target = edge.target
                guard target > index else { throw .edgeBackward(automaton: name, edge: index, target: target) }
                guard target < edges else {
                    throw .edgeTarget(automaton: name, edge: index, target: target, edgeCount: edges)
                }
                guard view.edge(target - 1).isLast else {
                    throw .targetNotAState(automaton: name, edge: index, target: target)
                }
                strings += walk.below[target]
                depth += Int(heights[target])
                if !edge.isLast { walk.needed[target >> 6] |= 1 << UInt64(target & 63) }
            }
            let (total, overflow) = sum.addingReportingOverflow(strings)
            guard !overflow else { throw .count(automaton: name, state: index, stored: nil, computed: UInt64.max) }
            sum = total
            height = max(height, depth)
            guard height <= maximumDepth else { throw .depth(automaton: name, found: height, maximum: maximumDepth) }
            let previous = index > 0 ? view.edge(index - 1) : nil
            if previous?.isLast ?? true {
                walk.below[index] = sum
                heights[index] = UInt16(height)
                walk.states += 1
            }
            guard let previous else { break }
            index -= 1
            current = previous
        }
        return walk
    }

    /// The file size in bytes.
    public var byteCount: Int { bytes.count }
}

/// The automata of a checked file, with the tables their views point into.
struct Checked: @unchecked Sendable {
    let dawg: AutomatonView
    let gaddag: AutomatonView?
    /// Kept alive with the views.
    let prefixes: PrefixTable?
    let tables: [AnyObject]

    /// What a file that failed its deferred check answers with: one state whose one edge (label
    /// 0, a letter of every alphabet) leads to the end state without ending a word, so every
    /// walk stops at once and no word is found.
    static let empty: Checked = {
        let memory = UnsafeMutableRawPointer.allocate(byteCount: 128, alignment: 16)
        memory.initializeMemory(as: UInt8.self, repeating: 0, count: 128)
        memory.storeBytes(of: 1, toByteOffset: 8, as: UInt64.self)
        memory.storeBytes(of: DawgLayout.lastFlag, toByteOffset: 16, as: UInt8.self)
        let section = AutomatonSection(
            name: "DAWG", edges: UnsafeRawPointer(memory), edgesLength: 128, targetBits: 1, edgeCount: 1,
            stateCount: 2, explicitCount: 0, stringCount: 0, labelLimit: 1)
        let view = AutomatonView(section, groupOffsets: GroupTable.zero.offsets, counts: CountTable.none)
        return Checked(dawg: view, gaddag: nil, prefixes: nil, tables: [])
    }()
}

/// Where each group of 64 edges starts in an edges section, from the explicit-target masks: a
/// group takes 80 bytes and its explicit targets. Made when the file is checked, which also
/// checks the masks (the two never both set, no bits past the last edge) and the section's size.
final class GroupTable: @unchecked Sendable {
    let offsets: UnsafeMutablePointer<Int>
    /// One group at offset 0, for the empty view.
    static let zero = GroupTable()

    private init() {
        offsets = .allocate(capacity: 1)
        offsets.initialize(to: 0)
    }

    init(_ section: AutomatonSection) throws(DawgFormatError) {
        let groups = DawgLayout.groupCount(edges: section.edgeCount)
        offsets = .allocate(capacity: groups)
        offsets.initialize(repeating: 0, count: groups)
        var offset = 0
        var explicitTotal = 0
        for group in 0..<groups {
            // Room for the masks and labels, and the spare bytes after: the header checked the smallest size.
            guard offset + DawgLayout.groupHeaderSize + 8 <= section.edgesLength else {
                throw .sectionOutOfBounds(
                    name: "\(section.name) edge group \(group)", offset: UInt64(offset),
                    size: UInt64(DawgLayout.groupHeaderSize), limit: section.edgesLength)
            }
            offsets[group] = offset
            let explicit = UInt64(littleEndian: section.edges.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            let ends = UInt64(littleEndian: section.edges.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self))
            let edges = min(DawgLayout.groupEdges, section.edgeCount - group * DawgLayout.groupEdges)
            let outside = edges == 64 ? 0 : ~((UInt64(1) << UInt64(edges)) - 1)
            guard explicit & ends == 0, (explicit | ends) & outside == 0 else {
                throw .field(
                    name: "\(section.name) edge group \(group) masks",
                    found: "0x\(String(explicit, radix: 16)) and 0x\(String(ends, radix: 16))",
                    expected: "disjoint masks of its \(edges) edges")
            }
            explicitTotal += explicit.nonzeroBitCount
            offset += DawgLayout.groupSize(explicit: explicit.nonzeroBitCount, targetBits: section.targetBits)
        }
        guard explicitTotal == section.explicitCount, DawgLayout.edgesSize(groupBytes: offset) == section.edgesLength
        else {
            throw .field(
                name: "\(section.name) edges size",
                found: "\(section.edgesLength) bytes, \(section.explicitCount) targets",
                expected:
                    "\(DawgLayout.edgesSize(groupBytes: offset)) bytes, \(explicitTotal) targets, as the masks say")
        }
    }

    deinit { offsets.deallocate() }
}

/// The string counts index queries add up, made from the walk that checked the file: a bit per
/// edge set at the first edge of each state reached by an edge that is not its state's last
/// (its count kept), a rank sample per 512 bits, and those counts bit-packed in state order.
final class CountTable: @unchecked Sendable {
    let countedBits: UnsafeMutableRawPointer
    let counts: UnsafeMutableRawPointer
    let countBits: Int
    let countedCount: Int
    /// No counts: the view the walk checks, and the empty view.
    static let none = CountTable()

    private init() {
        countedBits = .allocate(byteCount: 16, alignment: 8)
        countedBits.initializeMemory(as: UInt8.self, repeating: 0, count: 16)
        counts = .allocate(byteCount: 8, alignment: 8)
        counts.initializeMemory(as: UInt8.self, repeating: 0, count: 8)
        countBits = 1
        countedCount = 0
    }

    init(_ walk: DawgFile.EdgeWalk, edgeCount: Int) {
        let words = walk.needed.count
        let bitsSize = DawgLayout.countedSize(edges: edgeCount)
        countedBits = .allocate(byteCount: bitsSize, alignment: 8)
        countedBits.initializeMemory(as: UInt8.self, repeating: 0, count: bitsSize)
        var largest: UInt64 = 0
        var counted = 0
        for word in 0..<words {
            if word % 8 == 0 {
                countedBits.storeBytes(of: UInt32(counted), toByteOffset: 8 * words + 4 * (word / 8), as: UInt32.self)
            }
            countedBits.storeBytes(of: walk.needed[word], toByteOffset: 8 * word, as: UInt64.self)
            var bits = walk.needed[word]
            counted += bits.nonzeroBitCount
            while bits != 0 {
                largest = max(largest, walk.below[word * 64 + bits.trailingZeroBitCount])
                bits &= bits - 1
            }
        }
        countBits = max(1, UInt64.bitWidth - largest.leadingZeroBitCount)
        countedCount = counted
        let countsSize = DawgLayout.packedSize(fields: counted, width: countBits)
        counts = .allocate(byteCount: countsSize, alignment: 8)
        counts.initializeMemory(as: UInt8.self, repeating: 0, count: countsSize)
        var index = 0
        for word in 0..<words {
            var bits = walk.needed[word]
            while bits != 0 {
                let bit = index * countBits
                let address = counts + (bit >> 3)
                let value = walk.below[word * 64 + bits.trailingZeroBitCount] << UInt64(bit & 7)
                address.storeBytes(of: address.loadUnaligned(as: UInt64.self) | value, as: UInt64.self)
                index += 1
                bits &= bits - 1
            }
        }
    }

    deinit {
        countedBits.deallocate()
        counts.deallocate()
    }
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

/// The values section (version 4, flags bit 2): a value per word in dictionary order, each the
/// base plus a field of `width` bits, bit-packed. Checked when the file is opened: 8-aligned,
/// after the header and every automaton, inside the file.
struct ValuesTable: @unchecked Sendable {
    let fields: UnsafeRawPointer
    let base: Int64
    let width: Int
    let mask: UInt64

    init(
        _ descriptor: DawgHeader.ValuesDescriptor, in buffer: UnsafeRawBufferPointer, headerSize: Int,
        after sections: [AutomatonSection], count: Int
    ) throws(DawgFormatError) {
        guard descriptor.width <= DawgLayout.maximumFieldBits else {
            throw .field(
                name: "value width", found: "\(descriptor.width)", expected: "0 to \(DawgLayout.maximumFieldBits) bits")
        }
        guard let base = buffer.baseAddress else { throw .empty }
        let size = DawgLayout.packedSize(fields: count, width: descriptor.width)
        let automataEnd = sections.map { ($0.edges - UnsafeRawPointer(base)) + $0.edgesLength }.max() ?? headerSize
        guard descriptor.offset % 8 == 0, descriptor.offset >= UInt64(max(headerSize, automataEnd)),
            descriptor.offset <= UInt64(buffer.count), UInt64(size) <= UInt64(buffer.count) - descriptor.offset
        else {
            throw .sectionOutOfBounds(
                name: "values", offset: descriptor.offset, size: UInt64(size), limit: buffer.count)
        }
        fields = UnsafeRawPointer(base) + Int(descriptor.offset)
        self.base = descriptor.base
        width = descriptor.width
        mask = width == 0 ? 0 : (1 << UInt64(width)) - 1
    }

    /// The value of word `index` (in range).
    @inline(__always)
    func value(_ index: Int) -> Int {
        let bit = index &* width
        let raw = UInt64(littleEndian: (fields + (bit &>> 3)).loadUnaligned(as: UInt64.self)) &>> UInt64(bit & 7)
        return Int(truncatingIfNeeded: base &+ Int64(bitPattern: raw & mask))
    }
}
