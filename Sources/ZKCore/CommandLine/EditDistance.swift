/// The one implementation of "did you mean" (issue 31): the Damerau–Levenshtein distance (optimal
/// string alignment: a swapped pair of neighbours is one edit, `titel` → `title`) within a third
/// of the word's length, as clang has it. Alone that is too loose for names that share a long
/// category prefix (`sticker_sonne` → `sticker_ente`, three edits in thirteen letters), so more
/// than two edits are a spelling only of a changed ending or beginning: the word keeps four
/// fifths of itself as the prefix or as the suffix it shares with the candidate (`dictionary` →
/// `dictionaries`; not `sticker_sonne` → `sticker_krone`, and not `sticker.sonne.name` →
/// `sticker.krone.name`, where a prefix and a suffix together frame a new name in the middle).
/// Names that differ only in digits (`num.7`, `num.0`) are other names.
public enum EditDistance {
    /// The number of insertions, deletions, substitutions and swaps of two neighbours that turn
    /// `a` into `b`, counted in Unicode scalars.
    public static func distance(_ a: String, _ b: String) -> Int {
        distance(Array(a.unicodeScalars), Array(b.unicodeScalars))
    }

    static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var beforePrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var best = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    best = min(best, beforePrevious[j - 2] + 1)
                }
                current[j] = best
            }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[b.count]
    }

    /// The distance of `word` and `candidate` (case-insensitive) when `candidate` is a plausible
    /// spelling of `word` (see the type's comment), else nil.
    /// With `digitsName` false, digits are spelling like letters (diagnostic codes, where one digit more or less is a typo).
    public static func closeness(_ word: String, _ candidate: String, digitsName: Bool = true) -> Int? {
        let a = Array(word.lowercased().unicodeScalars)
        let b = Array(candidate.lowercased().unicodeScalars)
        let (prefix, suffix, differing) = overlap(a, b)
        if digitsName, !differing.isEmpty, differing.allSatisfy({ $0.value >= 0x30 && $0.value <= 0x39 }) { return nil }
        let allowed = max(1, (a.count + 2) / 3)
        // Lengths too far apart cannot be within the threshold: no need to fill the table.
        guard abs(a.count - b.count) <= allowed else { return nil }
        let d = distance(a, b)
        guard d <= allowed else { return nil }
        return d <= 2 || max(prefix, suffix) * 5 >= a.count * 4 ? d : nil
    }

    /// The closest candidate within the threshold (`closeness`), other than `word` itself; ties go
    /// to the first in code-point order, so suggestions are stable.
    public static func nearest(to word: String, in candidates: [String], digitsName: Bool = true) -> String? {
        var best: (String, Int)?
        for candidate in candidates.sorted(by: { $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars) })
        where !candidate.unicodeScalars.elementsEqual(word.unicodeScalars) {
            guard let d = closeness(word, candidate, digitsName: digitsName) else { continue }
            if best == nil || d < best?.1 ?? Int.max { best = (candidate, d) }
        }
        return best?.0
    }

    /// How many scalars of `a` its common prefix and its common suffix with `b` hold, and the
    /// scalars of both that lie between.
    static func overlap(
        _ a: [Unicode.Scalar], _ b: [Unicode.Scalar]
    ) -> (
        prefix: Int, suffix: Int, differing: [Unicode.Scalar]
    ) {
        var start = 0
        while start < a.count, start < b.count, a[start] == b[start] { start += 1 }
        var endA = a.count
        var endB = b.count
        while endA > start, endB > start, a[endA - 1] == b[endB - 1] {
            endA -= 1
            endB -= 1
        }
        return (start, a.count - endA, Array(a[start..<endA] + b[start..<endB]))
    }
}
