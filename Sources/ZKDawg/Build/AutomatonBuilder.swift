/// The incremental construction of the minimal acyclic automaton from sorted input (Daciuk,
/// Mihov, Watson & Watson 2000, "Incremental construction of minimal acyclic finite-state
/// automata", section 3). Only the path of the last string is mutable; when the next string
/// leaves it, the states below the divergence are frozen bottom-up, each replaced by an equal
/// state of the register if there is one. The register is exact: an open-addressing table of
/// state ids tagged with a 32-bit hash of (final, labels, targets), whose hits are confirmed by
/// comparing every field — never a lossy cache.
public final class AutomatonBuilder {
    public enum Addition: Equatable, Sendable {
        case added
        /// The string equals the previous one; nothing was added.
        case duplicate
        /// The string sorts before the previous one; nothing was added.
        case outOfOrder
    }

    let labelLimit: Int

    // Frozen states, numbered in the order they were frozen (every edge leads to a smaller id):
    // state `s` has edges `edgeStarts[s]..<edgeStarts[s + 1]`.
    let edgeStarts = GrowableBuffer<UInt32>(capacity: 1 << 12)
    let finals = GrowableBuffer<Bool>(capacity: 1 << 12)
    let labels = GrowableBuffer<UInt8>(capacity: 1 << 13)
    let targets = GrowableBuffer<UInt32>(capacity: 1 << 13)

    // The builder is used by one thread, and nothing holds an access to a property across a
    // call: the stored properties skip the runtime's dynamic exclusivity checks, which would
    // otherwise take a third of the build time.

    // The register: slots hold (hash tag << 32) | (state id + 1); 0 is empty. The home slot is
    // the tag scaled to the table size, so the table can be rebuilt from the slots alone when it
    // grows (by half, at three quarters full).
    @exclusivity(unchecked) var table: UnsafeMutablePointer<UInt64>
    @exclusivity(unchecked) var tableSize: Int

    // The mutable path: the state at depth d is final when `pathFinal[d]` and has
    // `pathEdges[d]` edges in slots `d * labelLimit ..< d * labelLimit + pathEdges[d]`.
    @exclusivity(unchecked) var depthCapacity = 0
    @exclusivity(unchecked) var pathFinal: UnsafeMutablePointer<Bool>
    @exclusivity(unchecked) var pathEdges: UnsafeMutablePointer<Int>
    @exclusivity(unchecked) var pathLabels: UnsafeMutablePointer<UInt8>
    @exclusivity(unchecked) var pathTargets: UnsafeMutablePointer<UInt32>
    @exclusivity(unchecked) var previous: UnsafeMutablePointer<UInt8>
    @exclusivity(unchecked) var previousCount = 0
    @exclusivity(unchecked) public private(set) var stringCount = 0

    /// An automaton over codes `0..<labelLimit` (at most 64).
    public init(labelLimit: Int) {
        self.labelLimit = max(1, labelLimit)
        tableSize = 1 << 12
        table = .allocate(capacity: tableSize)
        table.initialize(repeating: 0, count: tableSize)
        pathFinal = .allocate(capacity: 1)
        pathEdges = .allocate(capacity: 1)
        pathLabels = .allocate(capacity: 1)
        pathTargets = .allocate(capacity: 1)
        previous = .allocate(capacity: 1)
        edgeStarts.append(0)
        reservePath(depth: 64)
        pathFinal[0] = false
        pathEdges[0] = 0
    }

    deinit {
        table.deallocate()
        pathFinal.deallocate()
        pathEdges.deallocate()
        pathLabels.deallocate()
        pathTargets.deallocate()
        previous.deallocate()
    }

