import ZKCore

/// The module's one list of what declares codes: every check (each in its own file with its
/// codes, examples and messages), the catalog parser's structure and version codes, the XLIFF
/// import's, the formatting check and the baseline. `explain`, the SARIF rules, the registry
/// and the example tests are derived from it.
public enum ZKStringsChecks {
    public static var all: [any DeclaresCodes.Type] {
        [
            CatalogStructure.self, CoverageCheck.self, TranslationStateCheck.self, StaleKeyCheck.self,
            PluralCategoriesCheck.self,
            PlaceholderCheck.self, SubstitutionCheck.self, EmptyValueCheck.self, WhitespaceCheck.self,
            KeyGrammarCheck.self,
            TranslatorCommentCheck.self, AppNameCheck.self, ContentReferenceCheck.self, UnreferencedKeyCheck.self,
            XcodeFormattingCheck.self, CatalogVersionCheck.self, XLIFFSyntaxCheck.self, XLIFFSourceCheck.self,
            XLIFFUnknownUnitCheck.self,
            XLIFFInlineMarkupCheck.self, XLIFFLanguageCheck.self, XLIFFDuplicateUnitCheck.self,
            XLIFFFileMatchCheck.self, BaselineFileCheck.self,
            UnknownStateCheck.self, SourceLanguageCheck.self,
            IdenticalToSourceCheck.self, ScriptCheck.self, NumberCheck.self, URLCheck.self, MarkupCheck.self,
            EndPunctuationCheck.self,
            DoubleSpaceCheck.self, NFCCheck.self, LengthBudgetCheck.self, GlossaryCheck.self,
            CodeKeyCheck.self, CodeLiteralCheck.self, SwiftAccessorWriter.self,
        ]
    }

    /// Every code of the list, in its order.
    public static var codes: [DiagnosticCode] { all.flatMap { $0.codes } }
}
