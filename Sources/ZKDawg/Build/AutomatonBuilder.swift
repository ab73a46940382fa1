/// The incremental construction of the minimal acyclic automaton from sorted input (Daciuk,
/// Mihov, Watson & Watson 2000, "Incremental construction of minimal acyclic finite-state
/// automata", section 3). Only the path of the last word is mutable; when the next word leaves
/// it, the states below the divergence are frozen bottom-up, each replaced by an equal state of
/// the register if there is one. The register is exact: an open-addressing table of state ids
/// keyed by a hash of (final, labels, targets) whose hits are confirmed by comparing every field.
public struct AutomatonBuilder {
    let labelLimit: Int

    // Frozen states, numbered in the order they were frozen (every edge points to a smaller id).
    var finals: [Bool] = []
    var edgeStarts: [UInt32] = [0]
    var labels: [UInt8] = []
    var targets: [UInt32] = []
    var counts: [UInt64] = []
    var hashes: [UInt64] = []

    // The register: slots hold a state id + 1, 0 is empty.
    var table: [UInt32] = Array(repeating: 0, count: 1 << 10)

    // The mutable path: state at depth d has `pathEdges[d]` edges in slots d * labelLimit ...
    var pathFinal: [Bool] = [false]
    var pathEdges: [Int] = [0]
    var pathLabels: [UInt8]
    var pathTargets: [UInt32]
    var previous: [UInt8] = []
    public private(set) var stringCount = 0

    /// An automaton over codes `0..<labelLimit` (at most 64).
    public init(labelLimit: Int) {
        self.labelLimit = labelLimit
        pathLabels = Array(repeating: 0, count: labelLimit)
        pathTargets = Array(repeating: 0, count: labelLimit)
    }

    /// Adds the next string; it must sort after every string added before.
    public mutating func add(_ word: UnsafeBufferPointer<UInt8>) {
        var common = 0
        let limit = min(previous.count, word.count)
        while common < limit, previous[common] == word[common] { common += 1 }
        freezePath(downTo: common)
        for depth in common..<word.count {
            let slot = depth * labelLimit + pathEdges[depth]
            pathLabels[slot] = word[depth]
            pathEdges[depth] += 1
            if pathFinal.count <= depth + 1 {
                pathFinal.append(false)
                pathEdges.append(0)
                pathLabels.append(contentsOf: repeatElement(0, count: labelLimit))
                pathTargets.append(contentsOf: repeatElement(0, count: labelLimit))
            } else {
                pathFinal[depth + 1] = false
                pathEdges[depth + 1] = 0
            }
        }
        pathFinal[word.count] = true
        previous.removeAll(keepingCapacity: true)
        previous.append(contentsOf: word)
        stringCount += 1
    }

    /// Freezes the path below `depth`: states at depths `previous.count` down to `depth + 1`.
    mutating func freezePath(downTo depth: Int) {
        var current = previous.count
        while current > depth {
            let id = freeze(current)
            pathTargets[(current - 1) * labelLimit + pathEdges[current - 1] - 1] = id
            current -= 1
        }
    }

    mutating func freeze(_ depth: Int) -> UInt32 {
        let base = depth * labelLimit
        let edgeCount = pathEdges[depth]
        let final = pathFinal[depth]
        var hash: UInt64 = final ? 0x9E37_79B9_7F4A_7C15 : 0x6A09_E667_F3BC_C909
        for index in 0..<edgeCount {
            let word = UInt64(pathLabels[base + index]) | UInt64(pathTargets[base + index]) << 8
            hash = (hash ^ word) &* 0xFF51_AFD7_ED55_8CCD
            hash ^= hash >> 29
        }
        hash = (hash ^ (hash >> 32)) &* 0xC4CE_B9FE_1A85_EC53
        hash ^= hash >> 31
        var mask = table.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while table[slot] != 0 {
            let id = Int(table[slot] - 1)
            if hashes[id] == hash, equals(id, depth) { return UInt32(id) }
            slot = (slot + 1) & mask
        }
        let id = finals.count
        var count: UInt64 = final ? 1 : 0
        for index in 0..<edgeCount {
            let target = pathTargets[base + index]
            labels.append(pathLabels[base + index])
            targets.append(target)
            count += counts[Int(target)]
        }
        finals.append(final)
        edgeStarts.append(UInt32(labels.count))
        counts.append(count)
        hashes.append(hash)
        table[slot] = UInt32(id + 1)
        if finals.count * 2 > table.count {
            table = Array(repeating: 0, count: table.count * 2)
            mask = table.count - 1
            for (state, stateHash) in hashes.enumerated() {
                var position = Int(truncatingIfNeeded: stateHash) & mask
                while table[position] != 0 { position = (position + 1) & mask }
                table[position] = UInt32(state + 1)
            }
        }
        return UInt32(id)
    }