    /// Makes the path arrays hold states up to `depth` (a string of `depth` codes).
    func reservePath(depth: Int) {
        guard depth + 1 > depthCapacity else { return }
        let newCapacity = max(depth + 1, depthCapacity * 2)
        func regrow<T>(_ pointer: inout UnsafeMutablePointer<T>, _ oldCount: Int, _ newCount: Int) {
            let memory = UnsafeMutablePointer<T>.allocate(capacity: newCount)
            memory.moveInitialize(from: pointer, count: oldCount)
            pointer.deallocate()
            pointer = memory
        }
        regrow(&pathFinal, depthCapacity, newCapacity)
        regrow(&pathEdges, depthCapacity, newCapacity)
        regrow(&pathLabels, depthCapacity * labelLimit, newCapacity * labelLimit)
        regrow(&pathTargets, depthCapacity * labelLimit, newCapacity * labelLimit)
        regrow(&previous, max(0, depthCapacity - 1), newCapacity - 1)
        depthCapacity = newCapacity
    }

    /// Adds the next non-empty string of codes below `labelLimit` if it sorts after the previous one.
    @discardableResult
    public func add(_ word: UnsafeBufferPointer<UInt8>) -> Addition {
        let count = word.count
        guard let codes = word.baseAddress, count > 0 else { return .outOfOrder }
        var common = 0
        let limit = min(previousCount, count)
        while common < limit, previous[common] == codes[common] { common &+= 1 }
        if common == count { return common == previousCount ? .duplicate : .outOfOrder }
        if common < previousCount, codes[common] < previous[common] { return .outOfOrder }
        freezePath(downTo: common)
        reservePath(depth: count)
        var depth = common
        while depth < count {
            let code = codes[depth]
            pathLabels[depth &* labelLimit &+ pathEdges[depth]] = code
            pathEdges[depth] &+= 1
            previous[depth] = code
            depth &+= 1
            pathFinal[depth] = false
            pathEdges[depth] = 0
        }
        pathFinal[count] = true
        previousCount = count
        stringCount &+= 1
        return .added
    }

    /// Freezes the path below `depth`: the states at depths `previousCount` down to `depth + 1`.
    func freezePath(downTo depth: Int) {
        var current = previousCount
        while current > depth {
            let id = freeze(current)
            let parent = current &- 1
            pathTargets[parent &* labelLimit &+ pathEdges[parent] &- 1] = id
            current = parent
        }
    }

    /// The id of the frozen state equal to the path state at `depth`, freezing it if it is new.
    func freeze(_ depth: Int) -> UInt32 {
        let base = depth &* labelLimit
        let edgeCount = pathEdges[depth]
        let final = pathFinal[depth]
        var hash: UInt64 = final ? 0x9E37_79B9_7F4A_7C15 : 0x6A09_E667_F3BC_C909
        for index in 0..<edgeCount {
            hash =
                (hash ^ (UInt64(pathLabels[base &+ index]) | UInt64(pathTargets[base &+ index]) << 8))
                &* 0xFF51_AFD7_ED55_8CCD
            hash ^= hash >> 29
        }
        hash = (hash ^ (hash >> 32)) &* 0xC4CE_B9FE_1A85_EC53
        let tag = hash >> 32
        var slot = home(tag)
        while true {
            let entry = table[slot]
            if entry == 0 { break }
            if entry >> 32 == tag {
                let id = Int(truncatingIfNeeded: entry & 0xFFFF_FFFF) &- 1
                if equals(id, base, edgeCount, final) { return UInt32(truncatingIfNeeded: id) }
            }
            slot &+= 1
            if slot == tableSize { slot = 0 }
        }
        let id = finals.count
        for index in 0..<edgeCount {
            labels.append(pathLabels[base &+ index])
            targets.append(pathTargets[base &+ index])
        }
        finals.append(final)
        edgeStarts.append(UInt32(truncatingIfNeeded: labels.count))
        table[slot] = tag << 32 | UInt64(id &+ 1)
        if finals.count &* 4 > tableSize &* 3 { growTable() }
        return UInt32(truncatingIfNeeded: id)
    }

