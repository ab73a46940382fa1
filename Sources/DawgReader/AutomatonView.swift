/// The raw layer: one automaton of a validated file, read in place. A state is the index of its
/// first edge (the root is 0); `AutomatonView.end` (-1) is the end state, which has no edges.
/// Nothing here allocates or checks bounds again: `DawgFile` proved every index in range once.
public struct AutomatonView: @unchecked Sendable {
    /// The state without edges where strings end (it is final).
    public static let end = -1

    /// One decoded edge: its label, whether it is its state's last, whether a string ends where
    /// it leads, and the state it leads to (`end` for the end state).
    public struct Edge: Equatable, Sendable {
        /// The letter code (the GADDAG separator is the letter count).
        public var label: UInt8
        /// Whether this is its state's last edge.
        public var isLast: Bool
        /// Whether a string ends where the edge leads.
        public var isFinal: Bool
        /// The first edge of the state it leads to, or `end`.
        public var target: Int
    }

    @usableFromInline let blocks: UnsafeRawPointer
    @usableFromInline let blockSize: Int
    let countedBits: UnsafeRawPointer
    let rankSamples: UnsafeRawPointer
    let counts: UnsafeRawPointer
    @usableFromInline let targetBits: Int
    @usableFromInline let targetMask: UInt64
    let countBits: Int
    let countMask: UInt64
    /// The number of edges.
    public let edgeCount: Int
    /// The number of states, the end state included.
    public let stateCount: Int
    /// The number of states whose string count is stored.
    public let countedCount: Int
    /// The number of strings (words, or GADDAG paths) below the root.
    public let stringCount: Int
    /// One more than the largest label.
    public let labelLimit: Int
    /// The root state.
    public let root = 0
    /// The edges reached by the first one and two labels and the label sets after two, when
    /// the file has them (`PrefixTable`).
    @usableFromInline var prefixes: UnsafePointer<UInt32>?
    @usableFromInline var prefixLabels: UnsafePointer<UInt64>?
    @usableFromInline var thirdBases: UnsafePointer<UInt32>?
    @usableFromInline var thirdEntries: UnsafePointer<UInt32>?
    @usableFromInline var thirdLabels: UnsafePointer<UInt64>?

    init(
        edges: UnsafeRawPointer, counted: UnsafeRawPointer, counts: UnsafeRawPointer, targetBits: Int,
        countBits: Int, edgeCount: Int, stateCount: Int, countedCount: Int, stringCount: Int, labelLimit: Int
    ) {
        self.blocks = edges
        self.blockSize = 8 + targetBits
        self.countedBits = counted
        self.rankSamples = counted + 8 * ((edgeCount + 63) / 64)
        self.counts = counts
        self.targetBits = targetBits
        self.targetMask = (1 << UInt64(targetBits)) - 1
        self.countBits = countBits
        self.countMask = (1 << UInt64(countBits)) - 1
        self.edgeCount = edgeCount
        self.stateCount = stateCount
        self.countedCount = countedCount
        self.stringCount = stringCount
        self.labelLimit = labelLimit
    }

    /// This view with a prefix table for `accepts`.
    func with(prefixes table: PrefixTable?) -> AutomatonView {
        var view = self
        view.prefixes = table.map { UnsafePointer($0.entries) }
        view.prefixLabels = table.map { UnsafePointer($0.labels) }
        view.thirdBases = table.map { UnsafePointer($0.thirdBases) }
        view.thirdEntries = table.map { UnsafePointer($0.thirdEntries) }
        view.thirdLabels = table.map { UnsafePointer($0.thirdLabels) }
        return view
    }

    /// The label byte of edge `index`: label, last flag (0x40), final flag (0x80).
    @inlinable @inline(__always)
    func labelByte(_ index: Int) -> UInt8 {
        blocks.load(fromByteOffset: (index &>> 3) &* blockSize &+ index & 7, as: UInt8.self)
    }

    /// The raw target field of edge `index`: a first-edge index, 0 for the end state.
    @inlinable @inline(__always)
    func rawTarget(_ index: Int) -> Int {
        let bit = (index & 7) &* targetBits
        let address = blocks + ((index &>> 3) &* blockSize &+ 8 &+ bit &>> 3)
        return Int(
            truncatingIfNeeded: (UInt64(littleEndian: address.loadUnaligned(as: UInt64.self)) &>> UInt64(bit & 7))
                & targetMask)
    }

