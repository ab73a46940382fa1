import ZKCore

/// Who the app is for, as the stores record it outside the listing texts: the App Store Kids
/// Category with its age band, and Google Play's category and target age groups. They are
/// tokens of the `store` group, not templates:
///
/// - The Kids Category is no App Store category id (the category ids are fastlane's
///   `app_category.rb`; "Kids" is not among them). App Store Connect sets it in the age rating:
///   "Made for Kids" with one age band, the `kidsAgeBand` of the app's age rating declaration
///   (App Store Connect API, "Modify an age rating declaration": "Use this endpoint to indicate
///   whether an app is Made for Kids"). deliver takes it only from the age-rating JSON its
///   `app_rating_config_path` option names (`"kidsAgeBand": "FIVE_AND_UNDER"`, see its
///   `example_rating_config.json`; a declaration may hold only the attributes it changes).
///   `AgeRatingWriter` renders that file with the band alone. A Kids app keeps its primary and
///   secondary category (Apple's announcement of the Kids Category, August 2013: "Apps approved
///   for the Kids category will still have a primary and secondary category"), so no category
///   rule follows from it.
/// - supply has no files for Play's category or target audience (they are set in Play Console:
///   Store settings, and Policy > App content > Target audience and content).
struct Audience {
    static let kidsCategoryToken = "store.kids_category"
    static let kidsAgeBandToken = "store.kids_age_band"
    static let playCategoryToken = "store.play_category"
    static let playTargetAgesToken = "store.play_target_ages"

    /// An age band or age group: how it is written (App Store Connect's and Play Console's
    /// labels), its id where the store has one, and its ages.
    struct AgeGroup: Sendable, Hashable {
        var label: String
        var id: String
        var ages: ClosedRange<Int>
    }

    /// Apple's Kids Category age bands (App Store Connect: "5 and under", "6–8", "9–11"); ids
    /// as the App Store Connect API and deliver's age-rating JSON take them (FastlaneTables).
    static let kidsAgeBands: [AgeGroup] = zip(
        FastlaneTables.kidsAgeBands, [("5 and under", 0...5), ("6-8", 6...8), ("9-11", 9...11)]
    ).map { AgeGroup(label: $1.0, id: $0, ages: $1.1) }

    /// Play Console's target age groups (Play Console Help, "Manage target audience and app
    /// content settings", answer 9867159). An app with a group under 13 falls under Google
    /// Play's Families policy.
    static let playAgeGroups: [AgeGroup] = [
        ("5 and under", 0...5), ("6-8", 6...8), ("9-12", 9...12), ("13-15", 13...15), ("16-17", 16...17),
        ("18 and over", 18...150),
    ].map { AgeGroup(label: $0.0, id: $0.0, ages: $0.1) }

    /// The youngest age Play Console counts as no child (the Families policy covers "children under 13").
    static let playAdultAge = 13

    /// `label` or `id` written as the store writes it, or with an en dash or `&` ("6–8", "5 & under"), any case.
    static func group(_ text: String, in groups: [AgeGroup]) -> AgeGroup? {
        let key = normalized(text)
        return groups.first { normalized($0.label) == key || normalized($0.id) == key }
    }

    static func normalized(_ text: String) -> String {
        var result = ""
        for scalar in text.lowercased().unicodeScalars {
            switch scalar {
            case "\u{2013}", "\u{2012}", "\u{2010}", "\u{2011}": result += "-"
            case "&": result += "and"
            case " ", "\t": continue
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// The Kids Category setting: nil when `store.kids_category` is not written, else whether it says `yes`.
    static func inKidsCategory(_ tokens: ResolvedTokens) -> Bool? {
        guard let text = tokens[kidsCategoryToken]?.text else { return nil }
        return normalized(text) == "yes"
    }

    /// The items of a list token, split at commas, without the spaces around them.
    static func items(_ text: String) -> [String] {
        text.split(separator: ",").map { item in
            String(item.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
        }.filter { !$0.isEmpty }
    }

    /// Where a token's value is written in the token file.
    static func location(_ token: ResolvedToken, in tokens: ResolvedTokens) -> SourceLocation {
        tokens.document.location(token.token.value.position)
    }
}