    /// The home slot of a 32-bit tag: the tag scaled to the table size (no power of two needed).
    @inline(__always)
    func home(_ tag: UInt64) -> Int { Int(truncatingIfNeeded: (tag &* UInt64(tableSize)) >> 32) }

    func growTable() {
        let oldSize = tableSize
        let old = table
        tableSize = max(oldSize + oldSize / 2, 16)
        table = .allocate(capacity: tableSize)
        table.initialize(repeating: 0, count: tableSize)
        for index in 0..<oldSize where old[index] != 0 {
            var slot = home(old[index] >> 32)
            while table[slot] != 0 {
                slot += 1
                if slot == tableSize { slot = 0 }
            }
            table[slot] = old[index]
        }
        old.deallocate()
    }

    /// Whether frozen state `id` equals the path state whose edges start at slot `base`.
    @inline(__always)
    func equals(_ id: Int, _ base: Int, _ edgeCount: Int, _ final: Bool) -> Bool {
        let start = Int(edgeStarts[id])
        let end = Int(edgeStarts[id &+ 1])
        guard finals[id] == final, end &- start == edgeCount else { return false }
        for index in 0..<edgeCount
        where labels[start &+ index] != pathLabels[base &+ index]
            || targets[start &+ index] != pathTargets[base &+ index]
        {
            return false
        }
        return true
    }

    /// Freezes the rest and returns the automaton (the builder is spent), states renumbered in reverse postorder of a
    /// depth-first walk that takes the highest label first: the root is 0, every edge leads to a
    /// larger number (a topological order the reader checks), and the state reached by a state's
    /// first label follows it in memory, which keeps lookups in few cache lines.
    public func finish() -> Automaton {
        freezePath(downTo: 0)
        previousCount = 0
        let root = Int(freeze(0))
        // The register is done with: free it before the renumbering allocates.
        tableSize = 1
        table.deallocate()
        table = .allocate(capacity: 1)
        table.initialize(to: 0)
        let stateCount = finals.count
        let edgeCount = labels.count
        var numbers = [UInt32](repeating: UInt32.max, count: stateCount)
        var order = [UInt32](repeating: 0, count: stateCount)
        // Each state on the stack with the edge to follow next, from its last edge down: the
        // child of the first edge is finished last and numbered right after its parent.
        var stack: [(state: Int, next: Int)] = []
        stack.reserveCapacity(depthCapacity + 1)
        stack.append((root, Int(edgeStarts[root + 1])))
        numbers[root] = 0
        var postorder = 0
        while let top = stack.last {
            if top.next > Int(edgeStarts[top.state]) {
                let edge = top.next - 1
                stack[stack.count - 1].next = edge
                let child = Int(targets[edge])
                if numbers[child] == UInt32.max {
                    numbers[child] = 0
                    stack.append((child, Int(edgeStarts[child + 1])))
                }
            } else {
                stack.removeLast()
                let number = stateCount - 1 - postorder
                numbers[top.state] = UInt32(truncatingIfNeeded: number)
                order[number] = UInt32(truncatingIfNeeded: top.state)
                postorder += 1
            }
        }
        var automaton = Automaton(labelLimit: labelLimit, stringCount: stringCount)
        automaton.firstEdges.reserveCapacity(stateCount + 1)
        automaton.finals.reserveCapacity(stateCount)
        automaton.labels.reserveCapacity(edgeCount)
        automaton.targets.reserveCapacity(edgeCount)
        for old in order {
            let state = Int(old)
            automaton.firstEdges.append(UInt32(truncatingIfNeeded: automaton.labels.count))
            automaton.finals.append(finals[state])
            for edge in Int(edgeStarts[state])..<Int(edgeStarts[state + 1]) {
                automaton.labels.append(labels[edge])
                automaton.targets.append(numbers[Int(targets[edge])])
            }
        }
        automaton.firstEdges.append(UInt32(truncatingIfNeeded: automaton.labels.count))
        for buffer in [edgeStarts, targets] { buffer.release() }
        finals.release()
        labels.release()
        return automaton
    }
}
