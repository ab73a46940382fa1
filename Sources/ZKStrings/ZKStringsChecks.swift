import ZKCore

/// The module's one list: the checks, by what they read, in the order they run, then the types
/// whose codes a parser, the XLIFF import, a command or a writer reports. `StringsChecker` runs
/// the checks from these lists alone; `explain`, the SARIF rules, the registry and the example
/// tests are derived from `all`.
public enum ZKStringsChecks {
    /// Run on each key of each catalog, in one pass over the keys.
    static var keyChecks: [any Check<CatalogKey>.Type] {
        [
            CoverageCheck.self, TranslationStateCheck.self, StaleKeyCheck.self,
            PluralCategoriesCheck.self, EmptyValueCheck.self, WhitespaceCheck.self, KeyGrammarCheck.self,
            TranslatorCommentCheck.self, AppNameCheck.self, UnreferencedKeyCheck.self,
            // Translation QA (warnings by default).
            IdenticalToSourceCheck.self, ScriptCheck.self, NumberCheck.self, URLCheck.self, MarkupCheck.self,
            EndPunctuationCheck.self, DoubleSpaceCheck.self, NFCCheck.self, LengthBudgetCheck.self,
            GlossaryCheck.self, RepeatedWordCheck.self, BracketBalanceCheck.self, QuoteBalanceCheck.self,
            LineBreakCheck.self, InitialCaseCheck.self, ExclamationCheck.self, PluralFormsIdenticalCheck.self,
            UntranslatedTextCheck.self,
            // Read the key's resolved placeholders.
            PlaceholderCheck.self, SubstitutionCheck.self,
        ]
    }

    /// Run once on each catalog, before its keys.
    static var catalogChecks: [any Check<CatalogInput>.Type] {
        [SourceLanguageCheck.self, RegionalSourceLanguageCheck.self, UnknownStateCheck.self, LocaleProgressCheck.self]
    }

    /// Run once across the project's catalogs (with the content index and the Swift sources).
    static var catalogSetChecks: [any Check<CatalogSetInput>.Type] {
        [ContentReferenceCheck.self, CodeKeyCheck.self, CodeLiteralCheck.self, TranslationConsistencyCheck.self]
    }

    /// Codes reported outside the checks: the catalog parser's structure and version, the XLIFF
    /// import's, `zk-strings format --check`, the baseline file, the Swift accessor writer and `migrate`.
    static var reporters: [any DeclaresCodes.Type] {
        [
            CatalogStructure.self, CatalogVersionCheck.self, XcodeFormattingCheck.self, XLIFFSyntaxCheck.self,
            XLIFFSourceCheck.self, XLIFFUnknownUnitCheck.self, XLIFFInlineMarkupCheck.self,
            XLIFFLanguageCheck.self, XLIFFDuplicateUnitCheck.self, XLIFFFileMatchCheck.self,
            BaselineFileCheck.self, SwiftAccessorWriter.self, StringsTableSyntaxCheck.self,
        ]
    }

    /// Every type that declares strings codes.
    public static var all: [any DeclaresCodes.Type] {
        keyChecks.declaring() + catalogChecks.declaring() + catalogSetChecks.declaring() + reporters
    }

    /// Every code of the list, in its order.
    public static var codes: [DiagnosticCode] { all.flatMap { $0.codes } }
}
