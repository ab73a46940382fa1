import ZKCore

/// The Kids Category as deliver takes it: `marketing/app_rating_config.json`, the age-rating
/// JSON of deliver's `app_rating_config_path` option (`--app_rating_config_path
/// build/marketing/app_rating_config.json`), holding only `kidsAgeBand` — App Store Connect's
/// id of the band (`"FIVE_AND_UNDER"`), or `null` for an app that is not Made for Kids. deliver
/// sends the file's attributes as the app's age rating declaration, and App Store Connect
/// changes only the attributes a declaration holds ("only include the attributes that you're
/// modifying"), so the questionnaire's other answers stay as entered. Written only when the
/// project sets `store.kids_category` and renders the App Store.
enum AgeRatingWriter {
    /// The file's path under the build folder, next to deliver's metadata folders.
    static let path = StoreLocales.outputRoot(for: .appStore) + "/app_rating_config.json"

    static func artifact(_ tokens: ResolvedTokens, stores: [Store]) -> Artifact? {
        guard stores.contains(.appStore), let inKids = Audience.inKidsCategory(tokens) else { return nil }
        var band = "null"
        if inKids {
            guard let text = tokens[Audience.kidsAgeBandToken]?.text,
                let group = Audience.group(text, in: Audience.kidsAgeBands)
            else { return nil }
            band = "\"\(group.id)\""
        }
        return Artifact(path: path, text: "{\n  \"kidsAgeBand\": \(band)\n}\n")
    }
}
