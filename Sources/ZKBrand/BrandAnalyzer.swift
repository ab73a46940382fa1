import ZKCore
import ZKProject

/// The token side of the brand: parsed, resolved and checked tokens and the facts for other stages.
public struct TokenAnalysis: Sendable {
    public var diagnostics: [Diagnostic]
    public var tokens: ResolvedTokens
    public var facts: BrandFacts
    /// The dark mode's tokens (`brand.dark.json`), when the project has that file.
    public var dark: ResolvedTokens?

    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}

/// The marketing side: templates, listings and their diagnostics.
public struct MarketingAnalysis: Sendable {
    public var diagnostics: [Diagnostic]
    public var templates: [Template]
    public var listings: [StoreListing]

    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}

/// Runs every brand and marketing check on files held in memory. Pure: the stage and the
/// command-line tool do the reading and the writing.
public enum BrandAnalyzer {
    /// Parses and checks `brand.json`. `parse` is the reader's result for `file` (shared with
    /// other stages); its syntax diagnostics are included.
    /// `dark` is the dark mode's token file with its parse, when the project has one.
    public static func analyzeTokens(
        file: SourceFile, parse: JSONParseResult, options: BrandOptions,
        dark: (file: SourceFile, parse: JSONParseResult)? = nil
    ) -> TokenAnalysis {
        var (diagnostics, resolved) = resolveAndCheck(file: file, parse: parse)
        guard let resolved else {
            return TokenAnalysis(
                diagnostics: diagnostics, tokens: .empty(path: file.path), facts: BrandFacts(appNames: []))
        }
        var darkTokens: ResolvedTokens?
        if let dark {
            let (darkDiagnostics, darkResolved) = resolveAndCheck(file: dark.file, parse: dark.parse)
            diagnostics += darkDiagnostics
            darkTokens = darkResolved
        }
        diagnostics += ZKBrandChecks.tokenSetChecks.run(
            TokenSetInput(tokens: resolved, dark: darkTokens, options: options))
        return TokenAnalysis(
            diagnostics: diagnostics, tokens: resolved, facts: BrandFactsBuilder.facts(resolved), dark: darkTokens)
    }

    /// The checks of Design Tokens files (structure, types, aliases, values), each file on its own
    /// but its aliases free to name a token of another of the files (one token set), without the
    /// reader's syntax diagnostics (the caller's) and without the checks of a brand's token set
    /// (modes, required tokens): what zk-build runs on the `tokenFiles` besides brand.json.
    public static func checkTokenFiles(_ files: [(file: SourceFile, parse: JSONParseResult)]) -> [Diagnostic] {
        let documents = files.map { file, parse -> TokenDocument? in
            parse.value.map { TokenParser.parse(file, root: $0).0 }
        }
        return files.indices.flatMap { index -> [Diagnostic] in
            let (file, parse) = files[index]
            let elsewhere = documents.indices.filter { $0 != index }.compactMap { documents[$0] }
            return Array(
                resolveAndCheck(file: file, parse: parse, elsewhere: elsewhere).0.dropFirst(parse.diagnostics.count))
        }
    }

    /// Parses, resolves and checks one token file on its own (`elsewhere`: the tokens of the
    /// other files of its set, which its aliases may name).
    static func resolveAndCheck(
        file: SourceFile, parse: JSONParseResult, elsewhere: [TokenDocument] = []
    ) -> ([Diagnostic], ResolvedTokens?) {
        var diagnostics = parse.diagnostics
        guard let root = parse.value else { return (diagnostics, nil) }
        let (document, structure) = TokenParser.parse(file, root: root)
        diagnostics += structure
        let (aliased, aliasDiagnostics) = AliasResolver.resolve(document, elsewhere: elsewhere)
        diagnostics += aliasDiagnostics
        let (resolved, referenceDiagnostics) = ValueResolver.resolve(aliased)
        diagnostics += referenceDiagnostics
        diagnostics += ZKBrandChecks.tokenChecks.run(resolved)
        return (diagnostics, resolved)
    }

    /// Parses, checks and renders the templates for the store, against analysed tokens.
    public static func analyzeMarketing(
        templates files: [SourceFile], tokens: TokenAnalysis, options: BrandOptions
    ) -> MarketingAnalysis {
        var diagnostics: [Diagnostic] = []
        var templates: [Template] = []
        for file in files.sorted(by: { $0.path.precedesByCodePoints($1.path) }) {
            guard let key = options.templateKey(file.path) else { continue }
            let unreadable = ZKBrandChecks.templateFileChecks.run(file)
            guard unreadable.isEmpty else {
                diagnostics += unreadable
                continue
            }
            let (template, parseDiagnostics) = TemplateParser.parse(file, locale: key.locale, field: key.field)
            diagnostics += parseDiagnostics
            diagnostics += ZKBrandChecks.templateChecks.run(
                TemplateInput(template: template, tokens: tokens, options: options))
            templates.append(template)
        }
        let listings = options.stores.flatMap { store in
            StoreListingBuilder.build(
                store: store, locales: options.locales, templates: templates, tokens: tokens.tokens)
        }
        for listing in listings {
            diagnostics += ZKBrandChecks.listingChecks.run(
                ListingInput(listing: listing, tokens: tokens, templates: templates, options: options))
        }
        diagnostics += ZKBrandChecks.listingSetChecks.run(
            ListingSetInput(listings: listings, tokens: tokens, templates: templates, options: options))
        return MarketingAnalysis(diagnostics: dedupe(diagnostics), templates: templates, listings: listings)
    }

    /// The marketing analysis of `templates` and every output, with all their diagnostics: what
    /// `zk-marketing` and the driver's marketing stage both run.
    public static func outputs(
        templates: [SourceFile], tokens: TokenAnalysis, options: BrandOptions
    ) -> (artifacts: [Artifact], diagnostics: [Diagnostic]) {
        let marketing = analyzeMarketing(templates: templates, tokens: tokens, options: options)
        let (artifacts, outputDiagnostics) = artifacts(tokens: tokens, marketing: marketing, options: options)
        return (artifacts, marketing.diagnostics + outputDiagnostics)
    }

    /// The brand outputs (`brand/…`) and the store listings (`marketing/…`), paths relative to
    /// the build folder, sorted; plus problems found while generating them.
    public static func artifacts(
        tokens: TokenAnalysis, marketing: MarketingAnalysis, options: BrandOptions
    ) -> ([Artifact], [Diagnostic]) {
        var artifacts = [XcconfigWriter.artifact(tokens.tokens, sourceLocale: options.sourceLocale)]
        let (swift, swiftDiagnostics) = SwiftConstantsWriter.artifact(tokens.tokens, dark: tokens.dark)
        artifacts.append(swift)
        let (colors, colorDiagnostics) = ColorSetWriter.artifacts(tokens.tokens, dark: tokens.dark)
        artifacts += colors
        artifacts += MarketingWriter.artifacts(marketing.listings)
        if let rating = AgeRatingWriter.artifact(tokens.tokens, stores: options.stores) { artifacts.append(rating) }
        return (artifacts.sorted { $0.path.precedesByCodePoints($1.path) }, swiftDiagnostics + colorDiagnostics)
    }

    /// A template shared through `default/` is checked once per locale; keep one of each finding.
    static func dedupe(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var seen: Set<Diagnostic> = []
        return diagnostics.filter { seen.insert($0).inserted }
    }
}
