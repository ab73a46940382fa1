import ZKCore

/// Lint: a store text holds a word of precheck's `curse_words` list (which fastlane keeps as
/// SHA-256 digests of lower-case words; the list is generated from fastlane's file). App Review
/// guideline 1.1 rejects objectionable content; the word may be fine in context, hence a
/// warning. Reported at the word.
enum CurseWordCheck: Check {
    static let curseWord = DiagnosticCode(
        "ZK5069", .warning, summary: "a store text holds a word of precheck's curse-word list",
        explanation: """
            fastlane precheck's `curse_words` rule: every word of the rendered texts, in lower case, \
            is hashed with SHA-256 and looked up in precheck's list of digests \
            (precheck/lib/precheck/rules/rules_data/curse_word_hashes/en_us.txt, copied by \
            scripts/generate-store-tables.py). Words are split at white space and, as precheck \
            does, also at punctuation. Reword the text, or keep it when the word is right in context.
            """,
        example: .edit(
            DiagnosticExample([
                BrandExampleFiles.tokens, .init("Brand/marketing/de/promotional_text.txt", "No fuss, just numbers."),
            ]),
            broken: #"No ↓shit,"#, fixed: #"No fuss,"#))

    static let codes = [curseWord]

    static let hashes = Set(FastlaneTables.precheckCurseWordHashes)

    /// Across every listing: a template serving both stores (or every locale) is one place.
    static func run(_ input: ListingSetInput) -> [Diagnostic] {
        PhraseScan.places(in: input.listings) { _, field in matches(in: field.text) }.map {
            Diagnostic(curseWord, message(for: $0), at: $0.location)
        }
    }

    /// The words of `text` on precheck's list, each once at its start (both splits may find it).
    static func matches(in text: String) -> [PhraseScan.Match] {
        var reported = Set<Int>()
        return tokens(text).compactMap { token in
            guard !reported.contains(token.start), hashes.contains(SHA256.hex(Array(token.text.lowercased().utf8)))
            else { return nil }
            reported.insert(token.start)
            return PhraseScan.Match(written: token.text, start: token.start)
        }
    }

    /// precheck's two splits: at white space (punctuation kept, `f*ck`) and at everything that
    /// is no letter or digit; each token with the scalar index of its start.
    static func tokens(_ text: String) -> [(text: String, start: Int)] {
        var tokens: [(text: String, start: Int)] = []
        var current = ""
        var start = 0
        for (index, scalar) in text.unicodeScalars.enumerated() {
            if scalar.properties.isWhitespace {
                if !current.isEmpty { tokens.append((current, start)) }
                current = ""
            } else {
                if current.isEmpty { start = index }
                current.unicodeScalars.append(scalar)
            }
        }
        if !current.isEmpty { tokens.append((current, start)) }
        return (tokens + CrossStoreCheck.words(text).map { ($0.original, $0.start) }).sorted { $0.start < $1.start }
    }

    // MARK: Messages

    static func message(for place: ListingPlaces<String>.Place) -> String {
        "\(place.subject) \(place.fields.count > 1 ? "hold" : "holds") '\(place.detail)', a word of precheck's curse-word list"
    }
}
