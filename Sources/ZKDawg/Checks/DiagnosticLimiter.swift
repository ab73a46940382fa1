import ZKCore

/// Keeps a long list from flooding the report: at most `limit` diagnostics of each code per
/// file, then one that counts the rest.
struct DiagnosticLimiter {
    let limit: Int
    private(set) var diagnostics: [Diagnostic] = []
    /// By code point: two word lists whose paths differ only in normalisation have their own limits.
    private var counts: [CodePointString: Int] = [:]

    init(limit: Int = 50) { self.limit = limit }

    /// Whether another diagnostic of `code` in `path` is still shown (counts it either way).
    mutating func admit(_ code: DiagnosticCode, path: String) -> Bool {
        let key = CodePointString(code.code + "\u{0}" + path)
        let count = (counts[key] ?? 0) + 1
        counts[key] = count
        return count <= limit
    }

    mutating func append(_ diagnostic: Diagnostic) { diagnostics.append(diagnostic) }

    /// Takes over the diagnostics and counts of `other` (kept apart while both were filled), after its own.
    mutating func merge(_ other: DiagnosticLimiter) {
        diagnostics += other.diagnostics
        counts.merge(other.counts) { $0 + $1 }
    }

    /// The shown diagnostics plus one summary per code and file that went over the limit, sorted.
    func finish(codes: [DiagnosticCode], severity: (DiagnosticCode) -> Severity) -> [Diagnostic] {
        var result = diagnostics
        for key in counts.keys.sorted() {
            guard let count = counts[key], count > limit else { continue }
            let parts = key.string.split(separator: "\u{0}", maxSplits: 1).map(String.init)
            guard parts.count == 2, let code = codes.first(where: { $0.code == parts[0] }) else { continue }
            result.append(
                Diagnostic(
                    severity(code), code: code.code,
                    "\(count - limit) more of these in this file are not listed (\(count) in all)",
                    at: SourceLocation(path: parts[1])))
        }
        return result
    }
}