    /// The index of the first edge from `index` on whose label is at least `wanted` (at most 64)
    /// or that is the last of its state: a block's eight label bytes at a time, each byte's low
    /// seven bits (label + 64 × last) compared with `wanted` by one carry-free addition.
    @inline(__always)
    func scan(from index: Int, for wanted: UInt64) -> Int {
        let bias = (0x80 &- wanted) &* 0x0101_0101_0101_0101
        var block = index &>> 3
        var lanes = UInt64.max &<< UInt64((index & 7) &* 8)
        while true {
            let bytes =
                UInt64(littleEndian: (blocks + block &* blockSize).loadUnaligned(as: UInt64.self))
                & 0x7F7F_7F7F_7F7F_7F7F
            let reached = (bytes &+ bias) & 0x8080_8080_8080_8080 & lanes
            if reached != 0 { return block &* 8 &+ reached.trailingZeroBitCount &>> 3 }
            block &+= 1
            lanes = UInt64.max
        }
    }

    /// Edge `index` (`0..<edgeCount`).
    @inline(__always)
    public func edge(_ index: Int) -> Edge {
        let byte = labelByte(index)
        let raw = rawTarget(index)
        return Edge(
            label: byte & DawgLayout.labelMask, isLast: byte & DawgLayout.lastFlag != 0,
            isFinal: byte & DawgLayout.finalFlag != 0,
            target: raw == 0 ? Self.end : raw)
    }

    /// The edges of `state`, in label order (none for the end state).
    public func edges(of state: Int) -> EdgeSequence { EdgeSequence(view: self, start: state) }

    /// The edges of one state, in label order.
    public struct EdgeSequence: Sequence, IteratorProtocol {
        let view: AutomatonView
        var position: Int
        var done: Bool

        init(view: AutomatonView, start: Int) {
            self.view = view
            position = start
            done = start < 0
        }

        /// The next edge, or nil after the state's last.
        @inline(__always)
        public mutating func next() -> Edge? {
            guard !done else { return nil }
            let edge = view.edge(position)
            position &+= 1
            done = edge.isLast
            return edge
        }
    }

    /// The edge of `state` labelled `label`, or nil.
    @inline(__always)
    public func edge(from state: Int, _ label: UInt8) -> Edge? {
        guard state >= 0, label < 64 else { return nil }
        let index = scan(from: state, for: UInt64(label))
        return labelByte(index) & DawgLayout.labelMask == label ? edge(index) : nil
    }

    /// The state reached from `start` by `codes` and whether a string ends there, or nil when
    /// the path leaves the automaton. The empty path stays at `start`, not final.
    public func walk<C: Collection>(_ codes: C, from start: Int = 0) -> (state: Int, isFinal: Bool)?
    where C.Element == UInt8 {
        var state = start
        var isFinal = false
        for code in codes {
            guard let edge = edge(from: state, code) else { return nil }
            state = edge.target
            isFinal = edge.isFinal
        }
        return (state, isFinal)
    }

