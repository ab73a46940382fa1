import ZKCore

// Token names and paths, alias targets, locale keys and template folders are JSON strings or
// file names: two of them are the same only when their code points are (ZKCore's
// `CodePointString`). Swift's `==`, `hasPrefix`, `Set<String>` and `[String: …]` compare
// canonical forms instead, so "ñ" (U+00F1) and "n\u{0303}" would be one token, and a Kelvin sign
// (U+212A) would pass for the letter K. These are the comparisons the module uses instead.

extension String {
    /// Whether the string starts with `prefix`, code point by code point (`hasPrefix` compares
    /// canonical forms: `"n\u{0303}x".hasPrefix("ñ")` is true).
    func hasCodePointPrefix(_ prefix: String) -> Bool { utf8.starts(with: prefix.utf8) }

    /// The string as a dictionary or set key that keeps look-alikes apart.
    var codePoints: CodePointString { CodePointString(self) }
}

extension Sequence where Element == String {
    /// Whether one of the strings has exactly the code points of `string`.
    func containsCodePoints(_ string: String) -> Bool { contains { $0.hasSameCodePoints(as: string) } }

    /// The strings in code-point order (deterministic, unlike `sorted()`, which leaves
    /// canonically equivalent strings in input order).
    func sortedByCodePoints() -> [String] { sorted { $0.precedesByCodePoints($1) } }
}

extension Array where Element == String {
    /// Whether the path of names starts with `prefix`, each name compared by code points.
    func startsByCodePoints(with prefix: [String]) -> Bool {
        count >= prefix.count && zip(self, prefix).allSatisfy { $0.hasSameCodePoints(as: $1) }
    }
}

extension String {
    /// The parts between every `separator` code point. `split(separator:)` splits at characters,
    /// and a combining mark after a `.` joins it to the next name (`"a.\u{0301}b"` is one
    /// character sequence `a`, `.́`, `b`), so a dotted path would not split there.
    func components(separatedByScalar separator: Unicode.Scalar) -> [String] {
        unicodeScalars.split(separator: separator, omittingEmptySubsequences: false).map { String(Substring($0)) }
    }
}
