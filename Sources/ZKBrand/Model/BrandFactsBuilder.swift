import ZKCore
import ZKProject

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

    /// The facts of a token file read on its own (`zk-strings --brand`): parsed and resolved as the
    /// brand stage resolves it (aliases followed), so a tool run alone and `zk-build` find the same
    /// app names. The file's own mistakes are the brand checks' to report, not the reader's.
    public static func facts(fromTokenFile file: SourceFile) -> BrandFacts {
        guard let root = JSONReader.read(file).value else { return BrandFacts(appNames: []) }
        let (document, _) = TokenParser.parse(file, root: root)
        let (aliased, _) = AliasResolver.resolve(document, elsewhere: [])
        return facts(ValueResolver.resolve(aliased).0)
    }
}
