import ZKCore

/// What a check of the whole token set reads (`Check<TokenSetInput>`): `brand.json`'s resolved
/// tokens, the dark mode's (`brand.dark.json`) when the project has that file, and the options.
struct TokenSetInput {
    let tokens: ResolvedTokens
    let dark: ResolvedTokens?
    let options: BrandOptions
}

/// What a check of one parsed template reads (`Check<TemplateInput>`).
struct TemplateInput {
    let template: Template
    let tokens: TokenAnalysis
    let options: BrandOptions
}

/// What a check of one rendered store listing (a store, a locale) reads (`Check<ListingInput>`).
struct ListingInput {
    let listing: StoreListing
    let tokens: TokenAnalysis
    let templates: [Template]
    let options: BrandOptions
}

/// What a check across all listings reads (`Check<ListingSetInput>`): a check that reports a
/// place shared by several listings (a template in `default/`, one serving both stores) once.
struct ListingSetInput {
    let listings: [StoreListing]
    let tokens: TokenAnalysis
    let templates: [Template]
    let options: BrandOptions
}
