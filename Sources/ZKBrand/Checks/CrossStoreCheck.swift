import ZKCore

/// Lint: a listing names the other store or its account ("über Ihren Apple Account" in the
/// Google Play description, "Google Play" on the App Store). Both stores reject such metadata
/// (App Review Guideline 2.3.10; Play's metadata policy), and it usually means the other
/// store's template was reused. Reported at the first word of the name, in the template it was
/// rendered from.
struct CrossStoreCheck: Check {
    static let crossStore = DiagnosticCode(
        "ZK5038", .error, summary: "a store's text names the other store or its account",
        explanation: """
            An App Store text must not name Google Play, the Play Store, a Google account or Android; \
            a Google Play text must not name the App Store (`AppStore` too), iTunes, an Apple Account or Apple ID. The \
            usual cause is a Play field rendered from the App Store template (`description.txt` for \
            `full_description`): write a Play-specific template (`full_description.txt`, \
            `short_description.txt`, `changelogs/default.txt`) in the locale's folder.
            """,
        example: .edit(
            DiagnosticExample([
                BrandExampleFiles.tokens,
                .init("Brand/marketing/de/full_description.txt", "Abgerechnet wird über Ihr Google-Konto."),
            ]),
            broken: #"Ihren ↓Apple Account."#, fixed: #"Ihr Google-Konto."#))

    static let codes = [crossStore]

    /// Names of each store (lower-case words; a trailing `*` matches any ending, for inflected languages).
    static let names: [Store: [[String]]] = [
        .appStore: [
            ["app", "store"], ["appstore"], ["itunes"], ["apple", "account"], ["apple", "id"], ["apple", "konto"],
            ["аккаунт*", "apple"],
            ["учётн*", "запис*", "apple"], ["apple", "аккаунт*"],
        ],
        .play: [
            ["google", "play"], ["play", "store"], ["play", "market"], ["google", "account"], ["google", "konto"],
            ["аккаунт*", "google"], ["учётн*", "запис*", "google"], ["android"],
        ],
    ]

    static func run(_ input: ListingInput) -> [Diagnostic] {
        let listing = input.listing
        let other: Store = listing.store == .appStore ? .play : .appStore
        let patterns = names[other] ?? []
        var diagnostics: [Diagnostic] = []
        for field in listing.fields {
            guard let rendered = field.rendered, field.rule.kind != .url else { continue }
            let words = Self.words(field.text)
            var index = 0
            while index < words.count {
                guard let pattern = patterns.first(where: { matches($0, words, at: index) }) else {
                    index += 1
                    continue
                }
                let written = words[index..<(index + pattern.count)].map(\.original).joined(separator: " ")
                var notes: [Diagnostic.Note] = []
                if rendered.template.field != field.rule.templates[0] {
                    notes.append(
                        .init(
                            borrowedTemplateNote(
                                rendered.template.field, other: other, store: listing.store,
                                own: field.rule.templates[0])))
                }
                diagnostics.append(
                    Diagnostic(
                        crossStore, message(written, field: field.rule, listing: listing, other: other),
                        at: rendered.templateLocation(ofTrimmedScalar: words[index].start).location, notes: notes))
                index += pattern.count
            }
        }
        return diagnostics
    }

    struct Word {
        var lowered: String
        var original: String
        /// Scalar index of the first letter.
        var start: Int
    }

    /// The words of `text` by scalar, so their starts are scalar indices of the text. A combining
    /// mark belongs to the word it follows: "учётной" written with e + U+0308 is one word, which
    /// the patterns match by canonical equivalence (`hasPrefix`, `==`), as a reader would.
    static func words(_ text: String) -> [Word] {
        var words: [Word] = []
        var current = ""
        var start = 0
        for (index, scalar) in text.unicodeScalars.enumerated() {
            let character = Character(scalar)
            if character.isLetter || character.isNumber || (!current.isEmpty && isMark(scalar)) {
                if current.isEmpty { start = index }
                current.unicodeScalars.append(scalar)
            } else if !current.isEmpty {
                words.append(Word(lowered: current.lowercased(), original: current, start: start))
                current = ""
            }
        }
        if !current.isEmpty { words.append(Word(lowered: current.lowercased(), original: current, start: start)) }
        return words
    }

    static func isMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: true
        default: false
        }
    }

    static func matches(_ pattern: [String], _ words: [Word], at index: Int) -> Bool {
        guard index + pattern.count <= words.count else { return false }
        for (offset, part) in pattern.enumerated() {
            let word = words[index + offset].lowered
            if part.hasSuffix("*") {
                guard word.hasPrefix(part.dropLast()) else { return false }
            } else if word != part {
                return false
            }
        }
        return true
    }

    // MARK: Messages

    /// `… names 'Google Play', the other store`; `… names 'Apple Account', which belongs to the App Store`
    /// (never "'Google Play' of the Google Play").
    static func message(_ written: String, field: StoreField, listing: StoreListing, other: Store) -> String {
        let subject = "\(listing.store.displayName) \(field.label) of \(listing.describedLocale) names '\(written)'"
        let squeezed = { (text: String) in text.lowercased().filter { !$0.isWhitespace } }
        if squeezed(written) == squeezed(other.displayName) { return subject + ", the other store" }
        return subject + ", which belongs to " + (other == .appStore ? "the App Store" : "Google Play")
    }

    static func borrowedTemplateNote(_ template: String, other: Store, store: Store, own: String) -> String {
        "rendered from the \(other.displayName) template '\(template).txt'; add \(MessageText.withArticle(store.displayName)) template '\(own).txt'"
    }
}
