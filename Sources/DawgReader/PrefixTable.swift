/// The edges a lookup takes for its first letters, made on open from the validated DAWG: the
/// root and the states near it have the most edges (up to the whole alphabet), so scanning them
/// costs the most per letter. Entry `c` (one letter) and entry `L + c1 * L + c2` (two letters)
/// hold `target << 2 | final << 1 | present`, where `target` is the edge the next state starts
/// at (0: none, the end state or no such prefix); `labels[c1 * L + c2]` is the label set of the
/// state two letters lead to, so the third edge is that state's first edge plus the number of
/// smaller labels; at `thirdBases[c1 * L + c2] + k`, `thirdEntries` holds the k-th of those edges
/// (encoded like `entries`) and `thirdLabels` the label set of the state it leads to, which finds
/// the fourth edge the same way. The table reads do not depend on one another, so a lookup's first
/// read of the file is its fourth edge. For ru-forms (32 letters, 4,094 three-letter prefixes):
/// 4 KB of entries, 12 KB for the two-letter states, 48 KB for the three-letter ones.
final class PrefixTable: @unchecked Sendable {
    let entries: UnsafeMutablePointer<UInt32>
    let labels: UnsafeMutablePointer<UInt64>
    /// Per two-letter prefix, where its three-letter prefixes start in `thirdEntries` and `thirdLabels`.
    let thirdBases: UnsafeMutablePointer<UInt32>
    let thirdEntries: UnsafeMutablePointer<UInt32>
    let thirdLabels: UnsafeMutablePointer<UInt64>

    /// Nil when a target would not fit 30 bits.
    init?(_ view: AutomatonView) {
        guard view.edgeCount < 1 << 30 else { return nil }
        let letters = view.labelLimit
        entries = .allocate(capacity: letters + letters * letters)
        entries.initialize(repeating: 0, count: letters + letters * letters)
        labels = .allocate(capacity: letters * letters)
        labels.initialize(repeating: 0, count: letters * letters)
        func entry(_ edge: AutomatonView.Edge) -> UInt32 {
            UInt32(max(0, edge.target)) << 2 | (edge.isFinal ? 2 : 0) | 1
        }
        thirdBases = .allocate(capacity: letters * letters)
        thirdBases.initialize(repeating: 0, count: letters * letters)
        var third: [(entry: UInt32, labels: UInt64)] = []
        for first in view.edges(of: view.root) {
            entries[Int(first.label)] = entry(first)
            for second in view.edges(of: first.target) {
                let pair = Int(first.label) * letters + Int(second.label)
                entries[letters + pair] = entry(second)
                labels[pair] = view.labelSet(second.target)
                thirdBases[pair] = UInt32(third.count)
                for edge in view.edges(of: second.target) { third.append((entry(edge), view.labelSet(edge.target))) }
            }
        }
        thirdEntries = .allocate(capacity: max(1, third.count))
        thirdEntries.initialize(repeating: 0, count: max(1, third.count))
        thirdLabels = .allocate(capacity: max(1, third.count))
        thirdLabels.initialize(repeating: 0, count: max(1, third.count))
        for (index, item) in third.enumerated() {
            thirdEntries[index] = item.entry
            thirdLabels[index] = item.labels
        }
    }

    deinit {
        entries.deallocate()
        labels.deallocate()
        thirdBases.deallocate()
        thirdEntries.deallocate()
        thirdLabels.deallocate()
    }
}