    /// Whether the automaton accepts `codes` (the hot path: integer work on the mapped bytes,
    /// one block load per letter for states of up to 8 edges, its target read from the same block).
    /// Inlinable, so that a caller's loop keeps the view's fields in registers.
    @inlinable @inline(__always)
    public func accepts(_ codes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = codes.baseAddress, codes.count > 0 else { return false }
        let end = base + codes.count
        var code = base
        var index = 0
        if let prefixes, let prefixLabels, let thirdBases, let thirdEntries, let thirdLabels {
            // The first four letters from the prefix table: table reads that do not depend on one
            // another and one read of the fourth edge, instead of four dependent scans of the
            // widest states.
            let first = Int(base[0])
            guard first < labelLimit else { return false }
            if codes.count == 1 { return prefixes[first] & 3 == 3 }
            let second = Int(base[1])
            guard second < labelLimit else { return false }
            let pair = first &* labelLimit &+ second
            let entry = prefixes[labelLimit &+ pair]
            if codes.count == 2 { return entry & 3 == 3 }
            let third = UInt64(base[2])
            let set = prefixLabels[pair]
            guard third < 64, (set &>> third) & 1 != 0 else { return false }
            let slot = Int(thirdBases[pair]) &+ (set & ((1 &<< third) &- 1)).nonzeroBitCount
            let thirdEntry = thirdEntries[slot]
            if codes.count == 3 { return thirdEntry & 2 != 0 }
            let state = Int(thirdEntry &>> 2)
            let fourth = UInt64(base[3])
            let nextSet = thirdLabels[slot]
            guard state != 0, fourth < 64, (nextSet &>> fourth) & 1 != 0 else { return false }
            let edge4 = state &+ (nextSet & ((1 &<< fourth) &- 1)).nonzeroBitCount
            if codes.count == 4 { return labelByte(edge4) & DawgLayout.finalFlag != 0 }
            index = rawTarget(edge4)
            if index == 0 { return false }
            code += 4
        }
        while true {
            let wanted = UInt64(min(code.pointee, 64))
            let bias = (0x80 &- wanted) &* 0x0101_0101_0101_0101
            var block = blocks + (index &>> 3) &* blockSize
            var raw = UInt64(littleEndian: block.loadUnaligned(as: UInt64.self))
            var reached =
                ((raw & 0x7F7F_7F7F_7F7F_7F7F) &+ bias) & 0x8080_8080_8080_8080
                & (UInt64.max &<< UInt64((index & 7) &* 8))
            while reached == 0 {
                block += blockSize
                raw = UInt64(littleEndian: block.loadUnaligned(as: UInt64.self))
                reached = ((raw & 0x7F7F_7F7F_7F7F_7F7F) &+ bias) & 0x8080_8080_8080_8080
            }
            // The high bit of lane k's byte is bit 8k + 7.
            let lane = reached.trailingZeroBitCount &>> 3
            let byte = raw &>> UInt64(truncatingIfNeeded: lane &* 8)
            if byte & 0x3F != wanted { return false }
            code += 1
            if code == end { return byte & 0x80 != 0 }
            let bit = lane &* targetBits
            let target =
                UInt64(littleEndian: (block + (8 &+ bit &>> 3)).loadUnaligned(as: UInt64.self)) &>> UInt64(bit & 7)
            index = Int(truncatingIfNeeded: target & targetMask)
            if index == 0 { return false }
        }
    }

    /// The number of strings below `state`: stored for the root, the end state and every state
    /// reached by an edge that is not its state's last; nil for the others.
    public func count(_ state: Int) -> Int? {
        if state < 0 { return 0 }
        if state == 0 { return stringCount }
        guard isCounted(state) else { return nil }
        return storedCount(rank(state))
    }

    /// The strings through `edge`: one if it is final, plus those below its target. Defined for
    /// every edge that is not the last of its state (and for edges into the end state).
    @inline(__always)
    public func strings(through edge: Edge) -> Int {
        let below = edge.target < 0 ? 0 : storedCount(rank(edge.target))
        return below &+ (edge.isFinal ? 1 : 0)
    }

    @inline(__always)
    func isCounted(_ position: Int) -> Bool {
        (UInt64(littleEndian: (countedBits + 8 &* (position &>> 6)).loadUnaligned(as: UInt64.self))
            &>> UInt64(position & 63)) & 1 != 0
    }

    /// The number of counted states whose first edge is below `position`.
    @inline(__always)
    func rank(_ position: Int) -> Int {
        let word = position &>> 6
        var ones = Int(UInt32(littleEndian: (rankSamples + 4 &* (word &>> 3)).loadUnaligned(as: UInt32.self)))
        var index = word & ~7
        while index < word {
            ones &+= UInt64(littleEndian: (countedBits + 8 &* index).loadUnaligned(as: UInt64.self)).nonzeroBitCount
            index &+= 1
        }
        let low =
            UInt64(littleEndian: (countedBits + 8 &* word).loadUnaligned(as: UInt64.self))
            & ((1 &<< UInt64(position & 63)) &- 1)
        return ones &+ low.nonzeroBitCount
    }

    @inline(__always)
    func storedCount(_ index: Int) -> Int {
        let bit = index &* countBits
        let raw = UInt64(littleEndian: (counts + (bit &>> 3)).loadUnaligned(as: UInt64.self)) &>> UInt64(bit & 7)
        return Int(truncatingIfNeeded: raw & countMask)
    }

    /// The labels leaving `state`, as a bit set (bit `c` for code `c`).
    public func labelSet(_ state: Int) -> UInt64 {
        var set: UInt64 = 0
        for edge in edges(of: state) { set |= 1 << UInt64(edge.label) }
        return set
    }
}
