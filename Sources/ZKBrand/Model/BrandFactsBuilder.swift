import ZKCore

/// Builds the `BrandFacts` other stages need: every `app.name.<locale>` token that resolves to
/// text, located at its value in the token file.
public enum BrandFactsBuilder {
    public static let appNameGroup = "app.name"

    public static func facts(_ tokens: ResolvedTokens) -> BrandFacts {
        let names = tokens.ordered.compactMap { entry -> BrandFacts.Name? in
            guard entry.token.groupPath == appNameGroup, let text = entry.text, !text.isEmpty else { return nil }
            return BrandFacts.Name(
                locale: entry.token.name, value: text, location: tokens.document.location(entry.token.value.position))
        }
        return BrandFacts(appNames: names)
    }
}
