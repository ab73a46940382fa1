/// The raw layer: one automaton of a validated file, read in place. States and edges are
/// integers; nothing here allocates or checks bounds again (`DawgFile` checked them once).
public struct AutomatonView: @unchecked Sendable {
    let states: UnsafeRawPointer
    let edges: UnsafeRawPointer
    let wideStates: Bool
    let wideEdges: Bool
    let labelBits: UInt64
    let labelMask: UInt64
    public let stateCount: Int
    public let edgeCount: Int
    public let stringCount: Int
    public let labelLimit: Int
    public let root = 0

    init(
        states: UnsafeRawPointer, edges: UnsafeRawPointer, stateWidth: Int, edgeWidth: Int, labelBits: Int,
        stateCount: Int, edgeCount: Int, stringCount: Int, labelLimit: Int
    ) {
        self.states = states
        self.edges = edges
        self.wideStates = stateWidth == 8
        self.wideEdges = edgeWidth == 8
        self.labelBits = UInt64(labelBits)
        self.labelMask = (1 << UInt64(labelBits)) - 1
        self.stateCount = stateCount
        self.edgeCount = edgeCount
        self.stringCount = stringCount
        self.labelLimit = labelLimit
    }

    @inline(__always)
    func stateField(_ index: Int) -> UInt64 {
        wideStates
            ? UInt64(littleEndian: states.load(fromByteOffset: index &* 8, as: UInt64.self))
            : UInt64(UInt32(littleEndian: states.load(fromByteOffset: index &* 4, as: UInt32.self)))
    }

    /// Index of the first edge of `state`; `firstEdge(state + 1)` ends its edges.
    @inline(__always)
    public func firstEdge(_ state: Int) -> Int { Int(truncatingIfNeeded: stateField(state &* 2)) }

    /// Strings accepted below `state` (including the empty one when it is final).
    @inline(__always)
    public func count(_ state: Int) -> Int { Int(truncatingIfNeeded: stateField(state &* 2 &+ 1) >> 1) }

    @inline(__always)
    public func isFinal(_ state: Int) -> Bool { stateField(state &* 2 &+ 1) & 1 != 0 }

    @inline(__always)
    func edgeRecord(_ edge: Int) -> UInt64 {
        wideEdges
            ? UInt64(littleEndian: edges.load(fromByteOffset: edge &* 8, as: UInt64.self))
            : UInt64(UInt32(littleEndian: edges.load(fromByteOffset: edge &* 4, as: UInt32.self)))
    }

    @inline(__always)
    public func label(_ edge: Int) -> UInt8 { UInt8(truncatingIfNeeded: edgeRecord(edge) & labelMask) }

    @inline(__always)
    public func target(_ edge: Int) -> Int { Int(truncatingIfNeeded: edgeRecord(edge) >> labelBits) }

    /// The state reached from `state` by `label`, or -1.
    @inline(__always)
    public func child(_ state: Int, _ label: UInt8) -> Int {
        var edge = firstEdge(state)
        let end = firstEdge(state &+ 1)
        let wanted = UInt64(label)
        while edge < end {
            let record = edgeRecord(edge)
            let found = record & labelMask
            if found == wanted { return Int(truncatingIfNeeded: record >> labelBits) }
            if found > wanted { return -1 }
            edge &+= 1
        }
        return -1
    }

    /// The state reached from the root by `codes`, or -1.
    @inline(__always)
    public func walk<C: Collection>(_ codes: C, from start: Int = 0) -> Int where C.Element == UInt8 {
        var state = start
        for code in codes {
            state = child(state, code)
            if state < 0 { return -1 }
        }
        return state
    }

    /// Whether the automaton accepts `codes`.
    @inline(__always)
    public func accepts(_ codes: UnsafeBufferPointer<UInt8>) -> Bool {
        if !wideStates, !wideEdges { return acceptsNarrow(codes) }
        var state = 0
        for code in codes {
            state = child(state, code)
            if state < 0 { return false }
        }
        return isFinal(state)
    }

    /// `accepts` for the common layout of 32-bit state fields and edges (no width branches).
    func acceptsNarrow(_ codes: UnsafeBufferPointer<UInt8>) -> Bool {
        let stateFields = states.assumingMemoryBound(to: UInt32.self)
        let edgeRecords = edges.assumingMemoryBound(to: UInt32.self)
        let mask = UInt32(truncatingIfNeeded: labelMask), shift = UInt32(truncatingIfNeeded: labelBits)
        var state = 0
        for code in codes {
            var edge = Int(UInt32(littleEndian: stateFields[state &* 2]))
            let end = Int(UInt32(littleEndian: stateFields[state &* 2 &+ 2]))
            let wanted = UInt32(code)
            var next = -1
            while edge < end {
                let record = UInt32(littleEndian: edgeRecords[edge])
                let found = record & mask
                if found >= wanted {
                    if found == wanted { next = Int(record >> shift) }
                    break
                }
                edge &+= 1
            }
            if next < 0 { return false }
            state = next
        }
        return UInt32(littleEndian: stateFields[state &* 2 &+ 1]) & 1 != 0
    }

    /// The labels leaving `state`, as a bit set (bit `c` for code `c`).
    public func labelSet(_ state: Int) -> UInt64 {
        var set: UInt64 = 0
        for edge in firstEdge(state)..<firstEdge(state + 1) { set |= 1 << UInt64(label(edge)) }
        return set
    }
}
