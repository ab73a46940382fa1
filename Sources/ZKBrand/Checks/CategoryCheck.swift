import ZKCore

/// Warning: an App Store category file holds one of the category ids deliver sends to App Store
/// Connect (`EDUCATION`, `GAMES_FAMILY`, …, taken from fastlane's code); anything else is
/// passed through unchanged and refused at upload. Reported at the start of the template,
/// with the nearest id suggested.
struct CategoryCheck: DeclaresCodes {
    static let unknownCategory = DiagnosticCode(
        "ZK5041", .warning, summary: "an App Store category is no category id",
        explanation: """
            `primary_category.txt`, `secondary_category.txt` and the subcategory files hold an App \
            Store Connect category id such as `EDUCATION` or `GAMES_FAMILY` (the legacy names deliver \
            maps, such as `MZGenre.Education`, are accepted too). The list comes from fastlane's \
            code (scripts/generate-store-tables.py).
            """,
        broken: DiagnosticExample([BrandExampleFiles.tokens, .init("Brand/marketing/app-store/primary_category.txt", "↓EDUCATIONAL")]),
        fixed: DiagnosticExample([BrandExampleFiles.tokens, .init("Brand/marketing/app-store/primary_category.txt", "EDUCATION")]))

    static let codes = [unknownCategory]

    /// Legacy names deliver still maps (`Education`, `MZGenre.Education`).
    static let legacyNames: Set<String> = [
        "Apps.Food_Drink", "Business", "Education", "SocialNetworking", "Book", "Sports", "Finance", "Reference",
        "Apps.GraphicsDesign", "Apps.DeveloperTools", "Healthcare_Fitness", "Music", "Weather", "Travel", "Entertainment",
        "Stickers", "Games", "Lifestyle", "Medical", "Apps.Newsstand", "Utilities", "Apps.Shopping", "Productivity", "News",
        "Photography", "Navigation",
    ]

    static func check(_ listing: StoreListing) -> [Diagnostic] {
        listing.fields.compactMap { field in
            guard field.rule.kind == .category, let rendered = field.rendered, !field.text.isEmpty else { return nil }
            var value = field.text
            if value.hasPrefix("MZGenre.") { value.removeFirst("MZGenre.".count) }
            // By code point: a Kelvin sign (U+212A) is canonically the letter K, but App Store
            // Connect knows only `BOOKS`.
            guard !FastlaneTables.appStoreCategories.containsCodePoints(value), !legacyNames.containsCodePoints(value) else { return nil }
            let near = EditDistance.nearest(to: value, in: FastlaneTables.appStoreCategories)
            return Diagnostic(unknownCategory, message(field.rule, text: field.text, near: near), at: rendered.templateLocation(ofTrimmedScalar: 0).location)
        }
    }

    // MARK: Messages

    static func message(_ field: StoreField, text: String, near: String?) -> String {
        "\(field.label) '\(text)' is no App Store category id" + (near.map { "; did you mean '\($0)'?" } ?? "")
    }
}