    /// Whether frozen state `id` equals the path state at `depth` in every field.
    func equals(_ id: Int, _ depth: Int) -> Bool {
        let base = depth * labelLimit
        let edgeCount = pathEdges[depth]
        let start = Int(edgeStarts[id]), end = Int(edgeStarts[id + 1])
        guard finals[id] == pathFinal[depth], end - start == edgeCount else { return false }
        for index in 0..<edgeCount where labels[start + index] != pathLabels[base + index] || targets[start + index] != pathTargets[base + index] {
            return false
        }
        return true
    }

    /// Freezes the rest and returns the automaton, states renumbered in reverse postorder of a
    /// depth-first walk that takes the highest label first: the root is 0, every edge points to a
    /// larger number (a topological order the reader checks), and the first-label path below a
    /// state follows it in memory, which keeps lookups in few cache lines.
    public mutating func finish() -> Automaton {
        freezePath(downTo: 0)
        let root = Int(freeze(0))
        let stateCount = finals.count
        var numbers = [UInt32](repeating: UInt32.max, count: stateCount)
        var postorder = 0
        var stack: [(state: Int, next: Int)] = [(root, Int(edgeStarts[root + 1]))]
        numbers[root] = 0
        while let top = stack.last {
            let start = Int(edgeStarts[top.state])
            if top.next > start {
                let edge = top.next - 1
                stack[stack.count - 1].next = edge
                let child = Int(targets[edge])
                if numbers[child] == UInt32.max {
                    numbers[child] = 0
                    stack.append((child, Int(edgeStarts[child + 1])))
                }
            } else {
                stack.removeLast()
                numbers[top.state] = UInt32(stateCount - 1 - postorder)
                postorder += 1
            }
        }
        var order = [Int](repeating: 0, count: stateCount)
        for (old, number) in numbers.enumerated() { order[Int(number)] = old }
        var automaton = Automaton(labelLimit: labelLimit, stringCount: stringCount)
        automaton.firstEdges.reserveCapacity(stateCount + 1)
        automaton.countsAndFinals.reserveCapacity(stateCount)
        automaton.labels.reserveCapacity(labels.count)
        automaton.targets.reserveCapacity(targets.count)
        for old in order {
            automaton.firstEdges.append(UInt64(automaton.labels.count))
            automaton.countsAndFinals.append(counts[old] << 1 | (finals[old] ? 1 : 0))
            for edge in Int(edgeStarts[old])..<Int(edgeStarts[old + 1]) {
                automaton.labels.append(labels[edge])
                automaton.targets.append(UInt64(numbers[Int(targets[edge])]))
            }
        }
        automaton.firstEdges.append(UInt64(automaton.labels.count))
        return automaton
    }
}

/// A frozen automaton in the file's numbering: state `s` has edges `firstEdges[s]..<firstEdges[s + 1]`
/// with labels in increasing order; `countsAndFinals[s]` is (strings below `s`) << 1 | final.
public struct Automaton: Sendable, Equatable {
    public var labelLimit: Int
    public var stringCount: Int
    public var firstEdges: [UInt64] = []
    public var countsAndFinals: [UInt64] = []
    public var labels: [UInt8] = []
    public var targets: [UInt64] = []

    public var stateCount: Int { countsAndFinals.count }
    public var edgeCount: Int { labels.count }
}
