import ZKCore

/// Lint: a store text promises what the app does not have yet ("coming soon", "in the next
/// release") or says the build is a test ("beta test") — precheck's `future_functionality` and
/// `test_words` rules, with German and Russian counterparts. App Review rejects both (guideline
/// 2.3.1 and 2.2). Reported at the first word.
enum UnreleasedFeatureCheck: Check {
    static let unreleasedFeature = DiagnosticCode(
        "ZK5067", .warning, summary: "a store text announces an unreleased feature or a test version",
        explanation: """
            fastlane precheck's `future_functionality` ("coming soon", "in the next release", \
            "arriving soon", …) and `test_words` ("beta test", "alpha test", "just a test") rules, on \
            the rendered texts of both stores, with "beta version", "demnächst", "in Kürze", "bald \
            verfügbar", "in der nächsten Version", "Betaversion", "скоро появится", "в следующей \
            версии", "бета-версия". precheck's bare "testing" is left out: "testing your \
            knowledge" is a feature, not a test build. Whole words, case-insensitive, in NFC. \
            Describe what the version has.
            """,
        example: .edit(
            DiagnosticExample([
                BrandExampleFiles.tokens,
                .init("Brand/marketing/de/promotional_text.txt", "Zahlen lernen. Neu: zwei Spiele!"),
            ]),
            broken: #"Neue Spiele ↓in Kürze!"#, fixed: #"Neu: zwei Spiele!"#))

    static let codes = [unreleasedFeature]

    static let phrases = PhraseScan(
        FastlaneTables.precheckFutureFunctionalityWords + FastlaneTables.precheckTestWords.filter { $0 != "testing" }
            + [
                "beta version", "beta release", "betaversion", "beta-version", "demnächst", "in kürze",
                "bald verfügbar", "kommt bald",
                "in der nächsten version", "im nächsten update", "скоро появится", "скоро будет", "в следующей версии",
                "в следующем обновлении", "бета-версия", "бета версия", "бета-тест",
            ])

    /// Across every listing: a template serving both stores (or every locale) is one place.
    static func run(_ input: ListingSetInput) -> [Diagnostic] {
        PhraseScan.places(in: input.listings) { _, field in phrases.matches(in: field.text) }.map {
            Diagnostic(unreleasedFeature, message(for: $0), at: $0.location)
        }
    }

    // MARK: Messages

    static func message(for place: ListingPlaces<String>.Place) -> String {
        "\(place.subject) \(place.fields.count > 1 ? "say" : "says") '\(place.detail)'; store texts describe what this version has"
    }
}
