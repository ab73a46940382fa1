import Foundation
import ZKCore

extension BrandFacts {
    /// The distinct non-empty app names, longest first (so a longer name wins an overlap).
    public var distinctNames: [String] {
        Set(appNames.map(\.value).filter { !$0.isEmpty }).sorted { ($0.count, $1) > ($1.count, $0) }
    }

    /// Where an app name is written in `text` as a word of its own: case-insensitive, not part of
    /// a longer word (`Zahlenkette` matches, `Zahlenketten` does not). Shared by the brand and
    /// strings checks so both refuse the same thing.
    public func appNameMatches(in text: String) -> [(name: String, range: Range<String.Index>)] {
        Self.appNameMatches(in: text, names: distinctNames)
    }

    /// `appNameMatches(in:)` with the names given (`distinctNames`, computed once by a caller
    /// that matches many texts).
    public static func appNameMatches(in text: String, names: [String]) -> [(name: String, range: Range<String.Index>)]
    {
        var found: [(name: String, range: Range<String.Index>)] = []
        for name in names {
            var searchStart = text.startIndex
            while let range = text.range(of: name, options: [.caseInsensitive], range: searchStart..<text.endIndex) {
                searchStart = range.upperBound
                let before = range.lowerBound > text.startIndex ? text[text.index(before: range.lowerBound)] : nil
                let after = range.upperBound < text.endIndex ? text[range.upperBound] : nil
                let isWordChar = { (c: Character?) in c.map { $0.isLetter || $0.isNumber } ?? false }
                guard !isWordChar(before), !isWordChar(after) else { continue }
                guard !found.contains(where: { $0.range.overlaps(range) }) else { continue }
                found.append((name, range))
            }
        }
        return found.sorted { $0.range.lowerBound < $1.range.lowerBound }
    }
}
