import ZKCore

/// Lint: the audience tokens of the `store` group (see `Audience`) hold what the stores take:
/// the Kids Category is `yes` or `no` and, when `yes`, has one of Apple's age bands; Google
/// Play's category is one of Play's ids and its target age groups are Play Console's; and an
/// app in the Kids Category declares the same children on Play (where an age group under 13
/// puts it under the Families policy). Reported at the token's value.
enum AudienceSettingsCheck: Check {
    static let kidsSettingInvalid = DiagnosticCode(
        "ZK5077", .error, summary: "the Kids Category setting lacks a valid age band",
        explanation: """
            `store.kids_category` is `yes` (the app is Made for Kids, in the App Store's Kids \
            Category) or `no`. A Kids app has exactly one of Apple's age bands in \
            `store.kids_age_band`: `5 and under`, `6-8` or `9-11` (or App Store Connect's ids \
            `FIVE_AND_UNDER`, `SIX_TO_EIGHT`, `NINE_TO_ELEVEN`); App Store Connect takes no Kids app \
            without one, and an age band on an app that is not Made for Kids contradicts the \
            setting. `render` writes the band as deliver takes it: \
            `marketing/app_rating_config.json` (`"kidsAgeBand": "FIVE_AND_UNDER"`), for deliver's \
            `--app_rating_config_path`.
            """,
        example: .edit(
            DiagnosticExample([audienceTokens()]),
            broken: #""kids_age_band": { "$value": ↓"4-6" }"#, fixed: #""kids_age_band": { "$value": "5 and under" }"#))

    static let unknownPlayCategory = DiagnosticCode(
        "ZK5078", .error, summary: "the Google Play category is no Play category id",
        explanation: """
            `store.play_category` names the category chosen in Play Console (Store settings) by \
            the Play Store's id: an app category such as `EDUCATION` or `PARENTING`, or a game \
            category such as `GAME_PUZZLE` or `GAME_EDUCATIONAL`. fastlane supply has no file for \
            it; the list comes from the Play Store's ids (scripts/generate-play-tables.py).
            """,
        example: .edit(
            DiagnosticExample([audienceTokens()]),
            broken: #""play_category": { "$value": ↓"EDUCATIONAL" }"#,
            fixed: #""play_category": { "$value": "EDUCATION" }"#))

    static let unknownPlayAgeGroup = DiagnosticCode(
        "ZK5079", .error, summary: "a Google Play target age group is none of Play Console's",
        explanation: """
            `store.play_target_ages` lists the target age groups declared in Play Console \
            (Policy > App content > Target audience and content), separated by commas, as Play \
            Console names them: `5 and under`, `6-8`, `9-12`, `13-15`, `16-17`, `18 and over`. A \
            group under 13 puts the app under Google Play's Families policy.
            """,
        example: .edit(
            DiagnosticExample([audienceTokens()]),
            broken: #""play_target_ages": { "$value": ↓"5 and under, 6-9" }"#,
            fixed: #""play_target_ages": { "$value": "5 and under, 6-8" }"#))

    static let audienceMismatch = DiagnosticCode(
        "ZK5080", .warning, phase: .crossLink,
        summary: "the App Store's Kids age band is not among Google Play's target age groups",
        explanation: """
            An app in the App Store's Kids Category is made for the children of its age band; on \
            Google Play the same app declares them as a target age group (`5 and under` for `5 and \
            under`, `6-8` for `6-8`, `9-12` for `9-11`), which puts it under the Families policy. \
            Play Console's declaration and the App Store's disagree otherwise: add the group to \
            `store.play_target_ages`, or correct the age band.
            """,
        example: .edit(
            DiagnosticExample([audienceTokens()]),
            broken: #""play_target_ages": { "$value": ↓"13-15, 16-17" }"#,
            fixed: #""play_target_ages": { "$value": "5 and under, 6-8" }"#))

    static let codes = [kidsSettingInvalid, unknownPlayCategory, unknownPlayAgeGroup, audienceMismatch]

    static func run(_ input: TokenSetInput) -> [Diagnostic] {
        let tokens = input.tokens
        var diagnostics = kidsSetting(tokens)
        if let token = tokens[Audience.playCategoryToken], let text = token.text {
            let known = PlayTables.appCategories + PlayTables.gameCategories
            if !known.contains(where: { $0.hasSameCodePoints(as: text) }) {
                let near = EditDistance.nearest(to: text, in: known)
                diagnostics.append(
                    Diagnostic(
                        unknownPlayCategory, playCategoryMessage(text, near: near),
                        at: Audience.location(token, in: tokens)))
            }
        }
        guard let agesToken = tokens[Audience.playTargetAgesToken], let text = agesToken.text else {
            return diagnostics
        }
        let items = Audience.items(text)
        let groups = items.compactMap { Audience.group($0, in: Audience.playAgeGroups) }
        let at = Audience.location(agesToken, in: tokens)
        for item in items where Audience.group(item, in: Audience.playAgeGroups) == nil {
            diagnostics.append(Diagnostic(unknownPlayAgeGroup, playAgeGroupMessage(item), at: at))
        }
        if items.isEmpty { diagnostics.append(Diagnostic(unknownPlayAgeGroup, playAgeGroupMessage(""), at: at)) }
        if Audience.inKidsCategory(tokens) == true, let bandToken = tokens[Audience.kidsAgeBandToken],
            let band = bandToken.text.flatMap({ Audience.group($0, in: Audience.kidsAgeBands) }),
            !groups.isEmpty, !groups.contains(where: { $0.ages.contains(band.ages.upperBound) })
        {
            let expected = Audience.playAgeGroups.first { $0.ages.contains(band.ages.upperBound) }
            diagnostics.append(
                Diagnostic(
                    audienceMismatch, mismatchMessage(band, expected: expected?.label ?? band.label), at: at,
                    notes: [.init("the Kids age band is set here", at: Audience.location(bandToken, in: tokens))]))
        }
        return diagnostics
    }

    /// `store.kids_category` and `store.kids_age_band` together.
    static func kidsSetting(_ tokens: ResolvedTokens) -> [Diagnostic] {
        let category = tokens[Audience.kidsCategoryToken]
        let band = tokens[Audience.kidsAgeBandToken]
        if let category, let text = category.text, !["yes", "no"].contains(Audience.normalized(text)) {
            return [
                Diagnostic(kidsSettingInvalid, categoryValueMessage(text), at: Audience.location(category, in: tokens))
            ]
        }
        let inKids = Audience.inKidsCategory(tokens) == true
        switch (inKids, band) {
        case (true, nil):
            guard let category else { return [] }
            return [Diagnostic(kidsSettingInvalid, missingBandMessage, at: Audience.location(category, in: tokens))]
        case (true, let band?):
            guard let text = band.text, Audience.group(text, in: Audience.kidsAgeBands) == nil else { return [] }
            return [Diagnostic(kidsSettingInvalid, bandMessage(text), at: Audience.location(band, in: tokens))]
        case (false, let band?):
            return [Diagnostic(kidsSettingInvalid, bandWithoutKidsMessage, at: Audience.location(band, in: tokens))]
        case (false, nil):
            return []
        }
    }

    /// The examples' token file: a Kids app for 5 and under, in Play's EDUCATION for 5 and under and 6-8.
    static func audienceTokens() -> DiagnosticExample.ExampleFile {
        .init(
            "Brand/brand.json",
            """
            { "app": { "$type": "string", "name": { "de": { "$value": "Zahlenkette" } } },
              "store": { "$type": "string", "kids_category": { "$value": "yes" }, "kids_age_band": { "$value": "5 and under" },
                         "play_category": { "$value": "EDUCATION" }, "play_target_ages": { "$value": "5 and under, 6-8" } } }
            """)
    }

    // MARK: Messages

    static func categoryValueMessage(_ text: String) -> String {
        "'\(Audience.kidsCategoryToken)' is '\(text)'; write 'yes' (the app is in the Kids Category) or 'no'"
    }

    static let missingBandMessage =
        "the app is in the Kids Category but '\(Audience.kidsAgeBandToken)' is missing; add its age band: "
        + "'5 and under', '6-8' or '9-11'"

    static func bandMessage(_ text: String) -> String {
        "'\(text)' is none of the Kids Category's age bands: '5 and under', '6-8' or '9-11'"
    }

    static let bandWithoutKidsMessage =
        "'\(Audience.kidsAgeBandToken)' is set but the app is not in the Kids Category; "
        + "set '\(Audience.kidsCategoryToken)' to 'yes' or remove the age band"

    static func playCategoryMessage(_ text: String, near: String?) -> String {
        "'\(text)' is no Google Play category id" + (near.map { "; did you mean '\($0)'?" } ?? "")
    }

    static func playAgeGroupMessage(_ item: String) -> String {
        (item.isEmpty ? "no target age group is given" : "'\(item)' is no Google Play target age group")
            + "; Play Console's are '5 and under', '6-8', '9-12', '13-15', '16-17' and '18 and over'"
    }

    static func mismatchMessage(_ band: Audience.AgeGroup, expected: String) -> String {
        "the app is in the App Store's Kids Category for ages \(band.label), but Google Play's target age groups "
            + "leave them out; add '\(expected)' (Families policy)"
    }
}
