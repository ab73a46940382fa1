/// The edges a lookup takes for its first letters, made on open from the validated DAWG: the
/// root and the states near it have the most edges (up to the whole alphabet), so scanning them
/// costs the most per letter. Entry `c` (one letter) and entry `L + c1 * L + c2` (two letters)
/// hold `target << 2 | final << 1 | present`, where `target` is the edge the next state starts
/// at (0: none, the end state or no such prefix); `labels[c1 * L + c2]` is the label set of the
/// state two letters lead to, so the third edge is that state's first edge plus the number of
/// smaller labels. For 32 letters: 4 KB of entries and 8 KB of label sets.
final class PrefixTable: @unchecked Sendable {
    let entries: UnsafeMutablePointer<UInt32>
    let labels: UnsafeMutablePointer<UInt64>

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
        for first in view.edges(of: view.root) {
            entries[Int(first.label)] = entry(first)
            for second in view.edges(of: first.target) {
                let pair = Int(first.label) * letters + Int(second.label)
                entries[letters + pair] = entry(second)
                labels[pair] = view.labelSet(second.target)
            }
        }
    }

    deinit {
        entries.deallocate()
        labels.deallocate()
    }
}
