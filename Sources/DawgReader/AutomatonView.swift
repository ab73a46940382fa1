/// The raw layer: one automaton of a validated file, read in place. A state is the index of its
/// first edge (the root is 0); `AutomatonView.end` (-1) is the end state, which has no edges.
/// Nothing here allocates or checks bounds again: `DawgFile` proved every index in range once.
/// The edges are read from the file; where each group of 64 edges starts and the string counts
/// of the states that index queries add up are tables `DawgFile` made when it checked the file.
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

    /// The edges section: groups of 64 edges (masks, labels, explicit targets).
    @usableFromInline let groups: UnsafeRawPointer
    /// Per group, its byte offset in `groups`.
    @usableFromInline let groupOffsets: UnsafePointer<Int>
    @usableFromInline let targetBits: Int
    @usableFromInline let targetMask: UInt64
    let countedBits: UnsafeRawPointer
    let rankSamples: UnsafeRawPointer
    let counts: UnsafeRawPointer
    let countBits: Int
    let countMask: UInt64
    /// The number of edges.
    public let edgeCount: Int
    /// The number of states, the end state included.
    public let stateCount: Int
    /// The number of states whose string count is kept (reached by an edge that is not its state's last).
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

    init(_ section: AutomatonSection, groupOffsets: UnsafePointer<Int>, counts table: CountTable) {
        self.groups = section.edges
        self.groupOffsets = groupOffsets
        self.targetBits = section.targetBits
        self.targetMask = (1 << UInt64(section.targetBits)) - 1
        self.countedBits = UnsafeRawPointer(table.countedBits)
        self.rankSamples = UnsafeRawPointer(table.countedBits) + 8 * ((section.edgeCount + 63) / 64)
        self.counts = UnsafeRawPointer(table.counts)
        self.countBits = table.countBits
        self.countMask = (1 << UInt64(table.countBits)) - 1
        self.edgeCount = section.edgeCount
        self.stateCount = section.stateCount
        self.countedCount = table.countedCount
        self.stringCount = section.stringCount
        self.labelLimit = section.labelLimit
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

    /// The group that holds edge `index`.
    @inlinable @inline(__always)
    func group(_ index: Int) -> UnsafeRawPointer { groups + groupOffsets[index &>> 6] }

    /// The eight label bytes of chunk `chunk` (the edges `8 * chunk ..< 8 * chunk + 8`).
    @inlinable @inline(__always)
    func chunkLabels(_ chunk: Int) -> UInt64 {
        UInt64(
            littleEndian: (groups + groupOffsets[chunk &>> 3]).loadUnaligned(
                fromByteOffset: 16 &+ (chunk & 7) &* 8, as: UInt64.self))
    }

    /// The label byte of edge `index`: label, last flag (0x40), final flag (0x80).
    @inlinable @inline(__always)
    func labelByte(_ index: Int) -> UInt8 {
        group(index).load(fromByteOffset: 16 &+ index & 63, as: UInt8.self)
    }

    /// The explicit target number `rank` of a group.
    @inlinable @inline(__always)
    func explicitTarget(_ group: UnsafeRawPointer, _ rank: Int) -> Int {
        let bit = rank &* targetBits
        let raw = UInt64(littleEndian: (group + (80 &+ bit &>> 3)).loadUnaligned(as: UInt64.self)) &>> UInt64(bit & 7)
        return Int(truncatingIfNeeded: raw & targetMask)
    }

    /// The state edge `index` leads to: its explicit target, `end`, or the state that follows
    /// its own (the edge after its state's last).
    @inlinable @inline(__always)
    func target(_ index: Int) -> Int {
        let group = group(index)
        let bit = UInt64(index & 63)
        let explicit = UInt64(littleEndian: group.loadUnaligned(as: UInt64.self))
        if (explicit &>> bit) & 1 != 0 { return explicitTarget(group, (explicit & ((1 &<< bit) &- 1)).nonzeroBitCount) }
        let ends = UInt64(littleEndian: group.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
        if (ends &>> bit) & 1 != 0 { return Self.end }
        return scan(from: index, for: 64) &+ 1
    }

    /// The index of the first edge from `index` on whose label is at least `wanted` (at most 64)
    /// or that is the last of its state: eight label bytes at a time, each byte's low seven bits
    /// (label + 64 × last) compared with `wanted` by one carry-free addition.
    @inlinable @inline(__always)
    func scan(from index: Int, for wanted: UInt64) -> Int {
        let bias = (0x80 &- wanted) &* 0x0101_0101_0101_0101
        var chunk = index &>> 3
        var lanes = UInt64.max &<< UInt64((index & 7) &* 8)
        while true {
            let bytes = chunkLabels(chunk) & 0x7F7F_7F7F_7F7F_7F7F
            let reached = (bytes &+ bias) & 0x8080_8080_8080_8080 & lanes
            if reached != 0 { return chunk &* 8 &+ reached.trailingZeroBitCount &>> 3 }
            chunk &+= 1
            lanes = UInt64.max
        }
    }

    /// Edge `index` (`0..<edgeCount`).
    @inline(__always)
    public func edge(_ index: Int) -> Edge {
        let byte = labelByte(index)
        return Edge(
            label: byte & DawgLayout.labelMask, isLast: byte & DawgLayout.lastFlag != 0,
            isFinal: byte & DawgLayout.finalFlag != 0, target: target(index))
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
    /// one load of eight labels per letter for states of up to 8 edges, its target read from the
    /// same group). Inlinable, so that a caller's loop keeps the view's fields in registers.
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
            index = target(edge4)
            if index < 0 { return false }
            code += 4
        }
        return acceptsRest(code, end, from: index)
    }

    /// Whether the codes `code ..< end` lead from `index` to a final edge.
    @inlinable @inline(__always)
    func acceptsRest(_ start: UnsafePointer<UInt8>, _ end: UnsafePointer<UInt8>, from first: Int) -> Bool {
        var code = start
        var index = first
        while true {
            let wanted = UInt64(min(code.pointee, 64))
            let bias = (0x80 &- wanted) &* 0x0101_0101_0101_0101
            var chunk = index &>> 3
            var group = groups + groupOffsets[chunk &>> 3]
            var raw = UInt64(littleEndian: group.loadUnaligned(fromByteOffset: 16 &+ (chunk & 7) &* 8, as: UInt64.self))
            var reached =
                ((raw & 0x7F7F_7F7F_7F7F_7F7F) &+ bias) & 0x8080_8080_8080_8080
                & (UInt64.max &<< UInt64((index & 7) &* 8))
            while reached == 0 {
                chunk &+= 1
                if chunk & 7 == 0 { group = groups + groupOffsets[chunk &>> 3] }
                raw = UInt64(littleEndian: group.loadUnaligned(fromByteOffset: 16 &+ (chunk & 7) &* 8, as: UInt64.self))
                reached = ((raw & 0x7F7F_7F7F_7F7F_7F7F) &+ bias) & 0x8080_8080_8080_8080
            }
            // The high bit of lane k's byte is bit 8k + 7.
            let lane = reached.trailingZeroBitCount &>> 3
            let byte = raw &>> UInt64(truncatingIfNeeded: lane &* 8)
            if byte & 0x3F != wanted { return false }
            code += 1
            if code == end { return byte & 0x80 != 0 }
            let bit = UInt64(truncatingIfNeeded: (chunk & 7) &* 8 &+ lane)
            let explicit = UInt64(littleEndian: group.loadUnaligned(as: UInt64.self))
            if (explicit &>> bit) & 1 != 0 {
                index = explicitTarget(group, (explicit & ((1 &<< bit) &- 1)).nonzeroBitCount)
                continue
            }
            if (UInt64(littleEndian: group.loadUnaligned(fromByteOffset: 8, as: UInt64.self)) &>> bit) & 1 != 0 {
                return false
            }
            // The state that follows: after this state's last edge.
            var lasts = raw & 0x4040_4040_4040_4040 & (UInt64.max &<< UInt64(truncatingIfNeeded: lane &* 8))
            while lasts == 0 {
                chunk &+= 1
                if chunk & 7 == 0 { group = groups + groupOffsets[chunk &>> 3] }
                lasts =
                    UInt64(littleEndian: group.loadUnaligned(fromByteOffset: 16 &+ (chunk & 7) &* 8, as: UInt64.self))
                    & 0x4040_4040_4040_4040
            }
            index = chunk &* 8 &+ lasts.trailingZeroBitCount &>> 3 &+ 1
        }
    }

    /// The number of strings below `state`: kept for the root, the end state and every state
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
