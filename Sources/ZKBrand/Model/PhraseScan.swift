import ZKCore

/// Finds phrases in the rendered store texts word by word (case-insensitively, in NFC, whole
/// words only: "beta test" is found in "Beta-Test", not in "Alphabetatest"), for the precheck
/// rules. A phrase is written in lower case; a word ending in `*` matches any ending.
struct PhraseScan {
    /// The phrases, each split into its words.
    var patterns: [[String]]

    init(_ phrases: [String]) {
        patterns = phrases.map { phrase in
            phrase.split(separator: " ").flatMap { part -> [String] in
                let star = part.hasSuffix("*")
                let words = CrossStoreCheck.words(String(star ? part.dropLast() : part)).map(\.lowered)
                guard star, let last = words.last else { return words }
                return words.dropLast() + [last + "*"]
            }
        }.filter { !$0.isEmpty }
    }

    /// One phrase found: as written, and the scalar index of its first letter in the text.
    struct Match {
        var written: String
        var start: Int
    }

    /// Every occurrence in `text`, left to right, without overlaps; longer phrases first.
    func matches(in text: String, removing allowed: PhraseScan? = nil) -> [Match] {
        let words = CrossStoreCheck.words(text)
        let ordered = patterns.sorted { $0.count > $1.count }
        var found: [Match] = []
        var index = 0
        while index < words.count {
            if let allowed, let safe = allowed.patterns.first(where: { CrossStoreCheck.matches($0, words, at: index) })
            {
                index += safe.count
                continue
            }
            guard let pattern = ordered.first(where: { CrossStoreCheck.matches($0, words, at: index) }) else {
                index += 1
                continue
            }
            let written = words[index..<(index + pattern.count)].map(\.original).joined(separator: " ")
            found.append(Match(written: written, start: words[index].start))
            index += pattern.count
        }
        return found
    }

    /// The places of what `matches` finds in the readable fields of `listings` (it gets the
    /// listing and the field, whose `text` it scans), each located in its template and merged by
    /// `ListingPlaces`: a template serving both stores (or every locale) is one place, naming
    /// every store's field and locale. The detail of a place is the match as written.
    static func places(
        in listings: [StoreListing], matches: (StoreListing, StoreListing.Field) -> [Match]
    ) -> [ListingPlaces<String>.Place] {
        var found = ListingPlaces<String>()
        for listing in listings {
            for (field, rendered) in readableFields(listing) {
                for match in matches(listing, field) {
                    found.append(
                        rendered.templateLocation(ofTrimmedScalar: match.start).location, match.written,
                        store: listing.store, field: field.rule.label, locale: listing.describedLocale)
                }
            }
        }
        return found.places
    }

    /// The text fields of a listing that a reader sees (not URLs, categories or review notes).
    static func readableFields(_ listing: StoreListing) -> [(field: StoreListing.Field, rendered: RenderedText)] {
        listing.fields.compactMap { field in
            guard let rendered = field.rendered, !field.text.isEmpty,
                field.rule.kind == .text || field.rule.kind == .keywords,
                !field.rule.name.hasCodePointPrefix("review_information/")
            else { return nil }
            return (field, rendered)
        }
    }
}
