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
        let header = try DawgHeader(buffer)
        version = header.version
        alphabet = try header.alphabet()
        coder = LetterCoder(alphabet)
        byteTable = ByteTable(coder)
        let views = try header.automata()
        guard UInt64(views[0].stringCount) == header.wordCount else {
            throw .field(
                name: "DAWG string count", found: "\(views[0].stringCount)",
                expected: "the word count \(header.wordCount)")
        }
        wordCount = Int(header.wordCount)
        hasGADDAG = views.count > 1
        let payload = UnsafeRawBufferPointer(rebasing: buffer[header.size..<buffer.count])
        let storedPayloadCRC = header.storedPayloadCRC
        let maxLength = header.maxLength
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
        try checkCountedStates(view, name: name, walk: walk)
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
        guard view.edge(edges - 1).isLast else { throw .unclosedState(automaton: name, edge: edges - 1) }
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

    /// The counted-state bits against the states the walk found, their rank samples, and each
    /// stored count against the strings below its state.
    static func checkCountedStates(_ view: AutomatonView, name: String, walk: EdgeWalk) throws(DawgFormatError) {
        var ones = 0
        for word in 0..<walk.needed.count {
            if word % 8 == 0 {
                let sample = Int(
                    UInt32(littleEndian: (view.rankSamples + 4 * (word / 8)).loadUnaligned(as: UInt32.self)))
                guard sample == ones else {
                    throw .rankSample(automaton: name, sample: word / 8, found: sample, expected: ones)
                }
            }
            let stored = UInt64(littleEndian: (view.countedBits + 8 * word).loadUnaligned(as: UInt64.self))
            if stored != walk.needed[word] {
                let bit = (stored ^ walk.needed[word]).trailingZeroBitCount
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
                guard storedCount == walk.below[position] else {
                    throw .count(
                        automaton: name, state: position, stored: storedCount, computed: walk.below[position])
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
