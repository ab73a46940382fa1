/// Levenshtein distance, for "did you mean" suggestions.
public enum EditDistance {
    public static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a.unicodeScalars), b = Array(b.unicodeScalars)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }

    /// The closest candidate within a distance of a third of the word's length (at least 2);
    /// ties go to the first in sorted order, so suggestions are stable.
    public static func nearest(to word: String, in candidates: [String]) -> String? {
        let limit = max(2, word.count / 3)
        var best: (String, Int)?
        for candidate in candidates.sorted() {
            let d = distance(word.lowercased(), candidate.lowercased())
            if d <= limit, best == nil || d < best?.1 ?? Int.max { best = (candidate, d) }
        }
        return best?.0
    }
}
