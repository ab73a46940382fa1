import ZKCore

/// The module's one list of what declares codes: every brand and marketing check. `explain`,
/// the SARIF rules and the example tests are derived from it. Named like the other modules'
/// lists (`ZKAudioChecks`, `ZKStringsChecks`, `ZKDawgChecks`): the module's name and `Checks`.
public enum ZKBrandChecks {
    public static var all: [any DeclaresCodes.Type] {
        [
            TokenStructureCheck.self,
            TokenNameCheck.self,
            UnknownTokenTypeCheck.self,
            AliasTargetCheck.self,
            AliasCycleCheck.self,
            TokenTypeCheck.self,
            UntypedTokenCheck.self,
            ColorComponentRangeCheck.self,
            ColorHexCheck.self,
            ColorDarkAppearanceCheck.self,
            DeprecatedTokenCheck.self,
            ColorGamutCheck.self,
            RequiredTokenCheck.self,
            GeneratedNameCheck.self,
            UnknownPlaceholderCheck.self,
            MalformedPlaceholderCheck.self,
            LiteralAppNameCheck.self,
            TemplateFieldCheck.self,
            TemplateLocaleCheck.self,
            TemplateEncodingCheck.self,
            StoreLimitCheck.self,
            NearLimitCheck.self,
            RequiredFieldCheck.self,
            KeywordFormatCheck.self,
            KeywordDuplicateCheck.self,
            KeywordAppNameCheck.self,
            StoreLocaleCheck.self,
            URLFieldCheck.self,
            CrossStoreCheck.self,
            KeywordLengthCheck.self,
            MinimumLengthCheck.self,
            CategoryCheck.self,
            ModeFileCheck.self,
            RenderOutputCheck.self,
            ReleaseNotesFallbackCheck.self,
            PlaceholderTextCheck.self,
            UnreleasedFeatureCheck.self,
            OtherPlatformCheck.self,
            CurseWordCheck.self,
            UnreachableURLCheck.self,
            CopyrightYearCheck.self,
            TraderContactCheck.self,
            AppClipURLCheck.self,
            LocaleVariantCheck.self,
        ]
    }

    /// Every code the module declares, in code order.
    public static var codes: [DiagnosticCode] { all.flatMap { $0.codes }.sorted { $0.code < $1.code } }
}
