import ZKCore

/// zk-dawg's one list of what declares codes; the registry, `explain` and the SARIF rules are
/// derived from it.
public enum ZKDawgChecks {
    public static let all: [any DeclaresCodes.Type] = [
        AlphabetFileCheck.self, WordListLineCheck.self, DuplicateWordCheck.self, DictionaryCompiler.self,
        VariantFolderCheck.self, DawgCommand.self, DictionaryMeaningCheck.self, WordCaseCheck.self,
        WordListNameCheck.self,
    ]

    /// Every zk-dawg code.
    public static var codes: [DiagnosticCode] { all.flatMap { $0.codes } }
}
