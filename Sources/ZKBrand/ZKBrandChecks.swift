import ZKCore

/// The module's one list: the brand and marketing checks, by what they read, in the order they
/// run, then the types whose codes the token parser, the resolvers and the writers report.
/// `BrandAnalyzer` runs the checks from these lists alone; `explain`, the SARIF rules and the
/// example tests are derived from `all`.
public enum ZKBrandChecks {
    /// Run on each token file's resolved tokens (`brand.json`, and `brand.dark.json`).
    static var tokenChecks: [any Check<ResolvedTokens>.Type] {
        [TokenTypeCheck.self, UntypedTokenCheck.self, ColorComponentRangeCheck.self, ColorHexCheck.self]
    }

    /// Run once on the token set: light and dark together, with the options.
    static var tokenSetChecks: [any Check<TokenSetInput>.Type] {
        [ModeFileCheck.self, ColorDarkAppearanceCheck.self, RequiredTokenCheck.self, AudienceSettingsCheck.self]
    }

    /// Run on each template file before it is parsed; a finding keeps it from being parsed.
    static var templateFileChecks: [any Check<SourceFile>.Type] { [TemplateEncodingCheck.self] }

    /// Run on each parsed template.
    static var templateChecks: [any Check<TemplateInput>.Type] {
        [
            TemplateFieldCheck.self, TemplateLocaleCheck.self, UnknownPlaceholderCheck.self, LiteralAppNameCheck.self,
            ControlCharacterCheck.self,
        ]
    }

    /// Run on each rendered listing (a store and a locale).
    static var listingChecks: [any Check<ListingInput>.Type] {
        [
            MinimumLengthCheck.self, StoreLimitCheck.self, NearLimitCheck.self, KeywordFormatCheck.self,
            KeywordDuplicateCheck.self, KeywordAppNameCheck.self, KeywordLengthCheck.self, CategoryCheck.self,
            CrossStoreCheck.self, CopyrightYearCheck.self, TraderContactCheck.self, AppClipURLCheck.self,
        ]
    }

    /// Run once across every listing: the checks of a place several listings share (a template
    /// in `default/`, one serving both stores), which report it once.
    static var listingSetChecks: [any Check<ListingSetInput>.Type] {
        [
            StoreLocaleCheck.self, RequiredFieldCheck.self, UnreachableURLCheck.self, LocaleVariantCheck.self,
            URLFieldCheck.self, ReleaseNotesFallbackCheck.self, PlaceholderTextCheck.self, UnreleasedFeatureCheck.self,
            OtherPlatformCheck.self, CurseWordCheck.self, KidsAudienceCheck.self,
        ]
    }

    /// Run once on every screenshot of the project's fastlane trees.
    public static var screenshotChecks: [any Check<ScreenshotInput>.Type] {
        [ScreenshotFormatCheck.self, ScreenshotAlphaCheck.self, ScreenshotSizeCheck.self, ScreenshotCountCheck.self]
    }

    /// Codes reported outside the checks: while the token file is parsed (its structure, names,
    /// types), while aliases and values are resolved, while templates are parsed, and by the
    /// writers of the generated outputs.
    static var reporters: [any DeclaresCodes.Type] {
        [
            TokenStructureCheck.self, TokenNameCheck.self, UnknownTokenTypeCheck.self, AliasTargetCheck.self,
            AliasCycleCheck.self, DeprecatedTokenCheck.self, ColorGamutCheck.self, GeneratedNameCheck.self,
            MalformedPlaceholderCheck.self, RenderOutputCheck.self,
        ]
    }

    /// Every type that declares brand codes.
    public static var all: [any DeclaresCodes.Type] {
        tokenChecks.declaring() + tokenSetChecks.declaring() + templateFileChecks.declaring()
            + templateChecks.declaring() + listingChecks.declaring() + listingSetChecks.declaring()
            + screenshotChecks.declaring() + reporters
    }

    /// Every code the module declares, in code order.
    public static var codes: [DiagnosticCode] { all.flatMap { $0.codes }.sorted { $0.code < $1.code } }
}
