import ZKCore

/// How macOS's default file systems (APFS, HFS+) compare names: without regard to case or to
/// Unicode normalisation, while keeping both as written. Two names that differ only so are one
/// file on a Mac and two on Linux, and a name spelt differently from its file on disk is found on
/// a Mac and missing on Linux.
enum MacFileNames {
    /// The key under which a Mac's file system finds `path`. `String`'s own equality and hashing
    /// apply Unicode canonical equivalence, so a `String` key already ignores normalisation;
    /// lowercasing ignores case.
    static func key(_ path: String) -> String { path.lowercased() }

    /// How two names that are one on a Mac differ: `case`, `Unicode normalisation`, or both.
    static func difference(_ a: String, _ b: String) -> String {
        // `==` on String is canonical equivalence: equal means only the normalisation differs.
        if a == b { return "Unicode normalisation (\(Scalars.of(a)) and \(Scalars.of(b)))" }
        if a.lowercased().hasSameCodePoints(as: b.lowercased()) { return "case" }
        return "case and Unicode normalisation"
    }
}

/// The code points of a name, to tell look-alikes apart in messages (`U+006E U+0303`).
enum Scalars {
    static func of(_ text: String) -> String {
        // Only the scalars outside ASCII: enough to tell the spellings apart in a long path.
        let odd = text.unicodeScalars.filter { !$0.isASCII }
        guard !odd.isEmpty else { return "ASCII" }
        return odd.prefix(8).map { "U+" + hex4($0.value) }.joined(separator: " ") + (odd.count > 8 ? " …" : "")
    }

    private static func hex4(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
