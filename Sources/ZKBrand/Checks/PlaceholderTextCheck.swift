import ZKCore

/// Lint: a store text still holds placeholder text — precheck's `placeholder_text` words
/// ("lorem ipsum", "text here", "placeholder"), their German and Russian counterparts, and the
/// markers `TODO`, `FIXME`, `TBD` written in capitals (lower-case "todo" is Spanish and
/// Portuguese for "all"). App Review rejects unfinished metadata (guideline 2.3.3). Reported at
/// the first word.
enum PlaceholderTextCheck: Check {
    static let placeholderText = DiagnosticCode(
        "ZK5066", .warning, summary: "a store text holds placeholder text",
        explanation: """
            fastlane precheck's `placeholder_text` rule, on the rendered texts of both stores: \
            "lorem ipsum", "bacon ipsum", "hipster ipsum", "text here" (precheck's list, \
            scripts/generate-store-tables.py; its bare "placeholder" is narrowed to "placeholder \
            text", since release notes name the UI element), "Blindtext", "Platzhaltertext", "Text \
            folgt", "текст здесь", "рыба текста", and `TODO`, `FIXME`, `TBD` in capitals. Whole \
            words, case-insensitive, in NFC. Write the real text.
            """,
        example: .edit(
            DiagnosticExample([
                BrandExampleFiles.tokens,
                .init("Brand/marketing/de/promotional_text.txt", "Zahlen lernen von 1 bis 20, mit Ton."),
            ]),
            broken: #"lernen. ↓Lorem ipsum dolor sit amet."#, fixed: #"lernen von 1 bis 20, mit Ton."#))

    static let codes = [placeholderText]

    /// precheck's list without the bare "placeholder": release notes name the UI element ("new
    /// image placeholder", seen in real Play changelogs); its phrases stay.
    static let phrases = PhraseScan(
        FastlaneTables.precheckPlaceholderWords.filter { $0 != "placeholder" } + [
            "placeholder text", "blindtext", "platzhaltertext", "text folgt", "hier text", "текст здесь", "рыба текста",
        ])

    /// Markers that count only in capitals.
    static let markers: Set<String> = ["TODO", "FIXME", "TBD"]

    /// Across every listing: a template serving both stores (or every locale) is one place.
    static func run(_ input: ListingSetInput) -> [Diagnostic] {
        PhraseScan.places(in: input.listings) { _, field in matches(in: field.text) }.map {
            Diagnostic(placeholderText, message(for: $0), at: $0.location)
        }
    }

    /// precheck's phrases, and the markers in capitals, left to right.
    static func matches(in text: String) -> [PhraseScan.Match] {
        let marked = CrossStoreCheck.words(text).filter { markers.contains($0.original) }.map {
            PhraseScan.Match(written: $0.original, start: $0.start)
        }
        return (phrases.matches(in: text) + marked).sorted { $0.start < $1.start }
    }

    // MARK: Messages

    static func message(for place: ListingPlaces<String>.Place) -> String {
        "\(place.subject) \(place.fields.count > 1 ? "hold" : "holds") placeholder text '\(place.detail)'"
    }
}
