import ZKCore

/// Lint: an App Store text says the app is for children while the app is not in the Kids
/// Category (`store.kids_category` is `no` or not written). App Review guideline 2.3.8: "terms
/// like 'For Kids' and 'For Children' in app metadata are reserved for the Kids Category"; 1.3:
/// apps for children belong there. The name, subtitle and keywords are checked for any word
/// naming children as an audience ("kids", "toddler", "Kinder", "Kleinkind", "малыши"; a
/// parent's children, "Find My Kids", excepted); the description and
/// the promotional text, which may mention children without addressing them ("keep your kids
/// safe"), only for phrases that name them as the audience ("for kids", "für Kinder", "для
/// детей"). Release notes are not checked. Reported at each word; a warning, since the
/// setting may just be missing.
enum KidsAudienceCheck: Check {
    static let kidsTermsOutsideKidsCategory = DiagnosticCode(
        "ZK5076", .warning, phase: .crossLink,
        summary: "an App Store text addresses children outside the Kids Category",
        explanation: """
            App Review guideline 2.3.8 reserves terms like "for kids" and "for children" for the \
            Kids Category, and an app for children belongs in it (1.3). The App Store name, \
            subtitle and keywords may not name children ("kids", "toddler", "preschool", "Kinder", \
            "Kleinkind", "Kita", "дети", "малыши", "дошкольник"), and the description and \
            promotional text may not address them ("for kids", "für Kinder", "для детей") unless \
            `store.kids_category` is `yes` with an age band (`store.kids_age_band`). A parent's \
            children ("Find My Kids", "Ihre Kinder") and words parents' apps use ("child", "baby") \
            pass. Whole words, case-insensitive, in NFC. Set the Kids Category, or reword the text for its real audience.
            """,
        broken: DiagnosticExample([
            BrandExampleFiles.tokens, .init("Brand/marketing/de/keywords.txt", "zählen,mathe,↓kinder"),
        ]),
        fixed: DiagnosticExample([
            kidsTokens, .init("Brand/marketing/de/keywords.txt", "zählen,mathe,kinder"),
        ]))

    static let codes = [kidsTermsOutsideKidsCategory]

    /// Words naming children as an audience, for the name, subtitle and keywords. "Child",
    /// "children", "baby" and "ребёнок" are left out: parents' apps name them ("Baby Tracker",
    /// "your child's development").
    static let childWords = PhraseScan([
        "kid", "kids", "kiddie*", "toddler*", "preschool*", "pre-school*", "kindergarten*", "kinder", "kindern",
        "kleinkind*", "vorschulkind*", "vorschule", "kita", "kitas", "kindergartenkind*", "дети", "детей", "детям",
        "детский", "детская", "детские", "детское", "малыш*", "дошкольн*", "детсад*",
    ])

    /// A parent's children ("Find My Kids", "Ihre Kinder", "ваши дети") are no audience.
    static let parentsChildren = PhraseScan([
        "my kid", "my kids", "your kid", "your kids", "our kids", "mein kind", "meine kinder", "ihr kind",
        "ihre kinder", "dein kind", "deine kinder", "unsere kinder", "мои дети", "ваши дети", "наши дети", "твои дети",
        "моих детей", "ваших детей", "ваш малыш", "вашего малыша", "вашему малышу",
    ])

    /// Phrases naming children as the audience, for the description and the promotional text.
    static let audiencePhrases = PhraseScan([
        "for kids", "for children", "for toddlers", "for preschoolers", "for babies", "for little ones",
        "kids aged", "children aged", "kids ages", "kids' games",
        "für kinder", "für kleinkinder", "für vorschulkinder", "für kindergartenkinder", "für kids", "kinder ab",
        "kinder im alter", "kinder von", "für babys",
        "для детей", "для малышей", "для дошкольников", "для самых маленьких",
        "детей от", "детей в возрасте",
    ])

    static let wordFields: Set<String> = ["name", "subtitle", "keywords"]
    static let phraseFields: Set<String> = ["description", "promotional_text"]

    static func run(_ input: ListingSetInput) -> [Diagnostic] {
        let tokens = input.tokens.tokens
        guard Audience.inKidsCategory(tokens) != true else { return [] }
        let note = tokens[Audience.kidsCategoryToken].map {
            Diagnostic.Note("'\(Audience.kidsCategoryToken)' is set here", at: Audience.location($0, in: tokens))
        }
        return PhraseScan.places(in: input.listings) { listing, field in
            guard listing.store == .appStore else { return [] }
            if wordFields.contains(field.rule.name) {
                return childWords.matches(in: field.text, removing: parentsChildren)
            }
            if phraseFields.contains(field.rule.name) { return audiencePhrases.matches(in: field.text) }
            return []
        }.map {
            Diagnostic(kidsTermsOutsideKidsCategory, message(for: $0), at: $0.location, notes: note.map { [$0] } ?? [])
        }
    }

    /// The fixed example's token file: the app is in the Kids Category, ages 5 and under.
    static let kidsTokens = DiagnosticExample.ExampleFile(
        "Brand/brand.json",
        """
        { "app": { "$type": "string", "name": { "de": { "$value": "Zahlenkette" } } },
          "url": { "$type": "string", "support": { "$value": "https://zahlenkette.app/hilfe" },
                   "privacy": { "$value": "https://zahlenkette.app/datenschutz" } },
          "contact": { "$type": "string", "support_email": { "$value": "hilfe@zahlenkette.app" } },
          "store": { "$type": "string", "kids_category": { "$value": "yes" }, "kids_age_band": { "$value": "5 and under" } } }
        """)

    // MARK: Messages

    static func message(for place: ListingPlaces<String>.Place) -> String {
        "\(place.subject) \(place.fields.count > 1 ? "address" : "addresses") children ('\(place.detail)') but the app "
            + "is not in the Kids Category; set '\(Audience.kidsCategoryToken)' to 'yes' with an age band, or reword "
            + "(guideline 2.3.8)"
    }
}
