import Foundation

/// The keywords field split at commas, each keyword with its scalar range in the trimmed text
/// (so a diagnostic can be mapped back into the template).
struct KeywordList {
    struct Keyword {
        /// The keyword without surrounding white space.
        var text: String
        /// Scalar index of the keyword's first character in the trimmed field (of the raw entry when empty).
        var start: Int
        /// Scalar index right after the comma that precedes the entry (nil for the first).
        var afterComma: Int?
        /// Leading white space of the raw entry, in scalars.
        var leadingSpace: Int
    }

    var keywords: [Keyword]

    init(_ text: String) {
        let scalars = Array(text.unicodeScalars)
        var keywords: [Keyword] = []
        var entryStart = 0
        var index = 0
        func finish(_ end: Int) {
            var start = entryStart
            var stop = end
            while start < stop, CharacterSet.whitespacesAndNewlines.contains(scalars[start]) { start += 1 }
            while stop > start, CharacterSet.whitespacesAndNewlines.contains(scalars[stop - 1]) { stop -= 1 }
            keywords.append(
                Keyword(
                    text: String(String.UnicodeScalarView(scalars[start..<stop])), start: start,
                    afterComma: entryStart > 0 ? entryStart : nil, leadingSpace: start - entryStart))
        }
        while index < scalars.count {
            if scalars[index] == "," {
                finish(index)
                entryStart = index + 1
            }
            index += 1
        }
        if !scalars.isEmpty { finish(scalars.count) }
        self.keywords = keywords
    }
}
